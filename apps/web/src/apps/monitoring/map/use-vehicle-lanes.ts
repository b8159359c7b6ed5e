import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect } from 'react';
import { setHighlightData, setLaneletData } from '../../../lib/lanelet/install';
import { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';
import { RouteHighlight } from '../../../lib/vehicle-map/route-highlight';
import { NO_LANELETS, watchVehicleMap } from '../../../lib/vehicle-map/vehicle-map-watch';
import { readFleetMapFile } from '../api';
import { useFleetLive } from '../fleet-store';

const NO_ROUTE: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The vehicle whose map and route the fleet map draws. */
export interface LanesVehicle {
  pcId: number;
  room: string;
}

/**
 * Draws the Lanelet2 map `vehicle` reports it drives on into the map's lanelet layers (read in
 * the same worker as HMI's, lib/vehicle-map), and its route's lanelets highlighted over it;
 * another vehicle, or none, clears them. On `container`, for tests: `data-lanelets` (lanelets
 * drawn), `data-route-lanelets` (route lanelets drawn) and `data-lanes-ready`.
 */
export function useVehicleLanes(
  map: MapLibreMap | null,
  container: RefObject<HTMLDivElement | null>,
  vehicle: LanesVehicle | null,
  onProblem: (problem: string | null) => void,
): void {
  const pcId = vehicle?.pcId ?? null;
  const room = vehicle?.room ?? null;
  useEffect(() => {
    const element = container.current;
    if (!map || pcId === null || room === null || !element) return;
    // A worker of its own per vehicle: it holds that vehicle's map to outline routes on.
    const worker = new MapWorkerClient();
    const planOf = () => useFleetLive.getState().plans[room];
    const route = new RouteHighlight(map, worker, (count) => {
      element.dataset.routeLanelets = String(count);
    });
    const stopMap = watchVehicleMap(map, worker, {
      current: () => planOf()?.map ?? null,
      subscribe: (changed) =>
        useFleetLive.subscribe((store, previous) => {
          if (store.plans !== previous.plans) changed();
        }),
      readFile: (mapId) => readFleetMapFile(pcId, mapId),
      onLoaded: ({ lanelets }) => {
        element.dataset.lanelets = String(lanelets);
        // The worker reads routes on the map it holds now: the route again over the new one.
        route.reset();
        route.show(planOf()?.route ?? []);
      },
      onReady: (ready) => {
        element.dataset.lanesReady = String(ready);
      },
      onProblem,
    });
    const stopRoute = useFleetLive.subscribe((store, previous) => {
      const plan = store.plans[room];
      if (plan !== previous.plans[room]) route.show(plan?.route ?? []);
    });
    return () => {
      stopMap();
      stopRoute();
      worker.dispose();
      setLaneletData(map, NO_LANELETS);
      setHighlightData(map, NO_ROUTE);
      delete element.dataset.lanelets;
      delete element.dataset.routeLanelets;
      delete element.dataset.lanesReady;
      onProblem(null);
    };
  }, [map, container, pcId, room, onProblem]);
}
