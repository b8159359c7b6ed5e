/*
 * Plane geometry for lanelet maps, in local metres. Everything here is 2D except that points
 * carry their z along (resampling interpolates it) so a centreline keeps its elevation.
 * Pure functions; inputs may hold NaN (a broken map) and the answers are then NaN or empty,
 * never an exception.
 */
import { flatLine, linePoints, resampleLine } from './flat-line';

export interface Point2 {
  x: number;
  y: number;
}

export interface Point3 extends Point2 {
  z: number;
}

export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function distance2d(a: Point2, b: Point2): number {
  // Not Math.hypot: it is several times slower and this runs millions of times per map.
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** z of (b − a) × (c − a): positive when c lies left of the line a → b. */
export function cross(a: Point2, b: Point2, c: Point2): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

export function polylineLength(points: readonly Point2[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i += 1) length += distance2d(points[i - 1]!, points[i]!);
  return length;
}

/**
 * `count` points spread evenly by arc length along the polyline, first and last kept. A
 * polyline of zero length (all points equal) gives `count` copies of its first point.
 */
export function resamplePolyline(points: readonly Point3[], count: number): Point3[] {
  const out = new Float64Array(3 * Math.max(2, Math.floor(count)));
  const n = resampleLine(flatLine(points), count, out);
  return linePoints({ coords: out, start: 0, step: 3, count: n });
}

export function bboxOf(points: readonly Point2[]): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

export function bboxesOverlap(a: BBox, b: BBox, margin = 0): boolean {
  return (
    a.minX <= b.maxX + margin &&
    b.minX <= a.maxX + margin &&
    a.minY <= b.maxY + margin &&
    b.minY <= a.maxY + margin
  );
}

export function isFiniteBBox(box: BBox): boolean {
  return (
    Number.isFinite(box.minX) &&
    Number.isFinite(box.minY) &&
    Number.isFinite(box.maxX) &&
    Number.isFinite(box.maxY)
  );
}

/** Shoelace area, positive for a counter-clockwise ring (the ring is closed implicitly). */
export function signedArea(ring: readonly Point2[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** Even-odd rule; a point exactly on the boundary may fall either way. */
export function pointInPolygon(p: Point2, ring: readonly Point2[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether segments ab and cd cross at a point inside both (touching at an end point or
 * running collinear does not count): two lane bounds may share their end points.
 */
export function segmentsCrossProperly(a: Point2, b: Point2, c: Point2, d: Point2): boolean {
  return segmentsCrossProperlyXY(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
}

/** segmentsCrossProperly of segments (ax, ay)–(bx, by) and (cx, cy)–(dx, dy). */
export function segmentsCrossProperlyXY(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  // cross(a, b, c), cross(a, b, d), cross(c, d, a) and cross(c, d, b), written out.
  const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  const eps = 1e-9;
  return (
    ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) &&
    ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
  );
}

/** Area shared by two triangles (any orientation). */
export function triangleOverlapArea(
  t1: readonly [Point2, Point2, Point2],
  t2: readonly [Point2, Point2, Point2],
): number {
  const flat = (t: readonly [Point2, Point2, Point2]) => t.flatMap((p) => [p.x, p.y]);
  return flatTriangleOverlapArea(flat(t1), 0, flat(t2), 0);
}

// Scratch polygons for the clipping below: a triangle clipped by a triangle has at most 6
// corners. Reused so the validator's thousands of clips allocate nothing.
const polygonA = new Float64Array(24);
const polygonB = new Float64Array(24);

/**
 * Area shared by triangle `a` (6 numbers x0 y0 x1 y1 x2 y2 from offset `i`) and triangle `b`
 * (from offset `j`): Sutherland–Hodgman with `b` as the clip, without allocating.
 */
export function flatTriangleOverlapArea(
  a: ArrayLike<number>,
  i: number,
  b: ArrayLike<number>,
  j: number,
): number {
  let subject = polygonA;
  let output = polygonB;
  for (let k = 0; k < 6; k += 1) subject[k] = a[i + k]!;
  let count = 3;
  const orientation =
    (b[j + 2]! - b[j]!) * (b[j + 5]! - b[j + 1]!) - (b[j + 3]! - b[j + 1]!) * (b[j + 4]! - b[j]!);
  if (orientation === 0 || !Number.isFinite(orientation)) return 0;
  for (let e = 0; e < 3 && count > 0; e += 1) {
    // Walk the clip triangle counter-clockwise whatever its corner order.
    const from = orientation > 0 ? e : (3 - e) % 3;
    const to = orientation > 0 ? (e + 1) % 3 : (5 - e) % 3;
    const ex = b[j + 2 * from]!;
    const ey = b[j + 2 * from + 1]!;
    const dx = b[j + 2 * to]! - ex;
    const dy = b[j + 2 * to + 1]! - ey;
    let written = 0;
    for (let k = 0; k < count; k += 1) {
      const px = subject[2 * k]!;
      const py = subject[2 * k + 1]!;
      const next = (k + 1) % count;
      const qx = subject[2 * next]!;
      const qy = subject[2 * next + 1]!;
      const dp = dx * (py - ey) - dy * (px - ex);
      const dq = dx * (qy - ey) - dy * (qx - ex);
      if (dp >= 0) {
        output[2 * written] = px;
        output[2 * written + 1] = py;
        written += 1;
      }
      if (dp >= 0 !== dq >= 0 && written < 12) {
        const t = dp / (dp - dq);
        output[2 * written] = px + (qx - px) * t;
        output[2 * written + 1] = py + (qy - py) * t;
        written += 1;
      }
    }
    const clipped = output;
    output = subject;
    subject = clipped;
    count = written;
  }
  let twice = 0;
  for (let k = 0; k < count; k += 1) {
    const next = (k + 1) % count;
    twice += subject[2 * k]! * subject[2 * next + 1]! - subject[2 * next]! * subject[2 * k + 1]!;
  }
  return Math.abs(twice) / 2;
}

/** Angle in [0, π] between two directions given as vectors. */
export function angleBetween(ax: number, ay: number, bx: number, by: number): number {
  const dot = ax * bx + ay * by;
  const det = ax * by - ay * bx;
  return Math.abs(Math.atan2(det, dot));
}

/** Distance from p to the closest point of the polyline (Infinity for an empty one). */
export function distanceToPolyline(p: Point2, points: readonly Point2[]): number {
  if (points.length === 1) return distance2d(p, points[0]!);
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2)) : 0;
    const d = Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
    if (d < best) best = d;
  }
  return best;
}
