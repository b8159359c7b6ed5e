import { Box } from '@mui/material';
import { usePcs } from '../../lib/queries';
import { DownloadIndicator } from './DownloadIndicator';
import { RunningModulesIndicator } from './RunningModulesIndicator';

/**
 * Download and running-module indicators: only when the user has a registered PC (they report
 * that PC's agent), and hidden on small screens (spec §2).
 */
export function PcIndicators() {
  const { data: pcs } = usePcs();
  if (!pcs?.length) return null;
  return (
    <Box data-testid="pc-indicators" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      <DownloadIndicator />
      <RunningModulesIndicator />
    </Box>
  );
}
