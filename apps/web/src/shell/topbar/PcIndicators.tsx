import { Box } from '@mui/material';
import { usePcs } from '../../lib/queries';
import { DownloadIndicator } from './DownloadIndicator';
import { RunningModulesIndicator } from './RunningModulesIndicator';

/** How often the top bar re-reads whether the first PC's agent is online. */
const PRESENCE_REFRESH_MS = 30_000;

/**
 * Download and running-module indicators: only when the user has a registered PC (they report
 * that PC's agent), and hidden on small screens (spec §2). The running-modules button carries
 * whether the first PC's agent (the one the live channel talks to) is online.
 */
export function PcIndicators() {
  const { data: pcs } = usePcs({ presenceEveryMs: PRESENCE_REFRESH_MS });
  const first = pcs?.[0];
  if (!first) return null;
  return (
    <Box data-testid="pc-indicators" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
      <DownloadIndicator />
      <RunningModulesIndicator agentOnline={first.online === true} pcName={first.name} />
    </Box>
  );
}
