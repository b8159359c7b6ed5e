import { ROUTES } from '@ads/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectAgentSocket, disconnectAgentSockets, registerPc } from '../../test/pcs';
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

    // The PC has no agent: the check says so in the server's words, and nothing installs. The
    // SUPER of the shared test studio has other tests' PCs too: this one is chosen, as a user
    // chooses it.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^PC/ }));
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${pcName}`) }));
    const verdict = await screen.findByRole('status', { name: 'Check result' });
    await waitFor(() => expect(verdict).toHaveTextContent(`${pcName} is offline`));
    expect(screen.getByRole('button', { name: 'Install on this PC' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^PC/ })).toHaveTextContent(`${pcName} · offline`);
    expect(screen.getByRole('region', { name: 'Recent installs' })).toHaveTextContent(
      'Not installed yet.',
    );
  });
});

describe('ComboPage install', { timeout: 60_000 }, () => {
  afterEach(disconnectAgentSockets);

  it('follows an install that still runs when the page is opened again, to its end', async () => {
    await signIn(api.superAccount);
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await call(ROUTES.store.createCombo, {
      body: {
        name: `solo-${suffix}`,
        title: `Solo ${suffix}`,
        version: '0.1.0',
        members: [{ algorithm: 'lidar-driver', version: await latestOf('lidar-driver') }],
      },
    });
    if (!created.success) throw new Error(created.message);
    const pcName = `Scripted PC ${suffix}`;
    const token = await registerPc(pcName);
    // The PC's end of the channel, scripted: it says what its host is and answers installAPI
    // when the test says so (the real agent installs in apps/agent's tests and in e2e).
    const agent = await connectAgentSocket(token, {
      platform: 'linux/amd64',
      gpu: false,
      ros_distro: null,
      runtime: 'process',
    });
    const pcs = await call(ROUTES.listPcs);
    const pc = pcs.success ? pcs.detail.find((item) => item.name === pcName) : undefined;
    if (!pc) throw new Error('no PC');
    const started = await call(ROUTES.store.installCombo, {
      params: { id: created.detail.id },
      body: { pc_id: pc.id },
    });
    if (!started.success) throw new Error(started.message);
    await waitFor(() =>
      expect(agent.requests.map((request) => request.action)).toContain('installAPI'),
    );
    const request = agent.requests.find((item) => item.action === 'installAPI')!;

    // Opened while it runs: the page follows the install it finds running.
    openCombo(created.detail.id);
    const progress = await screen.findByRole('region', { name: 'Install progress' });
    expect(progress).toHaveAttribute('data-status', 'running');
    // The server writes a percentage at most twice a second: this one comes after the start's.
    await new Promise((resolve) => setTimeout(resolve, 700));
    agent.answer({
      action: 'installAPI',
      id: request.id,
      status: 'pending',
      data: { name: 'lidar-driver', progress: 40, type: 'install', message: 'Downloading' },
    });
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'lidar-driver status' })).toHaveTextContent(
          'Installing 40 %',
        ),
      { timeout: 5_000 },
    );

    // Left and opened again: the progress is still there, read back from the combo.
    cleanup();
    openCombo(created.detail.id);
    const again = await screen.findByRole('region', { name: 'Install progress' });
    expect(again).toHaveAttribute('data-status', 'running');
    expect(
      within(again).getByRole('progressbar', { name: 'lidar-driver progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Installing…' })).toBeDisabled();

    agent.answer({
      action: 'installAPI',
      id: request.id,
      status: 'success',
      data: { name: 'lidar-driver', progress: 100, type: 'install', message: 'Installed' },
    });
    await waitFor(() => expect(again).toHaveAttribute('data-status', 'succeeded'), {
      timeout: 5_000,
    });
    expect(within(again).getByRole('link', { name: 'Open the launcher' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Recent installs' })).toHaveTextContent(pcName),
    );
  });
});
