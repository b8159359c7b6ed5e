import type { EduEpisode } from '@ads/contract';
import { SandboxError, loadController } from '@ads/controller-sandbox';
import {
  type Observation,
  type PreparedEpisode,
  prepareEpisode,
  runEpisode,
} from '@ads/driving-sim';
import type { Frame, Scene, TryResult } from './protocol';
import { episodeSpec, sceneOf } from './scene';

/** Frames are sent in batches of this many controller calls (2 s of simulated time). */
export const FRAMES_PER_BATCH = 40;

const clamp = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : 0;

/**
 * Where the car is, from what the controller is shown: the observation has the metres left
 * and the offset and heading error to the lap, so the pose is the lap's point there moved
 * sideways. The simulator keeps its body to itself; this is how the view follows it live.
 */
export function frameOf(prepared: PreparedEpisode, obs: Observation, answer: unknown): Frame {
  const driven = prepared.distance - obs.remaining;
  const here = prepared.path.at(driven);
  const pedals = (answer ?? {}) as Record<string, unknown>;
  return {
    t: obs.t,
    x: here.x - Math.sin(here.yaw) * obs.lateral_offset,
    y: here.y + Math.cos(here.yaw) * obs.lateral_offset,
    yaw: here.yaw + obs.heading_error,
    speed: obs.speed,
    driven,
    remaining: obs.remaining,
    lateral: obs.lateral_offset,
    throttle: clamp(pedals.throttle, 0, 1),
    brake: clamp(pedals.brake, 0, 1),
    steering: clamp(pedals.steering, -1, 1),
    nextStop: obs.next_stop,
  };
}

/** A Try whose code never ran: it did not load (the server scores it the same way). */
const unloaded = (message: string): TryResult => ({
  end: 'error',
  message,
  completion: 0,
  timeS: 0,
  penalties: { laneDepartures: 0, redLights: 0, collisions: 0, seconds: 0 },
  events: [{ t: 0, kind: 'error', at: 0, detail: message }],
  log: [],
});

export interface TryCallbacks {
  scene(scene: Scene): void;
  frames(frames: Frame[]): void;
}

/**
 * One episode of a challenge with the learner's code, as the server's evaluation runs it (a
 * fresh sandbox, the same spec): the scene first, then the frames in batches as the simulator
 * calls the code, then the result. A SandboxError at load is the result's error sentence.
 */
export async function tryEpisode(
  source: string,
  episode: EduEpisode,
  on: TryCallbacks,
): Promise<TryResult> {
  const spec = episodeSpec(episode);
  const prepared = prepareEpisode(spec);
  on.scene(sceneOf(prepared, episode.time_limit_s));
  let controller;
  try {
    controller = await loadController(source);
  } catch (error) {
    if (error instanceof SandboxError) return unloaded(error.message);
    throw error;
  }
  let batch: Frame[] = [];
  try {
    const result = runEpisode(
      spec,
      (obs) => {
        const answer = controller.control(obs);
        batch.push(frameOf(prepared, obs, answer));
        if (batch.length >= FRAMES_PER_BATCH) {
          on.frames(batch);
          batch = [];
        }
        return answer;
      },
      prepared,
    );
    if (batch.length > 0) on.frames(batch);
    return {
      end: result.end,
      message: result.message,
      completion: result.completion,
      timeS: result.timeS,
      penalties: result.penalties,
      events: result.events,
      log: [...controller.log],
    };
  } finally {
    controller.dispose();
  }
}
