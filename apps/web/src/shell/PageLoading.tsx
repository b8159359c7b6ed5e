import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('state.loadingPage')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0 }}
    />
  );
}
