import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL } from './env';

export interface AgentProcess {
  /** Its data folder (state.json and the installed modules). */
  dir: string;
  /** Everything it printed so far, for the failure message of a test. */
  output(): string;
  /** SIGTERM, as Ctrl-C on the PC would; resolves when it has exited and its folder is gone. */
  stop(): Promise<void>;
}

/**
 * The real PC agent (`ads-agent`, built by the global setup) as its own process, run the way the
 * studio's agent command says, with the process runtime so no Docker engine is needed.
 */
export async function startAgentProcess(token: string): Promise<AgentProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'ads-e2e-agent-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'apps/agent/dist/main.js',
      '--server',
      baseURL,
      '--token',
      token,
      '--data',
      dir,
      '--runtime',
      'process',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    dir,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
