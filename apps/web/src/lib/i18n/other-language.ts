import { LATIN_HMI } from './latin/hmi';
import { LATIN_MAP } from './latin/map';
import { LATIN_STATISTICS } from './latin/statistics';
import { LATIN_MONITORING } from './latin/monitoring';
import { LATIN_BENCHMARK } from './latin/benchmark';
import { LATIN_CALIBRATION } from './latin/calibration';

/**
 * Finds text of the other language on a page (issue 30: no string left untranslated). For an
 * English page, any Hangul; for a Korean page, Latin words that are not product names, codes
 * or units (`ALLOWED_LATIN`). Skipped: subtrees marked `translate="no"` (what people typed:
 * names, e-mails, project titles), subtrees whose `lang` is another language (each language's
 * name in the switch), and scripts and styles. Visible text and the labels a screen reader
 * reads (aria-label, placeholder, title, alt) are both checked; a label is checked without the
 * typed texts the page shows (a row's 'Role of Kim').
 *
 * Self-contained on purpose: the e2e walk passes it to the browser as is (page.evaluate), so
 * it may use nothing from outside its own body.
 */
export function otherLanguageText(input: {
  language: 'en' | 'ko';
  allowed: readonly string[];
  root?: Element;
}): string[] {
  const root = input.root ?? document.body;
  const allowed = new Set(input.allowed);
  const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
  const foreign = (text: string): boolean => {
    if (input.language === 'en') return hangul.test(text);
    const words = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
    return words.some((word) => !allowed.has(word) && !/^[A-Z]$/.test(word));
  };
  const skipped = (element: Element | null): boolean => {
    // Up to the page, not its <html>: the page's language is `input.language`, whatever its
    // `lang` says at the moment (set in the commit that shows a new language).
    for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(at.tagName)) return true;
      if (at.getAttribute('translate') === 'no') return true;
      const lang = at.getAttribute('lang');
      if (lang) return lang.split('-')[0] !== input.language;
    }
    return false;
  };
  // What people typed, as the page shows it in `translate="no"` elements: a label that names
  // it ('Role of Kim') is checked without it.
  // A label may also name what people typed that the page does not show as text (the top bar's
  // PC presence): such an element says so in `data-typed`.
  const typed = [
    ...[...root.querySelectorAll('[translate="no"]')].map((element) => element.textContent),
    ...[...root.querySelectorAll('[data-typed]')].map((element) =>
      element.getAttribute('data-typed'),
    ),
  ]
    .map((text) => text?.trim() ?? '')
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length);
  // Whole words only: an avatar's initial 'T' must not cut 'NDT' down to 'ND'.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const withoutTyped = (value: string) =>
    typed.reduce(
      (rest, text) =>
        rest.replace(new RegExp(`(?<![A-Za-z0-9])${escape(text)}(?![A-Za-z0-9])`, 'g'), ' '),
      value,
    );
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text && foreign(text) && !skipped(node.parentElement)) found.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    if (skipped(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value && foreign(withoutTyped(value))) found.push(`${name}: ${value}`);
    }
  }
  return [...new Set(found)];
}

/**
 * Latin words a Korean page may show: product and app names, codes (roles, driving modes),
 * file formats and units. Everything else in Latin letters is a string left in English.
 */
export const ALLOWED_LATIN: readonly string[] = [
  // The studio and its apps, as they are called in both languages.
  'ADS',
  'Studio',
  'IDE',
  'Remote',
  'Data',
  'Management',
  'HMI',
  'FMS',
  'Education',
  'AI',
  'Benchmark',
  'Calibration',
  'IP',
  'Repository',
  'HDMAP',
  'Builder',
  // Codes the spec gives: roles, driving modes, network failure tag.
  'ALL',
  'EDU',
  'USER',
  'ADMIN',
  'SUPER',
  'AUTO',
  'REMOTE',
  'MANUAL',
  'OTA',
  'FAQ',
  // Datasets and metrics by their names.
  'KITTI',
  'nuScenes',
  // Formats, devices and keys.
  'PC',
  'MCAP',
  'ROS',
  'bag',
  'Lanelet2',
  'Ctrl',
  'Mac',
  'English',
  // Sensors, methods and files the field names in Latin letters in Korean too (IP Repository's
  // categories and search).
  'GNSS',
  'IMU',
  'EKF',
  'README',
  'GPU',
  'NDT',
  'MPC',
  // Map formats and libraries by their names (the basemap page).
  'MapLibre',
  'PMTiles',
  'XYZ',
  // Each app's own (latin/<app>.ts).
  ...LATIN_HMI,
  ...LATIN_MAP,
  ...LATIN_STATISTICS,
  ...LATIN_MONITORING,
  ...LATIN_BENCHMARK,
  ...LATIN_CALIBRATION,
];
