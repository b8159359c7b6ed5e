import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { LonLat } from '../../model/editor-api';

/*
 * What a tool is drawing: the points clicked so far, the line through them and on to the
 * cursor (a rubber band), or a node being dragged with the segments that follow it.
 */

export const DRAFT_SOURCE = 'editor-draft';

export type DraftFeature = Feature<Point | LineString, { part: 'vertex' | 'line' | 'band' }>;

export function draftFeatures(
  points: readonly LonLat[],
  cursor: LonLat | null,
): FeatureCollection<Point | LineString, DraftFeature['properties']> {
  const features: DraftFeature[] = [];
  if (points.length >= 2) {
    features.push({
      type: 'Feature',
      properties: { part: 'line' },
      geometry: { type: 'LineString', coordinates: points.map((p) => [...p]) },
    });
  }
  const last = points[points.length - 1];
  if (last && cursor) {
    features.push({
      type: 'Feature',
      properties: { part: 'band' },
      geometry: { type: 'LineString', coordinates: [[...last], [...cursor]] },
    });
  }
  for (const point of points) {
    features.push({
      type: 'Feature',
      properties: { part: 'vertex' },
      geometry: { type: 'Point', coordinates: [...point] },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** A dragged node at `at` with a segment to each node next to it along its ways. */
export function dragFeatures(
  at: LonLat,
  neighbours: readonly LonLat[],
): FeatureCollection<Point | LineString, DraftFeature['properties']> {
  const features: DraftFeature[] = neighbours.map((n) => ({
    type: 'Feature',
    properties: { part: 'band' },
    geometry: { type: 'LineString', coordinates: [[...n], [...at]] },
  }));
  features.push({
    type: 'Feature',
    properties: { part: 'vertex' },
    geometry: { type: 'Point', coordinates: [...at] },
  });
  return { type: 'FeatureCollection', features };
}
