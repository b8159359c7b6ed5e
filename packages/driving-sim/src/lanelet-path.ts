import { normalizeAngle } from './bicycle';
import { type Lane, lanePoint, type SimMap } from './driving-map';
import { type Route, type RoutePoint, sampledRoute } from './route';

/** How the planner shapes and paces a path. */
export const PATH = {
  /** Metres between samples. */
  spacing: 1,
  /** A lane change shifts sideways over this many metres (less on a short lanelet). */
  laneChangeLength: 25,
  /** Comfort limits of the planned speeds, m/s². */
  lateralAccel: 2,
  decel: 2,
  /** The slowest pace `remaining.time` assumes (a stop-and-go drive still gets somewhere). */
  minPace: 2,
} as const;

/**
 * A drivable path along a lanelet route: the centrelines one after another, a lane change a
 * smooth sideways shift between neighbours, sampled every metre with what each sample belongs
 * to (lanelet, station on it) and the speed the road allows there (speed limits, bends, braked
 * to comfortably), computed once per route. Closed, it wraps (the patrol loop).
 */
export interface LaneletPath extends Route {
  closed: boolean;
  /** The route's lanelets in order. */
  lanelets: number[];
  count: number;
  xs: Float64Array;
  ys: Float64Array;
  ss: Float64Array;
  /** Speed the road allows (limits and bends, braked to), m/s. */
  speeds: Float64Array;
  /** The lanelet each sample is on, and its station there. */
  laneletOf: Int32Array | number[];
  stationOf: Float64Array;
  /** The sample at or before arc length `s` (wrapped when closed, clamped when open). */
  indexAt(s: number): number;
  /** Seconds from arc length `s` to the end at the planned speeds (at least PATH.minPace). */
  timeFrom(s: number): number;
}

/** Part of a route drawn as one stretch: a lanelet and the neighbours it changes lanes into. */
interface Stretch {
  lanes: Lane[];
  /** Fractions of the first lane's length where the stretch starts and ends. */
  from: number;
  to: number;
}

const smoothstep = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/**
 * The path along `ids` (a routing graph's lanelets, consecutive ones successors or lane-change
 * neighbours) from `fromStation` on the first to `toStation` on the last (open), or round the
 * loop (closed: the last lanelet's successor is the first).
 */
export function buildPath(
  map: SimMap,
  ids: readonly number[],
  options: { fromStation?: number; toStation?: number; closed?: boolean } = {},
): LaneletPath {
  const closed = options.closed ?? false;
  const lanes = ids.map((id) => {
    const lane = map.lanes.get(id);
    if (!lane) throw new Error(`Lanelet ${id} is not a lane of the map.`);
    return lane;
  });
  const stretches: Stretch[] = [];
  for (let i = 0; i < lanes.length;) {
    const run = [lanes[i]!];
    while (i + 1 < lanes.length && !lanes[i]!.successors.includes(lanes[i + 1]!.id)) {
      run.push(lanes[i + 1]!);
      i += 1;
    }
    stretches.push({ lanes: run, from: 0, to: 1 });
    i += 1;
  }
  const first = stretches[0]!;
  const last = stretches[stretches.length - 1]!;
  if (!closed) {
    first.from = Math.min(1, Math.max(0, (options.fromStation ?? 0) / first.lanes[0]!.length));
    const end = last.lanes[last.lanes.length - 1]!;
    last.to = Math.min(1, Math.max(0, (options.toStation ?? end.length) / end.length));
    if (last.to < last.from) last.to = last.from;
  }

  const xs: number[] = [];
  const ys: number[] = [];
  const laneletOf: number[] = [];
  const stationOf: number[] = [];
  const push = (x: number, y: number, lane: Lane, station: number) => {
    const n = xs.length;
    if (n > 0 && Math.hypot(x - xs[n - 1]!, y - ys[n - 1]!) < 0.05) return;
    xs.push(x);
    ys.push(y);
    laneletOf.push(lane.id);
    stationOf.push(station);
  };
  for (const stretch of stretches) {
    const base = stretch.lanes[0]!;
    const metres = (stretch.to - stretch.from) * base.length;
    const changes = stretch.lanes.length - 1;
    // Each lane change gets an equal share of the stretch, its shift centred in it.
    const share = changes > 0 ? (stretch.to - stretch.from) / changes : 0;
    const width = changes > 0 ? Math.min(PATH.laneChangeLength / base.length, share * 0.8) : 0;
    const steps = Math.max(1, Math.ceil(metres / PATH.spacing));
    for (let k = 0; k <= steps; k += 1) {
      const f = stretch.from + ((stretch.to - stretch.from) * k) / steps;
      const p0 = lanePoint(base, f * base.length);
      let x = p0.x;
      let y = p0.y;
      let on = 0;
      for (let j = 0; j < changes; j += 1) {
        const centre = stretch.from + share * (j + 0.5);
        const w = smoothstep((f - (centre - width / 2)) / Math.max(width, 1e-9));
        if (w <= 0) continue;
        const a = lanePoint(stretch.lanes[j]!, f * stretch.lanes[j]!.length);
        const b = lanePoint(stretch.lanes[j + 1]!, f * stretch.lanes[j + 1]!.length);
        x += w * (b.x - a.x);
        y += w * (b.y - a.y);
        if (w >= 0.5) on = j + 1;
      }
      const lane = stretch.lanes[on]!;
      push(x, y, lane, f * lane.length);
    }
  }
  if (closed && xs.length > 2) {
    // The loop closes on its first sample.
    const n = xs.length;
    if (Math.hypot(xs[n - 1]! - xs[0]!, ys[n - 1]! - ys[0]!) < 0.5) {
      xs.pop();
      ys.pop();
      laneletOf.pop();
      stationOf.pop();
    }
  }
  if (xs.length < 2) {
    // A goal right where the car is: a path of a few centimetres still has a direction.
    const p = lanePoint(lanes[0]!, options.fromStation ?? 0);
    xs.length = 0;
    ys.length = 0;
    xs.push(p.x, p.x + 0.1 * Math.cos(p.yaw));
    ys.push(p.y, p.y + 0.1 * Math.sin(p.yaw));
    laneletOf.length = 2;
    laneletOf.fill(lanes[0]!.id);
    stationOf.length = 2;
    stationOf.fill(options.fromStation ?? 0);
  }
  return finishPath(map, [...ids], xs, ys, laneletOf, stationOf, closed);
}

