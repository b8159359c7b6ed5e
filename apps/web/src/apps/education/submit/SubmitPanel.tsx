import type { EduChallenge } from '@ads/contract';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { isWorking, submitCode, useRefreshAfterSubmission, useSubmission } from '../api';
import { STATUS_LABEL, challengeStatus } from '../model/challenge-status';
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
    setSent({ id: answer.detail.id, message: answer.message ?? '제출했습니다.' });
    void refresh(challenge.id);
  };

  return (
    <Paper variant="outlined" component="section" aria-label="제출" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        제출
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        서버가 이 코드로 에피소드 {challenge.episodes.length}개를 모두 주행해 채점합니다. 24시간에{' '}
        {challenge.attempts_per_day}번까지 제출할 수 있고, 가장 좋은 점수가 순위에 들어갑니다.
      </Typography>
      {status !== 'accepting' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          이 챌린지는 지금 제출을 받지 않습니다({STATUS_LABEL[status]}).
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        startIcon={<SendIcon />}
        disabled={busy || status !== 'accepting' || props.source.trim() === ''}
        onClick={() => void submit()}
      >
        {busy ? '제출하는 중…' : '제출하기'}
      </Button>
      {refused && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {refused}
        </Alert>
      )}
      {sent && (
        <>
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {sent.message}
          </Alert>
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
              <Alert severity="error" sx={{ mt: 1.5 }}>
                {submission.error.message}
              </Alert>
            )
          )}
        </>
      )}
    </Paper>
  );
}
