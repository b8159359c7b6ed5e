/*
 * Plane geometry on polylines in the map's local metres. Points carry z along so offset and
 * split points keep the elevation of the line they come from.
 */

export interface XY {
  x: number;
  y: number;
}

export interface XYZ extends XY {
  z: number;
}

export function distance(a: XY, b: XY): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: XY, b: XY): XY {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function polylineLength(points: readonly XY[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i += 1) length += distance(points[i - 1]!, points[i]!);
  return length;
}

/** The points without consecutive ones closer than `epsilon` (a double click, say). */
export function dropRepeats<T extends XY>(points: readonly T[], epsilon = 0.001): T[] {
  const out: T[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || distance(last, p) >= epsilon) out.push(p);
  }
  return out;
}

/** The largest change of direction at an inner vertex, in degrees (0 for a straight line). */
export function sharpestTurn(points: readonly XY[]): { at: number; degrees: number } {
  let worst = { at: -1, degrees: 0 };
  for (let i = 1; i < points.length - 1; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const c = points[i + 1]!;
    const turn = Math.abs(
      Math.atan2(
        (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x),
        (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y),
      ),
    );
    const degrees = (turn * 180) / Math.PI;
    if (degrees > worst.degrees) worst = { at: i, degrees };
  }
  return worst;
}

function leftNormal(a: XY, b: XY): XY {
  const length = distance(a, b);
  return { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
}

/**
 * The polyline moved sideways by `offset` metres (positive: to the left of its direction).
 * Corners are mitred: an inner vertex moves along the bisector of its two segments' normals,
 * far enough that both offset segments stay exactly `offset` from theirs, so a lane keeps its
 * width round a corner instead of pinching (per-segment offsets would). Consecutive points
 * must differ; callers refuse turns sharp enough to make the miter absurd (sharpestTurn).
 */
export function offsetPolyline(points: readonly XYZ[], offset: number): XYZ[] {
  const n = points.length;
  const out: XYZ[] = [];
  for (let i = 0; i < n; i += 1) {
    const p = points[i]!;
    const before = i > 0 ? leftNormal(points[i - 1]!, p) : null;
    const after = i < n - 1 ? leftNormal(p, points[i + 1]!) : null;
    let nx: number;
    let ny: number;
    if (before && after) {
      // |bisector| scaled by 1 / (1 + cos turn) keeps the distance to both segment lines.
      const scale = 1 / Math.max(1 + before.x * after.x + before.y * after.y, 1e-6);
      nx = (before.x + after.x) * scale;
      ny = (before.y + after.y) * scale;
    } else {
      const normal = (before ?? after)!;
      nx = normal.x;
      ny = normal.y;
    }
    out.push({ x: p.x + nx * offset, y: p.y + ny * offset, z: p.z });
  }
  return out;
}

export interface PolylinePosition {
  /** Index of the segment's first point. */
  segment: number;
  /** Fraction along that segment, 0…1. */
  t: number;
  point: XYZ;
  distance: number;
  /** Arc length from the polyline's start to the point. */
  along: number;
}

/** The closest point of the polyline (of at least two points) to `p`. */
export function nearestOnPolyline(p: XY, points: readonly XYZ[]): PolylinePosition {
  let best: PolylinePosition | null = null;
  let walked = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t =
      length2 > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0;
    const point = { x: a.x + dx * t, y: a.y + dy * t, z: a.z + (b.z - a.z) * t };
    const d = distance(p, point);
    const length = Math.sqrt(length2);
    if (!best || d < best.distance) {
      best = { segment: i - 1, t, point, distance: d, along: walked + length * t };
    }
    walked += length;
  }
  return best!;
}

/** The point `along` metres from the start (clamped to the polyline). */
export function pointAlong(points: readonly XYZ[], along: number): PolylinePosition {
  let walked = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const length = distance(a, b);
    if (walked + length >= along || i === points.length - 1) {
      const t = length > 0 ? Math.min(1, Math.max(0, (along - walked) / length)) : 0;
      const point = {
        x: a.x + (b.x - a.x) * t,
        y: a.y + (b.y - a.y) * t,
        z: a.z + (b.z - a.z) * t,
      };
      return { segment: i - 1, t, point, distance: 0, along: walked + length * t };
    }
    walked += length;
  }
  const only = points[0]!;
  return { segment: 0, t: 0, point: { ...only }, distance: 0, along: 0 };
}

/** `count` points spread evenly by arc length (for the mean of two bounds). */
export function resample(points: readonly XYZ[], count: number): XYZ[] {
  const total = polylineLength(points);
  const out: XYZ[] = [];
  for (let i = 0; i < count; i += 1) {
    out.push(pointAlong(points, count > 1 ? (total * i) / (count - 1) : 0).point);
  }
  return out;
}

/** The centreline of two bounds running the same way: their point-wise mean, resampled. */
export function centreline(left: readonly XYZ[], right: readonly XYZ[]): XYZ[] {
  const count = Math.min(500, Math.max(left.length, right.length, 2));
  const l = resample(left, count);
  const r = resample(right, count);
  return l.map((p, i) => ({
    x: (p.x + r[i]!.x) / 2,
    y: (p.y + r[i]!.y) / 2,
    z: (p.z + r[i]!.z) / 2,
  }));
}

/** Even-odd point in polygon (the ring is closed implicitly). */
export function polygonContains(ring: readonly XY[], p: XY): boolean {
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

/** Distance from `p` to the nearest segment of the polyline. */
export function distanceToPolyline(p: XY, points: readonly XY[]): number {
  if (points.length === 1) return distance(p, points[0]!);
  let best = Infinity;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const t =
      length2 > 0 ? Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0;
    best = Math.min(best, Math.hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t)));
  }
  return best;
}

/** Shoelace area, positive for a counter-clockwise ring (closed implicitly). */
export function signedArea(ring: readonly XY[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/** The points with z running linearly by arc length from `zStart` to `zEnd`. */
export function withElevation(points: readonly XY[], zStart: number, zEnd: number): XYZ[] {
  const total = polylineLength(points);
  let walked = 0;
  return points.map((p, i) => {
    if (i > 0) walked += distance(points[i - 1]!, p);
    const t = total > 0 ? walked / total : 0;
    return { x: p.x, y: p.y, z: zStart + (zEnd - zStart) * t };
  });
}
