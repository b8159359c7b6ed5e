import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Packs the agent as the tarball a studio serves to its PCs (docs/adr/0013-agent-package.md):
 * the bundle tsup makes from tsup.config.ts (every dependency inside) and a package.json with
 * no dependencies, at the version the caller gives (the server's), so `npx <url of the tgz>`
 * installs nothing else and never asks a registry. No tests, sources or source maps go in.
 */

const agentRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What npx reads: one bin, ES modules, the Node the bundle targets; never publishable. */
const manifest = (version: string) => ({
  name: 'ads-agent',
  version,
  description: 'ADS Studio PC agent: runs modules and uploads driving records for a studio.',
  private: true,
  type: 'module',
  bin: { 'ads-agent': 'dist/main.js' },
  engines: { node: '>=20' },
});

/** Runs a command to its end; answers its stdout, or fails with everything it printed. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    // npm is a .cmd script on Windows, which only a shell starts.
    const child = spawn(command, args, { cwd, shell: process.platform === 'win32' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0
        ? done(stdout)
        : fail(new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`)),
    );
  });
}

/** tsup's command line, run with this Node (no npx lookup). */
function tsupCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('tsup/package.json')), 'dist', 'cli-default.js');
}

/**
 * Builds and packs the agent into `outDir` as `ads-agent-<version>.tgz`, removing any other
 * `ads-agent-*.tgz` there; answers the tarball's path. The build goes to a folder of its own,
 * so the agent's `dist/` (what `npm run agent` runs) is never half-written meanwhile.
 */
export async function packAgent(options: { version: string; outDir: string }): Promise<string> {
  const staging = await mkdtemp(join(tmpdir(), 'ads-agent-pack-'));
  try {
    await run(process.execPath, [tsupCli(), '--out-dir', join(staging, 'dist')], agentRoot);
    await writeFile(
      join(staging, 'package.json'),
      `${JSON.stringify(manifest(options.version), null, 2)}\n`,
    );
    await mkdir(options.outDir, { recursive: true });
    for (const name of await readdir(options.outDir)) {
      if (/^ads-agent-.*\.tgz$/.test(name)) await rm(join(options.outDir, name));
    }
    const packed = await run(
      'npm',
      ['pack', '--json', '--pack-destination', options.outDir],
      staging,
    );
    const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
    return join(options.outDir, filename);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
