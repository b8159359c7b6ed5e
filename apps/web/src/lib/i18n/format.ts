import type { Language } from '@ads/contract';
import { currentLanguage } from './instance';

/** The locale tag Intl formats a language's dates and numbers with. */
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR' };

export const localeOf = (language: Language = currentLanguage()) => LOCALES[language];

/** A number as the language writes it (grouping, decimals). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(localeOf(), options).format(value);
