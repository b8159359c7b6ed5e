import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { type PointCloudLayer, usePointCloud } from '../point-cloud/point-cloud-store';

/*
 * The point-cloud layer on the editor's maplibre map, under the lanelets: dots coloured by
 * height (blue low to red high from the cloud's 2nd to its 98th percentile of z). The dots go
 * in one MultiPoint per colour band rather than a feature per point: a few hundred thousand
 * point features would cost maplibre's worker seconds and much memory; a dozen features do not.
 */

export const POINT_CLOUD_SOURCE = 'editor-point-cloud';
export const POINT_CLOUD_LAYER = 'editor-point-cloud-dots';
/** The lowest of the Lanelet2 layers (lib/lanelet/layers.ts): the cloud goes under it. */
const BELOW = 'lanelet-areas-fill';

/** Blue, cyan, green, yellow, red: the usual colouring of a cloud by height. */
const BAND_COLORS = [
  '#2c7bb6',
  '#00a6ca',
  '#00ccbc',
  '#90eb9d',
  '#ffff8c',
  '#f9d057',
  '#f29e2e',
  '#e76818',
  '#d7191c',
];

type Position = [number, number];

/** The height the colour ramp spans at least, metres (a car's roof is some 1.5 m up). */
const MIN_SPAN_M = 4;

/** The drawn points as one MultiPoint per height band; points with no position are left out. */
export function pointCloudFeatures(layer: Pick<PointCloudLayer, 'lonLat' | 'z' | 'zRange'>) {
  const bands: Position[][] = BAND_COLORS.map(() => []);
  const [low, high] = layer.zRange;
  // At least a few metres from the lowest colour to the highest: on a flat stretch the
  // sensor's centimetres of noise would otherwise be spread over the whole rainbow.
  const span = Math.max(high - low, MIN_SPAN_M);
  for (let i = 0; i < layer.z.length; i++) {
    const lon = layer.lonLat[i * 2]!;
    const lat = layer.lonLat[i * 2 + 1]!;
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    const t = Math.min(1, Math.max(0, (layer.z[i]! - low) / span));
    bands[Math.min(BAND_COLORS.length - 1, Math.floor(t * BAND_COLORS.length))]!.push([lon, lat]);
  }
  return {
    type: 'FeatureCollection' as const,
    features: bands
      .map((coordinates, band) => ({
        type: 'Feature' as const,
        properties: { color: BAND_COLORS[band]! },
        geometry: { type: 'MultiPoint' as const, coordinates },
      }))
      .filter((feature) => feature.geometry.coordinates.length > 0),
  };
}

function removeFrom(map: MapLibreMap) {
  if (map.getLayer(POINT_CLOUD_LAYER)) map.removeLayer(POINT_CLOUD_LAYER);
  if (map.getSource(POINT_CLOUD_SOURCE)) map.removeSource(POINT_CLOUD_SOURCE);
}

/**
 * Keeps the map's point-cloud layer in step with the store: added when a cloud is loaded (and
 * again after the map is made anew, on a theme change), hidden and shown, removed. The map's
 * container says what is drawn: `data-point-cloud` (the number of dots, or 'none', 'hidden').
 */
export function usePointCloudLayer(map: MapLibreMap | null) {
  const layer = usePointCloud((state) => state.layer);
  const lonLat = layer?.lonLat;
  useEffect(() => {
    if (!map) return;
    const current = usePointCloud.getState().layer;
    removeFrom(map);
    if (!current) return;
    map.addSource(POINT_CLOUD_SOURCE, { type: 'geojson', data: pointCloudFeatures(current) });
    map.addLayer(
      {
        id: POINT_CLOUD_LAYER,
        type: 'circle',
        source: POINT_CLOUD_SOURCE,
        paint: {
          'circle-color': ['get', 'color'],
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 14, 0.8, 18, 1.6, 22, 3],
          'circle-opacity': 0.85,
        },
      },
      map.getLayer(BELOW) ? BELOW : undefined,
    );
    return () => {
      // The map may be gone already (a theme change makes a new one).
      if (map.style) removeFrom(map);
    };
  }, [map, lonLat]);

  const visible = layer?.visible ?? false;
  const drawn = layer?.drawn ?? 0;
  useEffect(() => {
    if (!map) return;
    const element = map.getContainer();
    if (map.getLayer(POINT_CLOUD_LAYER)) {
      map.setLayoutProperty(POINT_CLOUD_LAYER, 'visibility', visible ? 'visible' : 'none');
    }
    element.dataset.pointCloud = lonLat ? (visible ? String(drawn) : 'hidden') : 'none';
  }, [map, lonLat, visible, drawn]);
}
