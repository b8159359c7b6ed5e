import { ACCOUNT } from '@ads/contract';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../login/AuthLayout';
import { PasswordField } from '../login/PasswordField';
import { AgreementChecks } from './AgreementChecks';
import { EmailVerificationFields } from './EmailVerificationFields';
import { canSignUp, missingStep, passwordsMatch } from './signup-rules';
import { useEmailVerification } from './use-email-verification';
import { useSignUp } from './use-sign-up';

/** Sign-up: verify the e-mail with a code, fill in the account, agree, and start working. */
export default function SignUpPage() {
  const verification = useEmailVerification();
  const { signUp, pending, error, fieldErrors } = useSignUp();
  const [username, setUsername] = useState('');
  const [company, setCompany] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { t } = useTranslation('account');
  const [agreed, setAgreed] = useState({ privacy_agreement: false, terms_agreement: false });

  const mismatch = confirmPassword !== '' && !passwordsMatch({ password, confirmPassword });
  const ready = canSignUp({
    emailVerified: verification.verified,
    password,
    confirmPassword,
    privacyAgreed: agreed.privacy_agreement,
    termsAgreed: agreed.terms_agreement,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    void signUp({
      username,
      email: verification.email,
      code: verification.code,
      password,
      company,
    });
  };

  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')} maxWidth={480}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <EmailVerificationFields verification={verification} serverError={fieldErrors.email} />
        <Divider />
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          fullWidth
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={!!fieldErrors.username}
          helperText={fieldErrors.username}
        />
        <TextField
          label={t('fields.company')}
          autoComplete="organization"
          fullWidth
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          error={!!fieldErrors.company}
          helperText={fieldErrors.company ?? t('fields.optional')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!fieldErrors.password}
          helperText={
            fieldErrors.password ?? t('fields.atLeast', { count: ACCOUNT.passwordMinLength })
          }
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          fullWidth
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={mismatch}
          helperText={mismatch ? t('fields.mismatch') : undefined}
        />
        <AgreementChecks
          checked={agreed}
          errors={fieldErrors}
          onChange={(key, checked) => setAgreed((current) => ({ ...current, [key]: checked }))}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!ready || pending}
        >
          {pending ? t('signup.busy') : t('signup.submit')}
        </Button>
        {!ready && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -1 }}>
            {missingStep({ emailVerified: verification.verified, password, confirmPassword })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('signup.signIn')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
