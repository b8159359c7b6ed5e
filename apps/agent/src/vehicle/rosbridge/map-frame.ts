import type { MapPose } from '@ads/contract';
import { type MapProjector, makeProjector } from '@ads/lanelet2';
import type { MapProjectorInfoMsg, RosPose } from './hmi-adapi';
import { headingFromQuaternion } from './mapping';

/**
 * Autoware's `map` frame on the earth: its projector (from `/map/map_projector_info`) turns
 * WGS 84 into map x, y (ENU metres) and back, with the contract's projections, the ones HDMAP
 * Builder writes `local_x`/`local_y` with. Grid convergence is ignored for headings.
 */
export interface MapFrame {
  /** A studio pose as an Autoware pose; `z` is the height to give it (the vehicle's own). */
  toRos(pose: MapPose, z: number): RosPose;
  /** An Autoware position (and orientation, for a heading) on the earth; null if not finite. */
  toEarth(pose: {
    position: { x: number | null; y: number | null; z?: number | null };
    orientation?: RosPose['orientation'];
  }): MapPose | null;
}

/** The studio's MapProjector for an Autoware MapProjectorInfo; null when it places nothing. */
export function projectorOf(info: MapProjectorInfoMsg): MapProjector | null {
  const origin = info.map_origin;
  const finite = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value);
  switch (info.projector_type) {
    case 'MGRS':
      return info.mgrs_grid
        ? { projector_type: 'MGRS', mgrs_grid: info.mgrs_grid.toUpperCase() }
        : null;
    case 'LocalCartesianUTM':
    case 'TransverseMercator':
      if (!origin || !finite(origin.latitude) || !finite(origin.longitude)) return null;
      return {
        projector_type: info.projector_type,
        map_origin: {
          latitude: origin.latitude,
          longitude: origin.longitude,
          altitude: finite(origin.altitude) ? origin.altitude : 0,
        },
      };
    default:
      // 'local' (a map without a place on the earth) and types the contract does not know.
      return null;
  }
}

/** Compass heading (0 north, clockwise) → a yaw about z, counter-clockwise from east. */
export function quaternionOfHeading(heading: number): RosPose['orientation'] {
  const yaw = ((90 - heading) * Math.PI) / 180;
  return { x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) };
}

/** The frame of a projector, or null when it cannot place a point (an unknown MGRS grid). */
export function mapFrameOf(projector: MapProjector): MapFrame | null {
  const projection = makeProjector(projector);
  // The map's own origin: an unreferenced projection (an unknown MGRS grid) gives NaN.
  const probe = projection.reverse(0, 0, 0);
  if (!Number.isFinite(probe.lat) || !Number.isFinite(probe.lon)) return null;
  return {
    toRos(pose, z) {
      const { x, y } = projection.forward(pose.lat, pose.lon, z);
      return { position: { x, y, z }, orientation: quaternionOfHeading(pose.heading) };
    },
    toEarth({ position, orientation }) {
      const { x, y } = position;
      if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) return null;
      const { lat, lon } = projection.reverse(x, y, position.z ?? 0);
      if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
      const q = orientation;
      const heading =
        q && q.x !== null && q.y !== null && q.z !== null && q.w !== null
          ? headingFromQuaternion({ x: q.x, y: q.y, z: q.z, w: q.w })
          : 0;
      return { lat, lon, heading };
    },
  };
}
