import { CONSTANTS } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HomeIcon from '@mui/icons-material/Home';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The education tabs (spec §2): the spec's Korean labels on a Korean page, their English on an
 * English one (shell `educationBar`); launcher leaves for the ADS IDE launcher.
 */
export const EDUCATION_TABS = [
  { key: 'home', icon: <HomeIcon />, to: '/education/home' },
  { key: 'challenge', icon: <EmojiEventsIcon />, to: '/education/challenge' },
  { key: 'launcher', icon: <RocketLaunchIcon />, to: '/launcher' },
  { key: 'more', icon: <MoreHorizIcon />, to: '/education/more' },
] as const;

export function EducationBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const current = location.pathname.split('/')[2] ?? 'home';
  return (
    <Paper
      elevation={8}
      component="nav"
      aria-label={t('educationBar.label')}
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        mx: 'auto',
        maxWidth: CONSTANTS.bottomBarMaxWidthPx,
      }}
    >
      <BottomNavigation
        showLabels
        value={current}
        onChange={(_, key: string) => navigate(EDUCATION_TABS.find((tab) => tab.key === key)!.to)}
      >
        {EDUCATION_TABS.map((tab) => (
          <BottomNavigationAction
            key={tab.key}
            value={tab.key}
            label={t(`educationBar.${tab.key}`)}
            icon={tab.icon}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
