import { type MapSummary, ROUTES, type VehicleMapRef } from '@ads/contract';
import { SAMPLE_ROAD_NETWORK } from '@ads/lanelet2';
import { callBytes } from '../../../lib/api';
import type { MapSource } from './map-worker-protocol';

/** Which map a ref names, as a key: a new key means another map to draw. */
export function mapKeyOf(ref: VehicleMapRef | null | undefined): string {
  if (!ref) return 'none';
  if (ref.source === 'sample') return `sample:${ref.origin.lat},${ref.origin.lon}`;
  if (ref.source === 'project') return `project:${ref.map_id}:${ref.version}`;
  return 'vehicle';
}

/**
 * What the worker reads for a ref: the sample network at its origin, or a project map's OSM
 * (read with the map's own projector when the list has it); null when nothing can be drawn
 * (a real vehicle's own map, which the studio does not have).
 */
export async function mapSourceOf(
  ref: VehicleMapRef,
  maps: readonly MapSummary[],
): Promise<MapSource | null> {
  if (ref.source === 'sample') {
    return { kind: 'sample', origin: ref.origin ?? SAMPLE_ROAD_NETWORK.origin };
  }
  if (ref.source !== 'project') return null;
  const answer = await callBytes(ROUTES.hmi.mapOsm, { params: { id: ref.map_id } });
  if (!answer.success) throw new Error(answer.message);
  const text = new TextDecoder().decode(answer.bytes);
  const projector = maps.find((map) => map.id === ref.map_id)?.projector ?? null;
  return { kind: 'osm', text, projector };
}
