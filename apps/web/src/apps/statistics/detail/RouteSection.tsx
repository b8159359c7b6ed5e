import type { RecordDetail } from '@ads/contract';
import { Skeleton, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';

// maplibre is large and only this page draws maps: it loads with the first route shown.
const RouteMap = lazy(() => import('./RouteMap'));

/** The route card: the map when the record has GNSS, else why there is none. */
export function RouteSection({ record }: { record: RecordDetail }) {
  const { t } = useTranslation('statistics');
  return (
    <Section title={t('route.title')}>
      {record.route.length > 0 ? (
        <Suspense
          fallback={<Skeleton variant="rounded" height={360} aria-label={t('route.loadingMap')} />}
        >
          <RouteMap
            route={record.route}
            recordId={record.id}
            hasProject={record.project !== null}
          />
        </Suspense>
      ) : (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {record.route_source === 'odometry' ? t('route.odometryOnly') : t('route.noGnss')}
        </Typography>
      )}
    </Section>
  );
}
