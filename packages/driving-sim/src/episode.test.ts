import { describe, expect, it } from 'vitest';
import { sampleDrivingMap } from './driving-map';
import { type EpisodeSpec, type Observation, prepareEpisode, runEpisode } from './episode';

const map = sampleDrivingMap();
const spec: EpisodeSpec = { map, laps: 1, seed: 3, timeLimitS: 300, lights: true, obstacles: 0 };

/** A careful learner: lane keeping with the curvature ahead, 6 m/s, stopping for what is ahead. */
function starter(obs: Observation) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0]!;
  return {
    throttle: error > 0 ? Math.min(1, error * 0.6) : 0,
    brake: error < 0 ? Math.min(1, -error * 0.5) : 0,
    steering: tyre / 0.6,
  };
}

/** Keeps its lane but never stops: 9 m/s through everything. */
function reckless(obs: Observation) {
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0]!;
  return { throttle: obs.speed < 9 ? 1 : 0, brake: 0, steering: tyre / 0.6 };
}

describe('a driving episode', () => {
  it('is finished by a careful controller without penalties, the same way every time', () => {
    const result = runEpisode(spec, starter);
    expect(result).toMatchObject({ end: 'finished', message: null, completion: 1 });
    expect(result.penalties).toEqual({
      laneDepartures: 0,
      redLights: 0,
      collisions: 0,
      seconds: 0,
    });
    // 376 m at up to 6 m/s, with waits at red lights.
    expect(result.timeS).toBeGreaterThan(376 / 6);
    expect(result.timeS).toBeLessThan(120);
    expect(result.events.at(-1)).toMatchObject({ kind: 'lap' });
    // The trace: 5 samples a simulated second, starting where the path starts.
    expect(result.trace.x.length).toBe(Math.ceil(result.timeS * 5));
    expect(result.trace.x[0]).toBeCloseTo(result.path.x[0]!, 1);
    expect(runEpisode(spec, starter)).toEqual(result);
  });

  it('counts red lights run, with their seconds, against a faster time', () => {
    const careful = runEpisode(spec, starter);
    const result = runEpisode(spec, reckless);
    expect(result.end).toBe('finished');
    expect(result.timeS).toBeLessThan(careful.timeS);
    expect(result.penalties.redLights).toBeGreaterThan(0);
    expect(result.penalties.seconds).toBe(10 * result.penalties.redLights);
    const runs = result.events.filter((event) => event.kind === 'red_light');
    expect(runs).toHaveLength(result.penalties.redLights);
    // With lights off, nothing to run.
    expect(runEpisode({ ...spec, lights: false }, reckless).penalties.redLights).toBe(0);
  });

  it('reports a stopped car as the next stop; the careful one waits, the reckless one hits it', () => {
    const withCar = { ...spec, obstacles: 1, lights: false };
    const [car] = prepareEpisode(withCar).obstacles;
    const seen: Observation[] = [];
    const careful = runEpisode(withCar, (obs) => {
      seen.push(obs);
      return starter(obs);
    });
    expect(careful).toMatchObject({ end: 'finished', completion: 1 });
    expect(careful.penalties.collisions).toBe(0);
    expect(careful.timeS).toBeGreaterThan(car!.leavesAt);
    expect(seen.some((obs) => obs.next_stop?.reason === 'obstacle' && obs.speed < 0.1)).toBe(true);
    const hit = runEpisode(withCar, reckless);
    expect(hit).toMatchObject({ end: 'collision', message: 'The car hit a stopped car.' });
    expect(hit.completion).toBeLessThan(1);
    expect(hit.penalties).toMatchObject({ collisions: 1, seconds: 30 });
  });

  it('ends when the car leaves the road, with how far it got', () => {
    const result = runEpisode(spec, () => ({ throttle: 0.5, brake: 0, steering: 0 }));
    expect(result.end).toBe('off_road');
    expect(result.message).toMatch(/^The car left the road \d+\.\d m from its lane\.$/);
    expect(result.completion).toBeGreaterThan(0);
    expect(result.completion).toBeLessThan(0.5);
    expect(result.penalties.laneDepartures).toBe(1);
  });

  it('ends with a sentence on an answer that cannot drive, or a throw', () => {
    const answers: Array<[unknown, string]> = [
      [
        { throttle: NaN, brake: 0, steering: 0 },
        'control() returned throttle = NaN: a finite number is needed.',
      ],
      [
        { throttle: 1, brake: 0 },
        'control() returned steering = undefined: a finite number is needed.',
      ],
      [undefined, 'control() must return { throttle, brake, steering }.'],
      [7, 'control() must return { throttle, brake, steering }.'],
    ];
    for (const [answer, message] of answers) {
      expect(runEpisode(spec, () => answer)).toMatchObject({
        end: 'error',
        message,
        completion: 0,
      });
    }
    const thrown = runEpisode(spec, (obs) => {
      if (obs.t > 1) throw new Error('boom');
      return starter(obs);
    });
    expect(thrown).toMatchObject({ end: 'error', message: 'boom' });
    expect(thrown.events.at(-1)).toMatchObject({ kind: 'error', detail: 'boom' });
  });

  it('times out at its limit with the part driven', () => {
    const result = runEpisode({ ...spec, timeLimitS: 10 }, starter);
    expect(result).toMatchObject({ end: 'timeout', timeS: 10 });
    expect(result.completion).toBeGreaterThan(0.05);
    expect(result.completion).toBeLessThan(0.3);
  });
});
