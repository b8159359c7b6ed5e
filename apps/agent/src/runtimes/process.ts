import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { API, type Module, type ModuleArtifact, pathOf, type RunningModule } from '@ads/contract';
import { AgentError, containerName, type Progress, type Runtime } from '../runtime';
import type { AgentState } from '../state';
import { isArchive, unpackTarGz } from './untar';

export interface ProcessRuntimeOptions {
  /** The studio's origin; artifacts come from its file service. */
  server: string;
  state: AgentState;
  /** How many log lines each module keeps. */
  logLines?: number;
  /** How long a module has to exit after SIGTERM before it gets SIGKILL. */
  stopGraceMs?: number;
}

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** The argv a module runs with: its run command, or `node <artifact file>`; `node` is ours. */
export function commandOf(module: Module, dir: string): string[] {
  const argv = module.run ?? (module.artifact ? ['node', join(dir, module.artifact.file)] : []);
  const [command, ...args] = argv;
  if (command === undefined) throw new AgentError(`${module.name} has no run command.`);
  return [command === 'node' ? process.execPath : command, ...args];
}

/**
 * Modules as child processes: the artifact (one script, or a tar.gz archive unpacked) is
 * downloaded from the studio with progress into a staging folder, checked against the
 * catalogue's sha256 and size, moved into the module's folder, and run there: its run command
 * (argv, no shell), or `node <artifact file>`, with this Node.
 */
