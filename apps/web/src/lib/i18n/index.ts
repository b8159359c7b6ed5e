/**
 * The studio's languages (issue 30, docs/adr/0028, docs/i18n.md): i18next with an English and
 * a Korean catalogue per namespace. Screens use react-i18next's `useTranslation('<ns>')`.
 */
export { i18n, currentLanguage, preferredLanguage } from './instance';
export { usePageLanguage } from './page-language';
export { useLanguageChoice } from './language-store';
export { chooseLanguage, loadUserLanguage, syncUserLanguage } from './user-language';
export { formatNumber, localeOf } from './format';
export { useAppText, type AppText } from './app-text';
export { serverText } from './server-text';
export type { Catalogue } from './catalogue-types';
