import { ROUTES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { api, connectToRealApi, signIn } from '../../test/real-api';
import AlgorithmPage from './AlgorithmPage';
import StoreSearchPage from './StoreSearchPage';

connectToRealApi();

const DIGEST = 'ab'.repeat(32);

/** A new algorithm of the SUPER's (the app is on for SUPER only by default), with a version. */
async function publish(suffix: string) {
  const created = await call(ROUTES.store.createAlgorithm, {
    body: {
      name: `page-test-${suffix}`,
      title: `Page test ${suffix}`,
      summary: 'An algorithm of the page tests.',
      category: 'planning',
      tags: ['pagetest'],
      license: 'BSD-3-Clause',
      readme: '# Usage\n\nRun it. <b>raw</b> [docs](https://example.com/docs) [bad](vbscript:x)',
    },
  });
  if (!created.success) throw new Error(created.message);
  const version = await call(ROUTES.store.publishVersion, {
    params: { id: created.detail.id },
    body: {
      version: '1.2.0',
      artifacts: { image: `ghcr.io/ads/page-test@sha256:${DIGEST}` },
      platforms: ['linux/amd64', 'linux/arm64'],
      ros_distro: 'jazzy',
      gpu: true,
      interface: {
        inputs: [{ topic: '/planning/route', type: 'autoware_planning_msgs/msg/LaneletRoute' }],
        outputs: [{ topic: '/planning/trajectory', type: 'autoware_planning_msgs/msg/Trajectory' }],
        parameters: [{ name: 'horizon_s', type: 'double', default: 8 }],
      },
      run: ['planner', '--horizon', '8'],
      changelog: 'First.',
    },
  });
  if (!version.success) throw new Error(version.message);
  return created.detail;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('AlgorithmPage', { timeout: 40_000 }, () => {
  it('shows the versions, the pull line, the interface and the README as text; yanks', async () => {
    await signIn(api.superAccount);
    const algorithm = await publish(suffix());
    renderInShell(
      <Routes>
        <Route path="store/algorithm/:id" element={<AlgorithmPage />} />
      </Routes>,
      `/store/algorithm/${algorithm.id}`,
    );
    expect(await screen.findByRole('heading', { name: algorithm.title, level: 1 })).toBeVisible();
    const row = screen.getByRole('row', { name: 'Version 1.2.0' });
    expect(row).toHaveTextContent(`sha256:${DIGEST.slice(0, 12)}`);
    expect(screen.getByLabelText('Pull command')).toHaveTextContent(
      `docker pull ghcr.io/ads/page-test@sha256:${DIGEST}`,
    );
    const face = screen.getByRole('region', { name: 'Interface of 1.2.0' });
    expect(within(face).getByRole('table', { name: 'Inputs' })).toHaveTextContent(
      '/planning/route',
    );
    expect(within(face).getByRole('table', { name: 'Parameters' })).toHaveTextContent('horizon_s');
    expect(face).toHaveTextContent('planner --horizon 8');
    const readme = screen.getByRole('region', { name: 'README' });
    expect(within(readme).getByRole('heading', { name: 'Usage' })).toBeVisible();
    expect(readme).toHaveTextContent('<b>raw</b>');
    expect(readme.querySelector('b')).toBeNull();
    expect(within(readme).getByRole('link', { name: 'docs' })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
    expect(within(readme).queryByRole('link', { name: 'bad' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Yank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yank 1.2.0' });
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Plans through walls.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yank' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: 'Version 1.2.0' })).toHaveTextContent(
        'Plans through walls.',
      ),
    );
    const yanked = await call(ROUTES.store.algorithm, { params: { id: algorithm.id } });
    expect(yanked.success && yanked.detail.versions[0]!.yanked).toBe(true);
  });

  it('says the server’s sentence for an algorithm that is not there', async () => {
    await signIn(api.superAccount);
    renderInShell(
      <Routes>
        <Route path="store/algorithm/:id" element={<AlgorithmPage />} />
      </Routes>,
      '/store/algorithm/99999999',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('StoreSearchPage', { timeout: 40_000 }, () => {
  it('searches with the URL’s query and facets, and a facet narrows the list', async () => {
    await signIn(api.superAccount);
    const algorithm = await publish(suffix());
    renderInShell(
      <Routes>
        <Route path="store/search" element={<StoreSearchPage />} />
      </Routes>,
      `/store/search?q=${algorithm.name}`,
    );
    const results = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() =>
      expect(within(results).getByRole('article', { name: algorithm.title })).toBeVisible(),
    );
    // jsdom has no media queries: the page lays out as on a phone, the filters folded.
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const license = await screen.findByRole('region', { name: 'License' });
    fireEvent.click(within(license).getByRole('button', { name: /^BSD-3-Clause/ }));
    await waitFor(() =>
      expect(within(license).getByRole('button', { name: /^BSD-3-Clause/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(results).getByRole('article', { name: algorithm.title })).toBeVisible();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'GPU' })).getByRole('button', {
        name: /^Needs a GPU/,
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'GPU' })).getByRole('button', {
          name: /^Needs a GPU/,
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(results).getByRole('article', { name: algorithm.title })).toBeVisible();
  });
});
