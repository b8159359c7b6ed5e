import type { EduMeAnswer } from '@ads/contract';
import type { z } from 'zod';
import { Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { formatScore } from '../model/scores';
import { STATE_COLOR, STATE_LABEL, queueText } from '../model/submission-status';

type Recent = z.output<typeof EduMeAnswer>['detail']['recent'][number];

/** What's new: my latest submissions over every challenge, each leading to its results. */
export function RecentResults({ recent }: { recent: readonly Recent[] }) {
  return (
    <Stack component="ul" spacing={1} aria-label="새 소식" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {recent.map((item) => (
        <li key={item.id}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={`/education/challenge/${item.challenge_id}?tab=submissions`}
              sx={{ p: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
                  {item.challenge_title}
                </Typography>
                <Chip
                  size="small"
                  color={STATE_COLOR[item.state]}
                  label={STATE_LABEL[item.state]}
                />
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {item.scores
                  ? `완주율 ${formatScore('completion', item.scores.completion)} · 총 시간 ${formatScore('total', item.scores.total)}`
                  : (queueText(item) ?? item.message)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                제출 #{item.id} · {formatDateTime(item.created_at)}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
