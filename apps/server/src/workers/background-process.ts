import { type ChildProcess, execFile, execFileSync, fork } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { workerFile } from './worker-thread';

/*
 * A long computation in a process of its own, below the server on the CPU (issue 33, ADR 18).
 * A worker thread's nice value (background-priority.ts) lowers that thread only: V8's garbage
 * collector works on the process's shared platform threads, at the server's priority, and an
 * AI Benchmark evaluation makes garbage fast enough that they took some 36 % of a core beside
 * it, against the event loop on a 2-core machine. A process's threads are all its own: every
 * one of them is lowered, and on Linux put in the SCHED_IDLE class, which runs only on a core
 * nothing else wants and gives way at once to a waking server thread. GET /api/user/info/ p99
 * while evaluating read 2.2–2.5× idle with every thread at nice 19, 0.9–1.1× at SCHED_IDLE.
 *
 * SCHED_IDLE has no floor: on a machine whose cores are all kept busy (a studio under load, CI
 * running suites side by side) a task there waits for as long as they are. Measured beside two
 * busy loops at nice 0 on 2 cores: 0.2 s of CPU not done in 30 s at SCHED_IDLE, done in 2.8–14 s
 * at nice 19. A job that never ends holds the job queue behind it (an ADS Education submission
 * stayed queued behind a dataset's import in the browser suite). So the parent watches: a second
 * in which the child was ready to run yet got under STARVED of a core moves it to the normal
 * class, still at nice 19 (a weight of 15 against the server's 1024); a second in which it got
 * more than ROOMY of a core moves it back (the machine has room again).
 */

/** Options of a background process: its nice value, and its young generation's semi-space. */
export interface BackgroundOptions {
  nice: number;
  /** V8's `--max-semi-space-size`, MB (Node's default without). */
  semiSpaceMb?: number;
}

/** The child's first message: it listens for its task. */
const READY = 'ads-background-ready';
const NICE_ENV = 'ADS_BACKGROUND_NICE';

/**
 * Starts `name` (a worker module beside the caller, found as startWorker finds it) in a child
 * process with an IPC channel ('advanced' serialization: what a worker thread's postMessage
 * carries, typed arrays included), and sends it `data` once it listens; its first message, the
 * string READY, is the caller's to ignore. The child lowers itself (`backgroundTask`) and ends
 * when this process goes.
 */
export function startBackgroundProcess(
  here: string,
  name: string,
  data: unknown,
  options: BackgroundOptions,
): ChildProcess {
  const file = workerFile(here, name);
  const child = fork(fileURLToPath(file), [], {
    // Its own flags, never the server's (a profiler's, an inspector's port).
    execArgv: [
      ...(file.pathname.endsWith('.ts') ? ['--import', 'tsx'] : []),
      ...(options.semiSpaceMb ? [`--max-semi-space-size=${options.semiSpaceMb}`] : []),
      // The collector on the task's own thread, none of V8's helper threads: the process then
      // takes one core at most, never a moment of the server's other one, and does less work
      // (a submission's validation: 6.1 s of CPU with parallel collection, 4.3–5.3 s without).
      '--single-threaded-gc',
    ],
    env: { ...process.env, [NICE_ENV]: String(options.nice) },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Sent once the child listens: a message that came while its modules loaded would be lost.
  const ready = (message: unknown) => {
    if (message !== READY) return;
    child.off('message', ready);
    child.send(data as never);
  };
  child.on('message', ready);
  guardFromStarving(child);
  return child;
}

/** Shares of a core in one second of the guard: starving under, and room again over. */
const STARVED = 0.05;
const ROOMY = 0.5;
const GUARD_MS = 1_000;
/** The clock ticks a second in which /proc counts CPU time (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Linux's SCHED_IDLE, as /proc's stat names a thread's scheduling policy. */
const SCHED_IDLE = 5;

/**
 * The child's CPU time (ticks), whether its main thread is ready to run (`R`) and whether it is
 * in SCHED_IDLE (read, not remembered: the child puts itself there once its modules loaded).
 */
function cpuOf(pid: number): { ticks: number; runnable: boolean; idle: boolean } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ticks: Number(fields[11]) + Number(fields[12]),
      runnable: fields[0] === 'R',
      idle: Number(fields[38]) === SCHED_IDLE,
    };
  } catch {
    return null;
  }
}

