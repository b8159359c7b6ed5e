import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useThemePreference } from '../../lib/theme-store';

/** Light or dark; the choice is kept in local storage by the theme store. */
export function ThemeToggle() {
  const isDark = useThemePreference((state) => state.isDark);
  const toggle = useThemePreference((state) => state.toggle);
  const label = isDark ? 'Use light theme' : 'Use dark theme';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggle}>
        {isDark ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
