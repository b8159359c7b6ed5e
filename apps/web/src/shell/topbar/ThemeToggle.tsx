import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useThemePreference } from '../../lib/theme-store';
import { TopBarButton } from './TopBarButton';

/** Light or dark; the choice is kept in local storage by the theme store. */
export function ThemeToggle() {
  const isDark = useThemePreference((state) => state.isDark);
  const toggle = useThemePreference((state) => state.toggle);
  const label = isDark ? 'Use light theme' : 'Use dark theme';
  return (
    <TopBarButton label={label} onClick={toggle}>
      {isDark ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
    </TopBarButton>
  );
}
