import { Chip } from '@mui/material';
import type { ServiceState } from './service-checks';

const LOOK: Record<ServiceState, { label: string; color: 'success' | 'error' | 'default' }> = {
  up: { label: 'Up', color: 'success' },
  down: { label: 'Down', color: 'error' },
  unavailable: { label: 'Not available yet', color: 'default' },
};

/** Green for up, red for down, grey for a service that is not offered yet. */
export function StatusChip({ state }: { state: ServiceState | 'checking' }) {
  if (state === 'checking') return <Chip size="small" variant="outlined" label="Checking…" />;
  const look = LOOK[state];
  return <Chip size="small" color={look.color} label={look.label} sx={{ fontWeight: 700 }} />;
}
