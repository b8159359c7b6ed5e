import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority, so a long computation in a worker thread (a
 * learner's episodes) yields to the server's own thread under load instead of sharing the core
 * evenly with it: requests keep their latency while evaluations run (issue 29's p99 figure).
 * Linux schedules threads by their own nice value; `/proc/thread-self` names this thread's id,
 * which `setPriority` accepts as a pid. Elsewhere (or if refused) the thread keeps its priority.
 * Below normal (nice 10), not the lowest (19): against a busy thread at nice 0 it still gets
 * about a tenth of a core, so a loaded machine slows an evaluation instead of starving it past
 * its wall budget (the p99 figure held at both: 2.0–2.4× and 1.6–2.3× idle).
 */
export function runInBackground(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
    return true;
  } catch {
    return false;
  }
}
