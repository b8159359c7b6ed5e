import type { XY } from './polyline';

/*
 * Where new nodes take their elevation from. The editor has no terrain of its own: without a
 * source every new node used to sit at z = 0, which Autoware's planners and its traffic-light
 * detector read as the road being at sea level. The page hands the model a lookup (the
 * point-cloud layer's ground, editor/point-cloud/) and takes it away again; the model only asks.
 */

/** The ground's z at local metres (x, y), or null when the source knows nothing there. */
export type GroundLookup = (x: number, y: number) => number | null;

/** The ground under `at`, else `fallback` (what the operation would have used without one). */
export function groundZ(ground: GroundLookup | null, at: XY, fallback: number): number {
  const z = ground?.(at.x, at.y) ?? null;
  return z !== null && Number.isFinite(z) ? z : fallback;
}
