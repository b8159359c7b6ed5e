import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadEntry, RollbackResult, RunningModule } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { archiveName, storePublisher, type VersionToPublish } from './store-publish';
import { type Browser, browser, connected, tempDir, userWithPc } from './studio';
import { tarGz } from './tar-writer';

// Installs of named versions and combo install runs (issue 27) with the real agent (process
// runtime, real files, real child processes), a real studio and a real socket.io client as the
// browser. The versions are the test's own, published in the studio's IP Repository through its
// API; the broken download is a fault injected into the studio's file store.

/** A module's program: says its name and version, then a line a second, until SIGTERM. */
const program = (name: string, version: string) =>
  [
    `console.log(${JSON.stringify(`${name} ${version} up`)});`,
    'const timer = setInterval(() => console.log("tick"), 1000);',
    `process.on("SIGTERM", () => { clearInterval(timer); console.log("SIGTERM received"); });`,
  ].join('\n');

let server: TestServer;
let data: Awaited<ReturnType<typeof tempDir>>;
let agent: Agent;
let web: Browser;
let room: string;
let lines: string[] = [];
/** The artifact file names the studio gave the versions published below. */
const files = { alpha1: '', gamma: '' };
const start = () =>
  startAgent({
    server: server.url,
    token: room,
    data: data.dir,
    runtime: 'process',
    log: (line) => lines.push(line),
  });

/** A one-script version: its file as the studio will name it, run with `node <that file>`. */
function script(name: string, version: string): VersionToPublish {
  const body = Buffer.from(program(name, version));
  return {
    version,
    archive: { file: `${name}.js`, body },
    run: ['node', archiveName(name, version, body, 'js')],
  };
}

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-runs-');
  const { user, pc } = await userWithPc(server);
  room = pc.token;
  const store = await storePublisher(server, user, data.dir);
  /** Publishes a version and checks the studio named its file as its run command has it. */
  const named = async (name: string, version: VersionToPublish) => {
    const module = await store.publish(name, version);
    expect(version.run).toContain(module.artifact?.file);
    return module.artifact!.file;
  };
  // alpha 1.0.0 is one script; alpha 2.0.0 an archive whose run command names its entry point.
  files.alpha1 = await named('alpha', script('alpha', '1.0.0'));
  await store.publish('alpha', {
    version: '2.0.0',
    run: ['node', 'bin/main.js', '--fast'],
    archive: {
      file: 'alpha-2.0.0.tar.gz',
      body: tarGz([
        { name: 'bin/', type: '5', mode: 0o755 },
        { name: 'bin/main.js', body: 'require("../lib/say.js");' },
        { name: 'lib/say.js', body: `${program('alpha', '2.0.0')}\nconsole.log(process.argv[2]);` },
      ]),
    },
  });
  await named('beta', script('beta', '1.0.0'));
  // gamma's download is not what its sha256 says: the studio's stored copy is damaged.
  files.gamma = await named('gamma', script('gamma', '1.0.0'));
  await store.corrupt(files.gamma);
  // The studio takes an archive as it is; the agent is the one to look inside.
  await store.publish('climber', {
    version: '1.0.0',
    run: ['node', 'main.js'],
    archive: {
      file: 'climber-1.0.0.tgz',
      body: tarGz([
        { name: 'main.js', body: program('climber', '1.0.0') },
        { name: '../../escaped.js', body: 'outside' },
      ]),
    },
  });
  await store.publish('delta', {
    version: '1.0.0',
    image: `ads-studio/delta:1.0.0@sha256:${'d'.repeat(64)}`,
    run: ['delta'],
  });
  agent = await start();
  await connected(agent.socket);
  web = await browser(server.url, user, room);
});
afterAll(async () => {
  web?.close();
  await agent?.close();
  await server?.close();
  await data?.remove();
});

