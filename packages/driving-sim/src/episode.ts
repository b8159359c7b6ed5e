import { type Body, normalizeAngle, stepBody } from './bicycle';
import {
  type DrivingMap,
  type Lane,
  loadDrivingMap,
  type MapLight,
  type SimMap,
} from './driving-map';
import { buildPath, type LaneletPath } from './lanelet-path';
import { planPatrol } from './route-planner';
import { seededRandom } from '@ads/seeded-random';
import { createLightCycle, DEFAULT_LIGHT_TIMING } from './traffic-lights';
import { SIM_BODY, SIM_VEHICLE } from './vehicle-params';

/**
 * One episode of an ADS Education driving challenge (issue 29): a learner's controller drives
 * the sim's car on a map, with the agent's body model, lights and map, headless and as fast as
 * the controller answers. The controller is called at EPISODE.hz with an observation and
 * answers pedals; the episode ends when the laps are done, the time is up, the car collides or
 * leaves the road, or the controller fails. Pure: the same spec and answers give the same result.
 */
export const EPISODE = {
  /** Controller calls per simulated second (AI-DO and F1TENTH gym step at 20–100 Hz). */
  hz: 20,
  /** Physics sub-steps per controller call (the agent's sim steps at 50 Hz; 20 Hz × 3 = 60). */
  substeps: 3,
  /** Beyond this lateral offset of the rear axle the car has left its lane (lane 3.5 m, car 1.8 m). */
  departureM: 0.9,
  /** Beyond this it has left the road: the episode ends. */
  offRoadM: 4,
  /** Trace samples per second (the replay's resolution). */
  traceHz: 5,
  /** Stations ahead the observation gives the path's curvature at, metres. */
  curvatureAt: [5, 10, 20, 40] as const,
  /** How far ahead stops and obstacles are reported, metres. */
  lookAheadM: 80,
} as const;

/** What the controller sees each call. Angles in radians, positive to the left. */
export interface Observation {
  /** Simulated seconds since the start. */
  t: number;
  /** Speed along the car's heading, m/s. */
  speed: number;
  /** Distance of the rear axle from the path's centre, metres, positive left of it. */
  lateral_offset: number;
  /** The car's heading minus the path's there. */
  heading_error: number;
  /** The path's curvature (1/m, positive turning left) at EPISODE.curvatureAt metres ahead. */
  curvature_ahead: number[];
  /** The speed the road allows here (limit and bends), m/s. */
  speed_limit: number;
  /** The nearest place ahead to stop at, if any: a red or amber light's stop line, an obstacle. */
  next_stop: { distance: number; reason: 'red_light' | 'obstacle' } | null;
  /** Obstacles ahead on the path, nearest first: distance to their rear, lateral offset, speed. */
  obstacles: Array<{ distance: number; lateral: number; speed: number }>;
  /** Metres left to drive. */
  remaining: number;
}

/** What the controller answers: pedals 0–1, steering −1 (full right) to 1 (full left). */
export interface ControlAnswer {
  throttle: number;
  brake: number;
  steering: number;
}

/** A stopped car on the path (a broken-down vehicle) that drives off after a while. */
export interface EpisodeObstacle {
  /** Metres along the lap from the start. */
  station: number;
  /** Seconds after the start at which it leaves. */
  leavesAt: number;
}

/** Seconds added to the time per event (AWS DeepRacer counts penalties in seconds). */
export interface PenaltySeconds {
  laneDeparture: number;
  redLight: number;
  collision: number;
}

export const DEFAULT_PENALTIES: PenaltySeconds = { laneDeparture: 2, redLight: 10, collision: 30 };

export interface EpisodeSpec {
  map: DrivingMap;
  /** Laps of the patrol loop from the map's spawn (the task). */
  laps: number;
  /** Fixes the lights' offsets and the obstacles' places. */
  seed: number;
  /** Simulated seconds before the episode times out. */
  timeLimitS: number;
  /** Traffic lights cycle (false: every light green). */
  lights: boolean;
  /** Stopped cars on the lap, placed from the seed. */
  obstacles: number;
  penalties?: PenaltySeconds;
}

