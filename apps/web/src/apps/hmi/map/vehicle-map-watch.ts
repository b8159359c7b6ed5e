import type { MapSummary } from '@ads/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapFeatures } from '../../../lib/lanelet/feature-types';
import { setLaneletData } from '../../../lib/lanelet/install';
import { LANELET_SOURCES } from '../../../lib/lanelet/layers';
import { useHmiLive } from '../live/live-store';
import type { LivePainter } from './live-painter';
import { mapKeyOf, mapSourceOf } from './load-vehicle-map';
import type { MapWorkerClient } from './map-worker-client';

/** The sources setLaneletData fills: the map is drawn once these are. */
const DRAWN_SOURCES = [
  LANELET_SOURCES.areas,
  LANELET_SOURCES.lanelets,
  LANELET_SOURCES.centrelines,
  LANELET_SOURCES.lines,
  LANELET_SOURCES.points,
];

const none = { type: 'FeatureCollection', features: [] } as const;
const NO_LANELETS = {
  areas: none,
  lanelets: none,
  centrelines: none,
  lines: none,
  points: none,
} as unknown as MapFeatures;

/** What the watch reads and says; read when needed (the newest render's). */
export interface VehicleMapHooks {
  /** The project's maps: their projectors read a project map's OSM. */
  projectMaps(): readonly MapSummary[];
  /** The vehicle's Lanelet2 map is drawn (or there is none to draw). */
  onReady(ready: boolean): void;
  onProblem(problem: string | null): void;
}

/**
 * Draws the vehicle's Lanelet2 map (read in the worker), read again when the vehicle reports
 * another. Returns the unsubscribe.
 */
export function watchVehicleMap(
  map: MapLibreMap,
  worker: MapWorkerClient,
  painter: LivePainter,
  hooks: VehicleMapHooks,
): () => void {
  let key = '';
  let alive = true;
  const onMap = () => {
    const ref = useHmiLive.getState().planning?.map ?? null;
    const next = mapKeyOf(ref);
    if (next === key) return;
    key = next;
    hooks.onReady(false);
    if (!ref) return;
    void (async () => {
      try {
        const source = await mapSourceOf(ref, hooks.projectMaps());
        if (!alive || key !== next) return;
        if (!source) {
          // A real vehicle's own map: the studio has nothing to draw but the live layers.
          setLaneletData(map, NO_LANELETS);
          hooks.onReady(true);
          return;
        }
        const loaded = await worker.load(source);
        if (!alive || key !== next || !loaded) return;
        setLaneletData(map, loaded.features);
        painter.repaint();
        hooks.onProblem(null);
        // Ready at the first frame drawn with the Lanelet2 sources loaded. Not 'idle', nor
        // map.loaded(): the live sources (trajectory, objects) take new data ten times a
        // second, and on a slow machine (software WebGL under load) their re-tiling and the
        // repaints outlast that, so the whole map is never idle nor loaded at once.
        const drawn = () => {
          if (!alive || key !== next) {
            map.off('render', drawn);
          } else if (DRAWN_SOURCES.every((id) => map.isSourceLoaded(id))) {
            map.off('render', drawn);
            hooks.onReady(true);
          }
        };
        map.on('render', drawn);
        map.triggerRepaint();
      } catch (error) {
        if (!alive || key !== next) return;
        hooks.onProblem(
          `The vehicle's map could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    })();
  };
  const off = useHmiLive.subscribe(onMap);
  onMap();
  return () => {
    alive = false;
    off();
  };
}
