import { useAuth } from './auth-store';
import { useMainOptions } from './options-store';
import { STORAGE_KEYS } from './storage';

/** Clears the login and local storage (spec §2 guard, §4 refresh failure, logout). */
export function clearSession(): void {
  useAuth.getState().reset();
  useMainOptions.getState().reset();
  // The theme is the device's preference, not the account's: it survives signing out.
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  localStorage.clear();
  if (theme !== null) localStorage.setItem(STORAGE_KEYS.theme, theme);
}
