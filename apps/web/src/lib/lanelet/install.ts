import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { arrowImage } from './arrow-image';
import { ARROW_IMAGES, type HighlightColors, LANELET_SOURCES, laneletLayers } from './layers';
import { type FeatureUpdate, SOURCE_KEYS } from './feature-cache';
import type { MapFeatures } from './map-features';

/*
 * Putting a Lanelet2 map on a maplibre map that has loaded its style: the arrow images, the
 * sources (empty until data comes) and the layers. Type-only imports of maplibre: whoever calls
 * this already has it loaded (lib/map/maplibre.ts), so this module adds nothing to a bundle.
 */

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };
const ARROW_PX = 32;

export function installLaneletLayers(map: MapLibreMap, colors?: HighlightColors): void {
  // Drawn at twice the size shown: sharp on high-density screens.
  const options = { pixelRatio: 2 };
  if (!map.hasImage(ARROW_IMAGES.oneWay)) {
    map.addImage(ARROW_IMAGES.oneWay, arrowImage(ARROW_PX, '#FFFFFF'), options);
  }
  if (!map.hasImage(ARROW_IMAGES.bothWays)) {
    map.addImage(ARROW_IMAGES.bothWays, arrowImage(ARROW_PX, '#FFFFFF', true), options);
  }
  for (const source of Object.values(LANELET_SOURCES)) {
    if (!map.getSource(source)) map.addSource(source, { type: 'geojson', data: EMPTY });
  }
  for (const layer of laneletLayers(colors)) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

function setData(map: MapLibreMap, source: string, data: FeatureCollection): void {
  (map.getSource(source) as GeoJSONSource | undefined)?.setData(data);
}

export function setLaneletData(map: MapLibreMap, features: MapFeatures): void {
  setData(map, LANELET_SOURCES.areas, features.areas);
  setData(map, LANELET_SOURCES.lanelets, features.lanelets);
  setData(map, LANELET_SOURCES.centrelines, features.centrelines);
  setData(map, LANELET_SOURCES.lines, features.lines);
  setData(map, LANELET_SOURCES.points, features.points);
}

/**
 * A FeatureCache's update onto the map: each changed source gets only its diff (maplibre
 * re-tiles just that), or its whole data the first time and whenever a diff is refused.
 */
export function applyFeatureUpdate(map: MapLibreMap, update: FeatureUpdate, whole: boolean): void {
  for (const key of SOURCE_KEYS) {
    const source = map.getSource(LANELET_SOURCES[key]) as GeoJSONSource | undefined;
    if (!source) continue;
    const diff = update.diffs[key];
    if (whole) {
      source.setData(update.collection(key));
      continue;
    }
    if (!diff.add.length && !diff.remove.length) continue;
    const fallBack = () => source.setData(update.collection(key));
    try {
      source.updateData({ remove: diff.remove, add: diff.add as Feature[] }).catch(fallBack);
    } catch {
      fallBack();
    }
  }
}

export function setHighlightData(map: MapLibreMap, overlay: FeatureCollection): void {
  setData(map, LANELET_SOURCES.highlight, overlay);
}
