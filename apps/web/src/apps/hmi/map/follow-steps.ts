import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Pose } from '../../../lib/geo';

/*
 * The map's camera follows the vehicle in steps (issue 33). A repaint of the map is the page's
 * dearest work — in a software-GL browser one costs 50–200 ms of the GPU process, which the
 * page's frame then waits for as Chromium reads the canvas back — and a vehicle at 8 m/s moves
 * under 2 pixels a tick at zoom 18. So the camera moves once the vehicle is FOLLOW_STEP_PX off
 * the centre or the map would turn FOLLOW_STEP_DEG, and at once when the vehicle stands (it is
 * then centred exactly). Between steps the vehicle moves on the live overlay, a 2D canvas that
 * redraws with each message for well under a millisecond.
 */

/** How far (CSS pixels) the vehicle may be off the centre before the camera moves. */
export const FOLLOW_STEP_PX = 8;
/** How far (degrees) the map may lag the vehicle's heading, heading-up, before it turns. */
export const FOLLOW_STEP_DEG = 3;

export interface FollowLag {
  /** The vehicle's distance from the map's centre, CSS pixels. */
  offsetPx: number;
  /** The turn the map's bearing owes, degrees. */
  turnDeg: number;
  /** The pose is the one before: the vehicle stands. */
  standing: boolean;
}

/** Whether the camera should move to the vehicle now. */
export function followDue(lag: FollowLag): boolean {
  if (lag.standing) return lag.offsetPx > 0.5 || lag.turnDeg > 0.1;
  return lag.offsetPx >= FOLLOW_STEP_PX || lag.turnDeg >= FOLLOW_STEP_DEG;
}

/** The smaller angle between two bearings, degrees. */
export function bearingGap(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** How far `map`'s camera lags `pose` (the bearing it would take: `bearing`). */
export function lagOf(map: MapLibreMap, pose: Pose, bearing: number, last: Pose | null): FollowLag {
  const canvas = map.getCanvas();
  const at = map.project([pose.lon, pose.lat]);
  const offsetPx = Math.hypot(at.x - canvas.clientWidth / 2, at.y - canvas.clientHeight / 2);
  const standing =
    last !== null &&
    last.lat === pose.lat &&
    last.lon === pose.lon &&
    last.heading === pose.heading;
  return { offsetPx, turnDeg: bearingGap(map.getBearing(), bearing), standing };
}
