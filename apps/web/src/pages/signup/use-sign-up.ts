import { ROUTES, type RegisterBody } from '@ads/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { fieldErrorsOf } from '../../lib/field-errors';
import { markNewAccount } from '../../lib/new-account';
import { notify } from '../../lib/notify';
import { authFailureMessage, signInWithPassword } from '../login/sign-in';
import { i18n } from '../../lib/i18n';

export type AccountDetails = Pick<
  RegisterBody,
  'username' | 'email' | 'code' | 'password' | 'company'
>;

/** Creates the account, then signs it in with the same e-mail and password and goes home. */
export function useSignUp() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function signUp(details: AccountDetails) {
    setPending(true);
    setError(null);
    setFieldErrors({});
    const registered = await call(ROUTES.register, {
      // The button only opens once both boxes are ticked.
      body: { ...details, privacy_agreement: true, terms_agreement: true },
    });
    if (!registered.success) {
      setPending(false);
      setError(authFailureMessage(registered));
      setFieldErrors(fieldErrorsOf(registered));
      return;
    }
    const signedIn = await signInWithPassword({
      email: details.email,
      password: details.password,
    });
    setPending(false);
    if (!signedIn.ok) {
      // The account exists now; only the automatic sign-in failed.
      notify(i18n.t('account:signup.created', { reason: signedIn.message }), 'warning');
      navigate('/login', { replace: true });
      return;
    }
    markNewAccount(useAuth.getState().id);
    notify(i18n.t('account:signup.welcome', { name: registered.detail.username }), 'success');
    navigate('/home', { replace: true });
  }

  return { signUp, pending, error, fieldErrors };
}
