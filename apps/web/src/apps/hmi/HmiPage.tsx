import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n';
import { useMainOptions } from '../../lib/options-store';
import { useVehicleChoice } from '../../lib/vehicle/vehicle-choice';
import { useHmiMaps, useHmiVehicles } from './api';
import { useHmiLink } from './live/use-hmi-link';
import { watchTestAttributes } from './live/test-attributes';
import { NoProject, NoVehicles } from './panel/EmptyStates';
import { VehicleConsole } from './VehicleConsole';

/** The top bar's height: the page fills the rest of the screen. */
const TOP_BAR = 64;

/**
 * HMI (spec §1): one vehicle of the top bar's project, live — its map, route, trajectory,
 * objects and cloud, the driver's figures — and the commands a driver or operator gives it.
 * The page root carries `data-*` attributes of the live state for the browser spec and bench.
 */
export default function HmiPage() {
  // Both namespaces at once: the rules (guards, banner, lock) read them outside render too.
  const { t } = useTranslation(['hmi', 'vehicle', 'common']);
  const project = useMainOptions((state) => state.project);
  const projectId = project?.id ?? null;
  const vehicles = useHmiVehicles(projectId);
  const maps = useHmiMaps(projectId);
  const chosen = useVehicleChoice((state) =>
    projectId === null ? undefined : state.byProject[projectId],
  );
  const list = vehicles.data ?? [];
  const vehicle =
    list.find((item) => item.pc_id === chosen) ??
    list.find((item) => item.online) ??
    list[0] ??
    null;
  useHmiLink(vehicle?.room ?? null);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    return element ? watchTestAttributes(element) : undefined;
  }, []);
  const onMapReady = useCallback((ready: boolean) => {
    if (root.current) root.current.dataset.mapReady = String(ready);
  }, []);

  let body;
  if (!project) body = <NoProject />;
  else if (vehicles.isPending) {
    body = (
      <Stack spacing={2} role="progressbar" aria-label={t('common:state.loading')} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  } else if (vehicles.isError && !vehicles.data) {
    body = (
      <Alert
        severity="error"
        icon={<ErrorOutlineIcon />}
        action={
          <Button color="inherit" size="small" onClick={() => void vehicles.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {vehicles.error.message ? serverText(vehicles.error.message) : t('page.loadFailed')}
      </Alert>
    );
  } else if (!vehicle) body = <NoVehicles project={project.title} />;
  else {
    body = (
      <VehicleConsole
        key={vehicle.pc_id}
        vehicle={vehicle}
        vehicles={list}
        maps={maps.data ?? []}
        projectId={project.id}
        onChoose={(pcId) => useVehicleChoice.getState().choose(project.id, pcId)}
        onMapReady={onMapReady}
      />
    );
  }

  return (
    <Box
      ref={root}
      data-testid="hmi"
      data-map-ready="false"
      sx={{
        height: { md: `calc(100dvh - ${TOP_BAR}px)` },
        minHeight: 480,
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 1, sm: 1.5 },
        boxSizing: 'border-box',
      }}
    >
      {body}
    </Box>
  );
}
