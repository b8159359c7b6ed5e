import type { Matrix4Tuple } from 'three';

/*
 * Picking a point of the cloud under the cursor (a click in the view): the points are projected
 * as the CPU draws them (point-splat.ts). Among the points whose drawn square covers the cursor,
 * the one nearest the camera wins: it is the one the user sees, not a point of a wall behind
 * that happens to land a pixel closer. Where no square covers the cursor, the point nearest it
 * on screen wins, within a few pixels (ties, within half a pixel, to the nearer one).
 */

/** How far from the cursor a point may be and still be picked, in CSS pixels. */
export const PICK_RADIUS = 8;

/** How far from its projection a drawn point covers, CSS pixels, for the default 2 px point. */
export const PICK_COVER = 2;

/** The cloud's point under the cursor: its index in `positions` and its coordinates. */
export interface PointPick {
  index: number;
  point: [number, number, number];
}

/**
 * The index of the first-`count` point nearest (`x`, `y`) (CSS pixels from the top-left of a
 * `width` × `height` view) when `matrix` (projection × view, column-major) takes points to clip
 * space; −1 when none is within `radius` pixels. Points behind the camera, outside its
 * near/far range or not finite are never picked. `cover`: how far a drawn point's square reaches
 * from its projection (half its side and a pixel).
 */
export function pickNearestPoint(
  positions: Float32Array,
  count: number,
  matrix: Readonly<Matrix4Tuple>,
  x: number,
  y: number,
  width: number,
  height: number,
  radius = PICK_RADIUS,
  cover = PICK_COVER,
): number {
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15] = matrix;
  const halfW = width * 0.5;
  const halfH = height * 0.5;
  let best = -1;
  let bestDistance = radius;
  let bestDepth = Number.POSITIVE_INFINITY;
  // The nearest point (to the camera) of those drawn over the cursor.
  let covering = -1;
  let coveringDepth = Number.POSITIVE_INFINITY;
  for (let i = 0, at = 0; i < count; i += 1, at += 3) {
    const px = positions[at]!;
    const py = positions[at + 1]!;
    const pz = positions[at + 2]!;
    const w = a3 * px + a7 * py + a11 * pz + a15;
    if (!(w > 0)) continue;
    const inverse = 1 / w;
    const depth = (a2 * px + a6 * py + a10 * pz + a14) * inverse;
    if (!(depth >= -1 && depth <= 1)) continue;
    const sx = ((a0 * px + a4 * py + a8 * pz + a12) * inverse + 1) * halfW;
    const sy = (1 - (a1 * px + a5 * py + a9 * pz + a13) * inverse) * halfH;
    const distance = Math.hypot(sx - x, sy - y);
    if (distance > radius) continue;
    if (distance <= cover && depth < coveringDepth) {
      covering = i;
      coveringDepth = depth;
    }
    const nearer = distance < bestDistance - 0.5;
    const asNear = Math.abs(distance - bestDistance) <= 0.5 && depth < bestDepth;
    if (best < 0 || nearer || asNear) {
      best = i;
      bestDistance = distance;
      bestDepth = depth;
    }
  }
  return covering >= 0 ? covering : best;
}

/** Whether a press that went down at `down` and came up at `up` is a click, not a drag. */
export function isClick(
  down: { x: number; y: number },
  up: { x: number; y: number },
  slop = 4,
): boolean {
  return Math.hypot(up.x - down.x, up.y - down.y) <= slop;
}
