import { ROUTES, MESSAGES } from '@ads/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { call } from '../lib/api';
import { notify } from '../lib/notify';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/i18n';

const EMPTY = { current_password: '', new_password: '', confirm_new_password: '' };
type Fields = typeof EMPTY;

const FIELDS = [
  { name: 'current_password', label: 'fields.currentPassword', autoComplete: 'current-password' },
  { name: 'new_password', label: 'fields.newPassword', autoComplete: 'new-password' },
  {
    name: 'confirm_new_password',
    label: 'fields.confirmNewPassword',
    autoComplete: 'new-password',
  },
] as const satisfies Array<{ name: keyof Fields; label: string; autoComplete: string }>;

/**
 * Password change (spec §2, §5, §8). The rules are the server's: its message is shown as is,
 * and only the Korean success message closes the dialog (an English screen says it in
 * English). Closing always clears the fields.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['account', 'common']);
  const complete = Object.values(fields).every((value) => value !== '');

  const close = () => {
    setFields(EMPTY);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    const result = await call(ROUTES.changePassword, { body: fields });
    setBusy(false);
    if (result.message === MESSAGES.passwordChanged) {
      notify(t('changePassword.succeededShown'), 'success');
      close();
    } else {
      // No answer at all (status 0) is the spec's failure; an answer carries its own reason.
      notify(
        result.status === 0
          ? t('changePassword.failed')
          : serverText(result.message ?? t('changePassword.failed')),
        'error',
      );
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <DialogTitle id="change-password-title">{t('changePassword.title')}</DialogTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field, index) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                type="password"
                autoComplete={field.autoComplete}
                autoFocus={index === 0}
                value={fields[field.name]}
                onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!complete || busy}>
            {t('common:actions.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
