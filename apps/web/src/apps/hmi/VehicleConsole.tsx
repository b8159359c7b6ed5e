import { type FleetVehicle, type MapSummary, isAdmin } from '@ads/contract';
import { Alert, Box, Paper, Skeleton, Stack, Tab, Tabs, useMediaQuery } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useAuth } from '../../lib/auth-store';
import { ControlLockRow } from '../../lib/vehicle/ControlLockRow';
import { MrmBanner } from '../../lib/vehicle/MrmBanner';
import { useControlLock } from '../../lib/vehicle/use-control-lock';
import { useEstop } from '../../lib/vehicle/use-estop';
import { sendGoal, sendInitialPose } from './commands/vehicle-commands';
import { useHmiLive } from './live/live-store';
import type { MapTool } from './map/HmiMap';
import { commandGuards } from './model/command-guards';
import type { LatLon } from '../../lib/geo';
import { AgentOption } from './panel/AgentOption';
import { CommandBar } from './panel/CommandBar';
import { DriverPanel } from './panel/DriverPanel';
import { MapPicker, VehiclePicker } from './panel/Pickers';
import { RecordDrive } from './panel/RecordDrive';

// maplibre and three.js load with these views, not with the page's first paint.
const HmiMap = lazy(() => import('./map/HmiMap'));
const Hmi3dView = lazy(() => import('./view3d/Hmi3dView'));

/** Wide enough for the map and the 3D view side by side (narrower: tabs). */
const SIDE_BY_SIDE = '(min-width: 1400px)';

const viewFallback = (label: string) => (
  <Skeleton variant="rounded" sx={{ height: '100%', minHeight: 240 }} aria-label={label} />
);

/**
 * One vehicle's HMI: pickers, control, commands and recording on top; the driver panel beside
 * the map and the 3D view. Mounted per vehicle (keyed by it): nothing of one vehicle's control
 * or tools carries over to the next.
 */
