import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type DownloadEntry, type Module, type RunningModule } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { createProcessRuntime } from '../src/runtimes/process';
import { openState } from '../src/state';
import { type Browser, browser, connected, restartOnSamePort, tempDir, userWithPc } from './studio';

// A real studio server, the real agent (process runtime, real child processes) with a
// registered PC's token, and a real socket.io client in the role of the browser.
let server: TestServer;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent;
let web: Browser;
let room: string;
let closeRestarted: (() => Promise<void>) | undefined;
const quiet = () => {};

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-');
  const { user, pc } = await userWithPc(server);
  room = pc.token;
  agent = await startAgent({
    server: server.url,
    token: pc.token,
    data: data.dir,
    runtime: 'process',
    log: quiet,
  });
  await connected(agent.socket);
  web = await browser(server.url, user, room);
  // Kept for the restart tests.
  account = user;
});
let account: Awaited<ReturnType<typeof userWithPc>>['user'];
afterAll(async () => {
  web?.close();
  await agent?.close();
  await closeRestarted?.();
  await server.close();
  await data.remove();
});

const MODULE = 'ndt-localization';

async function inquiry(): Promise<RunningModule[]> {
  const { final } = await web.ask('inquiryAPI');
  expect(final.status).toBe('success');
  return final.data as RunningModule[];
}

/** Asks logAPI until a line matches; the test's own timeout is the only limit. */
async function logsUntil(pattern: RegExp): Promise<string[]> {
  for (;;) {
    const { final } = await web.ask('logAPI', { name: MODULE, lines: 50 });
    expect(final.status).toBe('success');
    const { lines } = final.data as { lines: string[] };
    if (lines.some((line) => pattern.test(line))) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('agent with the process runtime', () => {
  it('answers inquiryAPI with no modules at first', async () => {
    expect(await inquiry()).toEqual([]);
  });

  it('installs a catalogue module with progress 0 → percent → 100', async () => {
    const { final, pending } = await web.ask('installAPI', { name: MODULE });
    const progress = pending.map((message) => (message.data as DownloadEntry).progress);
    expect(progress[0]).toBe(0);
    expect(progress.slice(1).every((value) => value >= 1 && value <= 99)).toBe(true);
    expect(progress.length).toBeGreaterThan(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(final.status).toBe('success');
    expect(final.data).toEqual({
      name: MODULE,
      progress: 100,
      type: 'process',
      message: expect.stringContaining(MODULE),
    });
    expect(await inquiry()).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: false },
    ]);
  });

  it('runs it, shows it running, returns its recent log lines, and stops it', async () => {
    const ran = await web.ask('runAPI', { name: MODULE });
    expect(ran.final.status).toBe('success');
    expect(await inquiry()).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: true },
    ]);
    const again = await web.ask('runAPI', { name: MODULE });
    expect(again.final).toMatchObject({ status: 'error', data: { message: /already running/ } });

    const lines = await logsUntil(/localization: pose x=/);
    expect(lines.length).toBeLessThanOrEqual(50);

    // Installing over it is refused with the reason, and it stays installed, running, stoppable.
    const over = await web.ask('installAPI', { name: MODULE });
    expect(over.final).toMatchObject({
      status: 'error',
      data: { name: MODULE, progress: -1, message: `Stop ${MODULE} before installing.` },
    });
    expect(await inquiry()).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: true },
    ]);

    const stopped = await web.ask('stopAPI', { name: MODULE });
    expect(stopped.final.status).toBe('success');
    expect((await inquiry())[0]?.is_running).toBe(false);
    await logsUntil(/SIGTERM received/);
  });

  it('fails an install of an unknown module with −1 and the reason', async () => {
    const { final } = await web.ask('installAPI', { name: 'warp-drive' });
    expect(final.status).toBe('error');
    expect(final.data).toMatchObject({ name: 'warp-drive', progress: -1 });
    expect((final.data as DownloadEntry).message).toMatch(/no module warp-drive/);
    const bad = await web.ask('installAPI', {});
    expect(bad.final).toMatchObject({ status: 'error', data: { progress: -1 } });
    expect((await inquiry()).map((entry) => entry.name)).toEqual([MODULE]);
  });

  it('answers errors for modules that are not installed and for unknown actions', async () => {
    for (const action of ['runAPI', 'stopAPI', 'logAPI']) {
      const { final } = await web.ask(action, { name: 'carla-bridge' });
      expect(final).toMatchObject({ status: 'error', data: { message: /not installed/ } });
    }
    const { final } = await web.ask('teleportAPI');
    expect(final).toMatchObject({ status: 'error', data: { message: /does not know/ } });
  });

  it('refuses a corrupted artifact (sha256 mismatch) and leaves nothing behind', async () => {
    const listed = await server.call(API.modules);
    const entry = API.modules.answer
      .parse(listed.body)
      .detail.find((module) => module.name === 'motion-planner') as Module;
    const { dir, remove } = await tempDir('ads-agent-corrupt-');
    try {
      const state = await openState(dir);
      const runtime = createProcessRuntime({ server: server.url, state });
      const progress: number[] = [];
      const wrong = { ...entry, artifact: { ...entry.artifact!, sha256: 'a'.repeat(64) } };
      await expect(runtime.fetch(wrong, (value) => progress.push(value))).rejects.toThrow(
        /corrupted/,
      );
      expect(progress[0]).toBe(0);
      const { existsSync } = await import('node:fs');
      expect(existsSync(state.moduleDir('motion-planner'))).toBe(false);
      expect(existsSync(state.stagingDir('motion-planner'))).toBe(false);
    } finally {
      await remove();
    }
  });

  it('keeps installed modules across an agent restart', async () => {
    await agent.close();
    agent = await startAgent({
      server: server.url,
      token: room,
      data: data.dir,
      runtime: 'process',
      log: quiet,
    });
    await connected(agent.socket);
    expect(await inquiry()).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: false },
    ]);
    const ran = await web.ask('runAPI', { name: MODULE });
    expect(ran.final.status).toBe('success');
    await logsUntil(/pose x=/);
  });

  it('drops an install a crash left unfinished instead of keeping it stuck', async () => {
    await agent.close();
    const file = join(data.dir, 'state.json');
    const state = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
    state.modules['carla-bridge'] = {
      module: { ...state.modules[MODULE].module, name: 'carla-bridge' },
      runtime: 'process',
      status: 'installing',
    };
    await writeFile(file, JSON.stringify(state));
    agent = await startAgent({
      server: server.url,
      token: room,
      data: data.dir,
      runtime: 'process',
      log: quiet,
    });
    await connected(agent.socket);
    expect((await inquiry()).map((entry) => entry.name)).toEqual([MODULE]);
    expect(agent.state.get('carla-bridge')).toBeUndefined();
  });

  it('reconnects by itself when the server restarts on the same port and database', async () => {
    const lost = new Promise<void>((resolve) => agent.socket.once('disconnect', () => resolve()));
    web.close();
    closeRestarted = await restartOnSamePort(server);
    await lost;
    await connected(agent.socket);
    web = await browser(server.url, account, room);
    expect(await inquiry()).toEqual([
      { name: MODULE, container_name: `ads-studio-${MODULE}`, is_running: false },
    ]);
  });
});
