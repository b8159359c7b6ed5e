import { SANDBOX_LIMITS } from '@ads/controller-sandbox';
import type { EduChallenge } from '@ads/contract';
import { DEFAULT_PENALTIES, EPISODE } from '@ads/driving-sim';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/i18n';
import { Markdown } from '../../../lib/markdown/Markdown';
import { episodeText } from '../model/episodes';
import { orderLabel, rankingSentence, scoreLabel, scoreMeaning } from '../model/scores';
import { ObservationDoc } from './ObservationDoc';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
    {children}
  </Typography>
);

/**
 * Everything a learner needs before writing a line: how it is ranked (scores in order with
 * their direction, the tie-break), the episodes, the limits and dates, the task's text and
 * what the code is given and answers.
 */
export function RulesTab({ challenge }: { challenge: EduChallenge }) {
  const { t } = useTranslation('education');
  const ms = SANDBOX_LIMITS;
  // A perception challenge has no episodes, penalties or code: its dataset scores a file.
  const driving = challenge.kind === 'driving';
  return (
    <Stack spacing={2}>
      <Card title={t('rules.ranking')}>
        <Box component="ol" aria-label={t('rules.order')} sx={{ m: 0, pl: 2.5 }}>
          {challenge.rules.map((rule) => (
            <Box
              component="li"
              key={rule.key}
              sx={{ mb: 1 }}
              data-rule={rule.key}
              data-order={rule.order}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{scoreLabel(t, rule.key)}</Typography>
                {rule.order === 'desc' ? (
                  <ArrowUpwardIcon fontSize="small" color="success" />
                ) : (
                  <ArrowDownwardIcon fontSize="small" color="success" />
                )}
                <Typography variant="body2" color="text.secondary">
                  {orderLabel(t, rule.order)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {scoreMeaning(t, rule.key)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="tie-break">
          {rankingSentence(t, challenge.rules)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('rules.season', { points: formatNumber(challenge.points) })}
        </Typography>
      </Card>
      {!driving && (
        <Card title={t('rules.scoring')}>
          <Typography variant="body2">
            <Trans
              t={t}
              i18nKey="rules.scoringText"
              values={{ dataset: challenge.dataset?.name ?? '—' }}
              components={{ name: <span translate="no" /> }}
            />
          </Typography>
        </Card>
      )}
      {driving && (
        <Card title={t('rules.episodes', { count: challenge.episodes.length })}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {challenge.episodes.map((episode, index) => (
              <Line key={index}>{episodeText(t, episode, index)}</Line>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('rules.episodesText')}
          </Typography>
        </Card>
      )}
      <Card title={t('rules.limits')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <Line>{t('rules.attempts', { count: challenge.attempts_per_day })}</Line>
          <Line>
            {t('rules.period', {
              from: challenge.opens_at ? formatDateTime(challenge.opens_at) : t('rules.fromNow'),
              to: challenge.closes_at ? formatDateTime(challenge.closes_at) : t('rules.noEnd'),
            })}
          </Line>
          {driving && (
            <>
              <Line>
                {t('rules.penalties', {
                  departure: EPISODE.departureM,
                  lane: DEFAULT_PENALTIES.laneDeparture,
                  red: DEFAULT_PENALTIES.redLight,
                  collision: DEFAULT_PENALTIES.collision,
                  offRoad: EPISODE.offRoadM,
                })}
              </Line>
              <Line>
                {t('rules.code', {
                  memory: ms.memoryBytes / 1024 / 1024,
                  load: formatNumber(ms.loadMs),
                  call: ms.callMs,
                  episode: ms.episodeMs / 1000,
                })}
              </Line>
            </>
          )}
        </Box>
      </Card>
      {challenge.description.trim() && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('rules.description')}
          sx={{ p: 2 }}
        >
          {/* What the admin wrote, in the language they wrote it (README: content). */}
          <Box translate="no">
            <Markdown source={challenge.description} />
          </Box>
        </Paper>
      )}
      {driving && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ObservationDoc />
        </Paper>
      )}
    </Stack>
  );
}