export function createProcessRuntime(options: ProcessRuntimeOptions): Runtime {
  const { state } = options;
  const keep = options.logLines ?? 500;
  const grace = options.stopGraceMs ?? 5000;
  const running = new Map<string, Running>();
  const logs = new Map<string, string[]>();

  function record(name: string, line: string) {
    const lines = logs.get(name) ?? [];
    lines.push(line);
    if (lines.length > keep) lines.splice(0, lines.length - keep);
    logs.set(name, lines);
  }

  /** Splits a stream into lines, keeping a partial last line until it ends. */
  function lines(name: string, stream: NodeJS.ReadableStream | null, prefix = '') {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) record(name, prefix + part);
    });
    stream?.on('end', () => {
      if (rest) record(name, prefix + rest);
    });
  }

  /** Downloads the artifact into `dir`, checking size and sha256; the file's path. */
  async function download(
    artifact: ModuleArtifact,
    dir: string,
    progress: Progress,
  ): Promise<string> {
    const url = new URL(pathOf(API.moduleArtifact, { file: artifact.file }), options.server);
    const response = await fetch(url).catch((error: unknown) => {
      throw new AgentError(`Cannot reach the studio: ${(error as Error).message}`);
    });
    if (response.status !== 200 || !response.body) {
      throw new AgentError(`The studio answered ${response.status} for ${artifact.file}.`);
    }
    const total = Number(response.headers.get('content-length')) || artifact.size;
    const part = join(dir, `${artifact.file}.part`);
    const out = createWriteStream(part);
    const hash = createHash('sha256');
    let received = 0;
    let shown = 0;
    try {
      for await (const chunk of response.body) {
        const bytes = chunk as Uint8Array;
        hash.update(bytes);
        received += bytes.length;
        if (!out.write(bytes))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        const percent = Math.min(99, Math.max(1, Math.floor((received / total) * 100)));
        if (percent > shown) {
          shown = percent;
          progress(percent, `Downloading ${artifact.file}`);
        }
      }
    } finally {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    }
    const digest = hash.digest('hex');
    if (received !== artifact.size || digest !== artifact.sha256) {
      throw new AgentError(
        `The download of ${artifact.file} is corrupted (sha256 ${digest.slice(0, 12)}…, expected ${artifact.sha256.slice(0, 12)}…).`,
      );
    }
    const file = join(dir, artifact.file);
    await rename(part, file);
    return file;
  }

  /** The staged files of a fetched module: what `replace` moves into its folder. */
  const staged = (name: string) => join(state.stagingDir(name), 'module');

  async function stop(module: Module): Promise<void> {
    const current = running.get(module.name);
    if (!current) throw new AgentError(`${module.name} is not running.`);
    current.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const killed = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        record(module.name, `[agent] ${module.name} did not stop in ${grace} ms: SIGKILL`);
        current.child.kill('SIGKILL');
        resolve();
      }, grace);
    });
    await Promise.race([current.exited, killed]);
    clearTimeout(timer);
    await current.exited;
  }

  return {
    kind: 'process',

    async fetch(module, progress) {
      const { artifact } = module;
      if (!artifact) {
        throw new AgentError(
          `${module.name} ${module.version} ships no archive for the process runtime; install it on a PC with Docker.`,
        );
      }
      if (isArchive(artifact.file) && !module.run) {
        throw new AgentError(
          `${module.name} ${module.version} is an archive without a run command; the agent cannot tell what to start.`,
        );
      }
      progress(0, `Installing ${module.name} ${module.version}`);
      const staging = state.stagingDir(module.name);
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      try {
        const file = await download(artifact, staging, progress);
        if (isArchive(artifact.file)) {
          await unpackTarGz(file, staged(module.name));
          await rm(file);
        } else {
          await mkdir(staged(module.name));
          await rename(file, join(staged(module.name), artifact.file));
        }
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error instanceof AgentError ? error : new AgentError((error as Error).message);
      }
    },

    async replace(module) {
      const files = staged(module.name);
      if (!existsSync(files)) throw new AgentError(`${module.name} has not been downloaded.`);
      const dir = state.moduleDir(module.name);
      await rm(dir, { recursive: true, force: true });
      await rename(files, dir);
      await rm(state.stagingDir(module.name), { recursive: true, force: true });
    },

    discard: (name) => rm(state.stagingDir(name), { recursive: true, force: true }),

    async setAside(name, aside) {
      await mkdir(dirname(aside), { recursive: true });
      // Nothing installed is kept as an empty folder: `putBack` then knows this step was done.
      await rename(state.moduleDir(name), aside).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(aside);
      });
    },

    async putBack(name, earlier, aside) {
      const dir = state.moduleDir(name);
      if (!earlier) return void (await rm(dir, { recursive: true, force: true }));
      // Not set aside: the run stopped before it replaced this one, which is still in place.
      if (!existsSync(aside)) return;
      await rm(dir, { recursive: true, force: true });
      await rename(aside, dir);
    },

    async run(module) {
      if (running.has(module.name)) throw new AgentError(`${module.name} is already running.`);
      const dir = state.moduleDir(module.name);
      const [command, ...args] = commandOf(module, dir);
      const child = spawn(command!, args, {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ADS_MODULE: module.name },
      });
      lines(module.name, child.stdout);
      lines(module.name, child.stderr);
      const exited = new Promise<void>((resolve) => {
        child.once('exit', (code, signal) => {
          running.delete(module.name);
          record(module.name, `[agent] ${module.name} exited (${signal ?? `code ${code}`})`);
          resolve();
        });
      });
      // A spawn failure (missing file, no permission) arrives as 'error' instead of 'spawn'.
      await new Promise<void>((resolve, reject) => {
        child.once('spawn', resolve);
        child.once('error', (error) => reject(new AgentError(error.message)));
      });
      running.set(module.name, { child, exited });
      record(module.name, `[agent] started ${module.name} (pid ${child.pid})`);
    },

    stop,

    async logs(module, count) {
      return (logs.get(module.name) ?? []).slice(-count);
    },

    async list(installed): Promise<RunningModule[]> {
      return installed.map((module) => ({
        name: module.name,
        container_name: containerName(module.name),
        is_running: running.has(module.name),
      }));
    },

    async close() {
      const all = [...running.keys()];
      await Promise.all(
        all.map((name) => {
          const current = running.get(name);
          return current ? stop({ name } as Module).catch(() => {}) : undefined;
        }),
      );
    },
  };
}
