import { execFile } from 'node:child_process';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE } from '../src/args';

// The agent CLI as a person runs it (issue 30): `--help` prints the options and exits 0 without
// touching the studio; a mistyped option fails with a sentence, not a stack trace.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `apps/agent/src/main.ts` with `args`; its exit code and output. */
function agentCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/agent/src/main.ts', ...args],
      { cwd: ROOT, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A port that counts the connections made to it: the studio the agent must not reach. */
let studio: Server;
let connections = 0;
beforeAll(async () => {
  studio = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => studio.close(() => resolve())));

describe('the agent CLI', { timeout: 60_000 }, () => {
  it('prints every option on --help and -h and exits 0 without connecting', async () => {
    const server = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
    for (const flag of ['--help', '-h']) {
      const run = await agentCli(['--server', server, '--token', 'a.b', '--vehicle', 'sim', flag]);
      expect(run).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: '' });
    }
    expect(connections).toBe(0);
  });

  it('fails an unknown option with exit code 2 and a sentence naming it', async () => {
    const run = await agentCli(['--server', 'http://127.0.0.1:1', '--token', 'a.b', '--vehicel']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Unknown option --vehicel: ads-agent --help lists the options.\n',
    });
  });
});
