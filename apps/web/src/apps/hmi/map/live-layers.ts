import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { EMPTY_COLLECTION } from '../model/live-features';
import { SPEED_IMAGE_PREFIX } from './speed-images';

/*
 * The live layers over the Lanelet2 map, bottom to top: the trajectory, objects with their
 * speed, traffic lights, the goal and the stop point, the vehicle, the pose being dragged.
 *
 * Everything that moves with the vehicle is one GeoJSON source, each feature tagged with its
 * part: a setData re-tiles its source in maplibre's worker and repaints the map when the tile
 * lands, so five sources changing ten times a second were five repaints a tick, and a repaint
 * of the whole map is the expensive thing on a tablet (and in a software-GL browser).
 */

export const LIVE_SOURCES = {
  live: 'hmi-live',
  poseArrow: 'hmi-pose-arrow',
} as const;

/** The parts of the live source, each a `part` property its layers filter on. */
export const LIVE_PARTS = ['trajectory', 'objects', 'objectLabels', 'marks', 'vehicle'] as const;
export type LivePart = (typeof LIVE_PARTS)[number];

const part = (name: LivePart) => ['==', ['get', 'part'], name] as never;

/** Trajectory colour by speed (km/h): red when stopping, through amber, to green at speed. */
const SPEED_COLOR = [
  'interpolate',
  ['linear'],
  ['get', 'kmh'],
  0,
  '#E53935',
  15,
  '#FFB300',
  35,
  '#43A047',
  60,
  '#00ACC1',
] as const;

export function installLiveLayers(map: MapLibreMap, vehicleColor: string): void {
  for (const source of Object.values(LIVE_SOURCES)) {
    if (!map.getSource(source)) map.addSource(source, { type: 'geojson', data: EMPTY_COLLECTION });
  }
  const layers: Parameters<MapLibreMap['addLayer']>[0][] = [
    {
      id: 'hmi-trajectory',
      type: 'line',
      source: LIVE_SOURCES.live,
      filter: part('trajectory'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': SPEED_COLOR as never,
        'line-width': ['interpolate', ['linear'], ['zoom'], 14, 2, 19, 7, 22, 14],
        'line-opacity': 0.9,
      },
    },
    {
      id: 'hmi-objects-fill',
      type: 'fill',
      source: LIVE_SOURCES.live,
      filter: part('objects'),
      paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.55 },
    },
    {
      id: 'hmi-objects-line',
      type: 'line',
      source: LIVE_SOURCES.live,
      filter: part('objects'),
      paint: { 'line-color': ['get', 'color'], 'line-width': 2 },
    },
    {
      id: 'hmi-object-speeds',
      type: 'symbol',
      source: LIVE_SOURCES.live,
      filter: ['all', part('objectLabels'), ['>=', ['get', 'kmh'], 0]],
      minzoom: 16,
      layout: {
        'icon-image': ['concat', SPEED_IMAGE_PREFIX, ['to-string', ['get', 'kmh']]],
        'icon-anchor': 'bottom',
        'icon-offset': [0, -8],
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
    {
      id: 'hmi-marks',
      type: 'circle',
      source: LIVE_SOURCES.live,
      filter: part('marks'),
      paint: {
        'circle-color': ['get', 'color'],
        'circle-radius': ['match', ['get', 'kind'], 'goal', 9, 'stop', 6, 7],
        'circle-stroke-color': [
          'match',
          ['get', 'kind'],
          'goal',
          '#FFFFFF',
          'stop',
          '#FFFFFF',
          '#212121',
        ],
        'circle-stroke-width': ['match', ['get', 'kind'], 'goal', 3, 2],
      },
    },
    {
      id: 'hmi-vehicle-fill',
      type: 'fill',
      source: LIVE_SOURCES.live,
      filter: part('vehicle'),
      paint: { 'fill-color': vehicleColor, 'fill-opacity': 0.95 },
    },
    {
      id: 'hmi-vehicle-line',
      type: 'line',
      source: LIVE_SOURCES.live,
      filter: part('vehicle'),
      paint: { 'line-color': '#FFFFFF', 'line-width': 2 },
    },
    {
      id: 'hmi-pose-arrow',
      type: 'fill',
      source: LIVE_SOURCES.poseArrow,
      paint: { 'fill-color': '#FF6D00', 'fill-opacity': 0.9 },
    },
  ];
  for (const layer of layers) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

/** Replaces a live source's data (the painter's combined parts, or the dragged pose). */
export function setLiveData(
  map: MapLibreMap,
  source: keyof typeof LIVE_SOURCES,
  data: FeatureCollection,
): void {
  void (map.getSource(LIVE_SOURCES[source]) as GeoJSONSource | undefined)?.setData(data);
}
