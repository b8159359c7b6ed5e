import { i18n } from '../../lib/i18n';

/** What the Sign up button depends on. */
export interface SignUpGate {
  emailVerified: boolean;
  password: string;
  confirmPassword: string;
  privacyAgreed: boolean;
  termsAgreed: boolean;
}

export const passwordsMatch = (gate: Pick<SignUpGate, 'password' | 'confirmPassword'>) =>
  gate.password !== '' && gate.password === gate.confirmPassword;

/**
 * Sign up opens once the e-mail is verified, both agreements are given and the password is
 * typed the same twice. The other fields are checked by the server, whose reasons appear under
 * each field, so the rules live in one place.
 */
export const canSignUp = (gate: SignUpGate) =>
  gate.emailVerified && gate.privacyAgreed && gate.termsAgreed && passwordsMatch(gate);

/** The first thing still keeping Sign up closed, told to the user under the button. */
export function missingStep(
  gate: Pick<SignUpGate, 'emailVerified' | 'password' | 'confirmPassword'>,
) {
  if (!gate.emailVerified) return i18n.t('account:signup.verifyFirst');
  if (!passwordsMatch(gate)) return i18n.t('account:signup.typeTwice');
  return i18n.t('account:signup.agreeFirst');
}

/** Keeps the digits of what was typed or pasted into the code field, at most six. */
export const codeDigits = (typed: string, length: number) =>
  typed.replace(/\D/g, '').slice(0, length);
