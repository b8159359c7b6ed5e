/*
 * WGS84 transverse Mercator and UTM by Krüger's series to sixth order in n, as in Karney (2011),
 * "Transverse Mercator with an accuracy of a few nanometers" (J. Geodesy 85:475–485), which is
 * what GeographicLib's TransverseMercator (and so GeoConvert, Lanelet2's UtmProjector and
 * Autoware's MGRSProjector) computes. Within UTM's range (a few degrees from the central
 * meridian) the series is accurate to about 5 nm, far below anything a map can show.
 */

const WGS84_A = 6378137;
const WGS84_F = 1 / 298.257223563;
/** UTM's scale on the central meridian; Autoware's TransverseMercatorProjector defaults to it too. */
export const UTM_SCALE = 0.9996;
const UTM_FALSE_EASTING = 500000;
const UTM_FALSE_NORTHING_SOUTH = 10000000;

const DEG = Math.PI / 180;
const E2 = WGS84_F * (2 - WGS84_F);
const E = Math.sqrt(E2);
const N = WGS84_F / (2 - WGS84_F);

/** Rectifying radius A (Karney 2011, eq. 14). */
const RECTIFYING_RADIUS = (WGS84_A / (1 + N)) * (1 + N ** 2 / 4 + N ** 4 / 64 + N ** 6 / 256);

/** Krüger's α (forward) and β (reverse) coefficients (Karney 2011, eqs. 35 and 36). */
const ALPHA = [
  N / 2 -
    (2 / 3) * N ** 2 +
    (5 / 16) * N ** 3 +
    (41 / 180) * N ** 4 -
    (127 / 288) * N ** 5 +
    (7891 / 37800) * N ** 6,
  (13 / 48) * N ** 2 -
    (3 / 5) * N ** 3 +
    (557 / 1440) * N ** 4 +
    (281 / 630) * N ** 5 -
    (1983433 / 1935360) * N ** 6,
  (61 / 240) * N ** 3 -
    (103 / 140) * N ** 4 +
    (15061 / 26880) * N ** 5 +
    (167603 / 181440) * N ** 6,
  (49561 / 161280) * N ** 4 - (179 / 168) * N ** 5 + (6601661 / 7257600) * N ** 6,
  (34729 / 80640) * N ** 5 - (3418889 / 1995840) * N ** 6,
  (212378941 / 319334400) * N ** 6,
];
const BETA = [
  N / 2 -
    (2 / 3) * N ** 2 +
    (37 / 96) * N ** 3 -
    (1 / 360) * N ** 4 -
    (81 / 512) * N ** 5 +
    (96199 / 604800) * N ** 6,
  (1 / 48) * N ** 2 +
    (1 / 15) * N ** 3 -
    (437 / 1440) * N ** 4 +
    (46 / 105) * N ** 5 -
    (1118711 / 3870720) * N ** 6,
  (17 / 480) * N ** 3 - (37 / 840) * N ** 4 - (209 / 4480) * N ** 5 + (5569 / 90720) * N ** 6,
  (4397 / 161280) * N ** 4 - (11 / 504) * N ** 5 - (830251 / 7257600) * N ** 6,
  (4583 / 161280) * N ** 5 - (108847 / 3991680) * N ** 6,
  (20648693 / 638668800) * N ** 6,
];

export interface TransverseMercatorXY {
  x: number;
  y: number;
}

export interface LatLonDegrees {
  lat: number;
  lon: number;
}

export interface UtmCoordinates {
  zone: number;
  north: boolean;
  easting: number;
  northing: number;
}

/** Longitude difference folded into [-180, 180), so zone 1 and zone 60 meet at the antimeridian. */
function foldLongitude(degrees: number): number {
  const folded = (((degrees + 180) % 360) + 360) % 360;
  return folded - 180;
}

/** tan of the conformal latitude from tan of the geographic one (Karney 2011, eqs. 7–9). */
function conformalTan(tau: number): number {
  const tau1 = Math.hypot(1, tau);
  const sigma = Math.sinh(E * Math.atanh((E * tau) / tau1));
  return Math.hypot(1, sigma) * tau - sigma * tau1;
}

/** Inverse of conformalTan by Newton's method, as GeographicLib's Math::tauf (two steps suffice). */
function geographicTan(taup: number): number {
  const e2m = 1 - E2;
  let tau = Math.abs(taup) > 70 ? taup * Math.exp(E * Math.atanh(E)) : taup / e2m;
  const tolerance = (Math.sqrt(Number.EPSILON) / 10) * Math.max(1, Math.abs(taup));
  if (!(Math.abs(tau) < 2 / Math.sqrt(Number.EPSILON))) return tau;
  for (let i = 0; i < 5; i += 1) {
    const taupa = conformalTan(tau);
    const dtau =
      ((taup - taupa) * (1 + e2m * tau * tau)) / (e2m * Math.hypot(1, tau) * Math.hypot(1, taupa));
    tau += dtau;
    if (!(Math.abs(dtau) >= tolerance)) break;
  }
  return tau;
}

