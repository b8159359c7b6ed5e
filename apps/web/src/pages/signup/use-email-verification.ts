import { ACCOUNT, ROUTES } from '@ads/contract';
import { useState } from 'react';
import { type Failed, call } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';
import { codeDigits } from './signup-rules';
import { i18n, serverText } from '../../lib/i18n';

export interface Feedback {
  text: string;
  tone: 'info' | 'error';
}

const failure = (result: Failed, field: string): Feedback => ({
  tone: 'error',
  // Status 0: nothing came back (spec §8 "Email verification network failure").
  text:
    result.status === 0
      ? i18n.t('account:signup.emailNetworkError')
      : (fieldErrorsOf(result)[field] ?? serverText(result.message)),
});

/** The server's sentence in the language shown, or ours when it gave none. */
const said = (
  message: string | undefined,
  fallback: 'account:signup.codeSent' | 'account:signup.emailVerified' | 'account:signup.wrongCode',
) => (message ? serverText(message) : i18n.t(fallback));

/** The e-mail step of sign-up: send a 6-digit code, then check it. */
export function useEmailVerification() {
  const [email, setEmailValue] = useState('');
  const [code, setCodeValue] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [emailFeedback, setEmailFeedback] = useState<Feedback | null>(null);
  const [codeFeedback, setCodeFeedback] = useState<Feedback | null>(null);

  /** A different address needs its own code, so editing it starts the step over. */
  function setEmail(value: string) {
    setEmailValue(value);
    setCodeSent(false);
    setVerified(false);
    setCodeValue('');
    setEmailFeedback(null);
    setCodeFeedback(null);
  }

  async function sendCode() {
    setBusy('send');
    setCodeFeedback(null);
    const result = await call(ROUTES.verifyEmail, { body: { email } });
    setBusy(null);
    if (!result.success) {
      setEmailFeedback(failure(result, 'email'));
      return;
    }
    setCodeSent(true);
    setCodeValue('');
    setEmailFeedback({ tone: 'info', text: said(result.message, 'account:signup.codeSent') });
  }

  async function checkCode() {
    setBusy('check');
    const result = await call(ROUTES.checkEmailCode, { body: { email, code } });
    setBusy(null);
    if (result.success && result.detail === true) {
      setVerified(true);
      setCodeFeedback(null);
      setEmailFeedback({
        tone: 'info',
        text: said(result.message, 'account:signup.emailVerified'),
      });
      return;
    }
    setCodeFeedback(
      result.success
        ? { tone: 'error', text: said(result.message, 'account:signup.wrongCode') }
        : failure(result, 'code'),
    );
  }

  return {
    email,
    setEmail,
    code,
    setCode: (typed: string) => setCodeValue(codeDigits(typed, ACCOUNT.emailCodeLength)),
    codeComplete: code.length === ACCOUNT.emailCodeLength,
    codeSent,
    verified,
    busy,
    emailFeedback,
    codeFeedback,
    sendCode,
    checkCode,
  };
}
export type EmailVerification = ReturnType<typeof useEmailVerification>;
