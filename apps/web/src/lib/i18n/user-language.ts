import { ROUTES, type Language } from '@ads/contract';
import { call } from '../api';
import { notify } from '../notify';
import { i18n } from './instance';
import { useLanguageChoice } from './language-store';

// The language is kept per account on the server (GET/PUT /api/user/language/), so it follows
// the user to other devices; this device keeps a copy (language-store.ts) for the next load
// and for signed-out pages. The account's saved choice wins over the device's; a choice made
// signed out (on a sign-in page) becomes the account's when the account has none, while
// another account's choice left on the device does not.

/** The account whose saved language this page load has read (once per load and account). */
let readFor = 0;
/** Bumped by every choice: a read that started before one must not undo it. */
let choices = 0;

/**
 * Reads the account's language into this device. An account that has none takes a visitor's
 * pick made on this device before signing in; another account's choice left on the device
 * does not pass on (the browser's language applies). At sign-in, and once per page load of a
 * signed-in account.
 */
export async function loadUserLanguage(userId: number): Promise<void> {
  readFor = userId;
  const before = choices;
  const result = await call(ROUTES.userLanguage);
  if (!result.success || choices !== before) return;
  const saved = result.detail.language;
  const device = useLanguageChoice.getState();
  if (saved) device.choose(saved, true);
  else if (device.choice && !device.byAccount) {
    const kept = await call(ROUTES.setUserLanguage, { body: { language: device.choice } });
    if (kept.success) useLanguageChoice.getState().choose(device.choice, true);
  } else if (device.byAccount) device.choose(null);
}

/** Once per page load and account (the shell calls it for the signed-in account). */
export function syncUserLanguage(userId: number): void {
  if (readFor === userId) return;
  void loadUserLanguage(userId);
}

/** Switches the screens to `language` now, and keeps it for the account when one is signed in. */
export async function chooseLanguage(language: Language, signedIn: boolean): Promise<void> {
  choices += 1;
  useLanguageChoice.getState().choose(language, signedIn);
  if (!signedIn) return;
  const result = await call(ROUTES.setUserLanguage, { body: { language } });
  if (!result.success) notify(i18n.t('language.notSaved', { reason: result.message }), 'error');
}
