import { ACCOUNT, ROUTES } from '@ads/contract';
import { useState } from 'react';
import { type Failed, call } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';
import { codeDigits } from '../signup/signup-rules';
import { authFailureMessage } from './sign-in';
import { i18n, serverText } from '../../lib/i18n';

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** The steps of a forgotten password: ask for a mailed code, then set the new password with it. */
export function usePasswordReset() {
  const [email, setEmailValue] = useState('');
  const [code, setCodeValue] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'reset' | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const refused = (result: Failed) => {
    setError(authFailureMessage(result));
    setFieldErrors(fieldErrorsOf(result));
  };
  const clearErrors = () => {
    setError(null);
    setFieldErrors({});
  };

  /** A code belongs to one address, so editing it starts over. */
  function setEmail(value: string) {
    setEmailValue(value);
    setCodeSent(false);
    setCodeValue('');
    setInfo(null);
    clearErrors();
  }

  async function sendCode() {
    setBusy('send');
    clearErrors();
    const result = await call(ROUTES.passwordResetCode, { body: { email } });
    setBusy(null);
    if (!result.success) return refused(result);
    setCodeSent(true);
    setCodeValue('');
    setInfo(result.message ? serverText(result.message) : i18n.t('account:signup.codeSent'));
  }

  async function reset(input: NewPassword) {
    setBusy('reset');
    clearErrors();
    const result = await call(ROUTES.passwordReset, {
      body: {
        email,
        code,
        new_password: input.newPassword,
        confirm_new_password: input.confirmPassword,
      },
    });
    setBusy(null);
    if (!result.success) return refused(result);
    setDone(result.message ? serverText(result.message) : i18n.t('account:reset.done'));
  }

  return {
    email,
    setEmail,
    code,
    setCode: (typed: string) => setCodeValue(codeDigits(typed, ACCOUNT.emailCodeLength)),
    codeComplete: code.length === ACCOUNT.emailCodeLength,
    codeSent,
    done,
    busy,
    info,
    error,
    fieldErrors,
    sendCode,
    reset,
  };
}
export type PasswordReset = ReturnType<typeof usePasswordReset>;
