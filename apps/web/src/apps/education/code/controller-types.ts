import { EPISODE } from '@ads/driving-sim';

/**
 * The controller's types for the editor's completions: a learner who writes
 * `/** @param {Observation} obs *\/` above control() gets the fields as they type.
 */
export const CONTROLLER_TYPES = `
/** What control(obs) is given ${EPISODE.hz} times a simulated second. Angles in radians, positive left. */
interface Observation {
  /** Simulated seconds since the start. */
  t: number;
  /** Speed along the car's heading, m/s. */
  speed: number;
  /** Rear axle's distance from the lane's centre, m, positive left of it. */
  lateral_offset: number;
  /** The car's heading minus the lane's. */
  heading_error: number;
  /** The path's curvature (1/m, positive turning left) at ${EPISODE.curvatureAt.join(', ')} m ahead. */
  curvature_ahead: number[];
  /** The speed the road allows here (limit and bends), m/s. */
  speed_limit: number;
  /** The nearest place ahead to stop at within ${EPISODE.lookAheadM} m, or null. */
  next_stop: { distance: number; reason: 'red_light' | 'obstacle' } | null;
  /** Stopped cars ahead, nearest first (at most three). */
  obstacles: Array<{ distance: number; lateral: number; speed: number }>;
  /** Metres left to drive. */
  remaining: number;
}
/** What control(obs) answers: pedals 0–1, steering -1 (full right) to 1 (full left). */
interface ControlAnswer {
  throttle: number;
  brake: number;
  steering: number;
}
`;
