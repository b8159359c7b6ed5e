import type { EduSubmission } from '@ads/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { Section } from '../../../shell/Section';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import {
  type AdminChallenge,
  CallError,
  QUEUE_POLL_MS,
  rescoreChallenge,
  useQueue,
  useRefreshAdmin,
} from './api';
import type { EduT } from '../model/edu-t';
import { formatWait } from './labels';
import { withTyped } from '../../../lib/i18n/typed';

type Waiting = Omit<EduSubmission, 'source' | 'episodes'>;

function where(t: EduT, row: Waiting): string {
  if (row.state === 'evaluating') return t('admin.queue.scoring');
  if (!row.queue) return t('admin.queue.waiting');
  return t('admin.queue.ahead', {
    count: row.queue.ahead,
    wait: formatWait(t, row.queue.wait_s),
  });
}

/**
 * Re-scoring queues every scored submission again on the saved challenge, so it waits for
 * unsaved changes to be saved (or it would score on what the form no longer says).
 */
function RescoreButton({ challenge, dirty }: { challenge: AdminChallenge; dirty: boolean }) {
  const { t } = useTranslation('education');
  const refresh = useRefreshAdmin();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const rescore = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { queued, message } = await rescoreChallenge(challenge.id);
      notify(
        message ? serverText(message) : t('admin.queue.requeued', { count: queued }),
        'success',
      );
      await refresh();
    } catch (error) {
      notify(error instanceof CallError ? serverText(error.message) : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={dirty || busy}
      onClick={() => setAsking(true)}
    >
      {t('admin.queue.rescore')}
    </Button>
  );
  return (
    <>
      {dirty ? (
        <Tooltip title={t('admin.queue.saveFirst')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        open={asking}
        text={withTyped(t('admin.queue.confirm', { title: challenge.title }), challenge.title)}
        confirmLabel={t('admin.queue.rescore')}
        onConfirm={() => void rescore()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** What waits and what is being scored, in order, read again every few seconds. */
export function QueueSection({ challenge, dirty }: { challenge: AdminChallenge; dirty: boolean }) {
  const { t } = useTranslation('education');
  const queue = useQueue(challenge.id, { pollMs: QUEUE_POLL_MS });
  const rows = queue.data ?? [];
  return (
    <Section
      title={t('admin.queue.title')}
      action={
        <>
          {queue.data && (
            <Chip size="small" label={t('admin.queue.count', { count: rows.length })} />
          )}
          <RescoreButton challenge={challenge} dirty={dirty} />
        </>
      }
    >
      {queue.isPending ? (
        <LoadingBlocks count={2} height={40} />
      ) : queue.isError && !queue.data ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.queue.empty')}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 320, overflowY: 'auto', mx: -1 }}>
          <List dense disablePadding aria-label={t('admin.queue.list')}>
            {rows.map((row, index) => (
              <ListItem key={row.id} aria-label={`${index + 1}. ${row.user.name}`}>
                <Typography sx={{ width: 28, fontWeight: 700, flexShrink: 0 }}>
                  {index + 1}.
                </Typography>
                <ListItemText
                  primary={`${row.user.name} · #${row.id}`}
                  secondary={t('admin.queue.line', {
                    where: where(t, row),
                    at: formatDateTime(row.created_at),
                  })}
                />
                <Chip
                  size="small"
                  variant={row.state === 'evaluating' ? 'filled' : 'outlined'}
                  color={row.state === 'evaluating' ? 'primary' : 'default'}
                  label={
                    row.state === 'queued' || row.state === 'evaluating'
                      ? t(`admin.queue.state.${row.state}`)
                      : row.state
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Section>
  );
}
