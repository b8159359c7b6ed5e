import { ROUTES } from '@ads/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { registerPc } from '../../test/pcs';
import { api, connectToRealApi, signIn } from '../../test/real-api';
import ComboPage from './ComboPage';

connectToRealApi();

/** The newest version of a seeded algorithm, by name. */
async function latestOf(name: string): Promise<string> {
  const found = await call(ROUTES.store.algorithms, { query: { q: name } });
  if (!found.success) throw new Error(found.message);
  const algorithm = found.detail.items.find((item) => item.name === name);
  if (!algorithm?.latest) throw new Error(`no ${name} in the catalogue`);
  return algorithm.latest.version;
}

function openCombo(id: number) {
  return renderInShell(
    <Routes>
      <Route path="store/combo/:id" element={<ComboPage />} />
    </Routes>,
    `/store/combo/${id}`,
  );
}

describe('ComboPage', { timeout: 40_000 }, () => {
  it('shows members and wiring, and checks the combo against an offline PC', async () => {
    await signIn(api.superAccount);
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await call(ROUTES.store.createCombo, {
      body: {
        name: `pair-${suffix}`,
        title: `Pair ${suffix}`,
        version: '0.1.0',
        members: [
          { algorithm: 'lidar-driver', version: await latestOf('lidar-driver') },
          {
            algorithm: 'ndt-localization',
            version: await latestOf('ndt-localization'),
            parameters: {},
          },
        ],
      },
    });
    if (!created.success) throw new Error(created.message);
    const pcName = `Bench PC ${suffix}`;
    await registerPc(pcName);
    openCombo(created.detail.id);

    expect(await screen.findByRole('heading', { name: `Pair ${suffix}`, level: 1 })).toBeVisible();
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'LiDAR driver' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/store\/algorithm\/\d+$/),
    );
    const wiring = screen.getByRole('table', { name: 'Wiring' });
    expect(within(wiring).getAllByRole('row').length).toBe(created.detail.wiring.length + 1);
    const errors = created.detail.wiring.filter(
      (entry) => entry.status !== 'ok' && entry.status !== 'external',
    ).length;
    expect(screen.getByRole('img', { name: /^Wiring of 2 members: / })).toHaveAttribute(
      'data-errors',
      String(errors),
    );

    // The PC has no agent: the check says so in the server's words, and nothing installs.
    const verdict = await screen.findByRole('status', { name: 'Check result' });
    await waitFor(() => expect(verdict).toHaveTextContent(`${pcName} is offline`));
    expect(screen.getByRole('button', { name: 'Install on this PC' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^PC/ })).toHaveTextContent(`${pcName} · offline`);
    expect(screen.getByRole('region', { name: 'Recent installs' })).toHaveTextContent(
      'Not installed yet.',
    );
  });
});
