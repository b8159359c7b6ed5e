import type { EduChallenge, EduScores } from '@ads/contract';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/i18n';
import { deadlineText, kindLabel } from '../model/challenge-status';
import { scoreLabel, scoreText } from '../model/scores';
import { LevelChip } from './LevelChip';
import { StatusChip } from './StatusChip';

/** My place on a challenge's leaderboard: its rank and the best submission's scores. */
export interface MyBest {
  rank: number;
  scores: EduScores;
}

/** A challenge in a list: its state, level, kind, points, deadline, and my best so far. */
export function ChallengeCard(props: {
  challenge: EduChallenge;
  now: number;
  /** undefined: still asking; null: no scored submission yet; false: not known. */
  best: MyBest | null | false | undefined;
}) {
  const { t } = useTranslation('education');
  // Named by its title element: the title is the admin's words (translate="no"), not ours.
  const titleId = useId();
  const { challenge, best } = props;
  const deadline = deadlineText(t, challenge, props.now);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardActionArea
        component={RouterLink}
        to={`/education/challenge/${challenge.id}`}
        sx={{ p: 2, display: 'block' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id={titleId} translate="no" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {challenge.title}
          </Typography>
          <StatusChip challenge={challenge} now={props.now} />
        </Stack>
        {challenge.summary && (
          <Typography variant="body2" color="text.secondary" translate="no" sx={{ mt: 0.5 }}>
            {challenge.summary}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
          <LevelChip level={challenge.level} />
          <Chip size="small" variant="outlined" label={kindLabel(t, challenge.kind)} />
          <Chip
            size="small"
            variant="outlined"
            label={t('card.points', { points: formatNumber(challenge.points) })}
          />
          {deadline && <Chip size="small" variant="outlined" color="warning" label={deadline} />}
        </Stack>
        {best !== false && (
          <Box data-testid="my-best" sx={{ mt: 1.25, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color={best ? 'text.primary' : 'text.secondary'}>
              {best === undefined
                ? t('card.loadingBest')
                : best === null
                  ? t('card.noScore')
                  : [
                      t('card.best', { rank: formatNumber(best.rank) }),
                      ...challenge.rules.map(
                        (rule) =>
                          `${scoreLabel(t, rule.key)} ${scoreText(t, best.scores, rule.key)}`,
                      ),
                    ].join(' · ')}
            </Typography>
          </Box>
        )}
      </CardActionArea>
    </Card>
  );
}
