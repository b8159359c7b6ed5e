import { Avatar } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-store';
import { useRealtime } from '../../lib/realtime-store';
import { signOut } from '../../lib/account-session';
import { withTimeout } from '../lazy-page';
import type { AccountDialog } from './AccountMenuList';
import { AccountMenuList } from './popups';
import { TopBarButton } from './TopBarButton';

// The dialogs (and the form parts they bring) load when first opened, not with every page.
const ChangePasswordDialog = lazy(() =>
  withTimeout(import('../ChangePasswordDialog')).then((m) => ({ default: m.ChangePasswordDialog })),
);
const DeleteAccountDialog = lazy(() =>
  withTimeout(import('../DeleteAccountDialog')).then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * The signed-in account (spec §2): its button, and the menu (AccountMenuList.tsx, loaded when
 * first opened) with name and e-mail, the Account group, the Admin group for admins, the
 * language (kept for the account), and Logout. It also owns the two account dialogs it opens.
 */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const { username, email } = useAuth();
  const { t } = useTranslation('shell');

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
      <AccountMenuList
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onDialog={setDialog}
        onLogout={logout}
      />
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog open onClose={() => setDialog(null)} />}
        {dialog === 'delete' && <DeleteAccountDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
