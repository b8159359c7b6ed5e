import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { E2E } from './env';
import { expect, shot, test } from './fixtures';
import {
  agentOnline,
  freePort,
  type OwnAccount,
  type Proc,
  registerPc,
  signInOn,
  signUp,
  startAgent,
  startStudio,
} from './own-studio';

// The spec's own studio process (the suite's shared one must stay up) and a real agent process;
// the studio is SIGKILLed and started again on the same port and data while the page stays
// open. Nothing in the page is touched to make it reconnect.

const PC = 'Rig R';
const MODULE = 'lidar-driver';
const topBar = (page: Page) => page.getByRole('banner');
const modulesDialog = (page: Page) => page.getByRole('dialog', { name: 'Running modules' });

let studio: (Proc & { url: string }) | undefined;
let agent: Proc | undefined;
let port: number;
let dataDir: string;
let agentDir: string;
let account: OwnAccount;
let room: string;

/**
 * The user's other client, from Node: runs and stops the module on the agent. It never asks
 * inquiryAPI, so what the page lists comes only from the page's own requests.
 */
async function operate(action: 'installAPI' | 'runAPI' | 'stopAPI'): Promise<void> {
  const socket: Socket = io(studio!.url, {
    auth: { token: account.access },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    await new Promise<void>((done, fail) => {
      socket.once('connect', () => done());
      socket.once('connect_error', fail);
    });
    const joined = await socket.emitWithAck('join', { room });
    expect(joined.status).toBe('success');
    const final = new Promise<{ status: string; data: unknown }>((done) => {
      socket.on('user_msg', ({ message }) => {
        if (
          message.type === 'RESPONSE' &&
          message.action === action &&
          message.status !== 'pending'
        )
          done(message);
      });
    });
    socket.emit('user_msg', { room, message: { action, type: 'REQUEST', data: { name: MODULE } } });
    expect(await final, agent?.output()).toMatchObject({ status: 'success' });
  } finally {
    socket.close();
  }
}

async function untilAgentOnline(): Promise<void> {
  await expect.poll(() => agentOnline(studio!.url, account.access), { timeout: 45_000 }).toBe(true);
}

/** Puts the session into the page, on the spec's own studio. */
const signIn = (page: Page, path: string) => signInOn(page, studio!.url, account, path);

test.describe('reliability: the open page across a studio crash', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    port = await freePort();
    dataDir = resolve(E2E.out, `reliability-data-${process.pid}-${Date.now()}`);
    agentDir = mkdtempSync(join(tmpdir(), 'ads-e2e-agent-'));
    studio = await startStudio(port, dataDir);
    account = await signUp(studio.url);
    room = await registerPc(studio.url, account.access, PC);
    agent = startAgent(studio.url, room, agentDir);
    await untilAgentOnline();
    await operate('installAPI');
  });
  test.afterAll(async () => {
    await agent?.stop();
    await studio?.stop('SIGKILL');
    rmSync(agentDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('after kill -9 and a restart the page and the agent come back by themselves', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, '/project');
    await expect(topBar(page).getByRole('status', { name: `${PC} agent online` })).toBeAttached({
      timeout: 20_000,
    });
    await topBar(page).getByRole('button', { name: 'Running modules' }).click();
    await expect(modulesDialog(page).getByText(`ads-studio-${MODULE}`)).toBeVisible();
    await expect(modulesDialog(page).getByText('Stopped', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await studio!.stop('SIGKILL');
    studio = await startStudio(port, dataDir);
    await untilAgentOnline();
    await operate('runAPI');

    // Only the page's own inquiryAPI, relayed to the agent and answered, can show the change.
    await topBar(page).getByRole('button', { name: 'Running modules' }).click();
    const reload = modulesDialog(page).getByRole('button', { name: 'Reload' });
    await expect(async () => {
      await reload.click();
      await expect(modulesDialog(page).getByText('Running', { exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000 });

    // Now in the room for sure: one Reload answers at once.
    await operate('stopAPI');
    await reload.click();
    await expect(modulesDialog(page).getByText('Stopped', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // The top bar re-reads presence every 30 s.
    await expect(topBar(page).getByRole('status', { name: `${PC} agent online` })).toBeAttached({
      timeout: 45_000,
    });
    // The focus back on the top bar button would keep its tooltip in the picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await shot(page, 'reliability-recovered');
  });
});
