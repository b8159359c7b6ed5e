/**
 * The languages the studio's screens come in (issue 30). English is first: it is the language
 * the spec's strings are given in and the one a browser asking for neither gets.
 */
export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
