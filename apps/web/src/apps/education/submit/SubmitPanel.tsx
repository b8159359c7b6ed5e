import type { EduChallenge } from '@ads/contract';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWorking, submitCode, useRefreshAfterSubmission, useSubmission } from '../api';
import { ServerAlert } from '../components/ServerSentence';
import { challengeStatus, statusLabel } from '../model/challenge-status';
import { SubmissionCard } from './SubmissionCard';

/**
 * Sends the code to be scored, says what the server answered, then follows the submission
 * live: its place in the queue and the wait, the scoring, the scores and each episode.
 */
export function SubmitPanel(props: {
  challenge: EduChallenge;
  source: string;
  onReplay(submission: number, episode: number): void;
}) {
  const { t } = useTranslation('education');
  const { challenge } = props;
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ id: number; message: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const submission = useSubmission(sent?.id ?? null);
  const refresh = useRefreshAfterSubmission();
  const [now] = useState(() => Date.now());
  const status = challengeStatus(challenge, now);

  // A finished evaluation changes my list, the leaderboard, the season and my badges.
  const state = submission.data?.state;
  const wasWorking = useRef(false);
  useEffect(() => {
    if (!state) return;
    if (wasWorking.current && !isWorking(state)) void refresh(challenge.id);
    wasWorking.current = isWorking(state);
  }, [state, challenge.id, refresh]);

  const submit = async () => {
    setBusy(true);
    setRefused(null);
    const answer = await submitCode(challenge.id, props.source);
    setBusy(false);
    // The server's sentence stands under the button, where the learner is looking.
    if (!answer.success) {
      setRefused(answer.message);
      return;
    }
    setSent({ id: answer.detail.id, message: answer.message ?? t('submit.sent') });
    void refresh(challenge.id);
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('submit.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('submit.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('submit.text', {
          count: challenge.episodes.length,
          attempts: challenge.attempts_per_day,
        })}
      </Typography>
      {status !== 'accepting' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('submit.notAccepting', { status: statusLabel(t, status) })}
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        startIcon={<SendIcon />}
        disabled={busy || status !== 'accepting' || props.source.trim() === ''}
        onClick={() => void submit()}
      >
        {busy ? t('submit.busy') : t('submit.submit')}
      </Button>
      {refused && <ServerAlert severity="error" sx={{ mt: 1.5 }} text={refused} />}
      {sent && (
        <>
          <ServerAlert severity="success" sx={{ mt: 1.5 }} text={sent.message} />
          {submission.data ? (
            <Paper variant="outlined" sx={{ p: 1.5, mt: 1.5 }}>
              <SubmissionCard
                submission={submission.data}
                challenge={challenge}
                onReplay={props.onReplay}
              />
            </Paper>
          ) : (
            submission.error && (
              <ServerAlert severity="error" sx={{ mt: 1.5 }} text={submission.error.message} />
            )
          )}
        </>
      )}
    </Paper>
  );
}
