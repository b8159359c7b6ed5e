import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, markPage } from './instance';

/**
 * Keeps <html lang> at the language the page shows, for the root to call. i18next says a new
 * language before React has drawn its words; marked then, the page claimed English while its
 * text was still Korean (and a reader going by `lang`, a screen reader or a test, read the old
 * words). A layout effect runs in the commit that puts the new words in the page.
 */
export function usePageLanguage(): void {
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  useLayoutEffect(() => markPage(language), [language]);
}