const install = (data: unknown) => web.ask('installAPI', data);
const installed = (name: string) => agent.state.get(name);
const folder = (name: string) => join(data.dir, 'modules', name);
const journal = (id: number) => join(data.dir, 'install-runs', String(id));
async function inquiry(): Promise<RunningModule[]> {
  return (await web.ask('inquiryAPI')).final.data as RunningModule[];
}
async function rollback(id: number): Promise<RollbackResult> {
  const { final } = await web.ask('rollbackAPI', { install: id });
  expect(final.status).toBe('success');
  return final.data as RollbackResult;
}
/** Runs the module until its log shows `pattern`, then stops it. */
async function runs(name: string, pattern: RegExp): Promise<void> {
  expect((await web.ask('runAPI', { name })).final.status).toBe('success');
  for (;;) {
    const { final } = await web.ask('logAPI', { name, lines: 50 });
    if ((final.data as { lines: string[] }).lines.some((line) => pattern.test(line))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await web.ask('stopAPI', { name })).final.status).toBe('success');
}
/** Nothing of `name` is installed, fetched or left half-way on the PC. */
function nothingOf(name: string) {
  expect(installed(name)).toBeUndefined();
  expect(existsSync(folder(name))).toBe(false);
  expect(existsSync(join(data.dir, 'staging', name))).toBe(false);
}

describe('installing a named version (process runtime)', () => {
  it('refuses a download whose sha256 does not match, leaving nothing', async () => {
    const { final, pending } = await install({ name: 'gamma', version: '1.0.0' });
    expect(pending[0]?.data).toMatchObject({ name: 'gamma', progress: 0 });
    expect(final).toMatchObject({
      status: 'error',
      data: { name: 'gamma', progress: -1, type: 'process' },
    });
    // The file as the studio named it: gamma-1.0.0-<sha12>.js.
    expect(files.gamma).toMatch(/^gamma-1\.0\.0-[0-9a-f]{12}\.js$/);
    expect((final.data as DownloadEntry).message).toMatch(
      new RegExp(
        `^The download of ${files.gamma.replaceAll('.', '\\.')} is corrupted \\(sha256 .+, expected .+\\)\\.$`,
      ),
    );
    nothingOf('gamma');
  });

  it('refuses an archive with an entry that leaves its folder, leaving nothing', async () => {
    const { final } = await install({ name: 'climber', version: '1.0.0' });
    expect(final).toMatchObject({ status: 'error', data: { name: 'climber', progress: -1 } });
    expect((final.data as DownloadEntry).message).toBe(
      `The archive's entry "../../escaped.js" leaves its folder (..); refused.`,
    );
    nothingOf('climber');
    expect(existsSync(join(data.dir, 'escaped.js'))).toBe(false);
    expect(existsSync(join(data.dir, '..', 'escaped.js'))).toBe(false);
  });

  it('refuses a version that does not exist, and a module that ships only an image', async () => {
    const missing = await install({ name: 'alpha', version: '9.9.9' });
    expect(missing.final).toMatchObject({
      status: 'error',
      data: { progress: -1, message: 'There is no version 9.9.9 of alpha in the catalogue.' },
    });
    const image = await install({ name: 'delta', version: '1.0.0' });
    expect(image.final).toMatchObject({
      status: 'error',
      data: {
        name: 'delta',
        progress: -1,
        message:
          'delta 1.0.0 ships no archive for the process runtime; install it on a PC with Docker.',
      },
    });
    nothingOf('delta');
  });

  it('installs the newest version when none is named, and the named one when one is', async () => {
    const newest = await install({ name: 'alpha' });
    expect(newest.final).toMatchObject({ status: 'success', data: { progress: 100 } });
    expect(installed('alpha')?.module.version).toBe('2.0.0');
    const older = await install({ name: 'alpha', version: '1.0.0' });
    expect(older.final).toMatchObject({
      status: 'success',
      data: { name: 'alpha', progress: 100, message: 'Installed alpha 1.0.0' },
    });
    expect(installed('alpha')?.module.version).toBe('1.0.0');
    expect(await readdir(folder('alpha'))).toEqual([files.alpha1]);
    await runs('alpha', /alpha 1\.0\.0 up/);
    // Not part of a run: nothing to roll back, alpha stays.
    expect(await rollback(1)).toEqual({ install: 1, removed: [], restored: [] });
    expect(installed('alpha')?.module.version).toBe('1.0.0');
  });

  it('keeps the installed version when a new one fails to download', async () => {
    const { final } = await install({ name: 'alpha', version: '9.9.9' });
    expect(final.status).toBe('error');
    expect(installed('alpha')?.module.version).toBe('1.0.0');
    expect(await readdir(folder('alpha'))).toEqual([files.alpha1]);
  });
});

