import { type TaskMemory, startBackgroundProcess } from '../../workers/background-process';
import { BACKGROUND_NICE } from '../../workers/background-priority';
import type { BenchAnswer, BenchTask } from './bench-tasks';

/**
 * The benchmark process's young generation: its semi-space, MB (V8's young generation is some
 * 3 of them). Node's default lets it grow to some 30 MB, which reading 700k boxes one by one
 * (box-table-json.ts) fills with short-lived objects: a third of the evaluation's peak memory
 * above its tables (issue 33). Collecting them more often costs nothing measurable: they are
 * dead by then.
 */
const SEMI_SPACE_MB = 3;

/** The caller's file is at fault: the message is a sentence for them. */
export class BenchInputError extends Error {}

/**
 * Runs one task in a fresh process of its own (`bench-worker`, every thread of it at the lowest
 * priority, workers/background-process.ts): the event loop keeps answering other calls while
 * it parses and evaluates, on a core the task's garbage collection no longer contends for, and
 * the process reports progress. Aborting ends the process. `onMemory` hears the task's peak.
 */
export function runBenchTask<T>(
  task: BenchTask,
  options: {
    onProgress?(fraction: number, message: string): void;
    onMemory?(memory: TaskMemory): void;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted)
      return reject(options.signal.reason ?? new Error('The task was stopped.'));
    const child = startBackgroundProcess(import.meta.url, 'bench-worker', task, {
      nice: BACKGROUND_NICE.evaluation,
      semiSpaceMb: SEMI_SPACE_MB,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener('abort', abort);
      fn();
      child.kill('SIGKILL');
    };
    const abort = () =>
      settle(() => reject(options.signal?.reason ?? new Error('The task was stopped.')));
    options.signal?.addEventListener('abort', abort);
    child.on('message', (answer: BenchAnswer) => {
      // The process's own messages (its READY before the task) are not answers.
      if (typeof answer !== 'object') return;
      if (answer.kind === 'progress') options.onProgress?.(answer.fraction, answer.message);
      else if (answer.kind === 'done') {
        if (answer.memory) options.onMemory?.(answer.memory);
        settle(() => resolve(answer.value as T));
      } else if (answer.kind === 'error')
        settle(() =>
          reject(answer.input ? new BenchInputError(answer.message) : new Error(answer.message)),
        );
    });
    child.on('error', (error) => settle(() => reject(error)));
    child.on('exit', (code, signal) =>
      settle(() =>
        reject(new Error(`The benchmark worker stopped (${signal ?? `exit code ${code}`}).`)),
      ),
    );
  });
}
