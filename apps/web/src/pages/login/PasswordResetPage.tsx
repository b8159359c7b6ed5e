import { ACCOUNT } from '@ads/contract';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { usePasswordReset } from './use-password-reset';

// Beside a text field, a button matches its 56 px height (as on sign-up).
const sideButton = {
  height: 56,
  minWidth: { xs: 96, sm: 112 },
  flexShrink: 0,
  whiteSpace: 'nowrap',
} as const;

/** A forgotten password: a code mailed to the address, then a new password with that code. */
export default function PasswordResetPage() {
  const r = usePasswordReset();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { t } = useTranslation('account');
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const ready = r.codeComplete && newPassword !== '' && confirmPassword === newPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && r.busy === null) void r.reset({ newPassword, confirmPassword });
  };

  if (r.done) {
    return (
      <AuthLayout title={t('reset.doneTitle')} subtitle={t('reset.doneSubtitle')}>
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {r.done}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            {t('reset.signIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const f = r.fieldErrors;
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')} maxWidth={480}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {/* A reason already shown under its field (a wrong code) is not said twice. */}
        {r.error && !Object.values(f).includes(r.error) && (
          <Alert severity="error" role="alert">
            {r.error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            value={r.email}
            onChange={(event) => r.setEmail(event.target.value)}
            error={!!f.email}
            helperText={f.email}
          />
          <Button
            variant={r.codeSent ? 'outlined' : 'contained'}
            sx={sideButton}
            disabled={!r.email.trim() || r.busy !== null}
            onClick={() => void r.sendCode()}
          >
            {r.busy === 'send'
              ? t('signup.sending')
              : r.codeSent
                ? t('signup.resend')
                : t('signup.sendCode')}
          </Button>
        </Stack>
        {r.codeSent && (
          <>
            {/* Full width: the one answer for every address is longer than sign-up's. */}
            {r.info && (
              <Alert severity="info" role="status">
                {r.info}
              </Alert>
            )}
            <TextField
              label={t('fields.code')}
              placeholder={t('fields.codePlaceholder')}
              autoComplete="one-time-code"
              fullWidth
              value={r.code}
              onChange={(event) => r.setCode(event.target.value)}
              error={!!f.code}
              helperText={f.code ?? t('fields.codeHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <PasswordField
              label={t('fields.newPassword')}
              autoComplete="new-password"
              fullWidth
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              error={!!f.new_password}
              helperText={
                f.new_password ?? t('fields.atLeast', { count: ACCOUNT.passwordMinLength })
              }
            />
            <PasswordField
              label={t('fields.confirmNewPassword')}
              autoComplete="new-password"
              fullWidth
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              error={mismatch || !!f.confirm_new_password}
              helperText={mismatch ? t('fields.mismatch') : f.confirm_new_password}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!ready || r.busy !== null}
            >
              {r.busy === 'reset' ? t('reset.busy') : t('reset.submit')}
            </Button>
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('reset.remembered')}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('reset.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
