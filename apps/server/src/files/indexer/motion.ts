import { numberAt } from '@ads/record-reader';
import { bucketMeans } from './downsample';
import { haversineM, simplifyTrack } from './geo';
import type { RoutePoint, SpeedSample } from './record-index';

/*
 * Route, distance and speed of the vehicle, from GNSS fixes (sensor_msgs/NavSatFix, or
 * foxglove.LocationFix as the HMI's drive recorder writes them since ADR 30) and from odometry
 * (nav_msgs/Odometry).
 *
 * - GNSS gives the route (WGS 84) and the distance, by haversine between fixes. Both types name
 *   the position `latitude`, `longitude`; a LocationFix has no fix status, so its position
 *   counts when it is valid. Fixes without a fix (NavSatFix status < 0), with NaN or
 *   out-of-range coordinates, or at exactly 0/0 (what drivers publish before a fix) are ignored;
 *   a lone fix that jumps away at an impossible speed and back is dropped as a spike. Distance
 *   only grows once the vehicle is GNSS_STEP_M from the last counted point, so a standing
 *   vehicle's jitter does not add up to kilometres.
 * - Odometry gives the speed directly (norm of twist.twist.linear) and the distance by
 *   integrating it; its pose is in a local frame, not WGS 84, so it gives no route.
 * - With both, GNSS wins for the route and the distance (absolute; odometry drifts), while the
 *   speed curve and the maximum come from odometry: it is measured rather than differentiated
 *   from positions, has no position noise and shows stops as exact zeros.
 * - Several topics of one kind (e.g. /gps/fix and /gnss/fix): the one with the most usable
 *   messages is taken.
 */

export const GNSS_FIX_TYPES = new Set([
  'sensor_msgs/NavSatFix',
  'sensor_msgs/msg/NavSatFix',
  'foxglove.LocationFix',
]);
export const ODOMETRY_TYPES = new Set(['nav_msgs/Odometry', 'nav_msgs/msg/Odometry']);

export const MAX_ROUTE_POINTS = 2000;
export const MAX_SPEED_SAMPLES = 2000;
/** GNSS distance grows in steps of at least this many metres (jitter of a standing vehicle). */
const GNSS_STEP_M = 3;
/** GNSS speed is measured over windows of at least this long. */
const GNSS_SPEED_WINDOW_S = 1;
/** Above this no road vehicle goes: a fix implying it is a spike. */
const MAX_PLAUSIBLE_MPS = 100;
/** Longer gaps between samples are outages: no speed across them, no odometry integration. */
const MAX_GAP_S = 5;

export function motionKind(type: string): 'gnss' | 'odometry' | null {
  if (GNSS_FIX_TYPES.has(type)) return 'gnss';
  if (ODOMETRY_TYPES.has(type)) return 'odometry';
  return null;
}

export interface Motion {
  route: RoutePoint[];
  route_source: 'gnss' | 'odometry' | null;
  speed: SpeedSample[];
  distance_m: number | null;
  avg_speed_mps: number | null;
  max_speed_mps: number | null;
}

interface Track {
  /** Seconds after the collector's reference time. */
  t: number[];
  a: number[];
  b: number[];
}

/** Collects fixes and odometry while a record is read, then works out the motion. */
export class MotionCollector {
  private readonly gnss = new Map<string, Track>();
  private readonly odometry = new Map<string, Track>();
  private referenceNs: bigint | null = null;

  /** Adds one decoded message of a GNSS or odometry topic. */
  add(kind: 'gnss' | 'odometry', topic: string, timeNs: bigint, message: unknown): void {
    this.referenceNs ??= timeNs;
    const t = Number(timeNs - this.referenceNs) / 1e9;
    if (kind === 'gnss') {
      const status = numberAt(message, 'status.status');
      const lat = numberAt(message, 'latitude');
      const lon = numberAt(message, 'longitude');
      if (status !== undefined && status < 0) return;
      if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon))
        return;
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return;
      push(this.gnss, topic, t, lat, lon);
    } else {
      const x = numberAt(message, 'twist.twist.linear.x') ?? 0;
      const y = numberAt(message, 'twist.twist.linear.y') ?? 0;
      const z = numberAt(message, 'twist.twist.linear.z') ?? 0;
      const speed = Math.hypot(x, y, z);
      if (Number.isFinite(speed)) push(this.odometry, topic, t, speed, 0);
    }
  }

  /** The motion, with times in seconds from `startNs` (the record's start). */
  finish(startNs: bigint): Motion {
    const shift = this.referenceNs === null ? 0 : Number(this.referenceNs - startNs) / 1e9;
    const gnss = largest(this.gnss);
    const odometry = largest(this.odometry);
    const fixes = gnss ? withoutSpikes(sorted(gnss, shift)) : null;
    const odometrySpeed = odometry && odometry.t.length >= 2 ? sorted(odometry, shift) : null;

    if (fixes && fixes.t.length >= 2) {
      const distance = gnssDistance(fixes);
      const gnssSpeed = gnssSpeeds(fixes, distance.cumulative);
      const speed = odometrySpeed ?? gnssSpeed;
      const route = simplifyTrack(fixes.a, fixes.b, MAX_ROUTE_POINTS).map((i): RoutePoint => [
        fixes.b[i]!,
        fixes.a[i]!,
        fixes.t[i]!,
      ]);
      const span = fixes.t[fixes.t.length - 1]! - fixes.t[0]!;
      return {
        route,
        route_source: 'gnss',
        speed: bucketMeans(speed.t, speed.a, MAX_SPEED_SAMPLES),
        distance_m: distance.total,
        avg_speed_mps: span > 0 ? distance.total / span : 0,
        max_speed_mps: maxOfMedian3(speed.a),
      };
    }
    if (odometrySpeed) {
      const distance = integrate(odometrySpeed);
      const span = odometrySpeed.t[odometrySpeed.t.length - 1]! - odometrySpeed.t[0]!;
      return {
        route: [],
        route_source: 'odometry',
        speed: bucketMeans(odometrySpeed.t, odometrySpeed.a, MAX_SPEED_SAMPLES),
        distance_m: distance,
        avg_speed_mps: span > 0 ? distance / span : 0,
        max_speed_mps: maxOfMedian3(odometrySpeed.a),
      };
    }
    return {
      route: [],
      route_source: null,
      speed: [],
      distance_m: null,
      avg_speed_mps: null,
      max_speed_mps: null,
    };
  }
}

