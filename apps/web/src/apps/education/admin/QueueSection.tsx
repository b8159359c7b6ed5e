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
import { formatDateTime } from '../../../lib/format-date';
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
import { formatWait } from './labels';

type Waiting = Omit<EduSubmission, 'source' | 'episodes'>;

function where(row: Waiting): string {
  if (row.state === 'evaluating') return 'Being scored now';
  if (!row.queue) return 'Waiting';
  return `${row.queue.ahead} ahead · about ${formatWait(row.queue.wait_s)}`;
}

/**
 * Re-scoring queues every scored submission again on the saved challenge, so it waits for
 * unsaved changes to be saved (or it would score on what the form no longer says).
 */
function RescoreButton({ challenge, dirty }: { challenge: AdminChallenge; dirty: boolean }) {
  const refresh = useRefreshAdmin();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const rescore = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const { queued, message } = await rescoreChallenge(challenge.id);
      notify(
        message ??
          (queued === 1
            ? '1 submission is queued again.'
            : `${queued} submissions are queued again.`),
        'success',
      );
      await refresh();
    } catch (error) {
      notify(error instanceof CallError ? error.message : String(error), 'error');
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
      Re-score
    </Button>
  );
  return (
    <>
      {dirty ? (
        <Tooltip title="Save your changes first: re-scoring uses the saved challenge.">
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        open={asking}
        text={`Re-score every scored submission of “${challenge.title}”? Each goes back into the queue and is scored again on the saved rules and episodes; the leaderboard changes as they finish.`}
        confirmLabel="Re-score"
        onConfirm={() => void rescore()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** What waits and what is being scored, in order, read again every few seconds. */
export function QueueSection({ challenge, dirty }: { challenge: AdminChallenge; dirty: boolean }) {
  const queue = useQueue(challenge.id, { pollMs: QUEUE_POLL_MS });
  const rows = queue.data ?? [];
  return (
    <Section
      title="Queue"
      action={
        <>
          {queue.data && <Chip size="small" label={`${rows.length} waiting or scoring`} />}
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
          Nothing waiting: every submission is scored.
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 320, overflowY: 'auto', mx: -1 }}>
          <List dense disablePadding aria-label="Submissions in the queue">
            {rows.map((row, index) => (
              <ListItem key={row.id} aria-label={`${index + 1}. ${row.user.name}`}>
                <Typography sx={{ width: 28, fontWeight: 700, flexShrink: 0 }}>
                  {index + 1}.
                </Typography>
                <ListItemText
                  primary={`${row.user.name} · #${row.id}`}
                  secondary={`${where(row)} · sent ${formatDateTime(row.created_at)}`}
                />
                <Chip
                  size="small"
                  variant={row.state === 'evaluating' ? 'filled' : 'outlined'}
                  color={row.state === 'evaluating' ? 'primary' : 'default'}
                  label={row.state}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Section>
  );
}
