import type { RecordDetail } from '@ads/contract';
import { Skeleton } from '@mui/material';
import { Suspense, lazy } from 'react';
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
  if (props.route.length === 0) return <Empty text={t('route.noGnss')} />;
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height="100%" aria-label={t('route.loadingMap')} />}
    >
      <RouteMap
        route={props.route}
        recordId={props.lanesOf ?? 0}
        hasProject={props.lanesOf !== null}
        current={current}
        height={250}
      />
    </Suspense>
  );
}
