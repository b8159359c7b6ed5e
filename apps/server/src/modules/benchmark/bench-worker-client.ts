import { startWorker } from '../../workers/worker-thread';
import type { BenchAnswer, BenchTask } from './bench-tasks';

/**
 * The benchmark worker's young generation, MB. Node's default lets it grow to some 30 MB, which
 * reading 700k boxes one by one (box-table-json.ts) fills with short-lived objects: a third of
 * the evaluation's peak memory above its tables (issue 33). Collecting them more often costs
 * nothing measurable: they are dead by then.
 */
const YOUNG_GENERATION_MB = 8;

/** The caller's file is at fault: the message is a sentence for them. */
export class BenchInputError extends Error {}

/**
 * Runs one task in a fresh worker thread (`bench-worker`, started as every server worker is):
 * the event loop keeps answering other calls while it parses and evaluates, and the worker
 * reports progress. Aborting terminates the worker.
 */
export function runBenchTask<T>(
  task: BenchTask,
  options: { onProgress?(fraction: number, message: string): void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(import.meta.url, 'bench-worker', task, [], {
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    });
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
