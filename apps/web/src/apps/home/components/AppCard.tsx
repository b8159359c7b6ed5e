import type { AppEntry, AppReach } from '@ads/contract';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LoginIcon from '@mui/icons-material/Login';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Avatar, Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppIcon } from '../../../shell/topbar/app-icons';
import { AppMedia } from './AppMedia';
import { useTranslation } from 'react-i18next';
import { useAppText } from '../../../lib/i18n';

/** What the card's foot says a click does (keys of the home namespace). */
const FOOT = {
  open: { label: 'card.open', icon: <ArrowForwardIcon sx={{ fontSize: 18 }} /> },
  'sign-in': { label: 'card.signIn', icon: <LoginIcon sx={{ fontSize: 18 }} /> },
  'sign-up': { label: 'card.signUp', icon: <LockOutlinedIcon sx={{ fontSize: 18 }} /> },
  soon: { label: 'common:messages.updateSoon', icon: <ScheduleIcon sx={{ fontSize: 18 }} /> },
} as const satisfies Record<Exclude<AppReach, 'hidden'>, { label: string; icon: ReactNode }>;

/** One app of the catalogue: media, icon, name, subtitle, description and reach. */
export function AppCard({
  app,
  reach,
  onOpen,
}: {
  app: AppEntry;
  reach: AppReach;
  onOpen(app: AppEntry): void;
}) {
  const foot = FOOT[reach === 'hidden' ? 'soon' : reach];
  const { t } = useTranslation(['home', 'common']);
  const text = useAppText()(app);
  return (
    <Card
      component="article"
      aria-label={text.name}
      data-disabled={app.disabled ? 'true' : 'false'}
      variant="outlined"
      sx={(theme) => ({
        height: '100%',
        borderRadius: '16px',
        transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
        '&:hover': app.disabled
          ? {}
          : {
              transform: 'translateY(-2px)',
              borderColor: alpha(theme.palette.primary.main, 0.5),
              boxShadow: `0 12px 32px ${alpha(theme.palette.primary.main, 0.16)}`,
            },
      })}
    >
      <CardActionArea
        onClick={() => onOpen(app)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <AppMedia app={app} />
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flexGrow: 1, gap: 1.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar
              variant="rounded"
              sx={(theme) => ({
                width: 40,
                height: 40,
                borderRadius: 2,
                bgcolor: alpha(theme.palette.primary.main, app.disabled ? 0.06 : 0.12),
                color: app.disabled ? 'text.disabled' : 'primary.main',
              })}
            >
              <AppIcon name={app.icon} fontSize="small" />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
                {text.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                {text.subtitle}
              </Typography>
            </Box>
          </Stack>
          <Box sx={{ flexGrow: 1 }}>
            {text.description.map((paragraph) => (
              <Typography
                key={paragraph}
                variant="body2"
                color="text.secondary"
                sx={{ wordBreak: 'keep-all', '& + &': { mt: 0.75 } }}
              >
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{
              alignItems: 'center',
              fontSize: 14,
              fontWeight: 600,
              color: app.disabled ? 'text.disabled' : 'primary.main',
            }}
          >
            {reach === 'open' ? (
              <>
                <span>{t(foot.label)}</span>
                {foot.icon}
              </>
            ) : (
              <>
                {foot.icon}
                <span>{t(foot.label)}</span>
              </>
            )}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
