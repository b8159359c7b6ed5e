/*
 * Fewer points for drawing a big cloud: a map cloud of tens of millions of points is more than
 * the map view can draw smoothly, and from above one point per small square shows the same.
 * The squares are sized so that about `target` of them are occupied; each keeps its lowest
 * point (from above, the road under a tree is what a map maker needs to see).
 */

/** About this many points are drawn at most. */
export const DRAWN_POINTS = 300_000;

/** Indices of the points kept, at most `target` of them, in the order of the cloud. */
export function decimateForDisplay(
  xyz: Float32Array,
  count: number,
  target = DRAWN_POINTS,
): Uint32Array {
  if (count <= target) return Uint32Array.from({ length: count }, (_, i) => i);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = xyz[i * 3]!;
    const y = xyz[i * 3 + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  // A square per target point over the cloud's extent; a cloud fills only part of its extent,
  // so fewer are occupied, and the squares shrink until the kept points come near the target.
  let cell = Math.sqrt(Math.max((maxX - minX) * (maxY - minY), 1e-6) / target);
  let kept = keepLowestPerCell(xyz, count, minX, minY, maxX, cell);
  // Squares cut by the cloud's edges can make a few too many: wider ones then.
  while (kept.length > target) {
    cell *= Math.SQRT2;
    kept = keepLowestPerCell(xyz, count, minX, minY, maxX, cell);
  }
  for (let tries = 0; tries < 6 && kept.length < target / 2; tries++) {
    const smaller = keepLowestPerCell(xyz, count, minX, minY, maxX, cell / Math.SQRT2);
    if (smaller.length > target) break;
    cell /= Math.SQRT2;
    kept = smaller;
  }
  return kept;
}

function keepLowestPerCell(
  xyz: Float32Array,
  count: number,
  minX: number,
  minY: number,
  maxX: number,
  cell: number,
): Uint32Array {
  const cols = Math.floor((maxX - minX) / cell) + 1;
  const cells = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const c =
      Math.floor((xyz[i * 3 + 1]! - minY) / cell) * cols + Math.floor((xyz[i * 3]! - minX) / cell);
    const held = cells.get(c);
    if (held === undefined || xyz[i * 3 + 2]! < xyz[held * 3 + 2]!) cells.set(c, i);
  }
  return Uint32Array.from([...cells.values()].sort((a, b) => a - b));
}
