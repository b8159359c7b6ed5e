import type { TFunction } from 'i18next';

/**
 * The education namespace's `t` (react-i18next's `useTranslation('education')`): the pure
 * rules that word a score or a state take it, so they say it in the language shown.
 */
export type EduT = TFunction<'education'>;
