import { type CpuClock, threadCpuClock, threadState } from '../../workers/thread-cpu-clock';
import { startWorker } from '../../workers/worker-thread';
import type { EpisodeAnswer, EpisodeOutcome, EpisodeTask } from './episode-tasks';

/** A submission's episodes ran out of their time: the job ends as a timeout. */
export class EpisodeTimeout extends Error {
  override name = 'EpisodeTimeout';
}

/**
 * A worker that stopped computing without waiting for a core (its thread asleep: a hang), or
 * that never started. Not the learner's doing (the sandbox has nothing that sleeps): the job
 * runs it again in a fresh worker.
 */
export class EpisodeStall extends Error {
  override name = 'EpisodeStall';
}

/**
 * How long an evaluation's thread may sleep without computing, and a worker take to start,
 * before it is taken for hung. Its only sleeps are its start and QuickJS's WebAssembly load,
 * under a second each on a quiet machine and a few on a loaded one; a starved thread is ready
 * to run (`R`) and is left to the backstop. ADR 27: twice in CI a submission stayed `evaluating`
 * past the test's 3 minutes, where the same lap takes 0.7–12 s beside the whole suite.
 */
export const EVALUATION_STALL_MS = 30_000;

/**
 * How many times its budget an evaluation may take in wall time while its thread's CPU time is
 * within it: a thread starved that long (or asleep: a hang) is stopped all the same.
 */
export const EVALUATION_WALL_BACKSTOP = 4;

/**
 * Runs a submission's episodes in a fresh worker thread: the server's event loop keeps
 * answering while QuickJS interprets the learner's code. The worker is terminated when it has
 * computed for `budgetMs` (the sandbox's own limits stop loops between bytecodes; this stops a
 * native built-in that runs long, too), or when `signal` aborts.
 *
 * The budget counts the worker thread's CPU time, read from the kernel by its thread id (the
 * worker's first message), as the sandbox counts each call's: the thread runs at a low
 * priority (episode-worker.ts), and on a machine whose cores are busy it waits for one, so a
 * wall-clock budget ended correct code for the machine's load (a two-episode lap of 0.5 s CPU
 * stopped at 150 s in a loaded CI run). A thread that has taken EVALUATION_WALL_BACKSTOP times
 * the budget in wall time is stopped whatever its CPU time, and its state is logged (starved
 * `R`, or asleep `S`: a hang to find). The worker's start counts toward the backstop only.
 * Without a thread clock (not Linux) wall time counts.
 */
export function runEpisodes(
  task: EpisodeTask,
  options: {
    budgetMs: number;
    signal?: AbortSignal;
    onProgress?(done: number, total: number): void;
    /** The worker thread's CPU clock by its thread id (tests starve it); threadCpuClock. */
    cpuClockOf?(tid: number): CpuClock | null;
    /** EVALUATION_WALL_BACKSTOP unless given. */
    backstop?: number;
    /** EVALUATION_STALL_MS unless given. */
    stallMs?: number;
    /** Another worker module than episode-worker (tests run a hung one): beside `here`. */
    worker?: { here: string; name: string };
  },
): Promise<EpisodeOutcome[]> {
  const { budgetMs } = options;
  const clockOf = options.cpuClockOf ?? threadCpuClock;
  return new Promise<EpisodeOutcome[]>((resolve, reject) => {
    const { here, name } = options.worker ?? { here: import.meta.url, name: 'episode-worker' };
    const worker = startWorker(here, name, task);
    const started = performance.now();
    const stallMs = options.stallMs ?? EVALUATION_STALL_MS;
    /** Until the worker says its thread id (it is starting: no learner's code ran yet). */
    let starting = true;
    let tid: number | null = null;
    let clock: CpuClock | null = null;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      options.signal?.removeEventListener('abort', abort);
      fn();
      clock?.close();
      void worker.terminate();
    };
    /** The worker's CPU time, ms; undefined where no clock reads it (the budget is wall time). */
    let lastUsed = 0;
    const cpuUsed = () => {
      if (!clock) return undefined;
      try {
        lastUsed = clock.now();
      } catch {
        // The thread has just ended: its answer (or its exit) is on its way, and the last
        // reading stands meanwhile (the backstop still applies).
      }
      return lastUsed;
    };
    const seconds = (ms: number) => Math.round(ms / 1000);
    const backstopMs = budgetMs * (options.backstop ?? EVALUATION_WALL_BACKSTOP);
    /** At the budget in wall time and after: stop once the CPU budget or the backstop is spent. */
    const check = () => {
      const wall = performance.now() - started;
      const used = starting ? 0 : cpuUsed();
      if (used === undefined || used >= budgetMs) {
        settle(() =>
          reject(
            new EpisodeTimeout(
              `The evaluation took longer than ${seconds(budgetMs)} s and was stopped.`,
            ),
          ),
        );
      } else if (wall >= backstopMs) {
        console.warn(
          `episode worker stopped after ${seconds(wall)} s of wall time with ${Math.round(used)} ms of CPU; its thread was ${tid === null ? '?' : threadState(tid)}`,
        );
        settle(() =>
          reject(
            new EpisodeTimeout(
              `The evaluation waited longer than ${seconds(backstopMs)} s for the server and was stopped.`,
            ),
          ),
        );
      } else {
        // The CPU budget cannot be spent sooner than in what is left of it (a starting worker's
        // first message is looked for again within a second).
        const left = starting ? Math.min(1_000, budgetMs) : budgetMs - used;
        timer = setTimeout(check, Math.max(1, Math.min(left, backstopMs - wall)));
      }
    };
    let timer = setTimeout(check, budgetMs);
    /** The CPU time last seen to move, and when (wall). */
    let progress = { cpu: -1, at: started };
    const stall = (why: string) => {
      console.warn(`episode worker ended: ${why}`);
      settle(() =>
        reject(new EpisodeStall('The evaluation stopped making progress and was ended.')),
      );
    };
    /** Once a second: a thread asleep with its CPU time still for stallMs is hung (see above). */
    const watch = setInterval(
      () => {
        const now = performance.now();
        if (starting) {
          if (now - started >= stallMs) stall(`it did not start in ${seconds(now - started)} s`);
          return;
        }
        const used = cpuUsed();
        if (used === undefined || tid === null) return; // no thread clock: the budget is wall time
        if (used !== progress.cpu) {
          progress = { cpu: used, at: now };
          return;
        }
        if (now - progress.at < stallMs) return;
        const state = threadState(tid);
        // Ready to run: starved, the backstop's; gone: its answer or its exit is on its way.
        if (state.startsWith('R') || state === 'gone') return;
        stall(
          `its thread was ${state} with ${Math.round(used)} ms of CPU, none for ${seconds(now - progress.at)} s`,
        );
      },
      Math.min(1_000, stallMs / 4),
    );
    const abort = () =>
      settle(() => reject(options.signal?.reason ?? new Error('The evaluation was stopped.')));
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort);
    worker.on('message', (answer: EpisodeAnswer) => {
      if (answer.kind === 'thread') {
        starting = false;
        progress = { cpu: -1, at: performance.now() };
        tid = answer.tid;
        clock = tid === null ? null : clockOf(tid);
      } else if (answer.kind === 'progress') options.onProgress?.(answer.done, answer.total);
      else if (answer.kind === 'done') settle(() => resolve(answer.value));
      else settle(() => reject(new Error(answer.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The episode worker stopped (exit code ${code}).`))),
    );
  });
}
