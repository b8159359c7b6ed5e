import { Alert, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { safeNextPath } from './next-path';
import { PasswordField } from './PasswordField';
import { type SignInOutcome, signInAsGuest, signInWithPassword } from './sign-in';
import { useTranslation } from 'react-i18next';

type Pending = 'password' | 'guest' | null;

/** E-mail and password sign-in, a guest account, and the way to sign up. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { t } = useTranslation('account');

  async function run(kind: Exclude<Pending, null>, attempt: () => Promise<SignInOutcome>) {
    setPending(kind);
    setError(null);
    setFieldErrors({});
    const outcome = await attempt();
    setPending(null);
    if (!outcome.ok) {
      setError(outcome.message);
      setFieldErrors(outcome.fieldErrors);
      return;
    }
    // A guest mostly wants to look around, so without `next` it lands on the home page.
    navigate(safeNextPath(next, kind === 'guest' ? '/home' : '/'), { replace: true });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('password', () => signInWithPassword({ email, password }));
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!fieldErrors.email}
          helperText={fieldErrors.email}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!fieldErrors.password}
          helperText={fieldErrors.password}
        />
        <Link
          component={RouterLink}
          to="/password/reset"
          variant="body2"
          sx={{ alignSelf: 'flex-end', mt: '8px !important', fontWeight: 600 }}
        >
          {t('login.forgot')}
        </Link>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={pending !== null || !email || !password}
        >
          {pending === 'password' ? t('login.busy') : t('login.submit')}
        </Button>
      </Stack>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
        {t('login.or')}
      </Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={pending !== null}
        onClick={() => void run('guest', signInAsGuest)}
      >
        {pending === 'guest' ? t('login.busy') : t('login.guest')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
          {t('login.createAccount')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
