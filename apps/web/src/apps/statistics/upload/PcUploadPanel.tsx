import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { i18n, serverText } from '../../../lib/i18n';
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
const notReady = () => i18n.t('statistics:pc.notReady');

function PcUploadState({ upload }: { upload: PcUpload }) {
  const { t } = useTranslation('statistics');
  // The agent's sentences, in the language shown when they are known.
  const message = upload.message ? serverText(upload.message) : '';
  if (upload.progress === PC_UPLOAD_FAILED) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 1 }}
        aria-label={t('upload.refusedOf', { name: upload.name })}
      >
        {message || t('pc.couldNotSendThis')}
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
        aria-label={t('upload.uploadOf', { name: upload.name })}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        aria-label={t('upload.progressOf', { name: upload.name })}
        sx={{ mt: 0.5 }}
      >
        {done
          ? message || t('pc.done')
          : upload.progress === 0
            ? t('pc.starting')
            : `${Math.round(upload.progress)}%${message ? ` · ${message}` : ''}`}
        {done && upload.recordId !== null && (
          <Button
            size="small"
            component={RouterLink}
            to={`/statistics/record/${upload.recordId}`}
            sx={{ ml: 1 }}
          >
            {t('upload.open')}
          </Button>
        )}
      </Typography>
    </Box>
  );
}

/** Recordings on the user's PC that its agent can send, with the agent's progress. */
export function PcUploadPanel({ projectId }: { projectId: number | null }) {
  const { t } = useTranslation('statistics');
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

  if (pcs.isPending) return <LinearProgress aria-label={t('pc.loading')} />;
  if (!pc) {
    return (
      <Alert severity="info" icon={<ComputerOutlinedIcon />}>
        <Trans t={t} i18nKey="pc.none" components={[<RouterLink key="p" to="/project" />]} />
      </Alert>
    );
  }
  if (!online) {
    return (
      <Alert severity="warning" icon={<ComputerOutlinedIcon />} role="status">
        <Trans
          t={t}
          i18nKey="pc.offline"
          values={{ name: pc.name }}
          components={[<RouterLink key="p" to="/project" />, <span key="n" translate="no" />]}
        />
      </Alert>
    );
  }

  const send = (name: string) => {
    if (!sendRecording(name, projectId)) notify(notReady(), 'warning');
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          color="success"
          label={
            <>
              <span translate="no">{pc.name}</span> · {t('pc.online')}
            </>
          }
          role="status"
        />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          disabled={listing}
          onClick={() => {
            if (!askForRecordings()) notify(notReady(), 'warning');
          }}
        >
          {t('pc.refresh')}
        </Button>
      </Stack>
      {listing && recordings === null && <LinearProgress aria-label={t('pc.listing')} />}
      {listError && <Alert severity="error">{serverText(listError)}</Alert>}
      {recordings !== null && recordings.length === 0 && (
        <Typography color="text.secondary">
          <Trans
            t={t}
            i18nKey="pc.empty"
            values={{ name: pc.name }}
            components={[<span key="n" translate="no" />]}
          />
        </Typography>
      )}
      {recordings !== null && recordings.length > 0 && (
        <Box
          component="ul"
          aria-label={t('pc.list', { name: pc.name })}
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
                    <Typography translate="no" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
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
                    aria-label={t('pc.sendNamed', { name: recording.name })}
                    onClick={() => send(recording.name)}
                  >
                    {t('pc.send')}
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
