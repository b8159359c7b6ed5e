import type { TrackPoint } from '@ads/contract';
import CenterFocusStrongOutlinedIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import FitScreenOutlinedIcon from '@mui/icons-material/FitScreenOutlined';
import NavigationOutlinedIcon from '@mui/icons-material/NavigationOutlined';
import { Alert, Box, Paper, ToggleButton, Tooltip, useTheme } from '@mui/material';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { mapFrameSx } from '../../../lib/map/map-frame';
import { boundsOf, mapColors, mapStyle } from '../../../lib/map/map-style';
import { canDrawMaps, keepGraticuleInView, maplibregl } from '../../../lib/map/maplibre';
import { useFleetLive } from '../fleet-store';
import { ALERT_COLOR, MODE_COLORS, OFFLINE_COLOR } from '../../../lib/vehicle/mode-style';
import { TRACK_SPAN_MS, type TrailPoint, extendTrail, trackLine } from '../model/track';
import type { VehicleView } from '../model/vehicle-view';
import { VehicleMarker } from './vehicle-marker';

const TRACK_SOURCE = 'track';
/**
 * The track is redrawn at most this often while the vehicle drives: each redraw re-tiles it and
 * repaints the map, and where WebGL is software (no GPU) the page then reads the frame back on
 * its main thread, 20–400 ms that would hold up tele-op's 20 Hz commands. The marker itself
 * moves with each state.
 */
const TRACK_REDRAW_MS = 1000;
/** A followed vehicle is eased to over one state interval, so it glides rather than jumps. */
const FOLLOW_EASE_MS = 100;
const FIT = { padding: 60, maxZoom: 17 } as const;

/** The selected vehicle's stored track of the last hour and when it was read (local clock). */
export interface StoredTrack {
  points: TrackPoint[];
  readAt: number;
}

/** Where a vehicle is now: its newest live state, else the one in its view. */
function positionOf(vehicle: VehicleView) {
  return useFleetLive.getState().live[vehicle.room]?.state ?? vehicle.state;
}

function fleetBounds(vehicles: readonly VehicleView[]) {
  const points: Array<[number, number]> = [];
  for (const vehicle of vehicles) {
    const state = positionOf(vehicle);
    if (state) points.push([state.lon, state.lat]);
  }
  return boundsOf(points);
}

/**
 * The fleet on a map (a chunk of its own with maplibre): one arrow per vehicle pointing where
 * it heads, coloured by mode, named; the selected vehicle's last hour drawn as a line and
 * extended live; follow the selected vehicle, with the map turning so it heads up if asked.
 * `data-vehicles` (markers drawn) and `data-track-points` on the map say what is drawn, for
 * tests; each marker has `data-pc-id`, `data-lon`, `data-lat` and `data-heading`.
 */
