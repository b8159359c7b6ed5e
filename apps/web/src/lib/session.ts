import { useAuth } from './auth-store';
import { useMainOptions } from './options-store';
import { STORAGE_KEYS } from './storage';

/** Clears the login and local storage (spec §2 guard, §4 refresh failure, logout). */
export function clearSession(): void {
  useAuth.getState().reset();
  useMainOptions.getState().reset();
  // The theme and the language in use survive signing out: the landing page after it is read
  // by the same person. The next account's own language replaces it at its sign-in.
  const kept = [STORAGE_KEYS.theme, STORAGE_KEYS.language].map(
    (key) => [key, localStorage.getItem(key)] as const,
  );
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
