/*
 * Plane geometry on WGS84 positions for drawing a Lanelet2 map. A map spans a few kilometres at
 * most, so an equirectangular approximation (longitude scaled by the cosine of the latitude) is
 * far more precise than a pixel; no projection library is needed to draw.
 */

export type Position = [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres between two [lon, lat] positions (equirectangular; exact enough within a city). */
export function distanceM(a: Position, b: Position): number {
  const cos = Math.cos(((a[1] + b[1]) / 2) * RAD);
  const dx = (b[0] - a[0]) * RAD * cos;
  const dy = (b[1] - a[1]) * RAD;
  return Math.hypot(dx, dy) * EARTH_RADIUS_M;
}

export function lengthM(line: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distanceM(line[i - 1]!, line[i]!);
  return total;
}

/**
 * Whether a lanelet's bounds run against each other. OSM has no inverted line strings,
 * so Lanelet2's loader guesses from the ends the same way: the pairing of ends that is closer.
 */
export function boundsOpposed(left: readonly Position[], right: readonly Position[]): boolean {
  const l0 = left[0]!;
  const l1 = left[left.length - 1]!;
  const r0 = right[0]!;
  const r1 = right[right.length - 1]!;
  return distanceM(l0, r1) + distanceM(l1, r0) < distanceM(l0, r0) + distanceM(l1, r1);
}

/** The position at `fraction` (0–1) of a line's length; `cumulative` from `cumulativeM`. */
function at(line: readonly Position[], cumulative: readonly number[], fraction: number): Position {
  const total = cumulative[cumulative.length - 1]!;
  if (total === 0) return line[0]!;
  const target = fraction * total;
  let i = 1;
  while (i < cumulative.length - 1 && cumulative[i]! < target) i++;
  const from = cumulative[i - 1]!;
  const span = cumulative[i]! - from;
  const t = span === 0 ? 0 : (target - from) / span;
  const a = line[i - 1]!;
  const b = line[i]!;
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

function cumulativeM(line: readonly Position[]): number[] {
  const out = [0];
  for (let i = 1; i < line.length; i++) out.push(out[i - 1]! + distanceM(line[i - 1]!, line[i]!));
  return out;
}

/**
 * The middle of two bounds that run the same way: both resampled at the same fractions of
 * their length and averaged (Lanelet2 does it by nearest points; this is close and linear).
 */
export function centreline(left: readonly Position[], right: readonly Position[]): Position[] {
  const count = Math.max(2, left.length, right.length);
  const leftCum = cumulativeM(left);
  const rightCum = cumulativeM(right);
  const out: Position[] = [];
  for (let i = 0; i < count; i++) {
    const fraction = i / (count - 1);
    const a = at(left, leftCum, fraction);
    const b = at(right, rightCum, fraction);
    out.push([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  }
  return out;
}

/** The point halfway along a line (a traffic light's or sign's marker). */
export function midpoint(line: readonly Position[]): Position {
  return at(line, cumulativeM(line), 0.5);
}
