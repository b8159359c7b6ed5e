import { LANGUAGES, type Language, isLanguage } from '@ads/contract';
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { navigatorLanguage } from './detect';
import { useLanguageChoice } from './language-store';
import { CORE_RESOURCES } from './locales/core';
import { CORE_NAMESPACES } from './namespaces';
import { SERVER_FILE_OF, type ServerSentences, addServerSentences } from './server-sentences';

/** Every app namespace's file, one chunk each, fetched when a page first asks for it. */
const laterFiles = import.meta.glob<{ default: ResourceLanguage }>([
  './locales/*/*.ts',
  '!./locales/*/{common,shell,home,apps,account}.ts',
  '!./locales/ko/{server,server-project}.ts',
]);

const isCore = (namespace: string): namespace is (typeof CORE_NAMESPACES)[number] =>
  (CORE_NAMESPACES as readonly string[]).includes(namespace);

/** The Korean core catalogues, and the server's account sentences with them (core-ko.ts). */
const loadKoreanCore = () =>
  import('./locales/core-ko').then(({ KO_CORE, KO_CORE_SERVER }) => {
    addServerSentences(KO_CORE_SERVER, { first: true });
    return KO_CORE;
  });

const later: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    if (language === 'ko' && isCore(namespace)) {
      loadKoreanCore().then(
        (core) => done(null, core[namespace]),
        (error: unknown) => done(error as Error, false),
      );
      return;
    }
    const load = laterFiles[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      done(new Error(`No ${language} catalogue named ${namespace}.`), false);
      return;
    }
    // On a Korean screen, the app's server sentences come with its words (server-sentences.ts).
    const file = language === 'ko' ? SERVER_FILE_OF[namespace] : undefined;
    const sentences = file ? laterFiles[`./locales/ko/server-${file}.ts`] : undefined;
    Promise.all([
      load(),
      sentences?.().then((module) =>
        addServerSentences(module.default as unknown as ServerSentences),
      ),
    ]).then(
      ([module]) => done(null, module.default),
      (error: unknown) => done(error as Error, false),
    );
  },
};

/** The language this device shows now: the one chosen (saved or picked), else the browser's. */
export const preferredLanguage = (): Language =>
  useLanguageChoice.getState().choice ?? navigatorLanguage();

/**
 * The studio's one i18next instance. English is the fallback: a key a Korean file lacks (the
 * type check stops that) would show the English text rather than the key.
 */
export const i18n = i18next.createInstance();

/**
 * Settles once the core namespaces of the language shown are there: at once for English
 * (bundled), after one chunk for Korean. The first render waits for it (main.tsx).
 */
export const coreLoaded: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(later)
  .init({
    lng: preferredLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    resources: CORE_RESOURCES,
    partialBundledLanguages: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/** The language shown now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

/**
 * The page says what language it is in (screen readers, the browser's own translate offer,
 * fonts for Hangul): <html lang> is the language shown. Set here for the first paint, then by
 * the root on each change (`usePageLanguage`), in the commit that shows the new words.
 */
export const markPage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
markPage(currentLanguage());

// A choice made on this device (or read from the account) switches the screens at once.
useLanguageChoice.subscribe((state, before) => {
  if (state.choice !== before.choice) void i18n.changeLanguage(preferredLanguage());
});
