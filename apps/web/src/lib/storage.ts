/** Keys of what the shell keeps in local storage (spec §3: tokens, auth state, theme). */
export const STORAGE_KEYS = {
  access: 'access',
  refresh: 'refresh',
  auth: 'auth',
  theme: 'theme',
  /** The screens' language chosen on this device (lib/i18n/language-store.ts). */
  language: 'language',
  options: 'options',
  catalogue: 'catalogue',
  /** A current-project choice not yet saved on the server (lib/current-project.ts). */
  pendingProject: 'pending-project',
} as const;

export const tokens = {
  access: () => localStorage.getItem(STORAGE_KEYS.access),
  refresh: () => localStorage.getItem(STORAGE_KEYS.refresh),
  save(access: string, refresh?: string) {
    localStorage.setItem(STORAGE_KEYS.access, access);
    if (refresh) localStorage.setItem(STORAGE_KEYS.refresh, refresh);
  },
};
