import { CONSTANTS } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { formatNumber } from '../../lib/i18n';
import { EmptyState } from '../../shell/EmptyState';
import { ErrorState, LoadingBlocks } from '../../shell/StateViews';
import { useChallenges, useMe } from './api';
import { BadgeShelf } from './components/BadgeShelf';
import { ChallengeCard } from './components/ChallengeCard';
import { RecentResults } from './home/RecentResults';
import { challengeStatus } from './model/challenge-status';
import { useMyBests } from './use-my-bests';

function Section(props: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, px: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Box>
  );
}

/** The learner's start: my season place, the challenges open now, my badges and what's new. */
export default function EducationHomePage() {
  const { t } = useTranslation('education');
  const username = useAuth((state) => state.username);
  const me = useMe();
  const challenges = useChallenges();
  const [now] = useState(() => Date.now());
  const current = (challenges.data ?? []).filter((c) => challengeStatus(c, now) === 'accepting');
  const bests = useMyBests(current.slice(0, 3));
  const season = me.data?.season;

  return (
    <Box sx={{ px: 2, pt: 3, pb: 2, wordBreak: 'keep-all' }}>
      <Paper
        elevation={0}
        sx={{
          p: 3,
          color: '#fff',
          background: `linear-gradient(135deg, ${CONSTANTS.theme.main}, ${CONSTANTS.theme.accent})`,
        }}
      >
        <Typography variant="overline" sx={{ opacity: 0.85 }}>
          ADS Education
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {/* The name is as the account wrote it, in no language of ours. */}
          <Trans
            t={t}
            i18nKey="home.hello"
            values={{ name: username || t('home.learner') }}
            components={{ name: <span translate={username ? 'no' : undefined} /> }}
          />
        </Typography>
        <Box
          aria-label={t('home.mySeason')}
          data-testid="season"
          sx={{ mt: 1.5, display: 'flex', gap: 3 }}
        >
          <Box>
            <Typography variant="caption" sx={{ opacity: 0.85 }}>
              {t('home.seasonRank')}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 800 }}>
              {season?.rank ? t('home.rank', { rank: formatNumber(season.rank) }) : '—'}
              {season?.rank && (
                <Typography component="span" variant="body2" sx={{ opacity: 0.85 }}>
                  {' '}
                  / {t('home.ofLearners', { count: season.learners })}
                </Typography>
              )}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" sx={{ opacity: 0.85 }}>
              {t('home.seasonPoints')}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 800 }}>
              {season ? t('home.points', { points: formatNumber(season.points) }) : '—'}
            </Typography>
          </Box>
        </Box>
      </Paper>

      <Section
        title={t('home.current')}
        action={
          <Button component={RouterLink} to="/education/challenge" size="small">
            {t('home.viewAll')}
          </Button>
        }
      >
        {challenges.isPending ? (
          <LoadingBlocks count={2} height={120} />
        ) : challenges.isError ? (
          <ErrorState error={challenges.error} onRetry={() => void challenges.refetch()} />
        ) : current.length === 0 ? (
          <EmptyState
            icon={<EmojiEventsIcon />}
            title={t('home.noneOpen')}
            text={t('home.noneOpenText')}
          />
        ) : (
          <Stack spacing={1.5}>
            {current.slice(0, 3).map((challenge) => (
              <ChallengeCard
                key={challenge.id}
                challenge={challenge}
                now={now}
                best={bests.get(challenge.id)}
              />
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('home.myBadges')}>
        {me.isError ? (
          <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <Paper variant="outlined" sx={{ p: 1 }}>
            <BadgeShelf badges={me.data?.badges ?? []} />
          </Paper>
        )}
      </Section>

      <Section title={t('home.news')}>
        {me.isPending ? (
          <LoadingBlocks count={2} height={72} />
        ) : me.isError ? null : me.data.recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
            {t('home.noResults')}
          </Typography>
        ) : (
          <RecentResults recent={me.data.recent} />
        )}
      </Section>
    </Box>
  );
}
