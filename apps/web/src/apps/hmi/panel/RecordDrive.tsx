import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import { Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { type Target, sendRecord } from '../commands/vehicle-commands';
import { useHmiLive } from '../live/live-store';
import { formatBytes } from '../../../lib/format-bytes';
import { i18n, serverText } from '../../../lib/i18n';
import { formatClock } from '../model/format';
import { GuardedButton } from './GuardedButton';

/**
 * "Record this drive": the agent records the vehicle's topics to MCAP; stopping uploads it to
 * Data Management with its progress, then links to the record.
 */
export function RecordDrive(props: {
  target: Target;
  projectId: number | null;
  reason: string | null;
}) {
  const { target, projectId, reason } = props;
  const { t } = useTranslation('hmi');
  const recording = useHmiLive(
    useShallow((live) => {
      const info = live.planning?.recording;
      if (!info) return null;
      // The vehicle's clock on both sides: the browser's may differ.
      const elapsed = (live.planning?.stamp ?? info.since) - info.since;
      return { clock: formatClock(elapsed), size: formatBytes(info.bytes) };
    }),
  );
  const upload = useHmiLive((live) => live.upload);
  return (
    <Stack spacing={1} aria-label={t('record.group')} role="group">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {recording ? (
          <GuardedButton
            reason={reason}
            variant="contained"
            color="error"
            startIcon={<StopIcon />}
            onClick={() => {
              useHmiLive.getState().setUpload({
                progress: 0,
                message: i18n.t('hmi:record.starting'),
                recordId: null,
              });
              sendRecord(target, 'stop', projectId);
            }}
          >
            {t('record.stop')}
          </GuardedButton>
        ) : (
          <GuardedButton
            reason={reason}
            variant="outlined"
            color="error"
            startIcon={<FiberManualRecordIcon />}
            onClick={() => {
              useHmiLive.getState().setUpload(null);
              sendRecord(target, 'start', projectId);
            }}
          >
            {t('record.start')}
          </GuardedButton>
        )}
        {recording && (
          <Typography
            role="status"
            aria-label={t('record.recording')}
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
          >
            <Box component="span" sx={{ color: 'error.main' }}>
              ●
            </Box>{' '}
            {recording.clock} · {recording.size}
          </Typography>
        )}
      </Box>
      {upload && !recording && (
        <Box role="status" aria-label={t('record.upload')}>
          {upload.progress >= 100 && upload.recordId !== null ? (
            <Typography variant="body2">
              {t('record.uploaded')}{' '}
              <Link component={RouterLink} to={`/statistics/record/${upload.recordId}`}>
                {t('record.open')}
              </Link>
            </Typography>
          ) : upload.progress < 0 ? (
            <Typography variant="body2" color="error">
              {t('record.failed', { message: serverText(upload.message) })}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('record.uploading', { percent: Math.round(upload.progress) })}
              </Typography>
              <LinearProgress
                variant={upload.progress > 0 ? 'determinate' : 'indeterminate'}
                value={upload.progress}
                aria-label={t('record.progress')}
              />
            </>
          )}
        </Box>
      )}
    </Stack>
  );
}
