import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a server process reports of its own memory, after forced garbage collections. */
export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  /** socket.io connections the server holds at that moment. */
  connections: number;
}

export type ToChild = { type: 'memory' } | { type: 'close' };
export type FromChild<Info> =
  | { type: 'ready'; info: Info }
  | { type: 'memory'; sample: MemorySample }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

export interface ServerProcess<Info> {
  info: Info;
  pid: number;
  memory(): Promise<MemorySample>;
  close(): Promise<void>;
}

const scripts = {
  studio: fileURLToPath(new URL('./studio-process.ts', import.meta.url)),
  plain: fileURLToPath(new URL('./plain-process.ts', import.meta.url)),
};

/**
 * Starts a server in a process of its own (TypeScript through tsx, with `--expose-gc`), so that
 * the load generator and the clients never share its event loop or count in its memory.
 */
export function startProcess<Info>(
  kind: keyof typeof scripts,
  options: object,
): Promise<ServerProcess<Info>> {
  const child: ChildProcess = fork(scripts[kind], [JSON.stringify(options)], {
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there as it exits.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: FromChild<Info>['type']) =>
    new Promise<FromChild<Info>>((resolve, reject) => {
      const onMessage = (message: FromChild<Info>) => {
        if (message.type === 'failed') {
          cleanup();
          reject(new Error(`${kind} server: ${message.message}`));
        } else if (message.type === type) {
          cleanup();
          resolve(message);
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`${kind} server exited (${code}) before '${type}'`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const send = (message: ToChild) => child.send(message);

  return next('ready').then((ready) => ({
    info: (ready as Extract<FromChild<Info>, { type: 'ready' }>).info,
    pid: child.pid!,
    async memory() {
      const answer = next('memory');
      send({ type: 'memory' });
      return ((await answer) as Extract<FromChild<Info>, { type: 'memory' }>).sample;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      send({ type: 'close' });
      const guard = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(guard);
    },
  }));
}
