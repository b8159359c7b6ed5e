import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AgentArgs, agentArgs, watchedAgent } from '../agent-process';
import { type Child, runNode } from '../child-process';
import { freshDatabaseUrl, onPostgres } from '../studio/database';
import { JWT_SECRET } from '../studio/harness';

/** The repository root, where `node --import tsx` finds tsx. */
export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export { type Child, freePort } from '../child-process';

/** The SUPER every studio process starts with (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const ADMIN = { email: 'reliability-admin@ads.test', password: 'reliability-admin-1' };

/** Where a studio process keeps its data across restarts: a PGlite folder, or a PG database. */
export interface Storage {
  dataDir: string;
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

export async function freshStorage(prefix: string): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const database = onPostgres ? await freshDatabaseUrl() : null;
  return {
    dataDir,
    databaseUrl: database?.url,
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a TypeScript entry point with tsx, as `npm run dev` does, so no build can be stale. */
export function spawnTs(entry: string, args: string[], env: NodeJS.ProcessEnv): Child {
  return runNode(['--import', 'tsx', entry, ...args], { cwd: ROOT, env });
}

export interface StudioProcess extends Child {
  url: string;
}

/**
 * `apps/server/src/main.ts` as its own OS process on `storage`, so that it can be SIGKILLed
 * like a crashed server; resolves once /api/health answers.
 */
export async function startStudio(
  storage: Storage,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<StudioProcess> {
  const child = spawnTs('apps/server/src/main.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void child.exited.then(() => (gone = true));
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (gone) throw new Error(`the studio exited while starting:\n${child.output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { ...child, url };
    if (Date.now() > deadline) {
      await child.stop('SIGKILL');
      throw new Error(`the studio did not answer within 50 s:\n${child.output()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * The agent CLI (`apps/agent/src/main.ts`) as its own OS process, on the process runtime; its
 * output goes to stderr should it exit without being stopped.
 */
export function startAgentProcess(options: AgentArgs, extra: string[] = []): Child {
  return watchedAgent(spawnTs('apps/agent/src/main.ts', agentArgs(options, extra), {}));
}
