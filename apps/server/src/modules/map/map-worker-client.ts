import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MapTask, MapWorkerAnswer } from './map-tasks';

/**
 * Starts the worker: the server bundle's `map-worker.js` beside main.js (tsup.config.ts builds
 * it), or, running from source (tsx, tests), the .ts file next to this one through tsx's loader,
 * registered inside the worker (a worker's `execArgv` does not take `--import`).
 */
function startWorker(task: MapTask, transfer: ArrayBuffer[]): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./map-worker.js', import.meta.url), {
      workerData: task,
      transferList: transfer,
    });
  }
  const source = JSON.stringify(new URL('./map-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true, workerData: task, transferList: transfer },
  );
}

/** Maps parsed or written at once; more wait their turn (each holds a whole map in memory). */
const MAX_RUNNING = Math.max(2, Math.min(4, availableParallelism() - 1));
let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function runOnce<T>(task: MapTask, transfer: ArrayBuffer[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(task, transfer);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (answer: MapWorkerAnswer) => {
      if (answer.kind === 'done') settle(() => resolve(answer.value as T));
      else settle(() => reject(new Error(answer.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The map worker stopped (exit code ${code}).`))),
    );
  });
}

/**
 * Runs one task in a fresh worker thread, the event loop answering other calls meanwhile.
 * Bytes given in `transfer` move to the worker (they are unusable here afterwards).
 */
export async function runMapTask<T>(task: MapTask, transfer: ArrayBuffer[] = []): Promise<T> {
  const done = await turn();
  try {
    return await runOnce<T>(task, transfer);
  } finally {
    done();
  }
}
