import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

export interface CpuClock {
  /** The thread's CPU time so far, in ms. */
  now(): number;
  close(): void;
}

/**
 * The CPU time of a thread, from Linux's scheduler statistics for it (`schedstat`: nanoseconds
 * on the CPU, first field): the thread that opens it, or the thread `tid` of this process (a
 * worker's, read by the thread that watches it). Node 20 has no per-thread CPU clock
 * (`process.cpuUsage` counts every thread of the process). Read with pread on a kept
 * descriptor, a reading costs ~10 µs. Null where the file is not there (not Linux, a kernel
 * without schedstats, a thread that has ended): callers fall back to wall time. Once the thread
 * `tid` has ended, `now()` throws.
 */
export function threadCpuClock(tid?: number): CpuClock | null {
  let fd: number;
  try {
    fd = openSync(
      tid === undefined ? '/proc/thread-self/schedstat' : `/proc/self/task/${tid}/schedstat`,
      'r',
    );
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(128);
  const read = () => {
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.toString('latin1', 0, length);
    return Number(text.slice(0, text.indexOf(' '))) / 1e6;
  };
  if (!Number.isFinite(read())) {
    closeSync(fd);
    return null;
  }
  return { now: read, close: () => closeSync(fd) };
}

/** The calling thread's id in the kernel (Linux's tid, as /proc/self/task names it); null elsewhere. */
export function currentThreadId(): number | null {
  try {
    const tid = Number(readFileSync('/proc/thread-self/stat', 'latin1').split(' ', 1)[0]);
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * What the kernel says a thread of this process is doing (`R` running or waiting for a core,
 * `S` asleep, `D` in I/O …), and where it sleeps: for a log line when a watched thread is ended.
 */
export function threadState(tid: number): string {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ', 1)[0];
    let wchan = '';
    try {
      wchan = readFileSync(`/proc/self/task/${tid}/wchan`, 'latin1');
    } catch {
      // not every kernel shows it
    }
    return wchan && wchan !== '0' ? `${state} (${wchan})` : (state ?? '?');
  } catch {
    return 'gone';
  }
}
