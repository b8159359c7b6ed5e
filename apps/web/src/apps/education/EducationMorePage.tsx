import LogoutIcon from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { signOut } from '../../lib/account-session';
import { useAuth } from '../../lib/auth-store';
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
      <MobileHeader title="더보기" />
      <Box sx={{ px: 2, pb: 2 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="프로필"
          sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}
        >
          <Avatar
            sx={{ width: 52, height: 52, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {(auth.username || '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {auth.username}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {auth.email}
            </Typography>
            {auth.company && (
              <Typography variant="body2" color="text.secondary">
                {auth.company}
              </Typography>
            )}
            {season && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="my-season">
                시즌 {season.rank ? `${season.rank}위` : '순위 없음'} · {season.points}점
              </Typography>
            )}
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={auth.role} />
        </Paper>

        <Section title="시즌 순위">
          <SeasonTable />
        </Section>

        <Section title="내 배지">
          {me.isError ? (
            <ErrorState error={me.error} onRetry={() => void me.refetch()} />
          ) : (
            <Paper variant="outlined" sx={{ p: 1 }}>
              <BadgeShelf badges={me.data?.badges ?? []} />
            </Paper>
          )}
        </Section>

        <Section title="도움말">
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
          로그아웃
        </Button>
      </Box>
    </Box>
  );
}
