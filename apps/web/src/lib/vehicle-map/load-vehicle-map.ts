import type { VehicleMapRef } from '@ads/contract';
import type { MapProjector } from '@ads/lanelet2';
import { SAMPLE_ROAD_NETWORK } from '@ads/lanelet2';
import type { MapSource } from './map-worker-protocol';

/** Which map a ref names, as a key: a new key means another map to draw. */
export function mapKeyOf(ref: VehicleMapRef | null | undefined): string {
  if (!ref) return 'none';
  if (ref.source === 'sample') return `sample:${ref.origin.lat},${ref.origin.lon}`;
  if (ref.source === 'project') return `project:${ref.map_id}:${ref.version}`;
  return 'vehicle';
}

/** A project map's OSM text and the projector it was written with (null: read from the file). */
export interface MapFile {
  text: string;
  projector: MapProjector | null;
}

/**
 * Reads a project map's OSM through the app's own route (HMI's `/api/hmi/map/:id/osm`, FMS's
 * `/api/fleet/:pc_id/map/:id/osm`): each app asks under its own rules. Throws with the
 * server's sentence.
 */
export type ReadMapFile = (mapId: number) => Promise<MapFile>;

/**
 * What the worker reads for a ref: the sample network at its origin, or a project map's OSM;
 * null when nothing can be drawn (a real vehicle's own map, which the studio does not have).
 */
export async function mapSourceOf(
  ref: VehicleMapRef,
  readFile: ReadMapFile,
): Promise<MapSource | null> {
  if (ref.source === 'sample') {
    return { kind: 'sample', origin: ref.origin ?? SAMPLE_ROAD_NETWORK.origin };
  }
  if (ref.source !== 'project') return null;
  const { text, projector } = await readFile(ref.map_id);
  return { kind: 'osm', text, projector };
}
