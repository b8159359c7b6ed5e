import { ROUTES, type TokenPair } from '@ads/contract';
import { useAuth } from './auth-store';
import { useMainOptions } from './options-store';
import { navigateTo } from './navigation';
import { STORAGE_KEYS, tokens } from './storage';

/** Clears the login and local storage (spec §2 guard, §4 refresh failure, logout). */
export function clearSession(): void {
  useAuth.getState().reset();
  useMainOptions.getState().reset();
  // The theme is the device's preference, not the account's: it survives signing out.
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  localStorage.clear();
  if (theme !== null) localStorage.setItem(STORAGE_KEYS.theme, theme);
}

/** Keeps the tokens of a fresh sign-in and loads the account into the auth store. */
export async function startSession(pair: TokenPair): Promise<boolean> {
  tokens.save(pair.access, pair.refresh);
  // Imported lazily: the HTTP layer imports this module for its logout.
  const { call } = await import('./api');
  const info = await call(ROUTES.userInfo);
  if (!info.success || !info.detail) {
    clearSession();
    return false;
  }
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
    const { call } = await import('./api');
    await call(ROUTES.logout, { body: { refresh } });
  }
  clearSession();
  navigateTo('/');
}
