import { Worker } from 'node:worker_threads';
import type { BenchAnswer, BenchTask } from './bench-tasks';

/** The caller's file is at fault: the message is a sentence for them. */
export class BenchInputError extends Error {}

/**
 * Starts the worker: the server bundle's `bench-worker.js` beside main.js (tsup.config.ts
 * builds it), or, running from source (tsx, tests), the .ts file next to this one through
 * tsx's loader, registered inside the worker (a worker's `execArgv` does not take `--import`).
 */
function startWorker(task: BenchTask): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./bench-worker.js', import.meta.url), { workerData: task });
  }
  const source = JSON.stringify(new URL('./bench-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`,
    { eval: true, workerData: task },
  );
}

/**
 * Runs one task in a fresh worker thread: the event loop keeps answering other calls while
 * it parses and evaluates. Aborting terminates the worker.
 */
export function runBenchTask<T>(
  task: BenchTask,
  options: { onProgress?(fraction: number, message: string): void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(task);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', abort);
      fn();
      void worker.terminate();
    };
    const abort = () =>
      settle(() => reject(options.signal?.reason ?? new Error('The task was stopped.')));
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort);
    worker.on('message', (answer: BenchAnswer) => {
      if (answer.kind === 'progress') options.onProgress?.(answer.fraction, answer.message);
      else if (answer.kind === 'done') settle(() => resolve(answer.value as T));
      else
        settle(() =>
          reject(answer.input ? new BenchInputError(answer.message) : new Error(answer.message)),
        );
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The benchmark worker stopped (exit code ${code}).`))),
    );
  });
}
