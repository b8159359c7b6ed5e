import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '@ads/contract';
import { type Agent, startAgent } from '../../../../test-support/in-process-agent';
import { call } from '../lib/api';
import { api } from './real-api';

const running: Array<{ agent: Agent; dir: string; pcToken: string }> = [];
/** PCs a test registered, deleted after it. */
const registered = new Set<string>();

/** Deletes the PC of this token after the test (`stopRemotePcs`). */
export function deleteAfter(pcToken: string): void {
  registered.add(pcToken);
}

/**
 * A PC's end of the remote IDE: the real agent, in this process, on the real studio of the web
 * tests, with a workspace folder of its own (and, with `desktop`, the virtual desktop it starts:
 * Xvfb + x11vnc). `stopRemotePcs` ends them after each test.
 */
export async function startRemotePc(
  pcToken: string,
  options: { desktop?: boolean; vnc?: { host: string; port: number } } = {},
) {
  // A quick shell: a login bash reads its profiles for a second or more on a busy machine.
  process.env.SHELL = '/bin/sh';
  const dir = await mkdtemp(join(tmpdir(), 'ads-web-remote-'));
  const workspace = join(dir, 'workspace');
  const agent = await startAgent({
    server: api.url,
    token: pcToken,
    data: join(dir, 'agent'),
    runtime: 'process',
    workspace,
    ...options,
    log: () => {},
  });
  running.push({ agent, dir, pcToken });
  await new Promise<void>((resolve) => {
    if (agent.socket.connected) resolve();
    else agent.socket.once('connect', () => resolve());
  });
  return { agent, workspace };
}

/**
 * Stops the agents and deletes their PCs: the tests' studio is shared, and other files take
 * the account's first PC as theirs.
 */
export async function stopRemotePcs(): Promise<void> {
  for (const { agent, dir, pcToken } of running.splice(0)) {
    await agent.close();
    await rm(dir, { recursive: true, force: true });
    registered.add(pcToken);
  }
  for (const token of [...registered]) {
    registered.delete(token);
    await call(ROUTES.deletePc, { body: { token } });
  }
}
