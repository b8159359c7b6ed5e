import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import { Alert, Box, Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverText } from '../../lib/i18n';
import { PageHeader } from '../../shell/PageHeader';
import { EmptyFleet } from './EmptyFleet';
import { LiveChannelNotice } from './LiveChannelNotice';
import { useFleet, useTrack } from './api';
import { type FleetFilter, NO_FILTER, filterFleet, isFiltered } from './model/fleet-filter';
import type { VehicleView } from './model/vehicle-view';
import { VehiclePanel } from './panel/VehiclePanel';
import { FleetFilters } from './table/FleetFilters';
import { FleetTable } from './table/FleetTable';
import { useFleetLink } from './use-fleet-link';
import { useFleetViews } from './use-fleet-views';

// maplibre is large: it loads with this page's map, never with the first load.
const FleetMap = lazy(() => import('./map/FleetMap'));

/** The top bar's height and a margin: the panel sticks below it and scrolls on its own. */
const PANEL_TOP = 80;

/** Shown in the panel's place before a vehicle is chosen. */
function ChooseVehicle() {
  const { t } = useTranslation('monitoring');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 4,
        borderRadius: 3,
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      <TouchAppOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('page.chooseTitle')}</Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
        {t('page.chooseText')}
      </Typography>
    </Paper>
  );
}

/**
 * Whose Lanelet2 map and route the fleet map draws: the selected vehicle's, else the only
 * vehicle online (the common case of one car needs no click to see its roads).
 */
function lanesVehicle(selected: VehicleView | null, views: readonly VehicleView[]) {
  const online = views.filter((vehicle) => vehicle.status !== 'offline');
  const shown = selected ?? (online.length === 1 ? online[0]! : null);
  return shown ? { pcId: shown.pcId, room: shown.room } : null;
}

/**
 * FMS (spec §1): the fleet on a map and in a table, live; the selected vehicle's modes,
 * control lock, tele-op, e-stop, track and events. The selection is in the URL (`?vehicle=`).
 */
export default function MonitoringPage() {
  const { t } = useTranslation(['monitoring', 'common']);
  const fleet = useFleet();
  const vehicles = useMemo(() => fleet.data ?? [], [fleet.data]);
  useFleetLink(useMemo(() => vehicles.map((vehicle) => vehicle.room), [vehicles]));
  const { views, now } = useFleetViews(vehicles);
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('vehicle')) || null;
  const selected = views.find((vehicle) => vehicle.pcId === selectedId) ?? null;
  const track = useTrack(selected?.pcId ?? null);
  const lanes = lanesVehicle(selected, views);
  const [filter, setFilter] = useState<FleetFilter>(NO_FILTER);
  const shown = filterFleet(views, filter);

  const select = (pcId: number | null) =>
    setParams(
      (current) => {
        if (pcId === null) current.delete('vehicle');
        else current.set('vehicle', String(pcId));
        return current;
      },
      { replace: true },
    );

  const online = views.filter((vehicle) => vehicle.status !== 'offline').length;
  const subtitle = fleet.data
    ? t('page.subtitle', { vehicles: t('page.vehicles', { count: views.length }), online })
    : t('page.subtitleIdle');

  let body;
  if (fleet.isPending) {
    body = (
      <Stack spacing={2} role="progressbar" aria-label={t('common:state.loading')} aria-busy="true">
        <Skeleton variant="rounded" height={380} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (fleet.isError && !fleet.data) {
    body = (
      <Alert
        severity="error"
        icon={<ErrorOutlineIcon />}
        action={
          <Button color="inherit" size="small" onClick={() => void fleet.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {serverText(fleet.error.message) || t('page.loadFailed')}
      </Alert>
    );
  } else if (vehicles.length === 0) {
    body = <EmptyFleet />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={380} aria-label={t('page.loadingMap')} />}
          >
            <FleetMap
              vehicles={views}
              selected={selected?.pcId ?? null}
              onSelect={select}
              lanes={lanes}
              track={
                track.data ? { points: track.data.points, readAt: track.data.readAt } : undefined
              }
            />
          </Suspense>
          {track.isError && (
            <Alert severity="warning">
              {t('page.trackFailed', { reason: serverText(track.error.message) })}
            </Alert>
          )}
          <FleetFilters
            filter={filter}
            onChange={(change) => setFilter({ ...filter, ...change })}
          />
          <FleetTable
            vehicles={shown}
            selected={selected?.pcId ?? null}
            onSelect={select}
            now={now}
            emptyText={isFiltered(filter) ? t('page.noMatch') : t('page.noVehicles')}
          />
        </Stack>
        <Box
          sx={{
            position: { lg: 'sticky' },
            top: { lg: PANEL_TOP },
            maxHeight: { lg: `calc(100vh - ${PANEL_TOP + 16}px)` },
            overflowY: { lg: 'auto' },
            borderRadius: 3,
          }}
        >
          {selected ? (
            <VehiclePanel key={selected.pcId} vehicle={selected} onClose={() => select(null)} />
          ) : (
            <ChooseVehicle />
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Container maxWidth={false} sx={{ py: { xs: 2, sm: 3 }, px: { xs: 2, md: 3 } }}>
      <PageHeader title={t('page.title')} subtitle={subtitle} live />
      {vehicles.length > 0 && <LiveChannelNotice />}
      {body}
    </Container>
  );
}
