import { isAdmin, isSuper } from '@ads/contract';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import { languageMenuItems } from '../language-menu-items';
import { MenuHeading, TopBarMenu, type TopBarMenuProps } from './menu-parts';

export type AccountDialog = 'password' | 'delete';

export interface AccountMenuListProps extends TopBarMenuProps {
  onDialog(dialog: AccountDialog): void;
  onLogout(): void;
}

const groupHeader = (key: string, label: string) => (
  <MenuHeading key={`group-${key}`} height={32}>
    {label}
  </MenuHeading>
);

function item(key: string, label: string, icon: ReactNode, onClick: () => void) {
  return (
    <MenuItem key={key} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}

/** The account menu's contents (AccountMenu.tsx), a chunk of its own fetched when first opened. */
export function AccountMenuList(props: AccountMenuListProps) {
  const navigate = useNavigate();
  const { username, email, role } = useAuth();
  const { t } = useTranslation(['shell', 'common']);
  const language = currentLanguage();
  const run = (action: () => void) => () => {
    props.onClose();
    action();
  };
  return (
    <TopBarMenu of={props} right label={t('account.menu')} paper={{ minWidth: 240, maxWidth: 320 }}>
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
        run(() => props.onDialog('password')),
      )}
      {item(
        'delete',
        t('account.deleteAccount'),
        <PersonRemoveOutlinedIcon fontSize="small" />,
        run(() => props.onDialog('delete')),
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
          props.onClose();
          void chooseLanguage(chosen, true);
        },
      })}
      <Divider key="logout-divider" />
      {item('logout', t('account.logout'), <LogoutIcon fontSize="small" />, run(props.onLogout))}
    </TopBarMenu>
  );
}
