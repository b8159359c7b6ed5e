import type { EduMeAnswer } from '@ads/contract';
import type { z } from 'zod';
import { Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { formatScore } from '../model/scores';
import { STATE_COLOR, queueText, stateLabel } from '../model/submission-status';
import { shownSentence } from '../components/ServerSentence';

type Recent = z.output<typeof EduMeAnswer>['detail']['recent'][number];

/** What's new: my latest submissions over every challenge, each leading to its results. */
export function RecentResults({ recent }: { recent: readonly Recent[] }) {
  const { t } = useTranslation('education');
  const sentence = (item: Recent) => {
    const queue = queueText(t, item);
    return queue ? { shown: queue, lang: undefined } : shownSentence(item.message ?? '');
  };
  return (
    <Stack
      component="ul"
      spacing={1}
      aria-label={t('home.news')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {recent.map((item) => (
        <li key={item.id}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={`/education/challenge/${item.challenge_id}?tab=submissions`}
              sx={{ p: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography translate="no" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                  {item.challenge_title}
                </Typography>
                <Chip
                  size="small"
                  color={STATE_COLOR[item.state]}
                  label={stateLabel(t, item.state)}
                />
              </Stack>
              {item.scores ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('home.recentScores', {
                    completion: formatScore(t, 'completion', item.scores.completion),
                    total: formatScore(t, 'total', item.scores.total),
                  })}
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ mt: 0.5 }} lang={sentence(item).lang}>
                  {sentence(item).shown}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('home.recentLine', { id: item.id, at: formatDateTime(item.created_at) })}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
