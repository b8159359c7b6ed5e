import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { setLaneletData } from '../../../lib/lanelet/install';
import { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';
import { readRecordMapFile } from '../api';

/** What the route map says of the lanes under the route. */
export type ProjectLanes =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'drawn'; lanelets: number }
  | { state: 'failed'; message: string };

/**
 * Draws the map of the record's project (HDMAP Builder's, read in the vehicle map's worker)
 * into `map`'s lanelet layers, under the route.
 */
export function useProjectLanes(
  map: MapLibreMap | null,
  recordId: number,
  hasProject: boolean,
): ProjectLanes {
  const [lanes, setLanes] = useState<ProjectLanes>({ state: hasProject ? 'loading' : 'none' });
  useEffect(() => {
    if (!map || !hasProject) return;
    let alive = true;
    const worker = new MapWorkerClient();
    void (async () => {
      try {
        const text = await readRecordMapFile(recordId);
        if (!alive) return;
        if (text === null) {
          setLanes({ state: 'none' });
          return;
        }
        const loaded = await worker.load({ kind: 'osm', text, projector: null });
        if (!alive || !loaded) return;
        setLaneletData(map, loaded.features);
        setLanes({ state: 'drawn', lanelets: loaded.lanelets });
      } catch (error) {
        if (alive) {
          setLanes({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      } finally {
        // The lanes are drawn: the worker has nothing more to answer for this map.
        worker.dispose();
      }
    })();
    return () => {
      alive = false;
      worker.dispose();
    };
  }, [map, recordId, hasProject]);
  return lanes;
}
