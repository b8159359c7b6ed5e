import type { MapSummary } from '@ads/contract';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import NavigationIcon from '@mui/icons-material/Navigation';
import { Alert, Box, Paper, ToggleButton, Tooltip, useTheme } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { MapFeatures } from '../../../lib/lanelet/feature-types';
import { installLaneletLayers, setLaneletData } from '../../../lib/lanelet/install';
import { LANELET_SOURCES } from '../../../lib/lanelet/layers';
import { mapFrameSx } from '../../../lib/map/map-frame';
import { mapColors, mapStyle } from '../../../lib/map/map-style';
import { canDrawMaps, keepGraticuleInView, maplibregl } from '../../../lib/map/maplibre';
import { useHmiLive } from '../live/live-store';
import type { LatLon, Pose } from '../model/geo';
import { LiveOverlay } from './live-overlay';
import { LivePainter } from './live-painter';
import { mapKeyOf, mapSourceOf } from './load-vehicle-map';
import { MapWorkerClient } from './map-worker-client';
import { listenToPoseDrag } from './use-pose-drag';

/** The sources setLaneletData fills: the map is drawn once these are. */
const DRAWN_SOURCES = [
  LANELET_SOURCES.areas,
  LANELET_SOURCES.lanelets,
  LANELET_SOURCES.centrelines,
  LANELET_SOURCES.lines,
  LANELET_SOURCES.points,
];

/** What a tap or drag on the map does. */
export type MapTool = 'none' | 'goal' | 'pose';

export interface HmiMapProps {
  /** The project's maps: their projectors read a project map's OSM. */
  projectMaps: readonly MapSummary[];
  tool: MapTool;
  /** A tap in "Set goal": where, and the lane's direction there (null off the lanes). */
  onGoal(at: LatLon, laneHeading: number | null): void;
  /** A press-drag in "Set initial pose": where, and the dragged heading (null for a tap). */
  onPose(at: LatLon, heading: number | null, laneHeading: number | null): void;
  /** The vehicle's Lanelet2 map is drawn (or there is none to draw). */
  onReady(ready: boolean): void;
  'aria-label'?: string;
}

const FOLLOW_ZOOM = 18;

const none = { type: 'FeatureCollection', features: [] } as const;
const NO_LANELETS = {
  areas: none,
  lanelets: none,
  centrelines: none,
  lines: none,
  points: none,
} as unknown as MapFeatures;

/**
 * The vehicle's world on a map (its own chunk with maplibre): the Lanelet2 map it drives on
 * (read in a worker), its route, trajectory, objects, traffic lights and stop point, and the
 * vehicle itself, followed heading-up or north-up. Live data is painted by LivePainter outside
 * React; this component renders only when its props or toggles change.
 */
