import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VehicleStatus } from '../model/vehicle-view';

const COLOR: Record<VehicleStatus, 'success' | 'warning' | 'default'> = {
  online: 'success',
  stale: 'warning',
  offline: 'default',
};

/** Online, stale (connected but silent for more than 2 s) or offline. */
export function StatusChip({ status }: { status: VehicleStatus }) {
  const { t } = useTranslation('monitoring');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status]}
      label={t(`status.${status}`)}
      title={status === 'stale' ? t('status.staleTitle') : undefined}
      sx={{ height: 22 }}
    />
  );
}
