import { ROUTES, type Language } from '@ads/contract';
import { call } from '../api';
import { notify } from '../notify';
import { i18n } from './instance';
import { useLanguageChoice } from './language-store';

// The language is kept per account on the server (GET/PUT /api/user/language/), so it follows
// the user to other devices; this device keeps a copy (language-store.ts) for the next load
// and for signed-out pages. The account's saved choice wins over the device's; a choice made
// signed out (on a sign-in page) becomes the account's when the account has none.

/** The account whose saved language this page load has read (once per load and account). */
let readFor = 0;
/** Bumped by every choice: a read that started before one must not undo it. */
let choices = 0;

/**
 * Reads the account's language into this device, or saves the device's choice for an account
 * that has none. At sign-in, and once per page load of a signed-in account.
 */
export async function loadUserLanguage(userId: number): Promise<void> {
  readFor = userId;
  const before = choices;
  const result = await call(ROUTES.userLanguage);
  if (!result.success || choices !== before) return;
  const saved = result.detail.language;
  const local = useLanguageChoice.getState().choice;
  if (saved) useLanguageChoice.getState().choose(saved);
  else if (local) await call(ROUTES.setUserLanguage, { body: { language: local } });
}

/** Once per page load and account (the shell calls it for the signed-in account). */
export function syncUserLanguage(userId: number): void {
  if (readFor === userId) return;
  void loadUserLanguage(userId);
}

/** Switches the screens to `language` now, and keeps it for the account when one is signed in. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  choices += 1;
  useLanguageChoice.getState().choose(language);
  if (!signedIn) return;
  const result = await call(ROUTES.setUserLanguage, { body: { language } });
  if (!result.success) notify(i18n.t('language.notSaved', { reason: result.message }), 'error');
}
