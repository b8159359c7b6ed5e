import { describe, expect, it, vi } from 'vitest';
import { STARTER } from '../../../test/education-helpers';
import { currentThreadId, threadCpuClock } from '../../workers/thread-cpu-clock';
import { WORKER_BUNDLES_ENV } from '../../workers/worker-thread';
import {
  EVALUATION_WALL_BACKSTOP,
  EpisodeStall,
  EpisodeTimeout,
  runEpisodes,
} from './episode-worker-client';

const lap = { laps: 1, seed: 3, timeLimitS: 200, lights: true, obstacles: 1 };
const bomb = `export default () => { const all = []; while (true) all.push(new Array(1e5).fill(1)); }`;
/** A thread that never gets a core: its CPU time stays where it was. */
const starved = () => ({ now: () => 0, close: () => undefined });

// The thread runs at a lowered CPU priority (background-priority.ts): on the CI machine, whose
// cores the suite's own workers keep busy, the two-episode lap took past 30 s in a whole run
// (0.5 s alone). Each test waits as long as the time it gives the episodes, and a margin.
describe("a submission's episodes in a worker thread", { timeout: 90_000 }, () => {
  it('drives the starter round the lap in every episode, reporting progress', async () => {
    const progress: number[] = [];
    const watched: number[] = [];
    const outcomes = await runEpisodes(
      { source: STARTER, episodes: [lap, { ...lap, seed: 4 }] },
      {
        budgetMs: 60_000,
        onProgress: (done) => progress.push(done),
        cpuClockOf: (tid) => (watched.push(tid), threadCpuClock(tid)),
      },
    );
    expect(outcomes.map((o) => [o.end, o.completion, o.penalties.seconds])).toEqual([
      ['finished', 1, 0],
      ['finished', 1, 0],
    ]);
    expect(outcomes[0]!.timeS).not.toBe(outcomes[1]!.timeS); // other seeds, other lights
    expect(progress).toEqual([1, 2]);
    // The budget is counted on the worker's own thread, not on this one.
    if (process.platform === 'linux') {
      expect(watched).toHaveLength(1);
      expect(watched[0]).not.toBe(currentThreadId());
    }
  });

  it('ends each episode of code that does not work with its sentence, and keeps what it printed', async () => {
    const [looping] = await runEpisodes(
      {
        source: `export default (obs) => { console.log('t', obs.t); while (true) {} }`,
        episodes: [lap],
      },
      { budgetMs: 60_000 },
    );
    expect(looping).toMatchObject({
      end: 'error',
      message: 'control() took longer than 50 ms.',
      completion: 0,
    });
    expect(looping!.log).toEqual(['t 0']);
    const [broken] = await runEpisodes(
      { source: `export default function control( {`, episodes: [lap] },
      { budgetMs: 60_000 },
    );
    expect(broken!.end).toBe('error');
    expect(broken!.message).toMatch(/^Loading the code threw SyntaxError: /);
  });

  it('stops a worker that overruns its budget, while this thread keeps answering', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    const started = performance.now();
    await expect(
      runEpisodes({ source: bomb, episodes: [lap] }, { budgetMs: 1_500 }),
    ).rejects.toBeInstanceOf(EpisodeTimeout);
    clearInterval(ticker);
    const elapsed = performance.now() - started;
    // By its CPU budget, or at the latest by the wall-time backstop on a busy machine.
    expect(elapsed).toBeLessThan(1_500 * EVALUATION_WALL_BACKSTOP + 2_000);
    // The event loop was free: about one tick per 20 ms went by (a busy thread gives none).
    expect(ticks).toBeGreaterThan(elapsed / 20 / 3);
  });

  it("counts the worker's computing time, not the time it waits for a core", async () => {
    // A budget far below the lap's 0.5 s, in wall time: a thread that got no CPU meanwhile has
    // not spent it (a wall-clock budget stopped this correct code on a loaded CI machine).
    const outcomes = await runEpisodes(
      { source: STARTER, episodes: [lap, { ...lap, seed: 4 }] },
      { budgetMs: 100, cpuClockOf: starved, backstop: 600 },
    );
    expect(outcomes.map((o) => o.end)).toEqual(['finished', 'finished']);
  });

  it('waits for the answer of a thread whose clock can no longer be read (it has just ended)', async () => {
    // Read once, then gone: the check at the budget must not take that for a spent budget.
    const ended = () => {
      let reads = 0;
      return {
        now: () => {
          if ((reads += 1) > 1) throw new Error('ESRCH');
          return 0;
        },
        close: () => undefined,
      };
    };
    const outcomes = await runEpisodes(
      { source: STARTER, episodes: [lap, { ...lap, seed: 4 }] },
      { budgetMs: 50, cpuClockOf: ended, backstop: 1_200 },
    );
    expect(outcomes.map((o) => o.end)).toEqual(['finished', 'finished']);
  });

  it('stops a worker that has waited its wall-time backstop, whatever its CPU time', async () => {
    const started = performance.now();
    await expect(
      runEpisodes(
        { source: bomb, episodes: [lap] },
        { budgetMs: 200, cpuClockOf: starved, backstop: 5 },
      ),
    ).rejects.toThrow(
      new EpisodeTimeout('The evaluation waited longer than 1 s for the server and was stopped.'),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  describe.runIf(process.platform === 'linux')('a worker that hangs', () => {
    /** The hung fixture from source (the run's worker bundles hold the server's workers only). */
    async function hung(source: string, options: { stallMs: number; budgetMs?: number }) {
      const bundles = process.env[WORKER_BUNDLES_ENV];
      delete process.env[WORKER_BUNDLES_ENV];
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const started = performance.now();
      try {
        const error = await runEpisodes(
          { source, episodes: [lap] },
          {
            budgetMs: options.budgetMs ?? 60_000,
            stallMs: options.stallMs,
            worker: {
              here: new URL('./fixtures/episode-worker-client.test.ts', import.meta.url).href,
              name: 'hung-episode-worker',
            },
          },
        ).then(
          () => undefined,
          (reason: unknown) => reason,
        );
        return { error, took: performance.now() - started, warned: warn.mock.calls.map(String) };
      } finally {
        warn.mockRestore();
        if (bundles !== undefined) process.env[WORKER_BUNDLES_ENV] = bundles;
      }
    }

    it('is ended once its thread has slept without computing for the stall time, long before its budget', async () => {
      const { error, took, warned } = await hung('asleep', { stallMs: 2_000 });
      expect(error).toBeInstanceOf(EpisodeStall);
      expect(error).not.toBeInstanceOf(EpisodeTimeout); // the job runs it again
      expect((error as Error).message).toBe(
        'The evaluation stopped making progress and was ended.',
      );
      expect(took).toBeGreaterThanOrEqual(2_000);
      expect(took).toBeLessThan(20_000);
      // The log says how it was found: asleep in the kernel (S), not waiting for a core.
      expect(warned).toEqual([expect.stringMatching(/^episode worker ended: its thread was S\b/)]);
    });

    it('is ended when it does not start within the stall time', async () => {
      const { error, warned } = await hung('silent', { stallMs: 2_000 });
      expect(error).toBeInstanceOf(EpisodeStall);
      expect(warned).toEqual([
        expect.stringMatching(/^episode worker ended: it did not start in \d+ s$/),
      ]);
    });
  });
});
