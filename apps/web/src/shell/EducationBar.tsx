import { CONSTANTS } from '@ads/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HomeIcon from '@mui/icons-material/Home';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

/** The education tabs (spec §2), labelled in Korean; launcher leaves for the ADS IDE launcher. */
export const EDUCATION_TABS = [
  { key: 'home', label: '홈', icon: <HomeIcon />, to: '/education/home' },
  { key: 'challenge', label: '챌린지', icon: <EmojiEventsIcon />, to: '/education/challenge' },
  { key: 'launcher', label: '런처', icon: <RocketLaunchIcon />, to: '/launcher' },
  { key: 'more', label: '더보기', icon: <MoreHorizIcon />, to: '/education/more' },
] as const;

export function EducationBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname.split('/')[2] ?? 'home';
  return (
    <Paper
      elevation={8}
      component="nav"
      aria-label="Education"
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
          <BottomNavigationAction key={tab.key} value={tab.key} label={tab.label} icon={tab.icon} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
