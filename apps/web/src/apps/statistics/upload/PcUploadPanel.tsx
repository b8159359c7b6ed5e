import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePcs } from '../../../lib/queries';
import { useRealtime } from '../../../lib/realtime-store';
import { onJoined } from '../../../lib/socket';
import { formatDateTime } from '../../../lib/format-date';
import { formatBytes } from '../../../lib/format-bytes';
import {
  PC_UPLOAD_DONE,
  PC_UPLOAD_FAILED,
  type PcUpload,
  askForRecordings,
  sendRecording,
  usePcUploads,
} from './pc-uploads';

/** How often the panel re-reads whether the PC's agent is online. */
const PRESENCE_POLL_MS = 10_000;
const NOT_READY = 'The live channel is not ready yet. Try again in a moment.';

function PcUploadState({ upload }: { upload: PcUpload }) {
  if (upload.progress === PC_UPLOAD_FAILED) {
    return (
      <Alert severity="error" sx={{ mt: 1 }} aria-label={`${upload.name} refused`}>
        {upload.message || 'The PC could not send this file.'}
      </Alert>
    );
  }
  const done = upload.progress >= PC_UPLOAD_DONE;
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant={upload.progress === 0 ? 'indeterminate' : 'determinate'}
        value={Math.min(100, Math.max(0, upload.progress))}
        color={done ? 'success' : 'primary'}
        aria-label={`${upload.name} upload`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        aria-label={`${upload.name} progress`}
        sx={{ mt: 0.5 }}
      >
        {done
          ? upload.message || 'Done'
          : upload.progress === 0
            ? 'Starting…'
            : `${Math.round(upload.progress)}%${upload.message ? ` · ${upload.message}` : ''}`}
        {done && upload.recordId !== null && (
          <Button
            size="small"
            component={RouterLink}
            to={`/statistics/record/${upload.recordId}`}
            sx={{ ml: 1 }}
          >
            Open
          </Button>
        )}
      </Typography>
    </Box>
  );
}

/** Recordings on the user's PC that its agent can send, with the agent's progress. */
export function PcUploadPanel({ projectId }: { projectId: number | null }) {
  const pcs = usePcs({ presenceEveryMs: PRESENCE_POLL_MS });
  const connected = useRealtime((state) => state.connected);
  const room = useRealtime((state) => state.room);
  const { recordings, listing, listError, uploads } = usePcUploads();
  const pc = pcs.data?.[0] ?? null;
  const online = !!pc?.online && connected && room === pc.token;

  // Asks as soon as the channel is in the PC's room, and again after every reconnect.
  useEffect(() => {
    if (!online) return;
    askForRecordings();
    return onJoined(() => void askForRecordings());
  }, [online]);

  if (pcs.isPending) return <LinearProgress aria-label="Loading PCs" />;
  if (!pc) {
    return (
      <Alert severity="info" icon={<ComputerOutlinedIcon />}>
        No PC is registered yet. Register one under <RouterLink to="/project">Projects</RouterLink>{' '}
        and start its agent to send the files it records.
      </Alert>
    );
  }
  if (!online) {
    return (
      <Alert severity="warning" icon={<ComputerOutlinedIcon />} role="status">
        {pc.name} is offline. Start its agent (the command is under{' '}
        <RouterLink to="/project">Projects</RouterLink>) to list and send its recordings.
      </Alert>
    );
  }

  const send = (name: string) => {
    if (!sendRecording(name, projectId)) notify(NOT_READY, 'warning');
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip color="success" label={`${pc.name} · online`} role="status" />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          disabled={listing}
          onClick={() => {
            if (!askForRecordings()) notify(NOT_READY, 'warning');
          }}
        >
          Refresh
        </Button>
      </Stack>
      {listing && recordings === null && <LinearProgress aria-label="Listing recordings" />}
      {listError && <Alert severity="error">{listError}</Alert>}
      {recordings !== null && recordings.length === 0 && (
        <Typography color="text.secondary">
          The recordings folder of {pc.name} has no MCAP or bag files.
        </Typography>
      )}
      {recordings !== null && recordings.length > 0 && (
        <Box
          component="ul"
          aria-label={`Recordings on ${pc.name}`}
          sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {recordings.map((recording) => {
            const upload = uploads[recording.name];
            const busy =
              !!upload && upload.progress !== PC_UPLOAD_FAILED && upload.progress < PC_UPLOAD_DONE;
            return (
              <Box
                component="li"
                key={recording.name}
                aria-label={recording.name}
                sx={{ listStyle: 'none', py: 1.5 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {recording.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatBytes(recording.size)} · {formatDateTime(recording.modified)}
                    </Typography>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    aria-label={`Send ${recording.name}`}
                    onClick={() => send(recording.name)}
                  >
                    Send
                  </Button>
                </Stack>
                {upload && <PcUploadState upload={upload} />}
              </Box>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
