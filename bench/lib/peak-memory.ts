import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a process of its own measured of one piece of work (peak-memory-process.ts). */
export interface PeakMeasure<T> {
  value: T;
  seconds: number;
  /** Bytes: the process's peak resident set during the work above its resident set before. */
  growth: number;
}

/** A piece of work peak-memory-process.ts knows how to run. */
export type PeakTask =
  | { task: 'json-parse'; file: string }
  | { task: 'evaluate'; groundTruth: string; predictions: string; split: 'val' };

const script = fileURLToPath(new URL('./peak-memory-process.ts', import.meta.url));

/**
 * Runs `task` in a fresh process and answers its peak memory growth, as the kernel counts it
 * (VmHWM, reset just before the work). In the bench's own process a peak was sampled on a timer,
 * which a synchronous JSON.parse never let fire, and the pages freed by earlier parts absorbed
 * the growth: the parse read 0–57 MB, and the ratio against it Infinity× (issue 33).
 */
export function peakMemoryOf<T>(task: PeakTask): Promise<PeakMeasure<T>> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [JSON.stringify(task)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: PeakMeasure<T> | { failed: string } | undefined;
    child.once('message', (message: PeakMeasure<T> | { failed: string }) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && !('failed' in answer)) resolve(answer);
      else reject(new Error(`peak memory of ${task.task}: ${answer?.failed ?? `exit ${code}`}`));
    });
  });
}
