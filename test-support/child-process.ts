import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/*
 * Processes for the suites that run the studio or the agent as OS processes of their own (the
 * reliability suite, the Playwright specs, the bench), so that each can be killed like a crash.
 */

/** A port the OS says is free now; a restarted server takes the same one again. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** A child process with its output kept, to show when something goes wrong. */
export interface Child {
  process: ChildProcess;
  /** The last 20 000 characters of stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited (at once if it has already). */
  exited: Promise<void>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `node <args>` in `cwd` with `env` added to this process's environment. */
export function runNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
  return {
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
