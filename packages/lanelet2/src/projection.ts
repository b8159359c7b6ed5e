/*
 * Map projectors: WGS84 latitude/longitude to the map's local metres and back, one per
 * `projector_type` of Autoware's map_projector_info.yaml (see MapProjector in osm.ts).
 * z is always the `ele` value: neither Lanelet2 nor Autoware shift heights by the origin's.
 */
import { mgrsGridOrigin } from './mgrs';
import type { MapProjector } from './osm';
import {
  UTM_SCALE,
  transverseMercatorForward,
  transverseMercatorForwardInto,
  transverseMercatorReverse,
  utmForward,
  utmForwardInto,
  utmReverse,
  utmZoneOf,
} from './utm';

export * from './utm';
export * from './mgrs';

export interface LocalXyz {
  x: number;
  y: number;
  z: number;
}

export interface LatLonEle {
  lat: number;
  lon: number;
  ele: number;
}

export interface MapProjection {
  forward(lat: number, lon: number, ele: number): LocalXyz;
  /** forward's x and y into `out`, making no object: for loops over every node of a map. */
  forwardInto(lat: number, lon: number, out: { x: number; y: number }): void;
  reverse(x: number, y: number, z: number): LatLonEle;
}

/** A projection from its forwardInto and reverse. */
function projection(
  forwardInto: MapProjection['forwardInto'],
  reverse: MapProjection['reverse'],
): MapProjection {
  return {
    forward(lat, lon, ele) {
      const xy = { x: Number.NaN, y: Number.NaN };
      forwardInto(lat, lon, xy);
      return { x: xy.x, y: xy.y, z: ele };
    },
    forwardInto,
    reverse,
  };
}

/**
 * Metres relative to a UTM point in a fixed zone and hemisphere. Northings run on across the
 * equator (negative in the north's frame, beyond 10,000 km in the south's) so a map that
 * straddles it stays continuous instead of jumping by the false northing.
 */
function utmOffsetProjection(
  zone: number,
  north: boolean,
  originEasting: number,
  originNorthing: number,
): MapProjection {
  const falseNorthing = north ? 0 : 10000000;
  return projection(
    (lat, lon, out) => {
      utmForwardInto(lat, lon, zone, out);
      const northing = out.y - (lat >= 0 ? 0 : 10000000) + falseNorthing;
      out.x -= originEasting;
      out.y = northing - originNorthing;
    },
    (x, y, z) => {
      const { lat, lon } = utmReverse(zone, north, x + originEasting, y + originNorthing);
      return { lat, lon, ele: z };
    },
  );
}

/** A projector with no geographic reference: lat/lon cannot be had, nor x/y from them. */
const UNREFERENCED: MapProjection = projection(
  (_lat, _lon, out) => {
    out.x = Number.NaN;
    out.y = Number.NaN;
  },
  (_x, _y, z) => ({ lat: Number.NaN, lon: Number.NaN, ele: z }),
);

/**
 * The projection a map's projector describes. It never throws: an unreadable MGRS grid or a
 * non-finite origin gives NaN coordinates, like the `Local` projector.
 *
 * - MGRS: UTM in the grid's zone minus the square's SW corner. Inside the square this is
 *   exactly Autoware's MGRSProjector (UTM mod 100 km); outside it keeps counting instead of
 *   wrapping, so a map that spills over a square's edge stays in one piece.
 * - LocalCartesianUTM: UTM in the origin's zone minus the origin's UTM (Lanelet2's UtmProjector).
 * - TransverseMercator: Autoware's TransverseMercatorProjector, central meridian at the origin,
 *   scale 0.9996 (its default `scale_factor`), y relative to the origin's northing.
 * - Local: no reference; forward gives NaN x/y and reverse NaN lat/lon.
 */
export function makeProjector(projector: MapProjector): MapProjection {
  switch (projector.projector_type) {
    case 'MGRS': {
      const origin = mgrsGridOrigin(projector.mgrs_grid);
      if (origin === null) return UNREFERENCED;
      return utmOffsetProjection(origin.zone, origin.north, origin.easting, origin.northing);
    }
    case 'LocalCartesianUTM': {
      const { latitude, longitude } = projector.map_origin;
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return UNREFERENCED;
      const origin = utmForward(latitude, longitude, utmZoneOf(latitude, longitude));
      return utmOffsetProjection(origin.zone, origin.north, origin.easting, origin.northing);
    }
    case 'TransverseMercator': {
      const { latitude, longitude } = projector.map_origin;
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return UNREFERENCED;
      const originY = transverseMercatorForward(longitude, UTM_SCALE, latitude, longitude).y;
      return projection(
        (lat, lon, out) => {
          transverseMercatorForwardInto(longitude, UTM_SCALE, lat, lon, out);
          out.y -= originY;
        },
        (x, y, z) => {
          const { lat, lon } = transverseMercatorReverse(longitude, UTM_SCALE, x, y + originY);
          return { lat, lon, ele: z };
        },
      );
    }
    default:
      return UNREFERENCED;
  }
}

/** A short name for messages: 'MGRS 54SUE', 'LocalCartesianUTM at 35.1°, 139.2°', 'Local'. */
export function projectorLabel(projector: MapProjector): string {
  switch (projector.projector_type) {
    case 'MGRS':
      return `MGRS ${projector.mgrs_grid}`;
    case 'LocalCartesianUTM':
    case 'TransverseMercator': {
      const { latitude, longitude } = projector.map_origin;
      return `${projector.projector_type} at ${latitude}°, ${longitude}°`;
    }
    default:
      return 'Local';
  }
}
