import { setPriority } from 'node:os';

/** The nice value of a benchmark worker's thread: the lowest priority there is. */
export const BENCH_WORKER_NICE = 19;

/**
 * Lowers the calling thread's scheduling priority to the lowest (nice 19), so that the studio's
 * event loop, and every request it answers, goes first on a core an evaluation also wants
 * (issue 33: `GET /api/user/info/` p99 while evaluating within 2× idle). On Linux a nice value
 * belongs to a thread and `setpriority(PRIO_PROCESS, 0)` names the calling one, so called from
 * a worker thread this lowers that thread only, never the studio's main thread (checked in
 * /proc/self/task/<tid>/stat). An evaluation still has a core to itself when nothing else
 * wants it: nice weighs shares of a busy core, it does not idle a free one. Where the system
 * does not allow it, the worker runs at its usual priority.
 */
export function lowerThreadPriority(): boolean {
  try {
    setPriority(0, BENCH_WORKER_NICE);
    return true;
  } catch {
    return false;
  }
}
