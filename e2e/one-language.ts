import type { Page } from '@playwright/test';
import { ALLOWED_LATIN, otherLanguageText } from '../apps/web/src/lib/i18n/other-language';
import { expect } from './fixtures';
import { settled } from './settled';

/*
 * One language at a time (issue 30): what the language walks of every spec share. A page in
 * English may show no Hangul; a page in Korean no Latin word that is not a product name, code
 * or unit (ALLOWED_LATIN). What people typed is skipped (translate="no").
 */

export type Language = 'en' | 'ko';

/** Texts of the other language on the page as it is now (open menus and dialogs included). */
export async function foreignText(page: Page, language: Language): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return page.evaluate(otherLanguageText, { language, allowed: ALLOWED_LATIN });
}

/** Fails on any text of the other language, once the page's data has come. */
export async function expectOneLanguage(page: Page, language: Language, where: string) {
  // The page's own data (catalogue, lists) may still be arriving: check once it is quiet.
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(await foreignText(page, language), `${where} in ${language}`).toEqual([]);
}
