import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { API, agentCommand, type Pc, type RunningModule } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAgentForTests } from '../../../test-support/studio/agent-package';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { browser, dashTokenPc, tempDir } from './studio';

// The agent command as a user runs it on a PC (issue 11): a studio that serves its own agent
// package, a fresh folder outside the repository, a clean npm cache, and the exact command the
// project page shows, through a shell. The "registry" is a loopback server that records every
// request: the package must need none. The PC's token begins with '-' (issue 25: one token in
// 64 did before the server stopped minting them, and they stay valid): the command must still
// hand it to the agent as the token, not as an option.

const repository = resolve(__dirname, '../../..');

let server: TestServer;
let packed: Awaited<ReturnType<typeof packAgentForTests>>;
let pcFolder: Awaited<ReturnType<typeof tempDir>>;
let user: Account;
let pc: Pc;
let registry: Server;
const registryRequests: string[] = [];
let shell: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  packed = await packAgentForTests();
  server = await startServer({ agentPackageDir: packed.dir });
  user = await server.signUp();
  pc = await dashTokenPc(server, user);
  pcFolder = await tempDir('ads-pc-');
  registry = createServer((request, response) => {
    registryRequests.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => registry.listen(0, '127.0.0.1', done));
});
afterAll(async () => {
  if (shell?.pid && shell.exitCode === null) {
    const exited = new Promise((done) => shell!.once('exit', done));
    // The shell, npm and the agent share the process group the shell leads.
    process.kill(-shell.pid, 'SIGTERM');
    await exited;
  }
  await new Promise((done) => registry.close(done));
  await server.close();
  await packed.remove();
  await pcFolder.remove();
});

/** Resolves when the agent's output has a line matching `pattern`; fails if the shell ends first. */
function outputLine(pattern: RegExp): Promise<void> {
  return new Promise((done, fail) => {
    const check = () => {
      if (!pattern.test(output)) return;
      shell!.stdout!.off('data', check);
      shell!.stderr!.off('data', check);
      done();
    };
    shell!.stdout!.on('data', check);
    shell!.stderr!.on('data', check);
    shell!.once('exit', (code) => fail(new Error(`the command ended (${code}):\n${output}`)));
    check();
  });
}

/** The PC as `GET /api/user/pc/` shows it, once its agent is reported online. */
async function onlinePc(): Promise<Pc> {
  for (;;) {
    const answer = await server.call(API.listPcs, { token: user.access });
    const mine = API.listPcs.answer.parse(answer.body).detail.find((one) => one.id === pc.id);
    if (mine?.online) return mine;
    await new Promise((next) => setTimeout(next, 200));
  }
}

describe('the agent command the project page shows', () => {
  it('runs on a PC with only Node: npx fetches the studio’s agent, which comes online and answers', async () => {
    const info = await server.call(API.agentPackage);
    const { file, version } = API.agentPackage.answer.parse(info.body).detail;
    const command = agentCommand({ server: server.url, file, token: pc.token });
    expect(pc.token.startsWith('-')).toBe(true);
    expect(command).toBe(
      `npx --yes ${server.url}/api/file/agent/${file} --server ${server.url} --token=${pc.token}`,
    );

    const home = join(pcFolder.dir, 'home');
    const cache = join(pcFolder.dir, 'npm-cache');
    const cwd = join(pcFolder.dir, 'work');
    for (const folder of [home, cache, cwd]) {
      expect(relative(repository, folder).startsWith('..'), folder).toBe(true);
    }
    for (const folder of [home, cwd]) await mkdir(folder, { recursive: true });
    const registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
    shell = spawn(command, {
      shell: true,
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A PC's environment: its own home (the agent keeps ~/.ads-agent there), no npm
      // settings of this machine or of the `npm run` this test may run under.
      env: {
        PATH: process.env.PATH,
        HOME: home,
        npm_config_cache: cache,
        npm_config_userconfig: join(home, '.npmrc'),
        npm_config_globalconfig: join(home, 'global-npmrc'),
        npm_config_registry: registryUrl,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    });
    const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
    shell.stdout!.on('data', keep);
    shell.stderr!.on('data', keep);

    await outputLine(/\[ads-agent\] connected to /);
    expect((await onlinePc()).online).toBe(true);

    const web = await browser(server.url, user, pc.token);
    try {
      const { final } = await web.ask('inquiryAPI');
      expect(final.status).toBe('success');
      expect(final.data as RunningModule[]).toEqual([]);
    } finally {
      web.close();
    }

    // npx installed the package alone (its dependencies are inside it), at the server's
    // version, and asked the registry for nothing.
    expect(registryRequests).toEqual([]);
    const [install] = await readdir(join(cache, '_npx'));
    const modules = join(cache, '_npx', install!, 'node_modules');
    expect((await readdir(modules)).filter((name) => !name.startsWith('.'))).toEqual(['ads-agent']);
    const manifest = JSON.parse(await readFile(join(modules, 'ads-agent', 'package.json'), 'utf8'));
    expect(manifest.version).toBe(version);

    // The installed agent explains itself: `--help` and `-h` print the usage and succeed.
    const bin = join(modules, '.bin', 'ads-agent');
    for (const flag of ['--help', '-h']) {
      const { stdout, stderr } = await promisify(execFile)(bin, [flag], {
        cwd,
        env: { PATH: process.env.PATH, HOME: home },
      });
      expect(stdout).toMatch(/^usage: ads-agent --server URL --token=PC_TOKEN/);
      expect(stdout).toContain('--vehicle');
      expect(stderr).toBe('');
    }
  }, 60_000);
});
