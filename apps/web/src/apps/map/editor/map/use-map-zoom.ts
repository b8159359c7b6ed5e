import type { LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { elementsBounds } from '../../../../lib/lanelet/highlight-features';
import type { MapEditorApi } from '../../model/editor-api';
import { useEditorUi } from '../state/editor-store';

/** Elements smaller than a lane are not zoomed into further than this. */
const MAX_FOCUS_ZOOM = 20.5;

/**
 * Brings elements into view when the page asks (a click in the tree or the findings), and
 * keeps the view on the container as `data-center` ("lon,lat") and `data-zoom`, so tests can
 * turn positions into pixels.
 */
export function useMapZoom(map: MapLibreMap | null, editor: MapEditorApi) {
  useEffect(() => {
    if (!map) return;
    const stop = useEditorUi.subscribe((state, previous) => {
      if (!state.zoom || state.zoom === previous.zoom) return;
      const box = elementsBounds(editor.doc, state.zoom.elements);
      if (!box) return;
      map.fitBounds(box as LngLatBoundsLike, {
        padding: 100,
        maxZoom: MAX_FOCUS_ZOOM,
        duration: 300,
      });
    });
    const describe = () => {
      const element = map.getContainer();
      const centre = map.getCenter();
      element.dataset.center = `${centre.lng.toFixed(8)},${centre.lat.toFixed(8)}`;
      element.dataset.zoom = map.getZoom().toFixed(3);
    };
    describe();
    map.on('moveend', describe);
    return () => {
      stop();
      map.off('moveend', describe);
    };
  }, [map, editor]);
}
