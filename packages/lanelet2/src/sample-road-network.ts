import { generateDistrict } from './generate-district';
import type { MapProjector, OsmDoc } from './osm';

/** The sim's built-in roads when the project has no map: a small district at K-City. */
export const SAMPLE_ROAD_NETWORK = {
  name: 'Sample road network (K-City)',
  /** generateDistrict's size and seed: the agent and the browser build the same document. */
  lanelets: 300,
  seed: 16,
  origin: { lat: 37.242, lon: 126.7745 },
} as const;

/**
 * The sample road network's document, its local (0, 0) at `origin` (deterministic: the agent
 * and the browser build the same one from the origin the vehicle reports).
 */
export function sampleRoadNetwork(
  origin: { lat: number; lon: number } = SAMPLE_ROAD_NETWORK.origin,
): { doc: OsmDoc; projector: MapProjector } {
  const projector: MapProjector = {
    projector_type: 'LocalCartesianUTM',
    map_origin: { latitude: origin.lat, longitude: origin.lon, altitude: 0 },
  };
  const { doc } = generateDistrict({
    lanelets: SAMPLE_ROAD_NETWORK.lanelets,
    seed: SAMPLE_ROAD_NETWORK.seed,
    projector,
    origin,
  });
  return { doc, projector };
}
