import { setPriority } from 'node:os';

/**
 * How far below the server's own thread a worker thread's long computation runs (a nice
 * value): it yields to the server's event loop on a busy core, so requests keep their latency
 * while it computes (issue 29's and issue 33's p99 figures).
 * - `episodes` (nice 10): a learner's episodes have a wall budget; against a busy thread at nice
 *   0 they still get about a tenth of a core, so a loaded machine slows an evaluation instead of
 *   starving it past its budget (the p99 figure held at both 10 and 19: 2.0–2.4× and 1.6–2.3×).
 * - `evaluation` (nice 19, the lowest): an AI Benchmark task has no wall budget; it runs in a
 *   process of its own, every thread of it lowered and at SCHED_IDLE where Linux allows it
 *   (background-process.ts), and still has a core to itself when nothing else wants it.
 */
export const BACKGROUND_NICE = { episodes: 10, evaluation: 19 } as const;

/**
 * Lowers the calling thread's CPU priority to `nice`. On Linux a nice value belongs to a thread
 * and `setpriority(PRIO_PROCESS, 0)` names the calling one, so called from a worker thread this
 * lowers that thread only, never the server's main thread (background-priority.test.ts reads
 * both in /proc). Where the system does not allow it, the thread keeps its priority.
 */
export function runInBackground(nice: number): boolean {
  try {
    setPriority(0, nice);
    return true;
  } catch {
    return false;
  }
}
