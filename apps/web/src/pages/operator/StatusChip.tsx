import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ServiceState } from './service-checks';

const COLOR: Record<ServiceState, 'success' | 'error' | 'default'> = {
  up: 'success',
  down: 'error',
  unavailable: 'default',
};

/** Green for up, red for down, grey for a service that is not offered yet. */
export function StatusChip({ state }: { state: ServiceState | 'checking' }) {
  const { t } = useTranslation('operator');
  if (state === 'checking') {
    return <Chip size="small" variant="outlined" label={t('state.checking')} />;
  }
  return (
    <Chip size="small" color={COLOR[state]} label={t(`state.${state}`)} sx={{ fontWeight: 700 }} />
  );
}
