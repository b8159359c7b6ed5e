import type { MapProjector } from '@ads/lanelet2';
import type { FeatureCollection } from 'geojson';
import type { MapFeatures } from '../lanelet/feature-types';

/* What the page and the map worker (map.worker.ts) say to each other. */

/** The map to read: the sample road network at an origin, or a project map's OSM text. */
export type MapSource =
  | { kind: 'sample'; origin: { lat: number; lon: number } }
  | { kind: 'osm'; text: string; projector: MapProjector | null };

export type WorkerRequest =
  | { type: 'load'; seq: number; source: MapSource }
  | { type: 'route'; seq: number; lanelets: number[] }
  | { type: 'heading'; seq: number; lat: number; lon: number };

export type WorkerAnswer =
  | {
      type: 'loaded';
      seq: number;
      features: MapFeatures;
      /** [west, south, east, north]; null for an empty map. */
      bounds: [number, number, number, number] | null;
      lanelets: number;
    }
  | { type: 'failed'; seq: number; message: string }
  | { type: 'route'; seq: number; overlay: FeatureCollection }
  | { type: 'heading'; seq: number; heading: number | null };