export default function HmiMap(props: HmiMapProps) {
  const { tool } = props;
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [supported] = useState(canDrawMaps);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [worker, setWorker] = useState<MapWorkerClient | null>(null);
  const overlay = useRef<LiveOverlay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [follow, setFollow] = useState(true);
  const [headingUp, setHeadingUp] = useState(false);
  const latest = useRef({ props, follow, headingUp });
  const lastPose = useRef<Pose | null>(null);
  useEffect(() => {
    latest.current = { props, follow, headingUp };
  });

  // The map, made again only when the theme changes its colours.
  useEffect(() => {
    if (!supported || !container.current) return;
    const state = useHmiLive.getState().state;
    const centre: [number, number] = state ? [state.lon, state.lat] : [126.7745, 37.242];
    const colors = mapColors(dark, theme.palette.primary.main);
    const span = 0.01;
    const style = mapStyle(colors, {
      west: centre[0] - span,
      east: centre[0] + span,
      south: centre[1] - span,
      north: centre[1] + span,
    });
    const instance = new maplibregl.Map({
      container: container.current,
      style,
      center: centre,
      zoom: FOLLOW_ZOOM,
      pitchWithRotate: false,
      // Symbols appear at once: a fade keeps the map repainting every frame for 300 ms after
      // each move, and following moves the camera ten times a second, so it never stopped.
      fadeDuration: 0,
      attributionControl: typeof style === 'string' ? { compact: true } : false,
    });
    instance.addControl(new maplibregl.NavigationControl({ visualizePitch: false }), 'top-right');
    instance.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    const stopGraticule = keepGraticuleInView(instance);
    const client = new MapWorkerClient();
    instance.on('error', (event) => setProblem(event.error?.message ?? 'The map could not load.'));
    // Moving the map by hand ends following.
    instance.on('dragstart', () => setFollow(false));
    // The view on the container, so a browser test turns a place into a pixel exactly.
    const element = container.current;
    const showView = () => {
      const at = instance.getCenter();
      element.dataset.center = `${at.lng.toFixed(7)},${at.lat.toFixed(7)}`;
      element.dataset.zoom = instance.getZoom().toFixed(4);
      element.dataset.bearing = instance.getBearing().toFixed(2);
    };
    instance.on('moveend', showView);
    instance.on('load', () => {
      installLaneletLayers(instance);
      overlay.current = new LiveOverlay(instance, theme.palette.primary.main);
      setMap(instance);
      setWorker(client);
    });
    return () => {
      stopGraticule();
      overlay.current?.dispose();
      overlay.current = null;
      client.dispose();
      instance.remove();
      setMap(null);
      setWorker(null);
    };
  }, [supported, dark, theme.palette.primary.main]);

  // Live layers, painted outside React; the camera follows the vehicle.
  useEffect(() => {
    if (!map || !worker) return;
    const live = overlay.current;
    if (!live) return;
    const painter = new LivePainter(map, live, worker, (pose) => {
      lastPose.current = pose;
      const { follow: following, headingUp: up } = latest.current;
      // A zoom or turn under way (the buttons, a wheel, a pinch) is not cut short by the jump.
      if (following && !map.isZooming() && !map.isRotating()) {
        map.jumpTo({ center: [pose.lon, pose.lat], bearing: up ? pose.heading : 0 });
      }
    });
    // The vehicle's Lanelet2 map, read again when the vehicle reports another.
    let key = '';
    let alive = true;
    const onMap = () => {
      const ref = useHmiLive.getState().planning?.map ?? null;
      const next = mapKeyOf(ref);
      if (next === key) return;
      key = next;
      latest.current.props.onReady(false);
      if (!ref) return;
      void (async () => {
        try {
          const source = await mapSourceOf(ref, latest.current.props.projectMaps);
          if (!alive || key !== next) return;
          if (!source) {
            // A real vehicle's own map: the studio has nothing to draw but the live layers.
            setLaneletData(map, NO_LANELETS);
            latest.current.props.onReady(true);
            return;
          }
          const loaded = await worker.load(source);
          if (!alive || key !== next || !loaded) return;
          setLaneletData(map, loaded.features);
          painter.repaint();
          setProblem(null);
          // Ready at the first frame drawn with the Lanelet2 sources loaded. Not 'idle', nor
          // map.loaded(): the live sources (trajectory, objects) take new data ten times a
          // second, and on a slow machine (software WebGL under load) their re-tiling and the
          // repaints outlast that, so the whole map is never idle nor loaded at once.
          const drawn = () => {
            if (!alive || key !== next) {
              map.off('render', drawn);
            } else if (DRAWN_SOURCES.every((id) => map.isSourceLoaded(id))) {
              map.off('render', drawn);
              latest.current.props.onReady(true);
            }
          };
          map.on('render', drawn);
          map.triggerRepaint();
        } catch (error) {
          if (!alive || key !== next) return;
          setProblem(
            `The vehicle's map could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      })();
    };
    const off = useHmiLive.subscribe(onMap);
    onMap();
    return () => {
      alive = false;
      off();
      painter.dispose();
    };
  }, [map, worker]);

  // Toggling follow or heading-up moves the camera at once.
  useEffect(() => {
    const pose = lastPose.current;
    if (!map || !pose || !follow) return;
    map.easeTo({
      center: [pose.lon, pose.lat],
      bearing: headingUp ? pose.heading : 0,
      duration: 300,
    });
  }, [map, follow, headingUp]);
  useEffect(() => {
    if (map && !headingUp && !follow) map.easeTo({ bearing: 0, duration: 300 });
  }, [map, headingUp, follow]);

  // The tools: a tap sets the goal; a press-drag sets the initial pose.
  useEffect(() => {
    if (!map || !worker || tool === 'none') return;
    const canvas = map.getCanvas();
    canvas.style.cursor = 'crosshair';
    let stop: () => void;
    if (tool === 'goal') {
      const click = (event: { lngLat: { lat: number; lng: number } }) => {
        const at = { lat: event.lngLat.lat, lon: event.lngLat.lng };
        void worker
          .headingAt(at.lat, at.lon)
          .then((heading) => latest.current.props.onGoal(at, heading));
      };
      map.on('click', click);
      stop = () => map.off('click', click);
    } else {
      stop = listenToPoseDrag(map, overlay.current, (at, heading) => {
        void worker
          .headingAt(at.lat, at.lon)
          .then((lane) => latest.current.props.onPose(at, heading, lane));
      });
    }
    return () => {
      stop();
      canvas.style.cursor = '';
    };
  }, [map, worker, tool]);

  if (!supported) {
    return (
      <Alert severity="info">
        This browser cannot draw maps (WebGL is off), so the vehicle&apos;s map is not shown.
      </Alert>
    );
  }
  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight: 240 }}>
      <Box
        ref={container}
        role="region"
        aria-label={props['aria-label'] ?? 'Vehicle map'}
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
      <Paper
        elevation={2}
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          display: 'flex',
          gap: 0.5,
          p: 0.5,
          borderRadius: 2,
        }}
      >
        <Tooltip title={follow ? 'Stop following the vehicle' : 'Follow the vehicle'}>
          <ToggleButton
            value="follow"
            size="small"
            selected={follow}
            aria-label="Follow the vehicle"
            onChange={() => setFollow(!follow)}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            <MyLocationIcon />
          </ToggleButton>
        </Tooltip>
        <Tooltip title={headingUp ? 'North up' : 'Heading up'}>
          <ToggleButton
            value="heading-up"
            size="small"
            selected={headingUp}
            aria-label="Heading up"
            onChange={() => setHeadingUp(!headingUp)}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            {headingUp ? <NavigationIcon /> : <ExploreOutlinedIcon />}
          </ToggleButton>
        </Tooltip>
      </Paper>
      {problem && (
        <Alert severity="warning" sx={{ position: 'absolute', bottom: 32, left: 8, right: 8 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