/**
 * Keeps a SCHED_IDLE child from starving (see above): once a second, its CPU time decides its
 * class, changed with `chrt` (every thread, `-a`). Nothing happens where /proc or chrt is not.
 */
function guardFromStarving(child: ChildProcess): void {
  const pid = child.pid;
  if (!pid || process.platform !== 'linux') return;
  let last = cpuOf(pid);
  let changing = false;
  const timer = setInterval(() => {
    const now = cpuOf(pid);
    if (!now || !last) return clearInterval(timer);
    const share = (now.ticks - last.ticks) / TICKS_PER_SECOND / (GUARD_MS / 1000);
    last = now;
    const starving = now.idle && now.runnable && share < STARVED;
    const roomy = !now.idle && share > ROOMY;
    if (changing || !(starving || roomy)) return;
    changing = true;
    execFile('chrt', [starving ? '--other' : '--idle', '-a', '-p', '0', String(pid)], (error) => {
      changing = false;
      // No chrt, or the child is gone: nothing more to guard.
      if (error) clearInterval(timer);
    });
  }, GUARD_MS);
  timer.unref();
  child.once('exit', () => clearInterval(timer));
}

/** How far this process was lowered: SCHED_IDLE and nice, nice alone, or not at all. */
export type Lowered = 'idle' | 'nice' | 'none';

/**
 * Lowers every thread of this process: to `nice` (on Linux a nice value belongs to a thread,
 * and V8's platform threads start before any of our code; a thread started later takes its
 * starter's), then, where util-linux's `chrt` is there, to the SCHED_IDLE class (`-a`: every
 * thread). Elsewhere `setPriority(0)` names the whole process.
 */
export function lowerThisProcess(nice: number): Lowered {
  try {
    for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), nice);
  } catch {
    try {
      setPriority(0, nice);
    } catch {
      return 'none';
    }
    return 'nice';
  }
  try {
    execFileSync('chrt', ['--idle', '-a', '-p', '0', String(process.pid)], { stdio: 'ignore' });
    return 'idle';
  } catch {
    return 'nice';
  }
}

/** What a background process's task peaked at: resident bytes before it and at the most. */
export interface TaskMemory {
  before: number;
  peak: number;
}

/**
 * In a process started by startBackgroundProcess: lowers it, waits for its task, and answers
 * through `post`. It ends when its parent goes (the channel closes), as a worker thread ends
 * with its server.
 */
export async function backgroundTask<T>(): Promise<{
  task: T;
  post(message: unknown): void;
  memory(): TaskMemory;
}> {
  if (!process.send) throw new Error('Not started by startBackgroundProcess.');
  lowerThisProcess(Number(process.env[NICE_ENV] ?? 19));
  process.once('disconnect', () => process.exit(0));
  const task = await new Promise<T>((resolve) => {
    process.once('message', resolve);
    process.send!(READY);
  });
  const before = process.memoryUsage().rss;
  // The kernel's high-water mark counts from here (Linux: `5` resets it).
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    /* elsewhere the peak is the process's whole life's */
  }
  return {
    task,
    post: (message) => process.send!(message),
    memory: () => ({ before, peak: Math.max(before, highWaterMark()) }),
  };
}

/** The resident set's high-water mark (VmHWM), bytes; the current resident set elsewhere. */
function highWaterMark(): number {
  try {
    const line = readFileSync('/proc/self/status', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmHWM:'));
    if (line) return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    /* not Linux */
  }
  return process.memoryUsage().rss;
}
