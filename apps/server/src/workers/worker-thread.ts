import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';

/** What a one-task worker posts back. */
export type WorkerAnswer = { kind: 'done'; value: unknown } | { kind: 'error'; message: string };

/** Names a folder of the workers bundled for a test run (test/worker-bundles.ts). */
export const WORKER_BUNDLES_ENV = 'ADS_TEST_WORKER_BUNDLES';

/**
 * Starts a worker thread on `name` (a file beside the caller): the server bundle's `<name>.js`
 * beside main.js (tsup.config.ts builds one per worker), or, running from source (tsx, tests),
 * the test run's bundle of it when there is one, else the .ts file through tsx's loader,
 * registered inside the worker (a worker's `execArgv` does not take `--import`). `here` is the
 * caller's `import.meta.url`; `resourceLimits` are the worker's heap sizes (Node's defaults
 * without).
 */
export function startWorker(
  here: string,
  name: string,
  data: unknown,
  transfer: ArrayBuffer[] = [],
  resourceLimits?: ResourceLimits,
): Worker {
  const file = workerFile(here, name);
  if (!file.pathname.endsWith('.ts')) {
    return new Worker(file, { workerData: data, transferList: transfer, resourceLimits });
  }
  const source = JSON.stringify(file.href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true, workerData: data, transferList: transfer, resourceLimits },
  );
}

/**
 * Where worker module `name` beside `here` (the caller's `import.meta.url`) is: the server
 * bundle's `<name>.js` beside main.js, the test run's bundle of it, or, from source, the .ts.
 */
export function workerFile(here: string, name: string): URL {
  const bundles = process.env[WORKER_BUNDLES_ENV];
  if (bundles) return pathToFileURL(`${bundles}/${name}.js`);
  return new URL(`./${name}.${here.endsWith('.ts') ? 'ts' : 'js'}`, here);
}

/**
 * Runs one task in a fresh worker thread and settles with its one answer; the thread is ended
 * either way. Bytes in `transfer` move to the worker (unusable here afterwards).
 */
export function runWorkerOnce<T>(
  here: string,
  name: string,
  data: unknown,
  transfer: ArrayBuffer[] = [],
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(here, name, data, transfer);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.kind === 'done') settle(() => resolve(answer.value as T));
      else settle(() => reject(new Error(answer.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The ${name.replace('-', ' ')} stopped (exit code ${code}).`))),
    );
  });
}

/** At most `limit` tasks at once; more wait their turn. */
export function createTurns(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function turn(): Promise<() => void> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    return () => {
      running -= 1;
      waiting.shift()?.();
    };
  };
}
