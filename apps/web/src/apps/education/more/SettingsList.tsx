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
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-store';
import { useThemePreference } from '../../../lib/theme-store';

/** Notice and FAQ need a USER account (spec §6), so education accounts do not see them. */
const LINKS = [
  { to: '/notice', label: '공지사항', icon: <CampaignIcon />, access: 'USER' },
  { to: '/faq', label: '자주 묻는 질문', icon: <QuizIcon />, access: 'USER' },
  { to: '/contact', label: '문의하기', icon: <ContactMailIcon />, access: 'PUBLIC' },
  { to: '/privacy', label: '개인정보 처리방침', icon: <PolicyIcon />, access: 'PUBLIC' },
  { to: '/terms', label: '이용약관', icon: <GavelIcon />, access: 'PUBLIC' },
] as const;

/** Display settings and the studio's help and policy pages. */
export function SettingsList() {
  const role = useAuth((state) => state.role);
  const { isDark, toggle } = useThemePreference();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List disablePadding subheader={<ListSubheader>설정</ListSubheader>}>
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={isDark}
              onChange={toggle}
              slotProps={{ input: { 'aria-label': '다크 모드' } }}
            />
          }
        >
          <ListItemIcon>
            <DarkModeOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="다크 모드" />
        </ListItem>
      </List>
      <Divider />
      <List disablePadding subheader={<ListSubheader>문의와 정책</ListSubheader>}>
        {LINKS.filter((link) => canAccess(role, link.access)).map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
