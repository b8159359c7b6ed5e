import type { MapProjector, OsmDoc } from '@ads/lanelet2';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useRef } from 'react';
import { installLaneletLayers } from '../../../../lib/lanelet/install';
import { DEFAULT_HIGHLIGHT_COLORS } from '../../../../lib/lanelet/layers';
import { pictureWhileMoving } from '../../../../lib/map/picture-while-moving';
import { useMapView } from '../../../../lib/map/use-map-view';
import type { LonLat } from '../../model/editor-api';
import { DRAFT_SOURCE } from './draft-features';
import { draftLayers } from './draft-layers';
import { type StartView, startView } from './start-view';

/** The view is kept across a re-creation (a theme change), so the user stays where they were. */
interface View {
  centre: LonLat;
  zoom: number;
  bearing: number;
}

function cameraOf(start: StartView) {
  if (start.kind === 'centre') return { center: start.centre, zoom: start.zoom };
  return { bounds: start.bounds, fitBoundsOptions: { padding: 60, maxZoom: 20 } };
}

/**
 * The editor's maplibre map with the Lanelet2 layers installed; null until its style has
 * loaded. Made again only when the theme changes its background.
 */
export function useMapInstance(
  container: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  doc: OsmDoc,
  projector: MapProjector,
  dark: boolean,
  accent: string,
  onProblem: (message: string) => void,
): MapLibreMap | null {
  const view = useRef<View | null>(null);
  const { map } = useMapView(container, {
    enabled,
    dark,
    accent,
    start: () => {
      const start = startView(doc, projector);
      const [[west, south], [east, north]] =
        start.kind === 'bounds'
          ? start.bounds
          : ([
              [start.centre[0] - 0.002, start.centre[1] - 0.002],
              [start.centre[0] + 0.002, start.centre[1] + 0.002],
            ] as [LonLat, LonLat]);
      const kept = view.current;
      return {
        bounds: { west, south, east, north },
        camera: kept
          ? { center: kept.centre, zoom: kept.zoom, bearing: kept.bearing }
          : cameraOf(start),
      };
    },
    options: { maxZoom: 23 },
    scale: 'bottom-right',
    onProblem,
    setUp: (instance) => {
      let stopPicture = () => {};
      instance.on('moveend', () => {
        const centre = instance.getCenter();
        view.current = {
          centre: [centre.lng, centre.lat],
          zoom: instance.getZoom(),
          bearing: instance.getBearing(),
        };
      });
      instance.on('load', () => {
        installLaneletLayers(instance, {
          ...DEFAULT_HIGHLIGHT_COLORS,
          selected: dark ? '#00E5FF' : '#00B8D4',
        });
        instance.addSource(DRAFT_SOURCE, {
          type: 'geojson',
          data: { type: 'FeatureCollection', features: [] },
        });
        for (const layer of draftLayers(dark ? '#FFEA00' : '#FF6D00')) instance.addLayer(layer);
        // A large map under software GL draws 5 frames a second: moving, a picture of it.
        stopPicture = pictureWhileMoving(instance, (id) => id.startsWith('lanelet-'));
      });
      return () => stopPicture();
    },
  });
  return map;
}
