import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RouteView } from '../state/editor-store';

/** The route preview's answer: its length and lane changes, or why there is none. */
export function RouteResult(props: { route: RouteView | 'none' | null }) {
  const { t } = useTranslation('map');
  const { route } = props;
  if (route === null) return null;
  if (route === 'none') {
    return (
      <Alert severity="warning" sx={{ py: 0 }} data-testid="route-result">
        {t('options.noRoute')}
      </Alert>
    );
  }
  const changes = route.laneChanges;
  return (
    <Typography variant="body2" data-testid="route-result" sx={{ fontWeight: 600 }}>
      {t('options.route', {
        lanelets: t('options.routeLanelets', { count: route.lanelets.length }),
        length: route.lengthM.toFixed(1),
        changes: t('options.laneChanges', { count: changes }),
      })}
    </Typography>
  );
}
