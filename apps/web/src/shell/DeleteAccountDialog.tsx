import { ROUTES } from '@ads/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { call } from '../lib/api';
import { notify } from '../lib/notify';
import { signOut } from '../lib/account-session';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/i18n';

/**
 * Account deletion behind a confirm prompt (spec §5, §8): success says so and signs out; a
 * refusal or failure raises the spec's alert, with the server's reason beside it when it gave one.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['account', 'common']);

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await call(ROUTES.withdraw);
      if (!result.success) {
        if (result.status > 0) notify(serverText(result.message), 'error');
        window.alert(t('deleteAccount.error'));
        return;
      }
      onClose();
      // An alert, not a snackbar: signing out reloads the landing page, which would drop it.
      window.alert(t('deleteAccount.done'));
      await signOut();
    } catch {
      window.alert(t('deleteAccount.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
    >
      <DialogTitle id="delete-account-title">{t('deleteAccount.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-account-text">{t('deleteAccount.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('deleteAccount.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
