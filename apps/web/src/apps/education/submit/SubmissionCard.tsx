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
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { EpisodeFactsView } from '../components/EpisodeFactsView';
import { shownSentence } from '../components/ServerSentence';
import { ScoreLine } from '../components/ScoreLine';
import { isWorking } from '../api';
import { factsOfEpisode } from '../model/episode-facts';
import { STATE_COLOR, queueText, stateLabel } from '../model/submission-status';

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
  const { t } = useTranslation('education');
  const { submission, challenge } = props;
  const working = isWorking(submission.state);
  const queue = queueText(t, submission);
  const title = t('submission.title', { id: submission.id });
  const message = submission.message ? shownSentence(submission.message) : null;
  return (
    <Box
      component="article"
      aria-label={title}
      data-state={submission.state}
      data-submission={submission.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{title}</Typography>
        <Chip
          size="small"
          color={STATE_COLOR[submission.state]}
          label={stateLabel(t, submission.state)}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(submission.created_at)}
      </Typography>
      {working && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress aria-label={stateLabel(t, submission.state)} />
          {queue && (
            <Typography variant="body2" sx={{ mt: 0.75 }} data-testid="queue">
              {queue}
            </Typography>
          )}
        </Box>
      )}
      {!working && submission.state !== 'success' && message && (
        <Alert
          severity={submission.state === 'timeout' ? 'warning' : 'error'}
          lang={message.lang}
          sx={{ mt: 1 }}
        >
          {message.shown}
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
            {t('submission.hiddenFinal')}
          </Typography>
          <ScoreLine
            rules={challenge.rules}
            scores={submission.final_scores}
            label={t('submission.finalScores')}
          />
        </Box>
      )}
      {!props.compact &&
        submission.episodes.map((episode, index) => (
          <Box key={index}>
            <Divider sx={{ my: 1.5 }} />
            <EpisodeFactsView
              facts={factsOfEpisode(episode)}
              title={t('submission.episode', { number: index + 1 })}
            />
            {submission.state === 'success' && (
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                onClick={() => props.onReplay(submission.id, index)}
                sx={{ mt: 1 }}
              >
                {t('submission.replay', { number: index + 1 })}
              </Button>
            )}
          </Box>
        ))}
    </Box>
  );
}
