/*
 * Polylines stored flat, the x y z of their points side by side in a Float64Array, for the hot
 * loops of validation and routing. A map's lanelets have tens of thousands of points; as
 * objects each costs four heap objects (its three numbers are boxed), flat it costs none.
 * The arithmetic here is the same, operation for operation, as on points (geometry.ts), so
 * both give the same numbers.
 */

/** A point as an object: the same shape as geometry.ts's Point3. */
interface Xyz {
  x: number;
  y: number;
  z: number;
}

export interface FlatLine {
  /** Point i's x y z lie at start + i·step (step 3, or −3 for a line read backwards). */
  readonly coords: Float64Array;
  readonly start: number;
  readonly step: number;
  readonly count: number;
}

export function flatLine(points: readonly Xyz[]): FlatLine {
  const coords = new Float64Array(3 * points.length);
  for (let i = 0; i < points.length; i += 1) {
    const p = points[i]!;
    coords[3 * i] = p.x;
    coords[3 * i + 1] = p.y;
    coords[3 * i + 2] = p.z;
  }
  return { coords, start: 0, step: 3, count: points.length };
}

/** The same points the other way round (no copy). */
export function reversedLine(line: FlatLine): FlatLine {
  const { coords, start, step, count } = line;
  return { coords, start: start + (count - 1) * step, step: -step, count };
}

/** Where point i's x lies in line.coords (y and z follow). */
export function at(line: FlatLine, i: number): number {
  return line.start + i * line.step;
}

/** The points as objects, fresh ones. */
export function linePoints(line: FlatLine): Xyz[] {
  const points = new Array<Xyz>(line.count);
  for (let i = 0; i < line.count; i += 1) {
    const o = at(line, i);
    points[i] = { x: line.coords[o]!, y: line.coords[o + 1]!, z: line.coords[o + 2]! };
  }
  return points;
}

/** Distance in the plane between point i of `a` and point j of `b`, as distance2d. */
export function pointDistance(a: FlatLine, i: number, b: FlatLine, j: number): number {
  const p = at(a, i);
  const q = at(b, j);
  const dx = a.coords[p]! - b.coords[q]!;
  const dy = a.coords[p + 1]! - b.coords[q + 1]!;
  return Math.sqrt(dx * dx + dy * dy);
}

/** 2D length, as polylineLength. */
export function lineLength(line: FlatLine): number {
  let length = 0;
  for (let i = 1; i < line.count; i += 1) length += pointDistance(line, i - 1, line, i);
  return length;
}

/**
 * `count` points spread evenly by arc length along the line, first and last kept, written
 * flat into `out` from index `to` (room for max(2, count) points). A line of zero length gives
 * `count` copies of its first point. Returns how many points it wrote (0 for an empty line).
 */
export function resampleLine(line: FlatLine, count: number, out: Float64Array, to = 0): number {
  if (line.count === 0) return 0;
  const n = Math.max(2, Math.floor(count));
  copyPoint(line, 0, out, to);
  if (n === 2 && line.count === 2) {
    copyPoint(line, 1, out, to + 3);
    return 2;
  }
  const total = lineLength(line);
  if (!(total > 0) || line.count < 2) {
    for (let i = 1; i < n; i += 1) copyPoint(line, 0, out, to + 3 * i);
    return n;
  }
  const c = line.coords;
  let segment = 1;
  let walked = 0; // arc length at the start of `segment`
  for (let i = 1; i < n - 1; i += 1) {
    const target = (total * i) / (n - 1);
    while (segment < line.count - 1) {
      const step = pointDistance(line, segment - 1, line, segment);
      if (walked + step >= target) break;
      walked += step;
      segment += 1;
    }
    const a = at(line, segment - 1);
    const b = at(line, segment);
    const step = pointDistance(line, segment - 1, line, segment);
    const t = step > 0 ? Math.min(1, Math.max(0, (target - walked) / step)) : 0;
    const o = to + 3 * i;
    out[o] = c[a]! + (c[b]! - c[a]!) * t;
    out[o + 1] = c[a + 1]! + (c[b + 1]! - c[a + 1]!) * t;
    out[o + 2] = c[a + 2]! + (c[b + 2]! - c[a + 2]!) * t;
  }
  copyPoint(line, line.count - 1, out, to + 3 * (n - 1));
  return n;
}

function copyPoint(line: FlatLine, i: number, out: Float64Array, to: number): void {
  const o = at(line, i);
  out[to] = line.coords[o]!;
  out[to + 1] = line.coords[o + 1]!;
  out[to + 2] = line.coords[o + 2]!;
}

// Scratch for midlines, grown as needed.
let scratchA = new Float64Array(48);
let scratchB = new Float64Array(48);

/**
 * Writes into scratchA the point-wise mean of both lines, each resampled to `count` points;
 * returns how many points that is.
 */
function midlineInScratch(a: FlatLine, b: FlatLine, count: number): number {
  const size = 3 * Math.max(2, Math.floor(count));
  if (scratchA.length < size) {
    scratchA = new Float64Array(size);
    scratchB = new Float64Array(size);
  }
  const n = Math.min(resampleLine(a, count, scratchA), resampleLine(b, count, scratchB));
  for (let i = 0; i < 3 * n; i += 1) scratchA[i] = (scratchA[i]! + scratchB[i]!) / 2;
  return n;
}

/** The midline of a and b (see midlineInScratch) as a line of its own. */
export function midline(a: FlatLine, b: FlatLine, count: number): FlatLine {
  const n = midlineInScratch(a, b, count);
  return { coords: scratchA.slice(0, 3 * n), start: 0, step: 3, count: n };
}

/** lineLength(midline(a, b, count)), without making the line. */
export function midlineLength(a: FlatLine, b: FlatLine, count: number): number {
  const n = midlineInScratch(a, b, count);
  let length = 0;
  for (let i = 3; i < 3 * n; i += 3) {
    const dx = scratchA[i - 3]! - scratchA[i]!;
    const dy = scratchA[i - 2]! - scratchA[i + 1]!;
    length += Math.sqrt(dx * dx + dy * dy);
  }
  return length;
}