export function VehicleConsole(props: {
  vehicle: FleetVehicle;
  vehicles: readonly FleetVehicle[];
  maps: readonly MapSummary[];
  projectId: number;
  onChoose(pcId: number): void;
  onMapReady(ready: boolean): void;
}) {
  const { vehicle, maps, projectId, onMapReady } = props;
  const { t } = useTranslation('hmi');
  const me = useAuth();
  const admin = isAdmin(me.role);
  const mayCommand = admin || vehicle.owner.id === me.id;
  const target = useMemo(
    () => ({ room: vehicle.room, name: vehicle.name }),
    [vehicle.room, vehicle.name],
  );
  const live = useHmiLive(
    useShallow((store) => ({
      hasState: store.state !== null,
      mode: store.state?.mode ?? null,
      moving: store.state ? Math.abs(store.state.speed) > 0.1 : false,
      inTransition: store.state?.is_in_transition ?? false,
      autoAvailable: store.state?.is_autonomous_mode_available ?? false,
      autoReason: store.state?.unavailable.AUTO ?? null,
      localization: store.planning?.localization ?? null,
      routeState: store.planning?.route_state ?? null,
    })),
  );
  const control = useHmiLive(useShallow((store) => store.state?.control ?? null));
  const mrm = useHmiLive(useShallow((store) => store.state?.mrm ?? null));
  const estop = useEstop(vehicle.room, vehicle.name, mrm?.state ?? null);
  const connected = vehicle.online && live.hasState;
  const lock = useControlLock(target, control, { userId: me.id, admin, mayCommand });
  const guards = commandGuards({
    connected,
    mayCommand,
    holdsLock: lock.mine,
    state: live.mode
      ? {
          mode: live.mode,
          speed: live.moving ? 1 : 0,
          is_in_transition: live.inTransition,
          is_autonomous_mode_available: live.autoAvailable,
          unavailable: live.autoReason ? { AUTO: live.autoReason } : {},
        }
      : null,
    localization: live.localization,
    routeState: live.routeState,
  });

  const [picked, setTool] = useState<MapTool>('none');
  // A tool that cannot be used any more (control lost, vehicle engaged) is put down.
  const pickedReason = picked === 'goal' ? guards.goal : picked === 'pose' ? guards.pose : null;
  const tool: MapTool = pickedReason === null ? picked : 'none';

  const vehicleHeading = () => useHmiLive.getState().state?.heading ?? 0;
  const onGoal = useCallback(
    (at: LatLon, laneHeading: number | null) => {
      setTool('none');
      const routeState = useHmiLive.getState().planning?.route_state ?? null;
      void sendGoal(target, { ...at, heading: laneHeading ?? vehicleHeading() }, routeState);
    },
    [target],
  );
  const onPose = useCallback(
    (at: LatLon, dragged: number | null, laneHeading: number | null) => {
      setTool('none');
      sendInitialPose(target, { ...at, heading: dragged ?? laneHeading ?? vehicleHeading() });
    },
    [target],
  );

  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [tab, setTab] = useState<'map' | '3d'>('map');
  const mapView = (
    <Suspense fallback={viewFallback(t('page.loadingMap'))}>
      <HmiMap projectMaps={maps} tool={tool} onGoal={onGoal} onPose={onPose} onReady={onMapReady} />
    </Suspense>
  );
  const view3d = (
    <Suspense fallback={viewFallback(t('page.loading3d'))}>
      <Hmi3dView />
    </Suspense>
  );
  // The map is drawn in both layouts' first place; its readiness goes with it.
  useEffect(() => () => onMapReady(false), [onMapReady]);

  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          borderRadius: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <VehiclePicker vehicles={props.vehicles} value={vehicle.pc_id} onChange={props.onChoose} />
        <MapPicker target={target} maps={maps} reason={guards.map} />
        {mayCommand && (
          <Box sx={{ flex: '1 1 260px', minWidth: 240 }}>
            <ControlLockRow lock={lock} onRelease={lock.release} />
          </Box>
        )}
        <RecordDrive target={target} projectId={projectId} reason={guards.record} />
      </Paper>
      {!vehicle.online && (
        <Alert severity="warning">
          <Trans
            t={t}
            i18nKey="page.offline"
            values={{ name: vehicle.name }}
            components={[
              <span key="name" translate="no" />,
              <AgentOption key="sim" />,
              <AgentOption key="ros" />,
            ]}
          />
          {vehicle.state ? t('page.offlineLastKnown') : t('page.offlineEnd')}
        </Alert>
      )}
      {mrm && (
        <MrmBanner
          mrm={mrm}
          effect={estop.effect}
          mayCommand={mayCommand}
          onRelease={estop.release}
          onDismiss={estop.dismiss}
        />
      )}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          gridTemplateRows: { xs: 'auto minmax(360px, 1fr)', md: 'minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ overflowY: 'auto', minHeight: 0 }}>
          <DriverPanel />
        </Box>
        <Stack spacing={1} sx={{ minHeight: 0, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <CommandBar
              target={target}
              tool={tool}
              onTool={setTool}
              guards={guards}
              stops={mayCommand ? { onEstop: estop.engage } : null}
            />
            {!wide && (
              <Tabs
                value={tab}
                onChange={(_, next: 'map' | '3d') => setTab(next)}
                aria-label={t('page.views')}
                sx={{ ml: 'auto', minHeight: 44, '& .MuiTab-root': { minHeight: 44 } }}
              >
                <Tab value="map" label={t('page.map')} />
                <Tab value="3d" label={t('page.view3d')} />
              </Tabs>
            )}
          </Box>
          <Box
            sx={{
              flex: 1,
              minHeight: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: wide ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
            }}
          >
            {(wide || tab === 'map') && <Box sx={{ minHeight: 0 }}>{mapView}</Box>}
            {(wide || tab === '3d') && <Box sx={{ minHeight: 0 }}>{view3d}</Box>}
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
