import { Chip } from '@mui/material';
import type { VehicleStatus } from '../model/vehicle-view';

const LOOK: Record<VehicleStatus, { label: string; color: 'success' | 'warning' | 'default' }> = {
  online: { label: 'Online', color: 'success' },
  stale: { label: 'Stale', color: 'warning' },
  offline: { label: 'Offline', color: 'default' },
};

/** Online, stale (connected but silent for more than 2 s) or offline. */
export function StatusChip({ status }: { status: VehicleStatus }) {
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      label={look.label}
      title={status === 'stale' ? 'No state for more than 2 s' : undefined}
      sx={{ height: 22 }}
    />
  );
}
