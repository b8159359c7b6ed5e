import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/account-session';
import { useAuth } from '../../lib/auth-store';
import { formatNumber } from '../../lib/i18n';
import { ErrorState } from '../../shell/StateViews';
import { useMe } from './api';
import { BadgeShelf } from './components/BadgeShelf';
import { MobileHeader } from './components/MobileHeader';
import { HelpSection } from './more/HelpSection';
import { SeasonTable } from './more/SeasonTable';
import { SettingsList } from './more/SettingsList';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1, px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** My profile, the season standing, my badges, how scoring works, settings and sign-out. */
export default function EducationMorePage() {
  const { t } = useTranslation('education');
  const auth = useAuth();
  const me = useMe();
  const [leaving, setLeaving] = useState(false);
  const season = me.data?.season;

  const logout = async () => {
    setLeaving(true);
    await signOut();
  };

  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title={t('more.title')} />
      <Box sx={{ px: 2, pb: 2 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('more.profile')}
          sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}
        >
          <Avatar
            sx={{ width: 52, height: 52, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {(auth.username || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography translate="no" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {auth.username}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              translate="no"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {auth.email}
            </Typography>
            {auth.company && (
              <Typography variant="body2" color="text.secondary" translate="no">
                {auth.company}
              </Typography>
            )}
            {season && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="my-season">
                {t('more.season', {
                  rank: season.rank
                    ? t('more.seasonRank', { rank: formatNumber(season.rank) })
                    : t('more.noRank'),
                  points: formatNumber(season.points),
                })}
              </Typography>
            )}
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={auth.role} />
        </Paper>

        <Section title={t('more.standing')}>
          <SeasonTable />
        </Section>

        <Section title={t('more.myBadges')}>
          {me.isError ? (
            <ErrorState error={me.error} onRetry={() => void me.refetch()} />
          ) : (
            <Paper variant="outlined" sx={{ p: 1 }}>
              <BadgeShelf badges={me.data?.badges ?? []} />
            </Paper>
          )}
        </Section>

        <Section title={t('more.help')}>
          <HelpSection />
        </Section>

        <Box sx={{ mt: 3 }}>
          <SettingsList />
        </Box>

        <Button
          variant="outlined"
          color="error"
          fullWidth
          size="large"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          disabled={leaving}
          sx={{ mt: 2 }}
        >
          {t('more.signOut')}
        </Button>
      </Box>
    </Box>
  );
}
