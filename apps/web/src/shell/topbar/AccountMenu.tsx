import { isAdmin, isSuper } from '@ads/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  Avatar,
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  Typography,
} from '@mui/material';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { useRealtime } from '../../lib/realtime-store';
import { signOut } from '../../lib/account-session';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { languageMenuItems } from '../LanguageSwitch';
import { withTimeout } from '../lazy-page';
import { Menu } from './popups';
import { TopBarButton } from './TopBarButton';

// The dialogs (and the form parts they bring) load when first opened, not with every page.
const ChangePasswordDialog = lazy(() =>
  withTimeout(import('../ChangePasswordDialog')).then((m) => ({ default: m.ChangePasswordDialog })),
);
const DeleteAccountDialog = lazy(() =>
  withTimeout(import('../DeleteAccountDialog')).then((m) => ({ default: m.DeleteAccountDialog })),
);

type Dialog = 'password' | 'delete' | null;

const groupHeader = (key: string, label: string) => (
  <ListSubheader
    key={`group-${key}`}
    disableSticky
    sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 600 }}
  >
    {label}
  </ListSubheader>
);

function item(key: string, label: string, icon: ReactNode, onClick: () => void) {
  return (
    <MenuItem key={key} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}

/**
 * The signed-in account (spec §2): name and e-mail, the Account group, the Admin group for
 * admins, the language (kept for the account), and Logout. It also owns the two account
 * dialogs it opens.
 */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const { username, email, role } = useAuth();
  const { t } = useTranslation(['shell', 'common']);
  const language = currentLanguage();

  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const logout = () => {
    useRealtime.getState().reset();
    void signOut();
  };

  return (
    <>
      <TopBarButton
        label={t('account.menu')}
        align="end"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          translate="no"
          sx={{
            width: 32,
            height: 32,
            fontSize: 15,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {(username || email).charAt(0).toUpperCase()}
        </Avatar>
      </TopBarButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-label': t('account.menu') },
          paper: { sx: { minWidth: 240, maxWidth: 320 } },
        }}
      >
        <Box key="who" sx={{ px: 2, pt: 1, pb: 1.5 }} data-testid="account-identity" translate="no">
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider key="who-divider" />
        {groupHeader('account', t('account.group'))}
        {item(
          'password',
          t('account.changePassword'),
          <LockResetIcon fontSize="small" />,
          run(() => setDialog('password')),
        )}
        {item(
          'delete',
          t('account.deleteAccount'),
          <PersonRemoveOutlinedIcon fontSize="small" />,
          run(() => setDialog('delete')),
        )}
        {isAdmin(role)
          ? [
              groupHeader('admin', t('account.admin')),
              item(
                'user',
                t('account.adminUser'),
                <AdminPanelSettingsOutlinedIcon fontSize="small" />,
                run(() => navigate('/admin/user')),
              ),
              item(
                'benchmark',
                t('account.adminBenchmark'),
                <LeaderboardOutlinedIcon fontSize="small" />,
                run(() => navigate('/benchmark/admin')),
              ),
              item(
                'education',
                t('account.adminEducation'),
                <SchoolOutlinedIcon fontSize="small" />,
                run(() => navigate('/education/admin')),
              ),
              item(
                'basemap',
                t('account.adminBasemap'),
                <MapOutlinedIcon fontSize="small" />,
                run(() => navigate('/admin/basemap')),
              ),
              // Who sees which app: only a SUPER may change it (docs/adr/0012).
              isSuper(role)
                ? item(
                    'apps',
                    t('account.adminApps'),
                    <AppsOutlinedIcon fontSize="small" />,
                    run(() => navigate('/admin/apps')),
                  )
                : null,
            ]
          : null}
        <Divider key="language-divider" />
        {groupHeader('language', t('common:language.label'))}
        {languageMenuItems({
          current: language,
          onChoose: (chosen) => {
            setAnchor(null);
            void chooseLanguage(chosen, true);
          },
        })}
        <Divider key="logout-divider" />
        {item('logout', t('account.logout'), <LogoutIcon fontSize="small" />, run(logout))}
      </Menu>
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog open onClose={() => setDialog(null)} />}
        {dialog === 'delete' && <DeleteAccountDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
