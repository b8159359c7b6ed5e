import type {
  LayerSpecification,
  Map as MapLibreMap,
  MapSourceDataEvent,
  MapStyleDataEvent,
} from 'maplibre-gl';
import { FrameCosts } from './frame-costs';

/** The picture's source and layer. */
export const PICTURE_LAYER = 'still-picture';
/** How long the view must rest before the layers are drawn again in place of the picture. */
export const REST_MS = 250;

type Corner = [number, number];

/**
 * While the view moves, a map whose still frames are too slow to draw (FrameCosts) shows a
 * picture of the last frame it drew with the layers `stands` names, in their place and where
 * that frame was (a canvas source, so it pans, zooms and turns with the map; every frame of a
 * slow map is copied, so a move that starts before the map went idle has one too), and draws
 * those layers again once the view has rested REST_MS. OpenLayers draws its vector layers so by default
 * (`updateWhileInteracting: false`): a drag follows the hand at the empty map's rate, the detail
 * comes back when the hand stops, and what the picture did not cover shows the basemap meanwhile.
 * A fast map (a GPU, a small map) never shows the picture. Picking is not affected: the editor
 * picks from its document, not from what is drawn.
 *
 * The container says `data-picture` ('true' from the picture's first frame until the layers
 * are on screen again) and `data-frame-cost` (the median cost of the latest still frames, ms),
 * for tests and the bench. Returns what undoes it.
 */
export function pictureWhileMoving(
  map: MapLibreMap,
  stands: (layerId: string) => boolean,
): () => void {
  const element = map.getContainer();
  const costs = new FrameCosts();
  const picture = document.createElement('canvas');
  let corners: [Corner, Corner, Corner, Corner] | null = null;
  // The picture is what the map shows still (no data or style changed since it was taken).
  let fresh = false;
  let hidden: string[] = [];
  let rest: ReturnType<typeof setTimeout> | undefined;
  let measuring = false;
  element.dataset.picture = 'false';

  // The drawing buffer is readable only in the task that drew it: 'render' is fired there.
  const take = () => {
    const canvas = map.getCanvas();
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === 0 || height === 0 || map.getPitch() !== 0) return;
    picture.width = width;
    picture.height = height;
    picture.getContext('2d')?.drawImage(canvas, 0, 0, width, height);
    const at = (x: number, y: number): Corner => {
      const lngLat = map.unproject([x, y]);
      return [lngLat.lng, lngLat.lat];
    };
    corners = [at(0, 0), at(width, 0), at(width, height), at(0, height)];
    fresh = true;
  };

  const onRender = () => {
    // Frames drawn with the picture say nothing of what the layers cost.
    if (hidden.length > 0) return;
    if (!measuring) {
      measuring = true;
      const start = performance.now();
      requestAnimationFrame(() => {
        measuring = false;
        costs.add(performance.now() - start);
        element.dataset.frameCost = String(Math.round(costs.median ?? 0));
        // Found slow after the map went still: one frame more, to take its picture.
        if (costs.slow && !fresh && hidden.length === 0 && !map.isMoving()) map.triggerRepaint();
      });
    }
    if (!costs.slow) return;
    // Each frame of a slow map is taken (a copy of a frame that cost 200 ms): a move that
    // starts before the map went idle, or during a change, still gets a picture.
    take();
    if (map.isMoving()) show();
  };

  // What is drawn changed: the picture no longer shows it (a move of the view does not change
  // it: the picture is placed where it was taken). The next frame takes it again.
  // A change of the data while the picture stands in (an edit, a selection) is drawn at once.
  const onChange = (event: MapSourceDataEvent | MapStyleDataEvent) => {
    if (event.dataType === 'style') {
      fresh = false;
      return;
    }
    if (event.sourceDataType !== 'content') return;
    fresh = false;
    if (hidden.length > 0 && event.sourceId !== PICTURE_LAYER) restore();
  };

  const show = () => {
    if (hidden.length > 0 || !fresh || !corners || !costs.slow) return;
    const layers = map
      .getStyle()
      .layers.filter(
        (layer: LayerSpecification) =>
          stands(layer.id) && map.getLayoutProperty(layer.id, 'visibility') !== 'none',
      )
      .map((layer) => layer.id);
    if (layers.length === 0) return;
    map.addSource(PICTURE_LAYER, {
      type: 'canvas',
      canvas: picture,
      coordinates: corners,
      animate: false,
    });
    map.addLayer(
      {
        id: PICTURE_LAYER,
        type: 'raster',
        source: PICTURE_LAYER,
        paint: { 'raster-fade-duration': 0 },
      },
      layers[0],
    );
    for (const id of layers) map.setLayoutProperty(id, 'visibility', 'none');
    hidden = layers;
    element.dataset.picture = 'true';
  };

  const restore = () => {
    clearTimeout(rest);
    rest = undefined;
    if (hidden.length === 0) return;
    for (const id of hidden) {
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'visible');
    }
    hidden = [];
    if (map.getLayer(PICTURE_LAYER)) map.removeLayer(PICTURE_LAYER);
    if (map.getSource(PICTURE_LAYER)) map.removeSource(PICTURE_LAYER);
    // The picture is gone once the layers are on screen again.
    map.once('idle', () => {
      if (hidden.length === 0) element.dataset.picture = 'false';
    });
  };

  const onMoveStart = () => {
    clearTimeout(rest);
    rest = undefined;
    show();
  };
  const onMoveEnd = () => {
    if (hidden.length === 0) return;
    clearTimeout(rest);
    rest = setTimeout(restore, REST_MS);
  };

  map.on('render', onRender);
  map.on('sourcedata', onChange);
  map.on('styledata', onChange);
  map.on('movestart', onMoveStart);
  map.on('moveend', onMoveEnd);
  return () => {
    map.off('render', onRender);
    map.off('sourcedata', onChange);
    map.off('styledata', onChange);
    map.off('movestart', onMoveStart);
    map.off('moveend', onMoveEnd);
    // The map may be gone already (a theme change makes a new one).
    if (map.style) restore();
    else clearTimeout(rest);
  };
}
