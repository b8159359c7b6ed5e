import type { VehicleMapRef } from '@ads/contract';
import { i18n, serverText } from '../i18n';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapFeatures } from '../lanelet/feature-types';
import { setLaneletData } from '../lanelet/install';
import { LANELET_SOURCES } from '../lanelet/layers';
import { type ReadMapFile, mapKeyOf, mapSourceOf } from './load-vehicle-map';
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
export const NO_LANELETS = {
  areas: none,
  lanelets: none,
  centrelines: none,
  lines: none,
  points: none,
} as unknown as MapFeatures;

/** Where the vehicle's map ref comes from (HMI's live store, FMS's fleet store) and what it says. */
export interface VehicleMapHooks {
  /** The map the vehicle reports now; null before it said (or without a vehicle). */
  current(): VehicleMapRef | null;
  /** Calls `changed` whenever the ref may have changed; returns the unsubscribe. */
  subscribe(changed: () => void): () => void;
  /** Reads a project map's OSM under the app's own rules. */
  readFile: ReadMapFile;
  /** The Lanelet2 features were replaced (the app repaints what it drew over them). */
  onLoaded?(loaded: { lanelets: number; bounds: [number, number, number, number] | null }): void;
  /** The vehicle's Lanelet2 map is drawn (or there is none to draw). */
  onReady(ready: boolean): void;
  onProblem(problem: string | null): void;
}

/**
 * Draws the vehicle's Lanelet2 map (read in the worker) into the lanelet layers
 * (lib/lanelet/install.ts), read again when the vehicle reports another; no map clears them.
 * HMI and FMS both draw with it. Returns the unsubscribe.
 */
export function watchVehicleMap(
  map: MapLibreMap,
  worker: MapWorkerClient,
  hooks: VehicleMapHooks,
): () => void {
  let key = '';
  let alive = true;
  const onMap = () => {
    const ref = hooks.current();
    const next = mapKeyOf(ref);
    if (next === key) return;
    const hadMap = key !== '' && key !== 'none';
    key = next;
    hooks.onReady(false);
    if (!ref) {
      // Another vehicle without a map yet (FMS switches vehicles): the last one's lanes go.
      if (hadMap) setLaneletData(map, NO_LANELETS);
      return;
    }
    void (async () => {
      try {
        const source = await mapSourceOf(ref, hooks.readFile);
        if (!alive || key !== next) return;
        if (!source) {
          // A real vehicle's own map: the studio has nothing to draw but the live layers.
          setLaneletData(map, NO_LANELETS);
          hooks.onLoaded?.({ lanelets: 0, bounds: null });
          hooks.onReady(true);
          return;
        }
        const loaded = await worker.load(source);
        if (!alive || key !== next || !loaded) return;
        setLaneletData(map, loaded.features);
        hooks.onLoaded?.({ lanelets: loaded.lanelets, bounds: loaded.bounds });
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
        const reason = error instanceof Error ? error.message : String(error);
        hooks.onProblem(i18n.t('vehicle:map.notDrawn', { reason: serverText(reason) }));
      }
    })();
  };
  const off = hooks.subscribe(onMap);
  onMap();
  return () => {
    alive = false;
    off();
  };
}