describe('a combo install run', () => {
  it('rolls back a run whose last member failed: the earlier version back, the new one gone', async () => {
    // alpha 1.0.0 is installed, beta is not.
    const run = (index: number) => ({ id: 41, index, count: 3 });

    const first = await install({ name: 'alpha', version: '2.0.0', install: run(0) });
    const progress = first.pending.map((message) => (message.data as DownloadEntry).progress);
    expect(progress[0]).toBe(0);
    expect(progress.slice(1).every((value) => value >= 1 && value <= 99)).toBe(true);
    expect(first.final).toMatchObject({ status: 'success', data: { progress: 100 } });
    // The archive is unpacked in the module's folder and runs its command there.
    expect(await readdir(folder('alpha'))).toEqual(['bin', 'lib']);
    await runs('alpha', /^--fast$/);

    const second = await install({ name: 'beta', version: '1.0.0', install: run(1) });
    expect(second.final.status).toBe('success');
    const third = await install({ name: 'gamma', version: '1.0.0', install: run(2) });
    expect(third.final).toMatchObject({ status: 'error', data: { progress: -1 } });
    // The run never finished: its journal keeps alpha 1.0.0's files aside.
    expect(existsSync(journal(41))).toBe(true);
    // A member left running is stopped by the rollback.
    expect((await web.ask('runAPI', { name: 'beta' })).final.status).toBe('success');

    expect(await rollback(41)).toEqual({ install: 41, removed: ['beta'], restored: ['alpha'] });
    expect(await inquiry()).toEqual([
      { name: 'alpha', container_name: 'ads-studio-alpha', is_running: false },
    ]);
    expect(installed('alpha')?.module.version).toBe('1.0.0');
    expect(await readdir(folder('alpha'))).toEqual([files.alpha1]);
    nothingOf('beta');
    nothingOf('gamma');
    expect(existsSync(journal(41))).toBe(false);
    await runs('alpha', /alpha 1\.0\.0 up/);

    // Again, or for a run this agent never saw: nothing to undo, and no harm done.
    expect(await rollback(41)).toEqual({ install: 41, removed: [], restored: [] });
    expect(await rollback(999)).toEqual({ install: 999, removed: [], restored: [] });
    expect(installed('alpha')?.module.version).toBe('1.0.0');
    const bad = await web.ask('rollbackAPI', { install: 'all' });
    expect(bad.final).toMatchObject({
      status: 'error',
      data: { message: 'Name the install run to roll back: { install }.' },
    });
    // A member of a rolled-back run arriving late does not reopen it.
    const late = await install({ name: 'beta', version: '1.0.0', install: run(1) });
    expect(late.final).toMatchObject({
      status: 'error',
      data: { message: 'Install run 41 has been rolled back; start a new one.' },
    });
    nothingOf('beta');
  });

  it('keeps nothing aside once its last member is installed', async () => {
    const run = (index: number) => ({ id: 42, index, count: 2 });
    expect((await install({ name: 'beta', install: run(0) })).final.status).toBe('success');
    expect(existsSync(journal(42))).toBe(true);
    const last = await install({ name: 'alpha', version: '2.0.0', install: run(1) });
    expect(last.final.status).toBe('success');
    expect(existsSync(journal(42))).toBe(false);
    expect(await readdir(join(data.dir, 'install-runs'))).toEqual([]);
    expect(await rollback(42)).toEqual({ install: 42, removed: [], restored: [] });
    expect(installed('alpha')?.module.version).toBe('2.0.0');
    expect(installed('beta')?.module.version).toBe('1.0.0');
  });

  it('is rolled back when the agent starts again after stopping in the middle of it', async () => {
    const run = (index: number) => ({ id: 43, index, count: 2 });
    const first = await install({ name: 'alpha', version: '1.0.0', install: run(0) });
    expect(first.final.status).toBe('success');
    expect(installed('alpha')?.module.version).toBe('1.0.0');
    // The agent stops before the run's second member comes.
    await agent.close();
    lines = [];
    agent = await start();
    await connected(agent.socket);
    expect(lines).toContain(
      'install run 43 did not finish: rolled back (removed: none; restored: alpha)',
    );
    expect(agent.state.get('alpha')?.module.version).toBe('2.0.0');
    expect(await readdir(folder('alpha'))).toEqual(['bin', 'lib']);
    expect(existsSync(journal(43))).toBe(false);
    expect(
      JSON.parse(await readFile(join(data.dir, 'state.json'), 'utf8')).modules.alpha.module.version,
    ).toBe('2.0.0');
    await runs('alpha', /alpha 2\.0\.0 up/);
  });
});
