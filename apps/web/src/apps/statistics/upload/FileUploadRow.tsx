import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatBytes } from '../../../lib/format-bytes';
import { serverText } from '../../../lib/i18n';
import { type FileUpload, useUploads } from './upload-store';

const percentOf = (item: FileUpload) =>
  item.total > 0 ? Math.min(100, Math.floor((item.sent / item.total) * 100)) : 0;

function statusText(item: FileUpload, t: TFunction<['statistics', 'common']>): string {
  const bytes = t('upload.bytes', {
    sent: formatBytes(item.sent),
    total: formatBytes(item.total),
  });
  const percent = percentOf(item);
  switch (item.status) {
    case 'queued':
      return t('upload.waiting');
    case 'uploading':
      return t(item.resumed ? 'upload.uploadingResumed' : 'upload.uploading', { bytes, percent });
    case 'paused':
      return t('upload.paused', { bytes, percent });
    case 'offline':
      return t('upload.offline', { percent });
    case 'indexing':
      return t('upload.indexing');
    case 'done':
      return t('upload.done', { size: formatBytes(item.total) });
    case 'error':
      return t('upload.refused');
  }
}

/** One browser upload: its progress in bytes and percent, and what can be done with it. */
export function FileUploadRow({ item }: { item: FileUpload }) {
  const { t } = useTranslation(['statistics', 'common']);
  const { pause, resume, retry, remove } = useUploads();
  const name = item.file.name;
  const active = ['uploading', 'indexing', 'offline', 'queued'].includes(item.status);
  return (
    <Box component="li" aria-label={name} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography translate="no" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            aria-label={t('upload.progressOf', { name })}
          >
            {statusText(item, t)}
          </Typography>
        </Box>
        {item.status === 'uploading' && (
          <Tooltip title={t('upload.pause')}>
            <IconButton
              aria-label={t('upload.pauseNamed', { name })}
              onClick={() => pause(item.id)}
            >
              <PauseIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'paused' && (
          <Tooltip title={t('upload.resume')}>
            <IconButton
              aria-label={t('upload.resumeNamed', { name })}
              onClick={() => resume(item.id)}
            >
              <PlayArrowIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'error' && item.retryable && (
          <Tooltip title={t('common:actions.retry')}>
            <IconButton
              aria-label={t('upload.retryNamed', { name })}
              onClick={() => retry(item.id)}
            >
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'done' && item.recordId !== null && (
          <Button size="small" component={RouterLink} to={`/statistics/record/${item.recordId}`}>
            {t('upload.open')}
          </Button>
        )}
        {item.status !== 'indexing' && (
          <Tooltip
            title={
              active || item.status === 'paused'
                ? t('common:actions.cancel')
                : t('upload.removeFromList')
            }
          >
            <IconButton
              aria-label={
                active || item.status === 'paused'
                  ? t('upload.cancelNamed', { name })
                  : t('upload.removeNamed', { name })
              }
              onClick={() => remove(item.id)}
            >
              <CloseIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {item.status !== 'error' && (
        <LinearProgress
          variant={
            item.status === 'indexing' || item.status === 'queued' ? 'indeterminate' : 'determinate'
          }
          value={item.status === 'done' ? 100 : percentOf(item)}
          color={item.status === 'done' ? 'success' : 'primary'}
          aria-label={t('upload.uploadOf', { name })}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      )}
      {item.status === 'error' && item.message && (
        <Alert severity="error" sx={{ mt: 1 }} aria-label={t('upload.refusedOf', { name })}>
          {serverText(item.message)}
        </Alert>
      )}
    </Box>
  );
}