function finishPath(
  map: SimMap,
  lanelets: number[],
  xList: number[],
  yList: number[],
  laneletOf: number[],
  stationList: number[],
  closed: boolean,
): LaneletPath {
  const count = xList.length;
  const xs = Float64Array.from(xList);
  const ys = Float64Array.from(yList);
  const ss = new Float64Array(count);
  for (let i = 1; i < count; i += 1)
    ss[i] = ss[i - 1]! + Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!);
  const length = closed
    ? ss[count - 1]! + Math.hypot(xs[0]! - xs[count - 1]!, ys[0]! - ys[count - 1]!)
    : ss[count - 1]!;
  const wrap = (i: number) =>
    closed ? ((i % count) + count) % count : Math.min(count - 1, Math.max(0, i));
  const yaws = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const a = wrap(i - 1);
    const b = wrap(i + 1);
    yaws[i] = Math.atan2(ys[b]! - ys[a]!, xs[b]! - xs[a]!);
  }
  // Curvature: heading change over distance, averaged over ±2 m so joins do not spike it.
  const raw = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const a = wrap(i - 1);
    const b = wrap(i + 1);
    const ds = Math.hypot(xs[b]! - xs[a]!, ys[b]! - ys[a]!);
    raw[i] = ds > 0 ? normalizeAngle(yaws[b]! - yaws[a]!) / ds : 0;
  }
  const curvature = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    let sum = 0;
    let n = 0;
    for (let k = -2; k <= 2; k += 1) {
      const j = i + k;
      if (!closed && (j < 0 || j >= count)) continue;
      sum += raw[wrap(j)]!;
      n += 1;
    }
    curvature[i] = sum / n;
  }
  const speeds = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const limit = map.lanes.get(laneletOf[i]!)?.limit ?? 30 / 3.6;
    const k = Math.abs(curvature[i]!);
    speeds[i] = k > 1e-6 ? Math.min(limit, Math.sqrt(PATH.lateralAccel / k)) : limit;
  }
  // Brake comfortably to every slower stretch ahead (twice round a loop, so it wraps).
  for (let pass = 0; pass < (closed ? 2 : 1); pass += 1) {
    for (let i = count - 2 + (closed ? 1 : 0); i >= 0; i -= 1) {
      const next = wrap(i + 1);
      const ds = next === 0 ? length - ss[i]! : ss[next]! - ss[i]!;
      const reachable = Math.sqrt(speeds[next]! ** 2 + 2 * PATH.decel * ds);
      if (reachable < speeds[i]!) speeds[i] = reachable;
    }
  }
  const times = new Float64Array(count + 1);
  for (let i = count - 2; i >= 0; i -= 1) {
    const pace = Math.max(PATH.minPace, (speeds[i]! + speeds[i + 1]!) / 2);
    times[i] = times[i + 1]! + (ss[i + 1]! - ss[i]!) / pace;
  }
  const points: RoutePoint[] = [];
  for (let i = 0; i < count; i += 1) {
    points.push({ s: ss[i]!, x: xs[i]!, y: ys[i]!, yaw: yaws[i]!, curvature: curvature[i]! });
  }
  const route = sampledRoute(points, length, closed);
  const indexAt = (s: number): number => {
    const arc = closed ? ((s % length) + length) % length : Math.min(length, Math.max(0, s));
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (ss[middle]! <= arc) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    ...route,
    at: route.at,
    nearest: route.nearest,
    closed,
    lanelets,
    count,
    xs,
    ys,
    ss,
    speeds,
    laneletOf,
    stationOf: Float64Array.from(stationList),
    indexAt,
    timeFrom(s) {
      const i = indexAt(s);
      const pace = Math.max(PATH.minPace, speeds[i]!);
      return times[i]! - Math.max(0, s - ss[i]!) / pace;
    },
  };
}
