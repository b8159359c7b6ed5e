import type { MapSummary } from '@ads/contract';
import { Alert, Box, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installLaneletLayers } from '../../../lib/lanelet/install';
import { type FollowStyle, followPose, followToggled } from '../../../lib/map/follow-camera';
import { NoMapNotice } from '../../../lib/map/NoMapNotice';
import { mapFrameSx } from '../../../lib/map/map-frame';
import { useMapView } from '../../../lib/map/use-map-view';
import { MapWorkerClient } from '../../../lib/vehicle-map/map-worker-client';
import { watchVehicleMap } from '../../../lib/vehicle-map/vehicle-map-watch';
import { useHmiLive } from '../live/live-store';
import type { Pose } from '../../../lib/geo';
import { followDue, lagOf } from './follow-steps';
import { HmiMapButtons } from './HmiMapButtons';
import { LiveOverlay } from './live-overlay';
import { LivePainter } from './live-painter';
import { type MapTool, type MapToolHandlers, useMapTools } from './use-map-tools';
import { readHmiMapFile } from './read-map-file';

export type { MapTool } from './use-map-tools';

export interface HmiMapProps extends MapToolHandlers {
  /** The project's maps: their projectors read a project map's OSM. */
  projectMaps: readonly MapSummary[];
  tool: MapTool;
  /** The vehicle's Lanelet2 map is drawn (or there is none to draw). */
  onReady(ready: boolean): void;
  'aria-label'?: string;
}

const FOLLOW_ZOOM = 18;
/** Where the map starts before the vehicle has said where it is. */
const DEFAULT_CENTRE: [number, number] = [126.7745, 37.242];
/** The vehicle is jumped to with each pose; north-up is north up. */
const FOLLOW: FollowStyle = { easeMs: 0, northUp: 'north' };

/**
 * The vehicle's world on a map (its own chunk with maplibre): the Lanelet2 map it drives on
 * (read in a worker), its route, trajectory, objects, traffic lights and stop point, and the
 * vehicle itself, followed heading-up or north-up. Live data is painted by LivePainter outside
 * React; this component renders only when its props or toggles change.
 */
export default function HmiMap(props: HmiMapProps) {
  const { tool } = props;
  const { t } = useTranslation('hmi');
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const accent = theme.palette.primary.main;
  const [worker, setWorker] = useState<MapWorkerClient | null>(null);
  const overlay = useRef<LiveOverlay | null>(null);
  const [follow, setFollow] = useState(true);
  const [headingUp, setHeadingUp] = useState(false);
  const latest = useRef({ props, follow, headingUp });
  const lastPose = useRef<Pose | null>(null);
  useEffect(() => {
    latest.current = { props, follow, headingUp };
  });

  // The map, made again only when the theme changes its colours.
  const { supported, map, problem, setProblem } = useMapView(container, {
    dark,
    accent,
    start: () => {
      const state = useHmiLive.getState().state;
      const centre: [number, number] = state ? [state.lon, state.lat] : DEFAULT_CENTRE;
      const span = 0.01;
      return {
        bounds: {
          west: centre[0] - span,
          east: centre[0] + span,
          south: centre[1] - span,
          north: centre[1] + span,
        },
        camera: { center: centre, zoom: FOLLOW_ZOOM },
      };
    },
    // Symbols appear at once: a fade keeps the map repainting every frame for 300 ms after
    // each move, and following moves the camera ten times a second, so it never stopped.
    options: { fadeDuration: 0 },
    setUp: (instance) => {
      const client = new MapWorkerClient();
      // Moving the map by hand ends following.
      instance.on('dragstart', () => setFollow(false));
      // The view on the container, so a browser test turns a place into a pixel exactly.
      const element = instance.getContainer();
      const writeView = () => {
        const at = instance.getCenter();
        element.dataset.center = `${at.lng.toFixed(7)},${at.lat.toFixed(7)}`;
        element.dataset.zoom = instance.getZoom().toFixed(4);
        element.dataset.bearing = instance.getBearing().toFixed(2);
      };
      instance.on('moveend', writeView);
      instance.on('load', () => {
        // Also before any move: a standing vehicle the map started on moves no camera.
        writeView();
        installLaneletLayers(instance);
        overlay.current = new LiveOverlay(instance, accent);
        setWorker(client);
      });
      return () => {
        overlay.current?.dispose();
        overlay.current = null;
        client.dispose();
        setWorker(null);
      };
    },
  });

  // Live layers, painted outside React; the camera follows the vehicle.
  useEffect(() => {
    if (!map || !worker) return;
    const live = overlay.current;
    if (!live) return;
    const painter = new LivePainter(map, live, worker, (pose) => {
      const before = lastPose.current;
      lastPose.current = pose;
      const { follow: following, headingUp: up } = latest.current;
      // In steps: the map repaints only once the vehicle is a few pixels off (follow-steps.ts).
      if (!following || !followDue(lagOf(map, pose, up ? pose.heading : 0, before))) return;
      followPose(map, pose, { follow: following, headingUp: up }, FOLLOW);
    });
    const stop = watchVehicleMap(map, worker, {
      current: () => useHmiLive.getState().planning?.map ?? null,
      subscribe: (changed) => useHmiLive.subscribe(changed),
      readFile: (mapId) => readHmiMapFile(mapId, latest.current.props.projectMaps),
      onLoaded: () => painter.repaint(),
      onReady: (ready) => latest.current.props.onReady(ready),
      onProblem: setProblem,
    });
    return () => {
      stop();
      painter.dispose();
    };
  }, [map, worker, setProblem]);

  // Toggling follow or heading-up moves the camera at once.
  useEffect(() => {
    if (map) followToggled(map, lastPose.current, { follow, headingUp }, FOLLOW);
  }, [map, follow, headingUp]);

  const handlers = useRef<MapToolHandlers>(props);
  useEffect(() => {
    handlers.current = props;
  });
  useMapTools(map, worker, overlay, tool, handlers);

  if (!supported) {
    return <NoMapNotice>{t('map.noWebgl')}</NoMapNotice>;
  }
  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight: 240 }}>
      <Box
        ref={container}
        role="region"
        aria-label={props['aria-label'] ?? t('map.label')}
        data-tool={tool}
        sx={{
          ...mapFrameSx(dark),
          position: 'absolute',
          inset: 0,
          touchAction: 'none',
          // maplibre's stylesheet makes its container `position: relative`; it must fill ours.
          '&.maplibregl-map': { position: 'absolute' },
        }}
      />
      <HmiMapButtons
        follow={follow}
        headingUp={headingUp}
        onFollow={setFollow}
        onHeadingUp={setHeadingUp}
      />
      {problem && (
        <Alert severity="warning" sx={{ position: 'absolute', bottom: 32, left: 8, right: 8 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
