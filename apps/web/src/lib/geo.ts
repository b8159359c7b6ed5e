/*
 * Small-area geometry around the vehicle: metres east/north of a point (equirectangular, exact
 * enough over the few hundred metres the HMI draws), compass bearings (0 north, clockwise) and
 * the vehicle's base_link (x forward, y left).
 */

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export interface LatLon {
  lat: number;
  lon: number;
}
export interface Pose extends LatLon {
  /** Compass degrees: 0 north, 90 east. */
  heading: number;
}

/** Metres east and north of `origin`. */
export function toEastNorth(origin: LatLon, point: LatLon): { east: number; north: number } {
  return {
    east: (point.lon - origin.lon) * RAD * EARTH_RADIUS_M * Math.cos(origin.lat * RAD),
    north: (point.lat - origin.lat) * RAD * EARTH_RADIUS_M,
  };
}

/** The point `east`, `north` metres from `origin`. */
export function fromEastNorth(origin: LatLon, east: number, north: number): LatLon {
  return {
    lat: origin.lat + north / EARTH_RADIUS_M / RAD,
    lon: origin.lon + east / (EARTH_RADIUS_M * Math.cos(origin.lat * RAD)) / RAD,
  };
}

/** Compass bearing from `a` to `b`, 0–360. */
export function bearing(a: LatLon, b: LatLon): number {
  const { east, north } = toEastNorth(a, b);
  return normalizeHeading(Math.atan2(east, north) / RAD);
}

export function normalizeHeading(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/** `point` in the base_link of `pose`: x forward, y left, metres. */
export function toBaseLink(pose: Pose, point: LatLon): { x: number; y: number } {
  const { east, north } = toEastNorth(pose, point);
  const h = pose.heading * RAD;
  const sin = Math.sin(h);
  const cos = Math.cos(h);
  return { x: east * sin + north * cos, y: -east * cos + north * sin };
}

/** A compass heading as a yaw in `pose`'s base_link (radians, counter-clockwise from x). */
export function yawInBaseLink(pose: Pose, heading: number): number {
  return -(heading - pose.heading) * RAD;
}

/** The point `forward`, `left` metres from `pose` in its base_link. */
export function fromBaseLink(pose: Pose, forward: number, left: number): LatLon {
  const h = pose.heading * RAD;
  const east = forward * Math.sin(h) - left * Math.cos(h);
  const north = forward * Math.cos(h) + left * Math.sin(h);
  return fromEastNorth(pose, east, north);
}

/** Metres between two points. */
export function distanceM(a: LatLon, b: LatLon): number {
  const { east, north } = toEastNorth(a, b);
  return Math.hypot(east, north);
}
