/** A place on the earth, degrees (WGS 84). */
export interface LatLon {
  lat: number;
  lon: number;
}

/**
 * Where the sim starts when `--start` is not given: K-City, the autonomous-driving test bed of
 * KATRI (Korea Automobile Testing & Research Institute) in Hwaseong, where Korean teams test
 * on urban, highway and parking-lot layouts.
 */
export const DEFAULT_START: LatLon = { lat: 37.242, lon: 126.7745 };

/** WGS 84 equatorial radius: over a route of a few hundred metres the flat-earth error is mm. */
const EARTH_RADIUS_M = 6_378_137;
const DEG = Math.PI / 180;

/** A point `x` metres east and `y` metres north of `origin`. */
export function offsetLatLon(origin: LatLon, x: number, y: number): LatLon {
  return {
    lat: origin.lat + y / EARTH_RADIUS_M / DEG,
    lon: origin.lon + x / (EARTH_RADIUS_M * Math.cos(origin.lat * DEG)) / DEG,
  };
}

/** Compass heading in degrees (0 north, 90 east, clockwise) of a yaw counter-clockwise from east. */
export function compassHeading(yaw: number): number {
  const degrees = 90 - yaw / DEG;
  return ((degrees % 360) + 360) % 360;
}
