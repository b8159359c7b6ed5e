import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority, so a long computation in a worker thread (a
 * learner's episodes) yields to the server's own thread under load instead of sharing the core
 * evenly with it: requests keep their latency while evaluations run (issue 29's p99 figure).
 * Linux schedules threads by their own nice value; `/proc/thread-self` names this thread's id,
 * which `setPriority` accepts as a pid. Elsewhere (or if refused) the thread keeps its priority.
 */
export function runInBackground(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