export type EpisodeEnd = 'finished' | 'timeout' | 'collision' | 'off_road' | 'error';

export interface EpisodeEvent {
  t: number;
  kind: 'lane_departure' | 'red_light' | 'collision' | 'off_road' | 'lap' | 'error';
  /** Metres along the drive. */
  at: number;
  detail?: string;
}

/** A compact trace for the replay: positions in the map's metres, at EPISODE.traceHz. */
export interface EpisodeTrace {
  hz: number;
  x: number[];
  y: number[];
  yaw: number[];
  speed: number[];
}

export interface EpisodeResult {
  end: EpisodeEnd;
  /** A sentence when it ended early (a controller's error, a collision). */
  message: string | null;
  /** 0–1 of the distance to drive. */
  completion: number;
  /** Simulated seconds driven. */
  timeS: number;
  penalties: { laneDepartures: number; redLights: number; collisions: number; seconds: number };
  events: EpisodeEvent[];
  trace: EpisodeTrace;
  /** The path driven, for drawing the replay under the trace. */
  path: { x: number[]; y: number[] };
}

/** A controller answered something that cannot drive: the episode ends with this sentence. */
export class ControllerError extends Error {
  override name = 'ControllerError';
}

interface LightOnPath {
  station: number;
  light: MapLight;
}

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** The stop lines of the path's lights, by their station along the path. */
function lightsOnPath(map: SimMap, path: LaneletPath): LightOnPath[] {
  const found: LightOnPath[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < path.count; i++) {
    const lane: Lane | undefined = map.lanes.get(path.laneletOf[i]!);
    if (!lane?.light || seen.has(lane.id)) continue;
    if (path.stationOf[i]! >= lane.light.station) {
      seen.add(lane.id);
      found.push({ station: path.ss[i]!, light: lane.light.light });
    }
  }
  return found;
}

/** Checks an answer and turns it into pedals; throws ControllerError with the reason. */
export function pedalsOf(answer: unknown): ControlAnswer {
  if (typeof answer !== 'object' || answer === null) {
    throw new ControllerError('control() must return { throttle, brake, steering }.');
  }
  const out = {} as Record<keyof ControlAnswer, number>;
  for (const key of ['throttle', 'brake', 'steering'] as const) {
    const value = (answer as Record<string, unknown>)[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new ControllerError(
        `control() returned ${key} = ${String(value)}: a finite number is needed.`,
      );
    }
    out[key] =
      key === 'steering' ? Math.max(-1, Math.min(1, value)) : Math.max(0, Math.min(1, value));
  }
  return out;
}

/** A prepared episode: the map loaded, the path planned, the lights and obstacles placed. */
export function prepareEpisode(spec: EpisodeSpec) {
  const map = loadDrivingMap(spec.map);
  const lanelets = planPatrol(map, map.spawn.lane);
  if (!lanelets) throw new Error('The map has no loop from its spawn to drive laps on.');
  const path = buildPath(map, lanelets, { closed: true });
  const random = seededRandom(spec.seed);
  const obstacles: EpisodeObstacle[] = Array.from({ length: spec.obstacles }, (_, i) => {
    // Spread round the lap, never in the first 60 m (the car must get going first); still
    // there when a car at 4 m/s comes by, gone 5–20 s after that.
    const station = 60 + ((path.length - 80) * (i + random())) / spec.obstacles;
    return { station, leavesAt: station / 4 + 5 + random() * 15 };
  });
  return {
    map,
    path,
    lights: spec.lights
      ? createLightCycle(DEFAULT_LIGHT_TIMING, spec.seed)
      : createLightCycle(null, 0),
    stopLines: lightsOnPath(map, path),
    obstacles,
    distance: path.length * spec.laps,
  };
}

