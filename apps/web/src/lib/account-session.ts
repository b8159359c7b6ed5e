import { ROUTES, type TokenPair, canAccess } from '@ads/contract';
import { call } from './api';
import { useAuth } from './auth-store';
import { loadCurrentProject } from './current-project';
import { loadUserLanguage } from './i18n/user-language';
import { navigateTo } from './navigation';
import { clearSession } from './session';
import { tokens } from './storage';

// Starting and ending a sign-in against the server. It sits above the HTTP layer (which only
// clears the session, in session.ts), so neither has to import the other.

/** Keeps the tokens of a fresh sign-in and loads the account into the auth store. */
export async function startSession(pair: TokenPair): Promise<boolean> {
  tokens.save(pair.access, pair.refresh);
  const info = await call(ROUTES.userInfo);
  if (!info.success || !info.detail) {
    clearSession();
    return false;
  }
  // Projects are USER's: a guest has none to come back to. Read before the account is set: the
  // moment it is, the sign-in page's guard moves on to the landing page, and a read still
  // running then raced the sign-in page's own move (the page ended blank at / now and then).
  if (canAccess(info.detail.role, 'USER')) await loadCurrentProject(info.detail.id);
  // The account's language before its first page, so that page does not switch under the user.
  await loadUserLanguage(info.detail.id);
  useAuth.getState().setUser(info.detail);
  return true;
}

/**
 * Ends the session on the server, clears everything local and loads the landing page afresh.
 * A full load, not a router navigation: it drops every cached answer of the old account, and
 * no guarded page can react to the cleared session (and redirect to /login) on the way out.
 */
export async function signOut(): Promise<void> {
  const refresh = tokens.refresh();
  if (refresh) {
    await call(ROUTES.logout, { body: { refresh } });
  }
  clearSession();
  navigateTo('/');
}
