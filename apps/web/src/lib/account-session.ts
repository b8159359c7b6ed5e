import { ROUTES, type TokenPair, canAccess } from '@ads/contract';
import { call } from './api';
import { useAuth } from './auth-store';
import { loadCurrentProject } from './current-project';
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
  useAuth.getState().setUser(info.detail);
  // Projects are USER's: a guest has none to come back to.
  if (canAccess(info.detail.role, 'USER')) await loadCurrentProject(info.detail.id);
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