function push(tracks: Map<string, Track>, topic: string, t: number, a: number, b: number): void {
  let track = tracks.get(topic);
  if (!track) tracks.set(topic, (track = { t: [], a: [], b: [] }));
  track.t.push(t);
  track.a.push(a);
  track.b.push(b);
}

function largest(tracks: Map<string, Track>): Track | null {
  let best: Track | null = null;
  for (const track of tracks.values()) if (!best || track.t.length > best.t.length) best = track;
  return best;
}

/** In time order (a file read front to back need not be), shifted to the record's start. */
function sorted(track: Track, shift: number): Track {
  const order = track.t.map((_, i) => i).sort((i, j) => track.t[i]! - track.t[j]! || i - j);
  return {
    t: order.map((i) => track.t[i]! + shift),
    a: order.map((i) => track.a[i]!),
    b: order.map((i) => track.b[i]!),
  };
}

/** Drops fixes that jump away at an impossible speed and come back (multipath, bad solutions). */
function withoutSpikes(fixes: Track): Track {
  const keep: number[] = [];
  const n = fixes.t.length;
  const speed = (i: number, j: number) => {
    const dt = Math.abs(fixes.t[j]! - fixes.t[i]!);
    const d = haversineM(fixes.a[i]!, fixes.b[i]!, fixes.a[j]!, fixes.b[j]!);
    return dt > 0 ? d / dt : d > GNSS_STEP_M ? Infinity : 0;
  };
  for (let i = 0; i < n; i++) {
    const previous = keep.length > 0 ? keep[keep.length - 1]! : -1;
    const isSpike =
      previous >= 0 &&
      i + 1 < n &&
      speed(previous, i) > MAX_PLAUSIBLE_MPS &&
      speed(i, i + 1) > MAX_PLAUSIBLE_MPS &&
      speed(previous, i + 1) <= MAX_PLAUSIBLE_MPS;
    if (!isSpike) keep.push(i);
  }
  return {
    t: keep.map((i) => fixes.t[i]!),
    a: keep.map((i) => fixes.a[i]!),
    b: keep.map((i) => fixes.b[i]!),
  };
}

/** Total distance, and at each fix the distance so far (counted steps plus the open one). */
function gnssDistance(fixes: Track): { total: number; cumulative: number[] } {
  const cumulative = [0];
  let counted = 0;
  let anchor = 0;
  let open = 0;
  for (let i = 1; i < fixes.t.length; i++) {
    open = haversineM(fixes.a[anchor]!, fixes.b[anchor]!, fixes.a[i]!, fixes.b[i]!);
    if (open >= GNSS_STEP_M) {
      counted += open;
      open = 0;
      anchor = i;
    }
    cumulative.push(counted + open);
  }
  return { total: counted + open, cumulative };
}

/** Speed from the distance covered over windows of GNSS_SPEED_WINDOW_S, at the windows' middle. */
function gnssSpeeds(fixes: Track, cumulative: number[]): Track {
  const speeds: Track = { t: [], a: [], b: [] };
  let from = 0;
  for (let i = 1; i < fixes.t.length; i++) {
    const dt = fixes.t[i]! - fixes.t[from]!;
    if (dt > MAX_GAP_S) {
      from = i;
    } else if (dt >= GNSS_SPEED_WINDOW_S) {
      speeds.t.push((fixes.t[i]! + fixes.t[from]!) / 2);
      speeds.a.push((cumulative[i]! - cumulative[from]!) / dt);
      speeds.b.push(0);
      from = i;
    }
  }
  return speeds;
}

/** Trapezoidal integral of speed over time, skipping outages. */
function integrate(speed: Track): number {
  let distance = 0;
  for (let i = 1; i < speed.t.length; i++) {
    const dt = speed.t[i]! - speed.t[i - 1]!;
    if (dt > 0 && dt <= MAX_GAP_S) distance += ((speed.a[i]! + speed.a[i - 1]!) / 2) * dt;
  }
  return distance;
}

/** The maximum after a 3-sample median, so one bad sample does not set the record's top speed. */
function maxOfMedian3(values: number[]): number | null {
  if (values.length === 0) return null;
  if (values.length < 3) return Math.max(...values);
  let max = -Infinity;
  for (let i = 1; i < values.length - 1; i++) {
    const [a, b, c] = [values[i - 1]!, values[i]!, values[i + 1]!];
    max = Math.max(max, Math.max(Math.min(a, b), Math.min(Math.max(a, b), c)));
  }
  return max;
}
