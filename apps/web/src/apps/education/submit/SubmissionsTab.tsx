import type { EduChallenge } from '@ads/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InboxIcon from '@mui/icons-material/Inbox';
import { Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shell/EmptyState';
import { ErrorState, LoadingBlocks } from '../../../shell/StateViews';
import { useMySubmissions } from '../api';
import { SubmissionCard } from './SubmissionCard';

/** My submissions to the challenge, newest first; the newest opened, the others on a tap. */
export function SubmissionsTab(props: {
  challenge: EduChallenge;
  onReplay(submission: number, episode: number): void;
}) {
  const { t } = useTranslation('education');
  const mine = useMySubmissions(props.challenge.id);
  const [open, setOpen] = useState<Set<number>>(new Set());
  if (mine.isPending) return <LoadingBlocks count={2} height={96} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0) {
    return (
      <EmptyState
        icon={<InboxIcon />}
        title={t('submissions.none')}
        text={t('submissions.noneText')}
      />
    );
  }
  const newest = mine.data[0]!.id;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('submissions.label')}>
      {mine.data.map((submission) => {
        const expanded = open.has(submission.id) !== (submission.id === newest);
        return (
          <Paper key={submission.id} variant="outlined" sx={{ p: 1.5 }}>
            <SubmissionCard
              submission={submission}
              challenge={props.challenge}
              onReplay={props.onReplay}
              compact={!expanded}
            />
            {submission.episodes.length > 0 && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                aria-expanded={expanded}
                onClick={() =>
                  setOpen((current) => {
                    const next = new Set(current);
                    if (next.has(submission.id)) next.delete(submission.id);
                    else next.add(submission.id);
                    return next;
                  })
                }
              >
                {expanded ? t('submissions.fold') : t('submissions.perEpisode')}
              </Button>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
