import { ROUTES, type LoginBody, MESSAGES } from '@ads/contract';
import { i18n, serverText } from '../../lib/i18n';
import { type Failed, type Result, call } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';
import { startSession } from '../../lib/account-session';

export type SignInOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** The sentence to show for a refused sign-in, sign-up or guest call (spec §8). */
export function authFailureMessage(result: Failed): string {
  // Status 0 means no answer came back at all.
  return serverText(result.status === 0 ? MESSAGES.authNetworkError : result.message);
}

async function begin(result: Result<typeof ROUTES.login>): Promise<SignInOutcome> {
  if (!result.success) {
    return { ok: false, message: authFailureMessage(result), fieldErrors: fieldErrorsOf(result) };
  }
  if (!(await startSession(result.detail))) {
    return { ok: false, message: i18n.t('account:login.notLoaded'), fieldErrors: {} };
  }
  return { ok: true };
}

/** Signs in with e-mail and password and loads the account into the auth store. */
export async function signInWithPassword(body: LoginBody): Promise<SignInOutcome> {
  return begin(await call(ROUTES.login, { body }));
}

/** Creates a guest account (role ALL) and signs it in. */
export async function signInAsGuest(): Promise<SignInOutcome> {
  return begin(await call(ROUTES.guest));
}
