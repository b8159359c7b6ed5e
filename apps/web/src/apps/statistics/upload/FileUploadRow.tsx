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
import { Link as RouterLink } from 'react-router';
import { formatBytes } from '../../../lib/format-bytes';
import { type FileUpload, useUploads } from './upload-store';

const percentOf = (item: FileUpload) =>
  item.total > 0 ? Math.min(100, Math.floor((item.sent / item.total) * 100)) : 0;

function statusText(item: FileUpload): string {
  const bytes = `${formatBytes(item.sent)} of ${formatBytes(item.total)}`;
  switch (item.status) {
    case 'queued':
      return 'Waiting…';
    case 'uploading':
      return `${bytes} · ${percentOf(item)}%${item.resumed ? ' · resumed' : ''}`;
    case 'paused':
      return `Paused at ${percentOf(item)}% · ${bytes}`;
    case 'offline':
      return `Offline at ${percentOf(item)}%: continues when the connection is back`;
    case 'indexing':
      return 'Indexing…';
    case 'done':
      return `Done · ${formatBytes(item.total)}`;
    case 'error':
      return 'Refused';
  }
}

/** One browser upload: its progress in bytes and percent, and what can be done with it. */
export function FileUploadRow({ item }: { item: FileUpload }) {
  const { pause, resume, retry, remove } = useUploads();
  const name = item.file.name;
  const active = ['uploading', 'indexing', 'offline', 'queued'].includes(item.status);
  return (
    <Box component="li" aria-label={name} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            aria-label={`${name} progress`}
          >
            {statusText(item)}
          </Typography>
        </Box>
        {item.status === 'uploading' && (
          <Tooltip title="Pause">
            <IconButton aria-label={`Pause ${name}`} onClick={() => pause(item.id)}>
              <PauseIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'paused' && (
          <Tooltip title="Resume">
            <IconButton aria-label={`Resume ${name}`} onClick={() => resume(item.id)}>
              <PlayArrowIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'error' && item.retryable && (
          <Tooltip title="Try again">
            <IconButton aria-label={`Retry ${name}`} onClick={() => retry(item.id)}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        )}
        {item.status === 'done' && item.recordId !== null && (
          <Button size="small" component={RouterLink} to={`/statistics/record/${item.recordId}`}>
            Open
          </Button>
        )}
        {item.status !== 'indexing' && (
          <Tooltip title={active || item.status === 'paused' ? 'Cancel' : 'Remove from the list'}>
            <IconButton
              aria-label={`${active || item.status === 'paused' ? 'Cancel' : 'Remove'} ${name}`}
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
          aria-label={`${name} upload`}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      )}
      {item.status === 'error' && item.message && (
        <Alert severity="error" sx={{ mt: 1 }} aria-label={`${name} refused`}>
          {item.message}
        </Alert>
      )}
    </Box>
  );
}
