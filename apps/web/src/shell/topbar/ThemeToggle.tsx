import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useThemePreference } from '../../lib/theme-store';
import { TopBarButton } from './TopBarButton';
import { useTranslation } from 'react-i18next';

/** Light or dark; the choice is kept in local storage by the theme store. */
export function ThemeToggle() {
  const isDark = useThemePreference((state) => state.isDark);
  const toggle = useThemePreference((state) => state.toggle);
  const { t } = useTranslation('shell');
  const label = isDark ? t('theme.light') : t('theme.dark');
  return (
    <TopBarButton label={label} onClick={toggle}>
      {isDark ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
    </TopBarButton>
  );
}
