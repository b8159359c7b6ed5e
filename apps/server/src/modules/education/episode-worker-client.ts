import { startWorker } from '../../workers/worker-thread';
import type { EpisodeAnswer, EpisodeOutcome, EpisodeTask } from './episode-tasks';

/** A submission's episodes ran out of their wall time: the job ends as a timeout. */
export class EpisodeTimeout extends Error {
  override name = 'EpisodeTimeout';
}

/**
 * Runs a submission's episodes in a fresh worker thread: the server's event loop keeps
 * answering while QuickJS interprets the learner's code. The worker is terminated when
 * `wallMs` passes (the sandbox's own limits stop loops between bytecodes; this stops a native
 * built-in that runs long, too) or when `signal` aborts.
 */
export function runEpisodes(
  task: EpisodeTask,
  options: {
    wallMs: number;
    signal?: AbortSignal;
    onProgress?(done: number, total: number): void;
  },
): Promise<EpisodeOutcome[]> {
  return new Promise<EpisodeOutcome[]>((resolve, reject) => {
    const worker = startWorker(import.meta.url, 'episode-worker', task);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new EpisodeTimeout(
              `The evaluation took longer than ${Math.round(options.wallMs / 1000)} s and was stopped.`,
            ),
          ),
        ),
      options.wallMs,
    );
    const abort = () =>
      settle(() => reject(options.signal?.reason ?? new Error('The evaluation was stopped.')));
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort);
    worker.on('message', (answer: EpisodeAnswer) => {
      if (answer.kind === 'progress') options.onProgress?.(answer.done, answer.total);
      else if (answer.kind === 'done') settle(() => resolve(answer.value));
      else settle(() => reject(new Error(answer.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The episode worker stopped (exit code ${code}).`))),
    );
  });
}
