import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { MapOptions } from 'maplibre-gl';
import type { BasemapChoice } from './basemap';

/** A style document (maplibre-gl does not export the style spec's type by name). */
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

/*
 * The style of every map of the studio (Data Management's route map, FMS's fleet map, HMI).
 * Tests, CI and air-gapped studios have no internet, so the default is drawn from nothing but
 * what the map shows: a plain background and a graticule (lines of latitude and longitude) for
 * scale. A real basemap is set by an administrator at run time (/admin/basemap: a MapLibre
 * style JSON, an XYZ raster tile template, or a PMTiles archive of raster tiles), or at build
 * time by VITE_MAP_STYLE_URL / VITE_MAP_RASTER_URL (basemap.ts decides which applies).
 */

/** The offline style's graticule source: a map that moves far re-draws it around its view. */
export const GRATICULE_SOURCE = 'graticule';

export type LngLat = [number, number];
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The smallest box around every point; null without points. */
export function boundsOf(
  points: ReadonlyArray<readonly [number, number, ...number[]]>,
): Bounds | null {
  if (points.length === 0) return null;
  const bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const [lon, lat] of points) {
    bounds.west = Math.min(bounds.west, lon);
    bounds.east = Math.max(bounds.east, lon);
    bounds.south = Math.min(bounds.south, lat);
    bounds.north = Math.max(bounds.north, lat);
  }
  return bounds;
}

const STEPS = [
  0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10,
];

/** Degrees between graticule lines: the first step that draws at most about 8 over the span. */
export function graticuleStep(span: number): number {
  return STEPS.find((step) => span / step <= 8) ?? 10;
}

/**
 * Lines of longitude and latitude around `bounds`, reaching well past it so panning and
 * zooming out still shows some.
 */
export function graticule(bounds: Bounds): FeatureCollection<LineString> {
  const span = Math.max(bounds.east - bounds.west, bounds.north - bounds.south, 0.0005);
  const step = graticuleStep(span);
  const margin = span * 3;
  const west = Math.max(-180, Math.floor((bounds.west - margin) / step) * step);
  const east = Math.min(180, Math.ceil((bounds.east + margin) / step) * step);
  const south = Math.max(-85, Math.floor((bounds.south - margin) / step) * step);
  const north = Math.min(85, Math.ceil((bounds.north + margin) / step) * step);
  const features: Array<Feature<LineString>> = [];
  const line = (coordinates: LngLat[]) =>
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates },
    });
  for (let lon = west; lon <= east + step / 2; lon += step)
    line([
      [lon, south],
      [lon, north],
    ]);
  for (let lat = south; lat <= north + step / 2; lat += step)
    line([
      [west, lat],
      [east, lat],
    ]);
  return { type: 'FeatureCollection', features };
}

/**
 * Whether the graticule drawn around `drawn` still serves `view`: the same step, and the view
 * at least one span inside the drawn lines' reach (3 spans past `drawn`). A map following a
 * vehicle moves ten times a second; each new graticule re-tiles its source in maplibre's
 * worker and repaints the whole map once more when the tile lands (issue 33).
 */
export function graticuleCovers(drawn: Bounds, view: Bounds): boolean {
  const spanOf = (b: Bounds) => Math.max(b.east - b.west, b.north - b.south, 0.0005);
  const span = spanOf(drawn);
  if (graticuleStep(spanOf(view)) !== graticuleStep(span)) return false;
  const reach = span * 2;
  return (
    view.west >= drawn.west - reach &&
    view.east <= drawn.east + reach &&
    view.south >= drawn.south - reach &&
    view.north <= drawn.north + reach
  );
}

export interface MapColors {
  background: string;
  grid: string;
  route: string;
  casing: string;
}

export const mapColors = (dark: boolean, route: string): MapColors =>
  dark
    ? { background: '#1E1E2A', grid: '#34344A', route, casing: '#12121A' }
    : { background: '#EEF0F6', grid: '#D5D8E4', route, casing: '#FFFFFF' };

/** The offline style: background and graticule; routes and markers are added on top by the map. */
export function offlineStyle(colors: MapColors, bounds: Bounds): StyleSpecification {
  return {
    version: 8,
    sources: { [GRATICULE_SOURCE]: { type: 'geojson', data: graticule(bounds) } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.background } },
      {
        id: 'graticule',
        type: 'line',
        source: GRATICULE_SOURCE,
        paint: { 'line-color': colors.grid, 'line-width': 1 },
      },
    ],
  };
}

/**
 * The offline style with a raster basemap beneath the graticule: `tiles` is an XYZ template
 * (`https://…/{z}/{x}/{y}.png`, e.g. aerial imagery to trace lanes on). Raster tiles need no
 * glyphs or sprites, so this stays a complete style.
 */
export function rasterStyle(colors: MapColors, bounds: Bounds, tiles: string): StyleSpecification {
  const style = offlineStyle(colors, bounds);
  return {
    ...style,
    sources: {
      basemap: { type: 'raster', tiles: [tiles], tileSize: 256, maxzoom: 20 },
      ...style.sources,
    },
    layers: [
      style.layers[0]!,
      { id: 'basemap', type: 'raster', source: 'basemap' },
      ...style.layers.slice(1),
    ],
  };
}

/**
 * The style for a basemap choice (basemap.ts): a style JSON's URL as it is; raster tiles, and a
 * PMTiles archive read through maplibre's `pmtiles://` protocol (maplibre.ts), beneath the
 * graticule; none, the offline style.
 */
export function mapStyle(
  colors: MapColors,
  bounds: Bounds,
  basemap: BasemapChoice,
): StyleSpecification | string {
  if (basemap.kind === 'style') return basemap.url;
  if (basemap.kind === 'raster') return rasterStyle(colors, bounds, basemap.url);
  if (basemap.kind === 'pmtiles') return pmtilesStyle(colors, bounds, basemap.url);
  return offlineStyle(colors, bounds);
}

/** A PMTiles archive of raster tiles beneath the graticule (its zoom range from the archive). */
export function pmtilesStyle(
  colors: MapColors,
  bounds: Bounds,
  archiveUrl: string,
): StyleSpecification {
  const style = offlineStyle(colors, bounds);
  return {
    ...style,
    sources: {
      basemap: { type: 'raster', url: `pmtiles://${archiveUrl}`, tileSize: 256 },
      ...style.sources,
    },
    layers: [
      style.layers[0]!,
      { id: 'basemap', type: 'raster', source: 'basemap' },
      ...style.layers.slice(1),
    ],
  };
}
