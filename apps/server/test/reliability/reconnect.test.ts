import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pc } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Inbox, startInbox } from '../../../../test-support/studio/inbox';
import {
  agentPresence,
  registerPcAt,
  type SignedUp,
  signUpAt,
} from '../../../../test-support/reliability/accounts';
import { type BrowserSocket, browserSocket } from './browser-socket';
import {
  type Child,
  freePort,
  freshStorage,
  type Storage,
  type StudioProcess,
  startAgentProcess,
  startStudio,
} from '../../../../test-support/reliability/processes';

// The studio and the agent are real OS processes; the browser is the web app's socket.io client
// rules in this process. The studio is stopped (SIGKILL, then SIGTERM) and started again on the
// same port and data; nothing is told to reconnect.
let inbox: Inbox;
let storage: Storage;
let port: number;
let studio: StudioProcess | undefined;
let agentData: string;
let agent: Child;
let user: SignedUp;
let pc: Pc;
let browser: BrowserSocket;

const start = () => startStudio(storage, port, { SMTP_URL: inbox.url });

beforeAll(async () => {
  inbox = await startInbox();
  storage = await freshStorage('ads-reconnect-');
  port = await freePort();
  studio = await start();
  user = await signUpAt(studio.url, inbox, `reconnect-${Date.now()}@ads.test`);
  pc = await registerPcAt(studio.url, user.access, 'Reconnecting rig');
  agentData = mkdtempSync(join(tmpdir(), 'ads-reconnect-agent-'));
  agent = startAgentProcess({ server: studio.url, token: pc.token, data: agentData });
  browser = browserSocket(studio.url, user.access, pc.token);
  await browser.nextJoin();
  await agentPresence(studio.url, user.access, pc.id);
});
afterAll(async () => {
  browser?.close();
  await agent?.stop();
  await studio?.stop('SIGKILL');
  await storage?.remove();
  await inbox?.close();
  if (agentData) rmSync(agentData, { recursive: true, force: true });
});

/** Stops the studio with `signal`, starts it again, and waits for both clients to be back. */
async function restartWith(signal: NodeJS.Signals): Promise<void> {
  const rejoined = browser.nextJoin(40_000);
  await studio!.stop(signal);
  studio = undefined;
  studio = await start();
  await rejoined;
  await agentPresence(studio.url, user.access, pc.id, true, 40_000);
}

async function expectAgentAnswers() {
  const answer = await browser.ask('inquiryAPI');
  expect(answer, agent.output()).toMatchObject({ status: 'success', data: [] });
}

describe('browser and agent across studio restarts', () => {
  it('relays a REQUEST from the browser to the agent and its RESPONSE back', async () => {
    await expectAgentAnswers();
  });

  it('rejoins both by themselves after the studio is killed with SIGKILL', async () => {
    await restartWith('SIGKILL');
    await expectAgentAnswers();
  }, 90_000);

  it('rejoins both by themselves after a graceful stop (SIGTERM), as on a deploy', async () => {
    await restartWith('SIGTERM');
    await expectAgentAnswers();
  }, 90_000);
});
