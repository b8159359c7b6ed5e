import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../lib/realtime-store';

/**
 * Says when the live channel is down: the fleet list still refreshes over HTTP, but states,
 * commands and tele-op need the channel. Nothing shows while it first connects (no flash on
 * every page load): only a channel that was up and dropped, or a refused session.
 */
export function LiveChannelNotice() {
  const { t } = useTranslation('monitoring');
  const connected = useRealtime((state) => state.connected);
  const refused = useRealtime((state) => state.refused);
  const wasUp = useRealtime((state) => state.checkedAt !== null);
  if (refused) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('live.refused')}
      </Alert>
    );
  }
  if (connected || !wasUp) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t('live.down')}
    </Alert>
  );
}
