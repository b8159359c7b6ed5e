import { API, type TokenPair } from '@ads/contract';
import { useAuth } from './auth-store';
import { useMainOptions } from './options-store';
import { tokens } from './storage';

/** Clears the login and local storage (spec §2 guard, §4 refresh failure, logout). */
export function clearSession(): void {
  useAuth.getState().reset();
  useMainOptions.getState().reset();
  localStorage.clear();
}

/** Keeps the tokens of a fresh sign-in and loads the account into the auth store. */
export async function startSession(pair: TokenPair): Promise<boolean> {
  tokens.save(pair.access, pair.refresh);
  // Imported lazily: the HTTP layer imports this module for its logout.
  const { call } = await import('./api');
  const info = await call(API.userInfo);
  if (!info.success || !info.detail) {
    clearSession();
    return false;
  }
  useAuth.getState().setUser(info.detail);
  return true;
}

/** Ends the session on the server, clears everything local and goes to the landing page. */
export async function signOut(navigate: (to: string) => void): Promise<void> {
  const refresh = tokens.refresh();
  if (refresh) {
    const { call } = await import('./api');
    await call(API.logout, { body: { refresh } });
  }
  clearSession();
  navigate('/');
}
