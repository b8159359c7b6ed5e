import { Alert } from '@mui/material';
import { useRealtime } from '../../lib/realtime-store';

/**
 * Says when the live channel is down: the fleet list still refreshes over HTTP, but states,
 * commands and tele-op need the channel. Nothing shows while it first connects (no flash on
 * every page load): only a channel that was up and dropped, or a refused session.
 */
export function LiveChannelNotice() {
  const connected = useRealtime((state) => state.connected);
  const refused = useRealtime((state) => state.refused);
  const wasUp = useRealtime((state) => state.checkedAt !== null);
  if (refused) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        The live channel refused this session: sign in again to see live states and command
        vehicles.
      </Alert>
    );
  }
  if (connected || !wasUp) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      The live channel is down; reconnecting… Vehicles cannot be commanded until it is back (each
      stops by itself when tele-op commands stop).
    </Alert>
  );
}
