import { LANGUAGES, type Language } from '@ads/contract';

/**
 * The studio's language for a browser's preference list (navigator.languages): the first entry
 * the studio has, by its primary tag ('ko-KR' is Korean); English when none is.
 */
export function browserLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}

/** This browser's preference, or English where there is no navigator (the build's prerender). */
export const navigatorLanguage = (): Language =>
  typeof navigator === 'undefined'
    ? 'en'
    : browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
