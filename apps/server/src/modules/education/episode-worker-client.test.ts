import { describe, expect, it } from 'vitest';
import { STARTER } from '../../../test/education-helpers';
import { EpisodeTimeout, runEpisodes } from './episode-worker-client';

const lap = { laps: 1, seed: 3, timeLimitS: 200, lights: true, obstacles: 1 };

// The thread runs at a lowered CPU priority (background-priority.ts): on the CI machine, whose
// cores the suite's own workers keep busy, the two-episode lap took past 30 s in a whole run
// (0.5 s alone). Each test waits as long as the wall budget it gives the episodes, and a margin.
describe("a submission's episodes in a worker thread", { timeout: 90_000 }, () => {
  it('drives the starter round the lap in every episode, reporting progress', async () => {
    const progress: number[] = [];
    const outcomes = await runEpisodes(
      { source: STARTER, episodes: [lap, { ...lap, seed: 4 }] },
      { wallMs: 60_000, onProgress: (done) => progress.push(done) },
    );
    expect(outcomes.map((o) => [o.end, o.completion, o.penalties.seconds])).toEqual([
      ['finished', 1, 0],
      ['finished', 1, 0],
    ]);
    expect(outcomes[0]!.timeS).not.toBe(outcomes[1]!.timeS); // other seeds, other lights
    expect(progress).toEqual([1, 2]);
  });

  it('ends each episode of code that does not work with its sentence, and keeps what it printed', async () => {
    const [looping] = await runEpisodes(
      {
        source: `export default (obs) => { console.log('t', obs.t); while (true) {} }`,
        episodes: [lap],
      },
      { wallMs: 60_000 },
    );
    expect(looping).toMatchObject({
      end: 'error',
      message: 'control() took longer than 50 ms.',
      completion: 0,
    });
    expect(looping!.log).toEqual(['t 0']);
    const [broken] = await runEpisodes(
      { source: `export default function control( {`, episodes: [lap] },
      { wallMs: 60_000 },
    );
    expect(broken!.end).toBe('error');
    expect(broken!.message).toMatch(/^Loading the code threw SyntaxError: /);
  });

  it('stops a worker that overruns its wall time, while this thread keeps answering', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    const started = performance.now();
    const bomb = `export default () => { const all = []; while (true) all.push(new Array(1e5).fill(1)); }`;
    await expect(runEpisodes({ source: bomb, episodes: [lap] }, { wallMs: 1_500 })).rejects.toThrow(
      new EpisodeTimeout('The evaluation took longer than 2 s and was stopped.'),
    );
    clearInterval(ticker);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(5_000);
    // The event loop was free: about one tick per 20 ms went by (a busy thread gives none).
    expect(ticks).toBeGreaterThan(elapsed / 20 / 3);
  });
});
