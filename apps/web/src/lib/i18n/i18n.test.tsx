import { CATALOGUE, MESSAGES } from '@ads/contract';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { browserLanguage } from './detect';
import { i18n } from './instance';
import { useLanguageChoice } from './language-store';
import { usePageLanguage } from './page-language';
import { ALLOWED_LATIN, otherLanguageText } from './other-language';

const files = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });

/** Every leaf's path in a catalogue, lists as one leaf. */
function paths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' || Array.isArray(inner)
      ? [`${prefix}${key}`]
      : paths(inner as object, `${prefix}${key}.`),
  );
}

afterEach(async () => {
  useLanguageChoice.getState().choose(null);
  await i18n.changeLanguage('en');
});

describe('catalogues', () => {
  const namespaces = Object.keys(files)
    .filter((file) => file.startsWith('./locales/en/'))
    .map((file) => file.slice('./locales/en/'.length, -'.ts'.length));

  it.each(namespaces)('%s has the same keys in Korean as in English', (namespace) => {
    const en = files[`./locales/en/${namespace}.ts`]!.default;
    const ko = files[`./locales/ko/${namespace}.ts`]?.default;
    expect(ko, `locales/ko/${namespace}.ts`).toBeDefined();
    expect(paths(ko!).sort()).toEqual(paths(en).sort());
  });

  it('no Korean string is left in an English catalogue, nor an empty one in Korean', () => {
    const at = (catalogue: object, path: string): unknown =>
      path
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue);
    for (const namespace of namespaces) {
      const en = files[`./locales/en/${namespace}.ts`]!.default;
      const ko = files[`./locales/ko/${namespace}.ts`]!.default;
      for (const path of paths(en)) {
        // The endonym of Korean is the one Korean word an English screen shows, in its `lang`;
        // the server's Korean success sentence is kept to recognise it (spec §8).
        if (path === 'language.ko' || path === 'changePassword.succeeded') continue;
        expect(JSON.stringify(at(en, path)), `${namespace}:${path}`).not.toMatch(/[\uac00-\ud7af]/);
      }
      // i18next shows the English for an empty string: a Korean screen would get English.
      for (const path of paths(ko)) {
        expect(String(at(ko, path)).trim(), `ko ${namespace}:${path}`).not.toBe('');
      }
    }
  });

  it("keeps the spec's strings exactly, with Korean beside them", async () => {
    // The Korean core is a chunk of its own, fetched first on a Korean screen.
    await i18n.loadLanguages('ko');
    // Untyped on purpose: the keys are data here, not code.
    const en = (ns: string, key: string): unknown => i18n.getResource('en', ns, key);
    const ko = (ns: string, key: string): unknown => i18n.getResource('ko', ns, key);
    expect(en('shell', 'switchTo')).toBe(MESSAGES.switchTo);
    expect(en('shell', 'guardSignUpPrompt')).toBe(MESSAGES.guardSignUpPrompt);
    expect(en('common', 'messages.updateSoon')).toBe(MESSAGES.updateSoon);
    expect(en('shell', 'downloads.empty')).toBe(MESSAGES.noDownloads);
    expect(ko('shell', 'switchTo')).not.toBe(MESSAGES.switchTo);
    // The cards' descriptions are given in Korean: the Korean catalogue is the contract's.
    for (const app of CATALOGUE) {
      expect(ko('apps', `${app.key}.description`)).toEqual(app.description);
      expect(en('apps', `${app.key}.subtitle`)).toBe(app.subtitle);
    }
  });
});

describe('the language shown', () => {
  it("defaults to the browser's first language the studio has", () => {
    expect(browserLanguage(['ko-KR', 'en-US'])).toBe('ko');
    expect(browserLanguage(['fr-FR', 'ko'])).toBe('ko');
    expect(browserLanguage(['de', 'en-GB', 'ko'])).toBe('en');
    expect(browserLanguage(['ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('follows a choice at once, and <html lang> with it, never ahead of the words', async () => {
    function Probe() {
      usePageLanguage();
      const { t } = useTranslation('shell');
      return <p>{t('projects.viewAll')}</p>;
    }
    // What the page showed each time its lang changed (what a screen reader or a test reads).
    const shownAtMark: string[] = [];
    const observer = new MutationObserver(() =>
      shownAtMark.push(`${document.documentElement.lang}: ${document.body.textContent}`),
    );
    onTestFinished(() => observer.disconnect());
    render(<Probe />);
    expect(screen.getByText(MESSAGES.viewAllProjects)).toBeInTheDocument();
    observer.observe(document.documentElement, { attributeFilter: ['lang'] });
    await act(async () => useLanguageChoice.getState().choose('ko'));
    expect(await screen.findByText('모든 프로젝트 보기')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
    await act(async () => useLanguageChoice.getState().choose('en'));
    expect(await screen.findByText(MESSAGES.viewAllProjects)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(shownAtMark).toEqual([`ko: 모든 프로젝트 보기`, `en: ${MESSAGES.viewAllProjects}`]);
  });
});

describe('the other-language check', () => {
  const check = (html: string, language: 'en' | 'ko') => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return otherLanguageText({ language, allowed: ALLOWED_LATIN, root });
  };

  it('finds Hangul on an English page, and Latin words on a Korean one', () => {
    expect(check('<p>Open</p><p>열기</p>', 'en')).toEqual(['열기']);
    expect(check('<p>열기</p><button>Open</button>', 'ko')).toEqual(['Open']);
    expect(check('<input placeholder="Search">', 'ko')).toEqual(['placeholder: Search']);
    expect(check('<a aria-label="홈">x</a>', 'en')).toEqual(['aria-label: 홈']);
  });

  it('lets product names, codes, units, what people typed and other-language names pass', () => {
    expect(check('<p>ADS IDE 열기</p><p>역할 USER</p><p>4D 레이더</p>', 'ko')).toEqual([]);
    expect(check('<p translate="no">Kim Minsu</p><span lang="en">English</span>', 'ko')).toEqual(
      [],
    );
    expect(check('<span lang="ko">한국어</span><p translate="no">김민수</p>', 'en')).toEqual([]);
    // A label naming what people typed, which the page shows as such.
    expect(
      check('<span translate="no">Kim Minsu</span><input aria-label="Kim Minsu의 역할">', 'ko'),
    ).toEqual([]);
    expect(check('<span translate="no">Kim</span><input aria-label="Role of Kim">', 'ko')).toEqual([
      'aria-label: Role of Kim',
    ]);
    // Only as a whole word: an avatar's initial does not cut a code down to an unknown word.
    expect(
      check('<span translate="no">T</span><input placeholder="검출, NDT, MPC">', 'ko'),
    ).toEqual([]);
    // A label naming what people typed that the page does not show, said in data-typed.
    expect(
      check('<span role="status" data-typed="Lab PC" aria-label="Lab PC 온라인">', 'ko'),
    ).toEqual([]);
    expect(check('<span translate="no">T</span><input placeholder="NDT Tab">', 'ko')).toEqual([
      'placeholder: NDT Tab',
    ]);
  });
});
