import type { EduEpisode } from '@ads/contract';
import { loadController } from '@ads/controller-sandbox';
import { prepareEpisode, runEpisode } from '@ads/driving-sim';
import { describe, expect, it } from 'vitest';
import type { Frame, Scene } from './protocol';
import { episodeSpec } from './scene';
import { FRAMES_PER_BATCH, frameOf, tryEpisode } from './try-episode';

/** Lane keeping at 6 m/s that stops for what is ahead (the server's tests' starter). */
const STARTER = `
export default function control(obs) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0];
  if (obs.t === 0) console.log('start');
  return { throttle: error > 0 ? Math.min(1, error * 0.6) : 0, brake: error < 0 ? Math.min(1, -error * 0.5) : 0, steering: tyre / 0.6 };
}`;

const EPISODE: EduEpisode = { seed: 4, laps: 1, time_limit_s: 200, lights: true, obstacles: 1 };

describe('a Try in the browser runs what the server runs', { timeout: 60_000 }, () => {
  it('streams the scene, then frames in batches, then the simulator’s result', async () => {
    const scenes: Scene[] = [];
    const batches: Frame[][] = [];
    const result = await tryEpisode(STARTER, EPISODE, {
      scene: (scene) => scenes.push(scene),
      frames: (frames) => batches.push(frames),
    });
    expect(result).toMatchObject({ end: 'finished', completion: 1, log: ['start'] });
    expect(result.penalties.seconds).toBe(0);
    const [scene] = scenes;
    expect(scene!.lanes.length).toBeGreaterThan(100);
    expect(scene!.obstacles).toHaveLength(1);
    expect(scene!.lights.colors.length).toBe(scene!.stopLines.length);
    expect(scene!.lights.colors[0]).toHaveLength(200 * 5 + 1);
    expect(batches[0]).toHaveLength(FRAMES_PER_BATCH);
    const frames = batches.flat();
    // One frame per controller call at 20 Hz over the time driven.
    expect(frames.length).toBe(Math.round(result.timeS * 20));
    expect(frames.at(-1)!.remaining).toBeGreaterThan(0);
  });

  it('puts the car where the simulator has it (its own trace, to the centimetre)', async () => {
    const spec = episodeSpec(EPISODE);
    const prepared = prepareEpisode(spec);
    const controller = await loadController(STARTER);
    const frames: Frame[] = [];
    const result = runEpisode(
      spec,
      (obs) => {
        const answer = controller.control(obs);
        frames.push(frameOf(prepared, obs, answer));
        return answer;
      },
      prepared,
    );
    controller.dispose();
    // The trace samples at 5 Hz, every fourth call.
    for (let k = 0; k < result.trace.x.length; k += 25) {
      const frame = frames[k * 4]!;
      expect(Math.abs(frame.x - result.trace.x[k]!)).toBeLessThan(0.05);
      expect(Math.abs(frame.y - result.trace.y[k]!)).toBeLessThan(0.05);
    }
  });

  it('ends with the sandbox’s sentence when the code does not load', async () => {
    const result = await tryEpisode('export default 42;', EPISODE, {
      scene: () => undefined,
      frames: () => undefined,
    });
    expect(result).toMatchObject({ end: 'error', completion: 0, timeS: 0 });
    expect(result.message).toMatch(/export default function control/);
  });
});
