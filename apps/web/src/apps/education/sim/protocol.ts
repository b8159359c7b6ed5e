import type { EduEpisode, EduReplay } from '@ads/contract';

/**
 * What the page and the episode worker (episode.worker.ts) say to each other. The worker runs
 * the server's simulator and sandbox (@ads/driving-sim, @ads/controller-sandbox) so a "Try" in
 * the browser drives exactly what a submission's evaluation drives.
 */

/** The world an episode is drawn on: everything in the map's metres (x east, y north). */
export interface Scene {
  /** Each vehicle lane's outline, x y flat. */
  lanes: number[][];
  /** Each crosswalk's outline, x y flat. */
  crosswalks: number[][];
  /** The lap the car drives, its length in metres. */
  path: { x: number[]; y: number[] };
  lapLength: number;
  /** Where the car starts. */
  start: Pose;
  /** The stop lines of the lights on the lap. */
  stopLines: Pose[];
  /** Each stop line's colour over time: one character (G, A, R) per 1/hz seconds from 0. */
  lights: { hz: number; colors: string[] };
  /** The stopped cars on the lap (their middle) and when each drives off. */
  obstacles: Array<Pose & { leavesAt: number }>;
}

export interface Pose {
  x: number;
  y: number;
  yaw: number;
}

/** One controller call of a Try: where the car was, what it saw and what the code answered. */
export interface Frame extends Pose {
  t: number;
  speed: number;
  /** Metres driven so far and left to drive. */
  driven: number;
  remaining: number;
  lateral: number;
  throttle: number;
  brake: number;
  steering: number;
  nextStop: { distance: number; reason: 'red_light' | 'obstacle' } | null;
}

export type EpisodeEnd = EduReplay['end'];
export type EpisodeEventKind = EduReplay['events'][number]['kind'];

/** A Try's result: the simulator's, with what the code printed. */
export interface TryResult {
  end: EpisodeEnd;
  message: string | null;
  completion: number;
  timeS: number;
  penalties: { laneDepartures: number; redLights: number; collisions: number; seconds: number };
  events: EduReplay['events'];
  log: string[];
}

export type WorkerRequest =
  | { type: 'scene'; seq: number; episode: EduEpisode }
  | { type: 'try'; seq: number; episode: EduEpisode; source: string };

export type WorkerAnswer =
  | { type: 'scene'; seq: number; scene: Scene }
  | { type: 'frames'; seq: number; frames: Frame[] }
  | { type: 'result'; seq: number; result: TryResult }
  | { type: 'failed'; seq: number; message: string };
