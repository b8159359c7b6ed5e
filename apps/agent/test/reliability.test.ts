import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DownloadEntry, SOCKET_EVENTS, UserMsgPayload } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';
import { startServer } from '../../../test-support/studio/harness';
import { agentPresence } from '../../../test-support/reliability/accounts';
import { startHoldingProxy } from './artifact-holding-proxy';
import { type Child, startAgentProcess } from '../../../test-support/reliability/processes';
import { type Browser, browser, tempDir, userWithPc } from './studio';

// The agent CLI runs as its own OS process and is SIGKILLed in the middle of a download; a
// proxy in front of the studio stalls the artifact so the kill lands there every time.
const MODULE = 'lidar-driver';

let server: TestServer;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
let data: Awaited<ReturnType<typeof tempDir>>;
let user: Account;
let pcId: number;
let room: string;
let agent: Child | undefined;
let web: Browser;

const startAgent = () => startAgentProcess({ server: proxy.url, token: room, data: data.dir });
const online = (value = true) => agentPresence(server.url, user.access, pcId, value);
/** The agent's state file; none yet when nothing was ever recorded. */
const savedState = () =>
  (existsSync(join(data.dir, 'state.json'))
    ? JSON.parse(readFileSync(join(data.dir, 'state.json'), 'utf8'))
    : { modules: {} }) as { modules: Record<string, { status: string }> };

beforeAll(async () => {
  server = await startServer();
  proxy = await startHoldingProxy(server.url);
  data = await tempDir('ads-agent-kill-');
  const made = await userWithPc(server);
  user = made.user;
  pcId = made.pc.id;
  room = made.pc.token;
  agent = startAgent();
  await online();
  web = await browser(server.url, user, room);
});
afterAll(async () => {
  web?.close();
  await agent?.stop();
  await proxy?.close();
  await server?.close();
  await data?.remove();
});

/** Sends installAPI and resolves at its first download progress (1–99) from the agent. */
function installUntilDownloading(): Promise<DownloadEntry> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(guard);
      web.socket.off(SOCKET_EVENTS.userMsg, listen);
      outcome();
    };
    const guard = setTimeout(() => settle(() => reject(new Error('no download progress'))), 20_000);
    const listen = (payload: unknown) => {
      const message = UserMsgPayload.safeParse(payload).data?.message;
      if (message?.type !== 'RESPONSE' || message.action !== 'installAPI') return;
      const entry = message.data as DownloadEntry;
      if (message.status !== 'pending')
        return settle(() => reject(new Error(`the install ended: ${JSON.stringify(entry)}`)));
      if (entry.progress >= 1) settle(() => resolve(entry));
    };
    web.socket.on(SOCKET_EVENTS.userMsg, listen);
    web.socket.emit(SOCKET_EVENTS.userMsg, {
      room,
      message: { action: 'installAPI', type: 'REQUEST', data: { name: MODULE } },
    });
  });
}

describe('agent process killed during an install', () => {
  it('is caught mid-download: the download sits beside, nothing installed changed', async () => {
    proxy.holdDownloads(true);
    const progress = await installUntilDownloading();
    expect(progress).toMatchObject({ name: MODULE, type: 'process' });
    expect(progress.progress).toBeLessThan(100);
    await agent!.stop('SIGKILL');
    expect(agent!.process.signalCode).toBe('SIGKILL');
    // The artifact is fetched into a staging folder; the installed modules are untouched.
    expect(savedState().modules[MODULE]).toBeUndefined();
    expect(existsSync(join(data.dir, 'staging', MODULE))).toBe(true);
    expect(existsSync(join(data.dir, 'modules', MODULE))).toBe(false);
    await online(false);
  });

  it('comes back with nothing stuck installing, and a new install succeeds', async () => {
    proxy.holdDownloads(false);
    agent = startAgent();
    await online();
    const listed = await web.ask('inquiryAPI');
    expect(listed.final).toMatchObject({ status: 'success', data: [] });
    expect(savedState().modules).toEqual({});
    expect(existsSync(join(data.dir, 'modules', MODULE))).toBe(false);
    expect(existsSync(join(data.dir, 'staging'))).toBe(false);

    const installed = await web.ask('installAPI', { name: MODULE });
    expect(installed.final, agent.output()).toMatchObject({
      status: 'success',
      data: { name: MODULE, progress: 100 },
    });
    const after = await web.ask('inquiryAPI');
    expect(after.final.data).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: false },
    ]);
    expect(savedState().modules[MODULE]?.status).toBe('installed');
  }, 60_000);
});
