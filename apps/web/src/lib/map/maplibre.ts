import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker is a file of its own: bundled, maplibre's default (next to its module) is gone.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { type Bounds, GRATICULE_SOURCE, graticule, graticuleCovers } from './map-style';

/*
 * The one place the studio loads maplibre-gl. Only lazily loaded map components import this
 * module, so maplibre (≈ 250 kB gzip), its CSS and its worker stay out of every page that draws
 * no map (docs/ARCHITECTURE.md, "Data Management in the browser").
 */

maplibregl.setWorkerUrl(workerUrl);
// `pmtiles://<archive URL>` sources: a PMTiles archive read by HTTP range requests, the
// runtime basemap's third kind (basemap.ts); one protocol for every map of the page.
maplibregl.addProtocol('pmtiles', new Protocol().tile);

export { maplibregl };

/** Whether this browser can draw a map at all (maplibre needs WebGL). */
export function canDrawMaps(): boolean {
  if (typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Re-draws the offline style's graticule around the view after each move, for maps whose
 * content moves (a fleet drives away from where the map started). A basemap style has no
 * graticule source: nothing to do. Returns the unsubscribe.
 */
export function keepGraticuleInView(map: maplibregl.Map): () => void {
  let drawn: Bounds | null = null;
  const redraw = () => {
    const source = map.getSource(GRATICULE_SOURCE);
    if (!(source instanceof maplibregl.GeoJSONSource)) return;
    const bounds = map.getBounds();
    const view = {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    };
    // Only when the lines drawn no longer reach past the view (or their step changes).
    if (drawn && graticuleCovers(drawn, view)) return;
    drawn = view;
    source.setData(graticule(view));
  };
  // The style's first graticule is drawn around the bounds the map was created with; a map
  // that fits or resizes before its style has loaded never had a 'moveend' to redraw after.
  const events = ['moveend', 'resize', 'load'] as const;
  for (const event of events) map.on(event, redraw);
  if (map.isStyleLoaded()) redraw();
  return () => {
    for (const event of events) map.off(event, redraw);
  };
}