/**
 * Transverse Mercator of (lat, lon) about central meridian `lon0`, scale `k0` on it; x east of
 * the meridian, y north of the equator, both in metres with no false easting or northing.
 */
export function transverseMercatorForward(
  lon0: number,
  k0: number,
  lat: number,
  lon: number,
): TransverseMercatorXY {
  const xy = { x: Number.NaN, y: Number.NaN };
  transverseMercatorForwardInto(lon0, k0, lat, lon, xy);
  return xy;
}

/** transverseMercatorForward into `out`: no object made, for loops over every node of a map. */
export function transverseMercatorForwardInto(
  lon0: number,
  k0: number,
  lat: number,
  lon: number,
  out: TransverseMercatorXY,
): void {
  const lambda = foldLongitude(lon - lon0) * DEG;
  const taup = conformalTan(Math.tan(lat * DEG));
  const cosLambda = Math.cos(lambda);
  // At the poles tan(lat) is huge but finite, so xi' still comes out as ±π/2.
  const xip = Math.atan2(taup, cosLambda);
  const etap = Math.asinh(Math.sin(lambda) / Math.hypot(taup, cosLambda));
  let xi = xip;
  let eta = etap;
  for (let j = 1; j <= 6; j += 1) {
    const a = ALPHA[j - 1] as number;
    xi += a * Math.sin(2 * j * xip) * Math.cosh(2 * j * etap);
    eta += a * Math.cos(2 * j * xip) * Math.sinh(2 * j * etap);
  }
  out.x = k0 * RECTIFYING_RADIUS * eta;
  out.y = k0 * RECTIFYING_RADIUS * xi;
}

/** Inverse of transverseMercatorForward. */
export function transverseMercatorReverse(
  lon0: number,
  k0: number,
  x: number,
  y: number,
): LatLonDegrees {
  const xi = y / (k0 * RECTIFYING_RADIUS);
  const eta = x / (k0 * RECTIFYING_RADIUS);
  let xip = xi;
  let etap = eta;
  for (let j = 1; j <= 6; j += 1) {
    const b = BETA[j - 1] as number;
    xip -= b * Math.sin(2 * j * xi) * Math.cosh(2 * j * eta);
    etap -= b * Math.cos(2 * j * xi) * Math.sinh(2 * j * eta);
  }
  const sinhEtap = Math.sinh(etap);
  const cosXip = Math.cos(xip);
  const taup = Math.sin(xip) / Math.hypot(sinhEtap, cosXip);
  const lat = Math.atan(geographicTan(taup)) / DEG;
  const lon = foldLongitude(lon0 + Math.atan2(sinhEtap, cosXip) / DEG);
  return { lat, lon };
}

/** Central meridian of a UTM zone (1..60). */
export function utmCentralMeridian(zone: number): number {
  return zone * 6 - 183;
}

/**
 * The standard UTM zone of a point, with the Norway (32V) and Svalbard (31X, 33X, 35X, 37X)
 * exceptions, as GeographicLib's UTMUPS::StandardZone; polar points get their longitude's zone.
 */
export function utmZoneOf(lat: number, lon: number): number {
  const ilon = Math.floor(foldLongitude(lon));
  let zone = Math.floor((ilon + 186) / 6);
  if (zone > 60) zone = 1;
  if (lat >= 56 && lat < 64 && zone === 31 && ilon >= 3) zone = 32;
  else if (lat >= 72 && lat < 84 && ilon >= 0 && ilon < 42)
    zone = 2 * Math.floor((ilon + 183) / 12) + 1;
  return zone;
}

/**
 * UTM of a point in its standard zone, or in `zone` if given (points outside that zone still
 * project, with growing distortion). The hemisphere follows the latitude's sign.
 */
export function utmForward(lat: number, lon: number, zone = utmZoneOf(lat, lon)): UtmCoordinates {
  const xy = { x: Number.NaN, y: Number.NaN };
  utmForwardInto(lat, lon, zone, xy);
  return { zone, north: lat >= 0, easting: xy.x, northing: xy.y };
}

/** utmForward's easting (x) and northing (y) in `zone` into `out`, making no object. */
export function utmForwardInto(
  lat: number,
  lon: number,
  zone: number,
  out: TransverseMercatorXY,
): void {
  transverseMercatorForwardInto(utmCentralMeridian(zone), UTM_SCALE, lat, lon, out);
  out.x += UTM_FALSE_EASTING;
  out.y += lat >= 0 ? 0 : UTM_FALSE_NORTHING_SOUTH;
}

/** Latitude and longitude of a UTM easting/northing in `zone`, hemisphere `north`. */
export function utmReverse(
  zone: number,
  north: boolean,
  easting: number,
  northing: number,
): LatLonDegrees {
  return transverseMercatorReverse(
    utmCentralMeridian(zone),
    UTM_SCALE,
    easting - UTM_FALSE_EASTING,
    northing - (north ? 0 : UTM_FALSE_NORTHING_SOUTH),
  );
}
