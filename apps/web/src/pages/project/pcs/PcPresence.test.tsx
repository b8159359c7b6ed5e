import { ROUTES, type Pc } from '@ads/contract';
import { screen, within } from '@testing-library/react';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { call } from '../../../lib/api';
import { PcIndicators } from '../../../shell/topbar/PcIndicators';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { api, connectToRealApi, signInFresh } from '../../../test/real-api';
import ProjectPage from '../ProjectPage';
import { relativeTime } from './PcPresence';

connectToRealApi();

const agents: Socket[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.disconnect();
});

async function registerPc(name: string): Promise<Pc> {
  const minted = await call(ROUTES.mintPcToken);
  if (!minted.success) throw new Error(minted.message);
  const registered = await call(ROUTES.registerPc, { body: { name, token: minted.detail } });
  if (!registered.success) throw new Error(registered.message);
  return registered.detail;
}

/** Connects the PC's agent (a plain socket.io client with the PC's token), then leaves it open. */
async function startAgent(pc: Pc): Promise<Socket> {
  const agent = io(api.url, { auth: { token: pc.token }, transports: ['websocket'] });
  agents.push(agent);
  await new Promise<void>((resolve, reject) => {
    agent.once('connect', () => resolve());
    agent.once('connect_error', reject);
  });
  return agent;
}

/** Waits until the server's PC answer for `pc` satisfies `ready` (it records presence after the socket event). */
async function untilPc(pc: Pc, ready: (answer: Pc) => boolean): Promise<void> {
  for (;;) {
    const pcs = await call(ROUTES.listPcs);
    const found = pcs.success ? pcs.detail.find((item) => item.id === pc.id) : undefined;
    if (found && ready(found)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('project');

describe('agent presence', { timeout: 20_000 }, () => {
  it('shows each PC online or offline on /project, with when it was last seen', async () => {
    await signInFresh();
    const rig = await registerPc('Rig 01');
    const bench = await registerPc('Bench PC');
    const spare = await registerPc('Spare PC');
    await startAgent(rig);
    const benchAgent = await startAgent(bench);
    await untilPc(bench, (answer) => !!answer.last_seen);
    benchAgent.disconnect();
    await untilPc(bench, (answer) => answer.online === false);
    await untilPc(rig, (answer) => answer.online === true);

    renderInShell(<ProjectPage />, '/project');
    const rigStatus = await screen.findByRole('status', { name: 'Rig 01 agent online' });
    expect(rigStatus).toHaveTextContent('Online');
    const benchStatus = await screen.findByRole('status', { name: 'Bench PC agent offline' });
    expect(benchStatus).toHaveTextContent(/Offline.*Last seen/);
    expect(screen.getByRole('status', { name: `${spare.name} agent offline` })).toHaveTextContent(
      'Agent never connected',
    );
  });

  it("shows on each project's card which of its PCs are online", async () => {
    await signInFresh();
    const rig = await registerPc('Rig 01');
    const bench = await registerPc('Bench PC');
    const created = await call(ROUTES.createProject, { body: { title: 'Shuttle' } });
    if (!created.success) throw new Error(created.message);
    for (const pc of [rig, bench]) {
      await call(ROUTES.addProjectPc, {
        params: { id: created.detail.id },
        body: { pc_id: pc.id },
      });
    }
    await startAgent(rig);
    await untilPc(rig, (answer) => answer.online === true);

    renderInShell(<ProjectPage />, '/project');
    const card = await screen.findByRole('article', { name: 'Shuttle' });
    expect(await within(card).findByText('PCs · 1 of 2 online')).toBeInTheDocument();
    const pcs = within(card).getByRole('list', { name: 'PCs in Shuttle' });
    const [first, second] = within(pcs).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Rig 01\s*Online/);
    expect(second).toHaveTextContent(/Bench PC\s*Offline/);
  });

  it("shows in the top bar whether the first PC's agent is online", async () => {
    await signInFresh();
    const rig = await registerPc('Rig 01');
    await registerPc('Bench PC');
    await startAgent(rig);
    await untilPc(rig, (answer) => answer.online === true);
    renderInShell(<PcIndicators />);
    expect(await screen.findByRole('status', { name: 'Rig 01 agent online' })).toBeInTheDocument();
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(relativeTime('2026-05-01T11:59:50Z', now)).toBe('just now');
    expect(relativeTime('2026-05-01T11:55:00Z', now)).toMatch(/5 minutes ago/);
    expect(relativeTime('2026-04-30T12:00:00Z', now)).toMatch(/yesterday|1 day ago/);
  });
});
