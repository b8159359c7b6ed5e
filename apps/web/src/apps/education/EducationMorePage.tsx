import { canAccess } from '@ads/contract';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import LogoutIcon from '@mui/icons-material/Logout';
import PolicyIcon from '@mui/icons-material/Policy';
import QuizIcon from '@mui/icons-material/Quiz';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { signOut } from '../../lib/account-session';
import { useThemePreference } from '../../lib/theme-store';
import { MobileHeader } from './components/MobileHeader';

/** Notice and FAQ need a USER account (spec §6), so education accounts do not see them. */
const LINKS = [
  { to: '/notice', label: '공지사항', icon: <CampaignIcon />, access: 'USER' },
  { to: '/faq', label: '자주 묻는 질문', icon: <QuizIcon />, access: 'USER' },
  { to: '/contact', label: '문의하기', icon: <ContactMailIcon />, access: 'PUBLIC' },
  { to: '/privacy', label: '개인정보 처리방침', icon: <PolicyIcon />, access: 'PUBLIC' },
  { to: '/terms', label: '이용약관', icon: <GavelIcon />, access: 'PUBLIC' },
] as const;

/** Account, display settings, help links and sign-out. */
export default function EducationMorePage() {
  const auth = useAuth();
  const { isDark, toggle } = useThemePreference();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await signOut();
  };

  return (
    <Box sx={{ wordBreak: 'keep-all' }}>
      <MobileHeader title="더보기" />
      <Box sx={{ px: 2 }}>
        <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
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
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={auth.role} />
        </Paper>

        <Paper variant="outlined" sx={{ mt: 2, overflow: 'hidden' }}>
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
          <List disablePadding subheader={<ListSubheader>도움말</ListSubheader>}>
            {LINKS.filter((link) => canAccess(auth.role, link.access)).map((link) => (
              <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
        </Paper>

        <Button
          variant="outlined"
          color="error"
          fullWidth
          size="large"
          startIcon={<LogoutIcon />}
          onClick={() => void logout()}
          disabled={leaving}
          sx={{ mt: 2, mb: 2 }}
        >
          로그아웃
        </Button>
      </Box>
    </Box>
  );
}
