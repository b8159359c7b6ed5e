import { type MapSummary, ROUTES } from '@ads/contract';
import { callBytes } from '../../../lib/api';
import type { MapFile } from '../../../lib/vehicle-map/load-vehicle-map';

/**
 * A project map's OSM by HMI's route (HDMAP Builder's rule), read with the map's own projector
 * when the project's list has it.
 */
export async function readHmiMapFile(mapId: number, maps: readonly MapSummary[]): Promise<MapFile> {
  const answer = await callBytes(ROUTES.hmi.mapOsm, { params: { id: mapId } });
  if (!answer.success) throw new Error(answer.message);
  const text = new TextDecoder().decode(answer.bytes);
  const projector = maps.find((map) => map.id === mapId)?.projector ?? null;
  return { text, projector };
}