export type PreparedEpisode = ReturnType<typeof prepareEpisode>;

/**
 * Runs one episode with `control` called synchronously each step. A throw from it (or a
 * ControllerError from checking its answer) ends the episode as 'error' with its message.
 */
export function runEpisode(
  spec: EpisodeSpec,
  control: (observation: Observation) => unknown,
  prepared: PreparedEpisode = prepareEpisode(spec),
): EpisodeResult {
  const { path, lights, stopLines, obstacles, distance } = prepared;
  const penaltyOf = spec.penalties ?? DEFAULT_PENALTIES;
  const dt = 1 / EPISODE.hz;
  const start = path.at(0);
  let body: Body = { x: start.x, y: start.y, yaw: start.yaw, speed: 0, steer: 0, gear: 'D' };
  let progress = 0;
  let lastS = 0;
  let departed = false;
  const events: EpisodeEvent[] = [];
  const trace: EpisodeTrace = { hz: EPISODE.traceHz, x: [], y: [], yaw: [], speed: [] };
  const counts = { laneDepartures: 0, redLights: 0, collisions: 0 };
  const traceEvery = Math.round(EPISODE.hz / EPISODE.traceHz);
  let end: EpisodeEnd = 'timeout';
  let message: string | null = null;
  const steps = Math.ceil(spec.timeLimitS * EPISODE.hz);
  let step = 0;
  const lapStation = (at: number) => ((at % path.length) + path.length) % path.length;
  const obstaclesAhead = (t: number) =>
    obstacles
      .filter((o) => t < o.leavesAt)
      .map((o) => {
        // The obstacle's rear bumper, ahead of the car's front, on this lap or the next.
        let gap = o.station - lapStation(progress);
        if (gap < -SIM_BODY.front) gap += path.length;
        return { distance: gap - SIM_BODY.front, lateral: 0, speed: 0 };
      })
      .filter((o) => o.distance < EPISODE.lookAheadM && progress + o.distance < distance)
      .sort((a, b) => a.distance - b.distance);

  for (; step < steps; step++) {
    const t = step * dt;
    const nearest = path.nearest(body.x, body.y);
    const here = path.at(nearest.s);
    // Left of the path is positive: the cross product of its direction and the offset.
    const side =
      Math.cos(here.yaw) * (body.y - here.y) - Math.sin(here.yaw) * (body.x - here.x) >= 0 ? 1 : -1;
    const offset = side * nearest.distance;
    if (step % traceEvery === 0) {
      trace.x.push(round(body.x, 2));
      trace.y.push(round(body.y, 2));
      trace.yaw.push(round(body.yaw, 3));
      trace.speed.push(round(body.speed, 2));
    }
    if (Math.abs(offset) > EPISODE.offRoadM) {
      end = 'off_road';
      message = `The car left the road ${Math.abs(offset).toFixed(1)} m from its lane.`;
      events.push({ t, kind: 'off_road', at: round(progress, 1) });
      break;
    }
    const out = Math.abs(offset) > EPISODE.departureM;
    if (out && !departed) {
      counts.laneDepartures += 1;
      events.push({ t, kind: 'lane_departure', at: round(progress, 1) });
    }
    departed = out;
    const ahead = obstaclesAhead(t);
    if (ahead.length > 0 && ahead[0]!.distance <= 0) {
      counts.collisions += 1;
      end = 'collision';
      message = 'The car hit a stopped car.';
      events.push({ t, kind: 'collision', at: round(progress, 1) });
      break;
    }
    const observation = observe(t, offset, normalizeAngle(body.yaw - here.yaw), ahead);
    let answer: ControlAnswer;
    try {
      answer = pedalsOf(control(observation));
    } catch (error) {
      end = 'error';
      message = error instanceof Error ? error.message : String(error);
      events.push({ t, kind: 'error', at: round(progress, 1), detail: message });
      break;
    }
    for (let i = 0; i < EPISODE.substeps; i++) {
      body = stepBody(
        body,
        {
          throttle: answer.throttle,
          brake: answer.brake,
          steer: answer.steering * SIM_VEHICLE.maxTyreAngle,
          gear: 'D',
        },
        dt / EPISODE.substeps,
      ).body;
    }
    const next = path.nearest(body.x, body.y).s;
    let moved = next - lastS;
    if (moved > path.length / 2) moved -= path.length;
    if (moved < -path.length / 2) moved += path.length;
    const before = progress;
    progress += moved;
    lastS = next;
    ranRedLights(before, progress, t + dt);
    const lapBefore = Math.floor(before / path.length);
    const lapAfter = Math.floor(progress / path.length);
    if (lapAfter > lapBefore && lapAfter > 0 && progress < distance) {
      events.push({ t: round(t + dt, 2), kind: 'lap', at: round(progress, 1) });
    }
    if (progress >= distance) {
      end = 'finished';
      step += 1;
      events.push({ t: round(t + dt, 2), kind: 'lap', at: round(distance, 1) });
      break;
    }
  }

  function ranRedLights(from: number, to: number, t: number) {
    if (to <= from) return;
    for (const line of stopLines) {
      // The car's front crossing the line, on any lap.
      const lap = Math.floor((from + SIM_BODY.front - line.station) / path.length) + 1;
      const at = line.station + lap * path.length - SIM_BODY.front;
      if (at > from && at <= to && lights.state(line.light, t).color === 'RED') {
        counts.redLights += 1;
        events.push({
          t: round(t, 2),
          kind: 'red_light',
          at: round(at, 1),
          detail: `light ${line.light.id}`,
        });
      }
    }
  }

  function observe(
    t: number,
    offset: number,
    headingError: number,
    ahead: Observation['obstacles'],
  ): Observation {
    const s = lapStation(progress);
    let nextStop: Observation['next_stop'] = null;
    for (const line of stopLines) {
      let gap = line.station - s - SIM_BODY.front;
      if (gap < -1) gap += path.length;
      if (gap > EPISODE.lookAheadM || progress + gap > distance) continue;
      const color = lights.state(line.light, t).color;
      if ((color === 'RED' || color === 'AMBER') && (!nextStop || gap < nextStop.distance)) {
        nextStop = { distance: round(gap, 2), reason: 'red_light' };
      }
    }
    if (ahead.length > 0 && (!nextStop || ahead[0]!.distance < nextStop.distance)) {
      nextStop = { distance: round(ahead[0]!.distance, 2), reason: 'obstacle' };
    }
    const index = path.indexAt(s);
    return {
      t: round(t, 3),
      speed: body.speed,
      lateral_offset: offset,
      heading_error: headingError,
      curvature_ahead: EPISODE.curvatureAt.map((d) => path.at(s + d).curvature),
      speed_limit: path.speeds[index]!,
      next_stop: nextStop,
      obstacles: ahead.slice(0, 3),
      remaining: Math.max(0, distance - progress),
    };
  }

  const seconds =
    counts.laneDepartures * penaltyOf.laneDeparture +
    counts.redLights * penaltyOf.redLight +
    counts.collisions * penaltyOf.collision;
  const every = Math.max(1, Math.round(path.count / 400));
  const drawn = { x: [] as number[], y: [] as number[] };
  for (let i = 0; i < path.count; i += every) {
    drawn.x.push(round(path.xs[i]!, 2));
    drawn.y.push(round(path.ys[i]!, 2));
  }
  return {
    end,
    message,
    completion: round(Math.min(1, Math.max(0, progress / distance)), 4),
    timeS: round(step * dt, 2),
    penalties: { ...counts, seconds },
    events,
    trace,
    path: drawn,
  };
}
