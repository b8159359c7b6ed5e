import type { EduChallenge, EduSubmission } from '@ads/contract';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../../lib/format-date';
import { EpisodeFactsView } from '../components/EpisodeFactsView';
import { ScoreLine } from '../components/ScoreLine';
import { isWorking } from '../api';
import { factsOfEpisode } from '../model/episode-facts';
import { STATE_COLOR, STATE_LABEL, queueText } from '../model/submission-status';

/**
 * A submission as it stands: queued (its place and the wait), being scored, then its scores
 * and each episode's outcome with a replay; or the sentence of why it was not scored.
 */
export function SubmissionCard(props: {
  submission: EduSubmission;
  challenge: EduChallenge;
  onReplay(submission: number, episode: number): void;
  /** Episodes folded away (a list of several submissions): only the head and the scores. */
  compact?: boolean;
}) {
  const { submission, challenge } = props;
  const working = isWorking(submission.state);
  const queue = queueText(submission);
  return (
    <Box
      component="article"
      aria-label={`제출 #${submission.id}`}
      data-state={submission.state}
      data-submission={submission.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>제출 #{submission.id}</Typography>
        <Chip
          size="small"
          color={STATE_COLOR[submission.state]}
          label={STATE_LABEL[submission.state]}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(submission.created_at)}
      </Typography>
      {working && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress aria-label={STATE_LABEL[submission.state]} />
          {queue && (
            <Typography variant="body2" sx={{ mt: 0.75 }} data-testid="queue">
              {queue}
            </Typography>
          )}
        </Box>
      )}
      {!working && submission.state !== 'success' && submission.message && (
        <Alert severity={submission.state === 'timeout' ? 'warning' : 'error'} sx={{ mt: 1 }}>
          {submission.message}
        </Alert>
      )}
      {submission.scores && (
        <Box sx={{ mt: 1 }}>
          <ScoreLine rules={challenge.rules} scores={submission.scores} />
        </Box>
      )}
      {submission.final_scores && (
        <Box sx={{ mt: 1 }} data-testid="final-scores">
          <Typography variant="caption" color="text.secondary">
            숨은 최종 에피소드
          </Typography>
          <ScoreLine rules={challenge.rules} scores={submission.final_scores} label="최종 점수" />
        </Box>
      )}
      {!props.compact &&
        submission.episodes.map((episode, index) => (
          <Box key={index}>
            <Divider sx={{ my: 1.5 }} />
            <EpisodeFactsView facts={factsOfEpisode(episode)} title={`에피소드 ${index + 1}`} />
            {submission.state === 'success' && (
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                onClick={() => props.onReplay(submission.id, index)}
                sx={{ mt: 1 }}
              >
                에피소드 {index + 1} 리플레이
              </Button>
            )}
          </Box>
        ))}
    </Box>
  );
}