export default function FleetMap(props: {
  vehicles: VehicleView[];
  selected: number | null;
  onSelect(pcId: number): void;
  track: StoredTrack | undefined;
}) {
  const { vehicles, selected, onSelect, track } = props;
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const trackColor = dark ? theme.palette.secondary.light : theme.palette.secondary.main;
  const [supported] = useState(canDrawMaps);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [follow, setFollow] = useState(false);
  const [headingUp, setHeadingUp] = useState(false);
  // Nothing to follow without a selection; heading-up only turns the map while following.
  const following = follow && selected !== null;
  const turning = headingUp && following;
  const markers = useRef(new Map<number, VehicleMarker>());
  const trail = useRef<TrailPoint[]>([]);
  const fitted = useRef(false);
  // What callbacks outside React (the live store, marker clicks) need of the newest render.
  const latest = useRef({ vehicles, selected, onSelect, track, following, turning });
  useEffect(() => {
    latest.current = { vehicles, selected, onSelect, track, following, turning };
  });

  // The map itself, made again only when the theme changes its colours.
  useEffect(() => {
    if (!supported || !container.current) return;
    const bounds = fleetBounds(latest.current.vehicles);
    const colors = mapColors(dark, trackColor);
    const style = mapStyle(colors, bounds ?? { west: -170, south: -70, east: 170, north: 70 });
    fitted.current = bounds !== null;
    const instance = new maplibregl.Map({
      container: container.current,
      style,
      ...(bounds
        ? {
            bounds: [
              [bounds.west, bounds.south],
              [bounds.east, bounds.north],
            ] as [[number, number], [number, number]],
            fitBoundsOptions: FIT,
          }
        : { center: [0, 20] as [number, number], zoom: 1 }),
      pitchWithRotate: false,
      attributionControl: typeof style === 'string' ? { compact: true } : false,
    });
    instance.addControl(new maplibregl.NavigationControl({ visualizePitch: false }), 'top-right');
    instance.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    const stopGraticule = keepGraticuleInView(instance);
    instance.on('error', (event) => setProblem(event.error?.message ?? 'The map could not load.'));
    // Moving the map by hand ends following (and heading-up with it).
    instance.on('dragstart', () => {
      setFollow(false);
      setHeadingUp(false);
    });
    instance.on('rotate', () => {
      for (const marker of markers.current.values()) marker.turn();
    });
    instance.on('load', () => {
      instance.addSource(TRACK_SOURCE, {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: { type: 'LineString', coordinates: [] },
        },
      });
      instance.addLayer({
        id: 'track-casing',
        type: 'line',
        source: TRACK_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colors.casing, 'line-width': 7 },
      });
      instance.addLayer({
        id: 'track',
        type: 'line',
        source: TRACK_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': colors.route, 'line-width': 3.5 },
      });
      setMap(instance);
    });
    const placed = markers.current;
    return () => {
      stopGraticule();
      for (const marker of placed.values()) marker.remove();
      placed.clear();
      instance.remove();
      setMap(null);
    };
  }, [supported, dark, trackColor]);

  // The track line: the stored hour, then the live trail since it was read.
  const redraw = useRef<() => void>(() => {});
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const draw = () => {
      timer = undefined;
      last = Date.now();
      const source = map.getSource(TRACK_SOURCE) as GeoJSONSource | undefined;
      const stored = latest.current.selected === null ? [] : (latest.current.track?.points ?? []);
      const line = trackLine(stored, trail.current, Date.now() - TRACK_SPAN_MS);
      source?.setData({
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: line },
      });
      if (container.current) container.current.dataset.trackPoints = String(line.length);
    };
    redraw.current = () => {
      if (timer !== undefined) return;
      timer = setTimeout(draw, Math.max(0, TRACK_REDRAW_MS - (Date.now() - last)));
    };
    return () => {
      clearTimeout(timer);
      redraw.current = () => {};
    };
  }, [map]);

  // Another vehicle, or its track read again: a new live trail starts from that answer.
  useEffect(() => {
    trail.current = [];
    redraw.current();
  }, [map, selected, track]);

  // Markers follow the list: new ones placed, gone ones removed, looks renewed.
  useEffect(() => {
    if (!map) return;
    const known = markers.current;
    const present = new Set<number>();
    for (const vehicle of vehicles) {
      present.add(vehicle.pcId);
      let marker = known.get(vehicle.pcId);
      if (!marker) {
        const pcId = vehicle.pcId;
        marker = new VehicleMarker(maplibregl, map, pcId, () => latest.current.onSelect(pcId));
        known.set(pcId, marker);
      }
      const state = positionOf(vehicle);
      const alert =
        (state?.mrm.state ?? 'NORMAL') !== 'NORMAL' ||
        (state?.faults ?? []).some((fault) => fault.severity === 'error');
      marker.setLook({
        name: vehicle.name,
        color: state
          ? alert && state.mrm.state !== 'NORMAL'
            ? ALERT_COLOR
            : MODE_COLORS[state.mode]
          : OFFLINE_COLOR,
        faded: vehicle.status === 'offline',
        selected: vehicle.pcId === selected,
        alert,
      });
      if (state) marker.moveTo(state.lon, state.lat, state.heading);
    }
    for (const [pcId, marker] of known) {
      if (present.has(pcId)) continue;
      marker.remove();
      known.delete(pcId);
    }
    if (container.current) {
      const drawn = [...known.values()].filter((marker) => marker.onMap).length;
      container.current.dataset.vehicles = String(drawn);
    }
    // The fleet on first sight: fitted once, as soon as anyone has a position.
    if (!fitted.current) {
      const bounds = fleetBounds(vehicles);
      if (bounds) {
        fitted.current = true;
        map.fitBounds(
          [
            [bounds.west, bounds.south],
            [bounds.east, bounds.north],
          ],
          { ...FIT, duration: 0 },
        );
      }
    }
  }, [map, vehicles, selected]);

  // Live states move the markers at their own pace; the selected one extends its trail.
  useEffect(() => {
    if (!map) return;
    return useFleetLive.subscribe((store, previous) => {
      if (store.live === previous.live) return;
      const now = latest.current;
      for (const vehicle of now.vehicles) {
        const live = store.live[vehicle.room];
        if (!live || live === previous.live[vehicle.room]) continue;
        const { lon, lat, heading } = live.state;
        markers.current.get(vehicle.pcId)?.moveTo(lon, lat, heading);
        if (vehicle.pcId !== now.selected) continue;
        if (extendTrail(trail.current, { lon, lat, t: live.receivedAt })) redraw.current();
        if (now.following) {
          map.easeTo({
            center: [lon, lat],
            bearing: now.turning ? heading : map.getBearing(),
            duration: FOLLOW_EASE_MS,
            easing: (t) => t,
          });
        }
      }
    });
  }, [map]);

  // Following starts at once (not at the next state); heading-up off turns north up again.
  useEffect(() => {
    if (!map) return;
    const vehicle = vehicles.find((item) => item.pcId === selected);
    const state = vehicle ? positionOf(vehicle) : null;
    if (following && state) {
      map.easeTo({
        center: [state.lon, state.lat],
        bearing: turning ? state.heading : map.getBearing(),
        duration: 300,
      });
    } else if (!turning && map.getBearing() !== 0) {
      map.easeTo({ bearing: 0, duration: 300 });
    }
    // Only a change of what is followed or how; the vehicles' moves are handled live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, following, turning, selected]);

  const fitFleet = () => {
    const bounds = fleetBounds(vehicles);
    if (!map || !bounds) return;
    setFollow(false);
    setHeadingUp(false);
    map.fitBounds(
      [
        [bounds.west, bounds.south],
        [bounds.east, bounds.north],
      ],
      { ...FIT, bearing: 0 },
    );
  };

  if (!supported) {
    return (
      <Alert severity="info">
        This browser cannot draw maps (WebGL is off), so the fleet map is not shown. The table below
        lists every vehicle.
      </Alert>
    );
  }
  const canFollow = selected !== null;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={container}
        data-testid="fleet-map"
        role="region"
        aria-label="Fleet map"
        sx={{ height: { xs: 320, md: 380 }, ...mapFrameSx(dark) }}
      />
      <Paper
        elevation={2}
        role="toolbar"
        aria-label="Map view"
        sx={{
          position: 'absolute',
          top: 10,
          left: 10,
          display: 'flex',
          gap: 0.5,
          p: 0.5,
          borderRadius: 2,
        }}
      >
        <Tooltip title="Fit the fleet">
          <ToggleButton
            value="fit"
            size="small"
            selected={false}
            aria-label="Fit the fleet"
            onChange={fitFleet}
            sx={{ border: 0 }}
          >
            <FitScreenOutlinedIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
        <Tooltip
          title={canFollow ? 'Follow the selected vehicle' : 'Select a vehicle to follow it'}
        >
          <span>
            <ToggleButton
              value="follow"
              size="small"
              aria-label="Follow the selected vehicle"
              selected={following}
              disabled={!canFollow}
              onChange={() => {
                setFollow(!following);
                if (following) setHeadingUp(false);
              }}
              sx={{ border: 0 }}
            >
              <CenterFocusStrongOutlinedIcon fontSize="small" />
            </ToggleButton>
          </span>
        </Tooltip>
        <Tooltip
          title={
            canFollow
              ? 'Heading up: the map turns with the followed vehicle'
              : 'Select a vehicle first'
          }
        >
          <span>
            <ToggleButton
              value="heading-up"
              size="small"
              aria-label="Heading up"
              selected={turning}
              disabled={!canFollow}
              onChange={() => {
                setHeadingUp(!turning);
                if (!turning) setFollow(true);
              }}
              sx={{ border: 0 }}
            >
              <NavigationOutlinedIcon fontSize="small" />
            </ToggleButton>
          </span>
        </Tooltip>
      </Paper>
      {problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
