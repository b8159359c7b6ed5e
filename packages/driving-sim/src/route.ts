import { normalizeAngle } from './bicycle';

/** A point of the route: arc length from the start, position, direction, curvature. */
export interface RoutePoint {
  s: number;
  x: number;
  y: number;
  yaw: number;
  curvature: number;
}

export interface NearestPoint {
  /** Arc length of the nearest point of the route. */
  s: number;
  /** Distance from the route, metres. */
  distance: number;
  /** The route's direction there. */
  yaw: number;
}

export interface Route {
  length: number;
  /** The point at arc length `s` (any real number: the loop wraps). */
  at(s: number): RoutePoint;
  nearest(x: number, y: number): NearestPoint;
}

/**
 * The loop the sim drives: a rounded rectangle, counter-clockwise, starting at the middle of
 * its south side heading east. 160 × 100 m with 30 m corners: 469 m a lap, two straights long
 * enough to reach the autopilot's speed and corners it takes at ≈ 2 m/s² of lateral acceleration.
 */
export const LOOP = { width: 160, height: 100, cornerRadius: 30, spacing: 0.5 } as const;

/** Samples either side of the last nearest point searched first, and the distance it is trusted to. */
const WINDOW = 80;
const WINDOW_TRUST_M = 10;

type Piece = { kind: 'line'; length: number } | { kind: 'arc'; radius: number; angle: number };

/** The route around the start (0, 0), sampled every `spacing` metres. */
export function loopRoute(shape: typeof LOOP = LOOP): Route {
  const { width, height, cornerRadius: r, spacing } = shape;
  const side = width - 2 * r;
  const end = height - 2 * r;
  const corner: Piece = { kind: 'arc', radius: r, angle: Math.PI / 2 };
  const pieces: Piece[] = [
    { kind: 'line', length: side / 2 },
    corner,
    { kind: 'line', length: end },
    corner,
    { kind: 'line', length: side },
    corner,
    { kind: 'line', length: end },
    corner,
    { kind: 'line', length: side / 2 },
  ];

  const points: RoutePoint[] = [];
  let x = 0;
  let y = 0;
  let yaw = 0;
  let s = 0;
  for (const piece of pieces) {
    const length = piece.kind === 'line' ? piece.length : piece.radius * piece.angle;
    const curvature = piece.kind === 'line' ? 0 : 1 / piece.radius;
    const steps = Math.max(1, Math.round(length / spacing));
    const ds = length / steps;
    for (let i = 0; i < steps; i += 1) {
      points.push({ s, x, y, yaw, curvature });
      const dyaw = ds * curvature;
      if (dyaw === 0) {
        x += ds * Math.cos(yaw);
        y += ds * Math.sin(yaw);
      } else {
        x += (Math.sin(yaw + dyaw) - Math.sin(yaw)) / curvature;
        y += (Math.cos(yaw) - Math.cos(yaw + dyaw)) / curvature;
      }
      yaw = normalizeAngle(yaw + dyaw);
      s += ds;
    }
  }
  return sampledRoute(points, s, true);
}

/**
 * A route through `points` (sampled along it, arc lengths in `s`): closed, it wraps, so `at`
 * takes any real number; open, `at` goes on straight beyond either end (pure pursuit's target
 * near the goal) and `nearest` projects onto the samples only.
 */
export function sampledRoute(
  points: readonly RoutePoint[],
  length: number,
  closed: boolean,
): Route {
  const count = points.length;
  const point = closed
    ? (i: number) => points[((i % count) + count) % count] as RoutePoint
    : (i: number) => points[Math.min(count - 1, Math.max(0, i))] as RoutePoint;
  /** Arc length where the segment after sample `i` ends (the loop closes at `length`). */
  const endOf = (i: number) => (i + 1 < count ? point(i + 1).s : length);
  /** The point a fraction `t` along the segment after sample `i`. */
  const along = (i: number, t: number): RoutePoint => {
    const a = point(i);
    const b = point(i + 1);
    return {
      s: a.s + (endOf(i) - a.s) * t,
      x: a.x + (b.x - a.x) * t,
      y: a.y + (b.y - a.y) * t,
      yaw: normalizeAngle(a.yaw + normalizeAngle(b.yaw - a.yaw) * t),
      curvature: a.curvature,
    };
  };
  /** Beyond an open route's end: straight on along its direction there. */
  const beyond = (p: RoutePoint, ds: number): RoutePoint => ({
    s: p.s + ds,
    x: p.x + ds * Math.cos(p.yaw),
    y: p.y + ds * Math.sin(p.yaw),
    yaw: p.yaw,
    curvature: 0,
  });
  const last = count - 1;

  /** The sample nearest to the last position asked about. */
  let hint = 0;

  return {
    length,
    at(arc) {
      if (!closed && arc <= 0) return beyond(point(0), arc);
      if (!closed && arc >= point(last).s) return beyond(point(last), arc - point(last).s);
      const wrapped = ((arc % length) + length) % length;
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (point(middle).s <= wrapped) low = middle;
        else high = middle - 1;
      }
      return along(low, (wrapped - point(low).s) / (endOf(low) - point(low).s));
    },
    nearest(px, py) {
      const search = (from: number, to: number) => {
        let index = from;
        let squared = Infinity;
        const low = closed ? from : Math.max(0, from);
        const high = closed ? to : Math.min(last, to);
        for (let i = low; i <= high; i += 1) {
          const p = point(i);
          const here = (p.x - px) ** 2 + (p.y - py) ** 2;
          if (here < squared) {
            squared = here;
            index = i;
          }
        }
        return { index, squared };
      };
      // A car moves little between two calls: look around the last answer first (the sim
      // asks ~100 times a second), and over the whole route only when that finds nothing close.
      let found = search(hint - WINDOW, hint + WINDOW);
      const edge =
        Math.abs(found.index - hint) === WINDOW &&
        (closed || (found.index > 0 && found.index < last));
      if (edge || found.squared > WINDOW_TRUST_M ** 2) found = search(0, count - 1);
      const best = ((found.index % count) + count) % count;
      const bestSquared = found.squared;
      hint = best;
      // Project onto the segment after the nearest sample, or the one before it.
      let result: NearestPoint = {
        s: point(best).s,
        distance: Math.sqrt(bestSquared),
        yaw: point(best).yaw,
      };
      const segments = closed
        ? [best - 1 + count, best]
        : [best - 1, best].filter((i) => i >= 0 && i < last);
      for (const from of segments) {
        const a = point(from);
        const b = point(from + 1);
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const t = Math.min(
          1,
          Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / (dx * dx + dy * dy)),
        );
        const on = along(from % count, t);
        const distance = Math.hypot(on.x - px, on.y - py);
        if (distance < result.distance) result = { s: on.s % length, distance, yaw: on.yaw };
      }
      return result;
    },
  };
}
