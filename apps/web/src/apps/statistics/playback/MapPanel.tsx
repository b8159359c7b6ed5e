import type { RecordDetail } from '@ads/contract';
import { Skeleton } from '@mui/material';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from './RawPanel';
import type { PlaybackMessage } from './protocol';
import { routePositionAt } from './route-position';

// The same map the record page's route section draws (its own chunk: maplibre is big).
const RouteMap = lazy(() => import('../detail/RouteMap'));

/**
 * The record's route with the current position: the GNSS message at the current time when the
 * panel has a GNSS topic, else the indexed route's point at that time.
 */
export function MapPanel(props: {
  route: RecordDetail['route'];
  /** The record whose project's map lanes go under the route; null: none (a share's page). */
  lanesOf: number | null;
  message: PlaybackMessage | undefined;
  seconds: number;
}) {
  const { t } = useTranslation('statistics');
  const fix = props.message?.view?.kind === 'gnss' ? props.message.view : null;
  const current: [number, number] | null = fix
    ? [fix.lon, fix.lat]
    : routePositionAt(props.route, props.seconds);
  const [lon, lat] = current ?? [null, null];
  const { route, lanesOf } = props;
  // The same element while the position stays: the panel renders as the time moves, and with a
  // GNSS topic the position moves only with its messages.
  const map = useMemo(
    () => (
      <Suspense
        fallback={<Skeleton variant="rounded" height="100%" aria-label={t('route.loadingMap')} />}
      >
        <RouteMap
          route={route}
          recordId={lanesOf ?? 0}
          hasProject={lanesOf !== null}
          current={lon === null || lat === null ? null : [lon, lat]}
          height={250}
        />
      </Suspense>
    ),
    [route, lanesOf, lon, lat, t],
  );
  if (route.length === 0) return <Empty text={t('route.noGnss')} />;
  return map;
}
