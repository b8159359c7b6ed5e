import { Alert, Box, useTheme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installLaneletLayers } from '../../../lib/lanelet/install';
import { type FollowStyle, followPose, followToggled } from '../../../lib/map/follow-camera';
import { NoMapNotice } from '../../../lib/map/NoMapNotice';
import { mapFrameSx } from '../../../lib/map/map-frame';
import { useMapView } from '../../../lib/map/use-map-view';
import { useFleetLive } from '../fleet-store';
import { useWatchedPlan } from '../use-fleet-link';
import type { VehicleView } from '../model/vehicle-view';
import { FIT, fleetBounds, positionOf } from './fleet-position';
import { FleetMapButtons } from './FleetMapButtons';
import { type StoredTrack, addTrackLayers, useTrackLine } from './track-line';
import { useFleetMarkers } from './use-fleet-markers';
import { type LanesVehicle, useVehicleLanes } from './use-vehicle-lanes';
import type { VehicleMarker } from './vehicle-marker';

export type { StoredTrack } from './track-line';

/** A followed vehicle is eased to over one state interval, so it glides rather than jumps. */
const FOLLOW: FollowStyle = { easeMs: 100, northUp: 'keep' };
const WORLD = { west: -170, south: -70, east: 170, north: 70 };

/**
 * The fleet on a map (a chunk of its own with maplibre): one arrow per vehicle pointing where
 * it heads, coloured by mode, named; the selected vehicle's last hour drawn as a line and
 * extended live; follow the selected vehicle, with the map turning so it heads up if asked.
 * Under them, the Lanelet2 map `lanes` (a vehicle) drives on and its route (issue 30), as
 * HMI draws them (see use-vehicle-lanes.ts).
 * `data-vehicles` (markers drawn) and `data-track-points` on the map say what is drawn, for
 * tests; each marker has `data-pc-id`, `data-lon`, `data-lat` and `data-heading`.
 */
export default function FleetMap(props: {
  vehicles: VehicleView[];
  selected: number | null;
  onSelect(pcId: number): void;
  track: StoredTrack | undefined;
  /** The vehicle whose map and route are drawn; null: none. */
  lanes: LanesVehicle | null;
}) {
  const { vehicles, selected, onSelect, track, lanes } = props;
  const { t } = useTranslation('monitoring');
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  const [follow, setFollow] = useState(false);
  const [headingUp, setHeadingUp] = useState(false);
  // Nothing to follow without a selection; heading-up only turns the map while following.
  const following = follow && selected !== null;
  const turning = headingUp && following;
  const markers = useRef(new Map<number, VehicleMarker>());
  const fitted = useRef(false);
  // What callbacks outside React (the live store, marker clicks) need of the newest render.
  const latest = useRef({ vehicles, selected, onSelect, following, turning });
  useEffect(() => {
    latest.current = { vehicles, selected, onSelect, following, turning };
  });

  // The map itself, made again only when the theme changes its colours.
  const { supported, map, problem } = useMapView(container, {
    dark,
    accent: dark ? theme.palette.secondary.light : theme.palette.secondary.main,
    start: () => {
      const bounds = fleetBounds(latest.current.vehicles);
      fitted.current = bounds !== null;
      return {
        bounds: bounds ?? WORLD,
        camera: bounds
          ? {
              bounds: [
                [bounds.west, bounds.south],
                [bounds.east, bounds.north],
              ],
              fitBoundsOptions: FIT,
            }
          : { center: [0, 20], zoom: 1 },
      };
    },
    setUp: (instance, colors) => {
      // Moving the map by hand ends following (and heading-up with it).
      instance.on('dragstart', () => {
        setFollow(false);
        setHeadingUp(false);
      });
      instance.on('rotate', () => {
        for (const marker of markers.current.values()) marker.turn();
      });
      instance.on('load', () => {
        // Lanes first: the track and the markers are drawn over them.
        installLaneletLayers(instance);
        addTrackLayers(instance, colors);
      });
      const placed = markers.current;
      return () => {
        for (const marker of placed.values()) marker.remove();
        placed.clear();
      };
    },
  });

  const extendTrail = useTrackLine(map, container, selected, track);
  const [lanesProblem, setLanesProblem] = useState<string | null>(null);
  useWatchedPlan(supported ? (lanes?.room ?? null) : null);
  useVehicleLanes(map, container, lanes, setLanesProblem);
  const select = useCallback((pcId: number) => latest.current.onSelect(pcId), []);
  useFleetMarkers(map, container, markers, fitted, vehicles, selected, select);

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
        extendTrail({ lon, lat, t: live.receivedAt });
        followPose(map, live.state, { follow: now.following, headingUp: now.turning }, FOLLOW);
      }
    });
  }, [map, extendTrail]);

  // Following starts at once (not at the next state); heading-up off turns north up again.
  useEffect(() => {
    if (!map) return;
    const vehicle = latest.current.vehicles.find((item) => item.pcId === selected);
    const state = vehicle ? positionOf(vehicle) : null;
    followToggled(map, state ?? null, { follow: following, headingUp: turning }, FOLLOW);
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
    return <NoMapNotice>{t('map.noMap')}</NoMapNotice>;
  }
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={container}
        data-testid="fleet-map"
        role="region"
        aria-label={t('map.label')}
        sx={{ height: { xs: 320, md: 380 }, ...mapFrameSx(dark) }}
      />
      <FleetMapButtons
        canFollow={selected !== null}
        following={following}
        turning={turning}
        onFit={fitFleet}
        onFollow={(next) => {
          setFollow(next);
          if (!next) setHeadingUp(false);
        }}
        onHeadingUp={(next) => {
          setHeadingUp(next);
          if (next) setFollow(true);
        }}
      />
      {(problem ?? lanesProblem) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problem ?? lanesProblem}
        </Alert>
      )}
    </Box>
  );
}
