import type { OsmDoc } from '@ads/lanelet2';
import { FeatureCache } from './feature-cache';
import type { MapFeatures } from './feature-types';

export type * from './feature-types';

/*
 * A Lanelet2 document as GeoJSON, one collection per source of the map (layers.ts draws them).
 * Built in one pass over the document: each way's positions are read once even when two
 * lanelets share it. A map that is edited keeps a FeatureCache instead, which rebuilds only
 * what changed.
 */
export function buildMapFeatures(doc: OsmDoc): MapFeatures {
  const update = new FeatureCache().update(doc);
  return {
    areas: update.collection('areas'),
    lanelets: update.collection('lanelets'),
    centrelines: update.collection('centrelines'),
    lines: update.collection('lines'),
    points: update.collection('points'),
  };
}
