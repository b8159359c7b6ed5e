import { canAccess } from '@ads/contract';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import PolicyIcon from '@mui/icons-material/Policy';
import QuizIcon from '@mui/icons-material/Quiz';
import {
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Switch,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { useThemePreference } from '../../../lib/theme-store';

/** Notice and FAQ need a USER account (spec §6), so education accounts do not see them. */
const LINKS = [
  { to: '/notice', label: 'notice', icon: <CampaignIcon />, access: 'USER' },
  { to: '/faq', label: 'faq', icon: <QuizIcon />, access: 'USER' },
  { to: '/contact', label: 'contact', icon: <ContactMailIcon />, access: 'PUBLIC' },
  { to: '/privacy', label: 'privacy', icon: <PolicyIcon />, access: 'PUBLIC' },
  { to: '/terms', label: 'terms', icon: <GavelIcon />, access: 'PUBLIC' },
] as const;

/** Display settings and the studio's help and policy pages. */
export function SettingsList() {
  const { t } = useTranslation('education');
  const role = useAuth((state) => state.role);
  const { isDark, toggle } = useThemePreference();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding subheader={<ListSubheader>{t('more.settings')}</ListSubheader>}>
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={isDark}
              onChange={toggle}
              slotProps={{ input: { 'aria-label': t('more.darkMode') } }}
            />
          }
        >
          <ListItemIcon>
            <DarkModeOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary={t('more.darkMode')} />
        </ListItem>
      </List>
      <Divider />
      <List disablePadding subheader={<ListSubheader>{t('more.policies')}</ListSubheader>}>
        {LINKS.filter((link) => canAccess(role, link.access)).map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={t(`more.links.${link.label}`)} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
