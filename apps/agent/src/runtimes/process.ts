import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type Module, pathOf, type RunningModule } from '@ads/contract';
import { AgentError, containerName, type Progress, type Runtime } from '../runtime';
import type { AgentState } from '../state';

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

/**
 * Modules as child processes: the artifact is downloaded from the studio with progress, checked
 * against the catalogue's sha256, stored in the module's folder and run with this Node.
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

  async function download(module: Module, progress: Progress): Promise<void> {
    const { artifact } = module;
    const url = new URL(pathOf(API.moduleArtifact, { file: artifact.file }), options.server);
    const response = await fetch(url).catch((error: unknown) => {
      throw new AgentError(`Cannot reach the studio: ${(error as Error).message}`);
    });
    if (response.status !== 200 || !response.body) {
      throw new AgentError(`The studio answered ${response.status} for ${artifact.file}.`);
    }
    const total = Number(response.headers.get('content-length')) || artifact.size;
    const dir = state.moduleDir(module.name);
    await mkdir(dir, { recursive: true });
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
      await rm(part, { force: true });
      throw new AgentError(
        `The download of ${artifact.file} is corrupted (sha256 ${digest.slice(0, 12)}…, expected ${artifact.sha256.slice(0, 12)}…).`,
      );
    }
    await rename(part, join(dir, artifact.file));
  }

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

    async install(module, progress) {
      if (running.has(module.name)) throw new AgentError(`Stop ${module.name} before installing.`);
      progress(0, `Installing ${module.name} ${module.version}`);
      try {
        await download(module, progress);
      } catch (error) {
        await rm(state.moduleDir(module.name), { recursive: true, force: true });
        throw error instanceof AgentError ? error : new AgentError((error as Error).message);
      }
    },

    async run(module) {
      if (running.has(module.name)) throw new AgentError(`${module.name} is already running.`);
      const dir = state.moduleDir(module.name);
      const child = spawn(process.execPath, [join(dir, module.artifact.file)], {
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
