import type { RecordDetail } from '@ads/contract';
import { Alert, Box, Typography, useTheme } from '@mui/material';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';
import { installLaneletLayers } from '../../../lib/lanelet/install';
import { NoMapNotice } from '../../../lib/map/NoMapNotice';
import { mapFrameSx } from '../../../lib/map/map-frame';
import { boundsOf } from '../../../lib/map/map-style';
import { maplibregl } from '../../../lib/map/maplibre';
import { useMapView } from '../../../lib/map/use-map-view';
import { type ProjectLanes, useProjectLanes } from './use-project-lanes';

const START_COLOR = '#2E7D32';
const END_COLOR = '#D32F2F';
const FIT = { padding: 40, maxZoom: 17 } as const;

/**
 * The driven route on a map (its own chunk: maplibre is big and loads only with a map),
 * fitted to the route, with the start and end marked, over the lanes of the record's project's
 * map when it has one (issue 30). `data-route-points` tells how many points the drawn route
 * source holds once it is on the map, `data-lanelets` how many lanelets are drawn under it.
 */
export default function RouteMap(props: {
  route: RecordDetail['route'];
  recordId: number;
  /** Whether the record is filed under a project (whose map is drawn under the route). */
  hasProject: boolean;
  /** A position to mark on the route (the playback's current one): longitude, latitude. */
  current?: readonly [number, number] | null;
  /** The map's height (CSS); 280 px on phones and 360 px from md by default. */
  height?: number | string;
}) {
  const { route } = props;
  const { t } = useTranslation('statistics');
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [drawn, setDrawn] = useState<number | null>(null);
  // The playback's map panel renders this at each position shown: the route's bounds once.
  const bounds = useMemo(() => boundsOf(route), [route]);
  const { supported, map, problem } = useMapView(
    container,
    {
      enabled: bounds !== null,
      dark,
      accent: dark ? theme.palette.primary.light : theme.palette.primary.main,
      start: () => ({
        bounds: bounds!,
        camera: {
          bounds: [
            [bounds!.west, bounds!.south],
            [bounds!.east, bounds!.north],
          ],
          fitBoundsOptions: FIT,
        },
      }),
      options: { dragRotate: false },
      navigation: { showCompass: false },
      graticule: false,
      setUp: (map, colors) => {
        const fitted = bounds!;
        // A new size (phone turned, window resized) fits the route again, until the user moves it.
        let moved = false;
        map.on('movestart', (event) => {
          if (event.originalEvent) moved = true;
        });
        map.on('resize', () => {
          if (moved) return;
          map.fitBounds(
            [
              [fitted.west, fitted.south],
              [fitted.east, fitted.north],
            ],
            { ...FIT, duration: 0 },
          );
        });
        map.on('load', () => {
          // The project's lanes first: the route is drawn over them.
          installLaneletLayers(map);
          const line = route.map(([lon, lat]) => [lon, lat]);
          map.addSource('route', {
            type: 'geojson',
            data: {
              type: 'Feature',
              properties: {},
              geometry: { type: 'LineString', coordinates: line },
            },
          });
          map.addLayer({
            id: 'route-casing',
            type: 'line',
            source: 'route',
            layout: { 'line-join': 'round', 'line-cap': 'round' },
            paint: { 'line-color': colors.casing, 'line-width': 8 },
          });
          map.addLayer({
            id: 'route',
            type: 'line',
            source: 'route',
            layout: { 'line-join': 'round', 'line-cap': 'round' },
            paint: { 'line-color': colors.route, 'line-width': 4 },
          });
          const mark = (point: (typeof route)[number], color: string, label: string) => {
            const marker = new maplibregl.Marker({ color })
              .setLngLat([point[0], point[1]])
              .addTo(map);
            marker.getElement().setAttribute('aria-label', label);
            marker.getElement().title = label;
          };
          mark(route[0]!, START_COLOR, t('route.start'));
          mark(route[route.length - 1]!, END_COLOR, t('route.end'));
          void (map.getSource('route') as maplibregl.GeoJSONSource).getData().then((data) => {
            const geometry = (data as { geometry?: { coordinates?: unknown[] } }).geometry;
            setDrawn(geometry?.coordinates?.length ?? 0);
          });
        });
      },
    },
    [route],
  );

  const lanes = useProjectLanes(map, props.recordId, props.hasProject);
  const current = useCurrentMarker(map, props.current ?? null, t('route.current'));

  if (!supported) {
    return <NoMapNotice>{t('route.noWebgl')}</NoMapNotice>;
  }
  return (
    <Box>
      <Box
        ref={container}
        data-testid="route-map"
        data-route-points={drawn ?? undefined}
        data-lanelets={lanes.state === 'drawn' ? lanes.lanelets : undefined}
        data-current={current ?? undefined}
        sx={{ height: props.height ?? { xs: 280, md: 360 }, ...mapFrameSx(dark) }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        aria-label={t('route.under')}
        sx={{ mt: 0.75 }}
      >
        {lanesCaption(lanes, t)}
      </Typography>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

/**
 * A marker at `position` (made with the first position, moved after), gone when the position
 * is; returns the position marked as `lon,lat` for tests.
 */
function useCurrentMarker(
  map: maplibregl.Map | null,
  position: readonly [number, number] | null,
  label: string,
): string | null {
  const marker = useRef<maplibregl.Marker | null>(null);
  const lon = position?.[0];
  const lat = position?.[1];
  useEffect(() => {
    if (!map || lon === undefined || lat === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const element = document.createElement('div');
      Object.assign(element.style, {
        width: '16px',
        height: '16px',
        borderRadius: '50%',
        background: '#1E88E5',
        border: '3px solid white',
        boxShadow: '0 0 4px rgba(0,0,0,0.5)',
      });
      element.setAttribute('aria-label', label);
      element.title = label;
      marker.current = new maplibregl.Marker({ element }).setLngLat([lon, lat]).addTo(map);
    } else marker.current.setLngLat([lon, lat]);
  }, [map, lon, lat, label]);
  useEffect(
    () => () => {
      marker.current?.remove();
      marker.current = null;
    },
    [map],
  );
  return lon === undefined || lat === undefined ? null : `${lon.toFixed(6)},${lat.toFixed(6)}`;
}

/** The line under the map: whose lanes are drawn under the route, or why none are. */
function lanesCaption(lanes: ProjectLanes, t: TFunction<'statistics'>): string {
  switch (lanes.state) {
    case 'drawn':
      return t('route.lanesDrawn', { n: lanes.lanelets });
    case 'loading':
      return t('route.lanesLoading');
    case 'failed':
      return t('route.lanesFailed', { message: serverText(lanes.message) });
    default:
      return t('route.noLanes');
  }
}
