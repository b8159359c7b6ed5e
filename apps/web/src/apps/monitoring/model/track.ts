import type { TrackPoint } from '@ads/contract';

/** One position of a drawn track: longitude, latitude, and when (epoch ms). */
export interface TrailPoint {
  lon: number;
  lat: number;
  t: number;
}

/** The track shows this much of the past. */
export const TRACK_SPAN_MS = 60 * 60_000;
/** A live position this close to the last one adds nothing to the line (noise while standing). */
export const TRAIL_MIN_STEP_M = 1;
/** A live trail keeps at most this many points (an hour at 10 Hz while moving fast). */
export const TRAIL_MAX_POINTS = 36_000;

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: { lon: number; lat: number }, b: { lon: number; lat: number }) {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Adds a live position to a trail (in place, for 10 Hz updates) when it moved at least
 * TRAIL_MIN_STEP_M; answers whether the trail changed.
 */
export function extendTrail(trail: TrailPoint[], point: TrailPoint): boolean {
  const last = trail[trail.length - 1];
  if (last && metresBetween(last, point) < TRAIL_MIN_STEP_M) return false;
  trail.push(point);
  if (trail.length > TRAIL_MAX_POINTS) trail.splice(0, trail.length - TRAIL_MAX_POINTS);
  return true;
}

/**
 * The line to draw: the stored track, then the live trail heard since that track was read (the
 * caller starts a new trail with each read, so nothing is drawn twice and no two clocks are
 * compared), both cut to the points since `since`; as [lon, lat] pairs.
 */
export function trackLine(
  stored: readonly TrackPoint[],
  trail: readonly TrailPoint[],
  since: number,
): Array<[number, number]> {
  const line: Array<[number, number]> = [];
  for (const point of stored) if (point.t >= since) line.push([point.lon, point.lat]);
  for (const point of trail) if (point.t >= since) line.push([point.lon, point.lat]);
  return line;
}
