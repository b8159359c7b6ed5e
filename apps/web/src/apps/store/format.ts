import type { ModuleCategory } from '@ads/contract';
import { formatNumber, i18n, localeOf } from '../../lib/i18n';

const DASH = '—';

/** A category's name in the language shown. */
export const categoryTitle = (category: ModuleCategory): string =>
  i18n.t(`store:categories.${category}`);

/** What each category holds, for the home page's entry points. */
export const categoryText = (category: ModuleCategory): string =>
  i18n.t(`store:categoryText.${category}`);

/** `sha256:0123456789ab…` → the first 12 hex digits, as Docker shows an image id. */
export function shortDigest(text: string): string {
  const hex = /([0-9a-f]{64})$/.exec(text)?.[1];
  return hex ? `sha256:${hex.slice(0, 12)}` : text;
}

/** The digest part of a pinned image reference (`name@sha256:…`), or null. */
export function digestOf(image: string): string | null {
  const at = image.lastIndexOf('@');
  return at > 0 ? image.slice(at + 1) : null;
}

type Counted = 'algorithm' | 'install' | 'member' | 'connection' | 'error' | 'wiringError';

/** A count with its noun in the language shown: `1 install`, `3 installs`, `설치 3회`. */
export function plural(count: number, noun: Counted): string {
  return i18n.t(`store:count.${noun}`, { count, formatted: formatNumber(count) });
}

/** How long ago a time was, in the largest whole unit (`3 days ago`, `3일 전`); `now` for tests. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return DASH;
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return i18n.t('store:justNow');
  const steps: Array<[number, Intl.RelativeTimeFormatUnit]> = [
    [60, 'minute'],
    [60 * 60, 'hour'],
    [60 * 60 * 24, 'day'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 365, 'year'],
  ];
  let chosen = steps[0]!;
  for (const step of steps) if (seconds >= step[0] * 0.95) chosen = step;
  const count = Math.max(1, Math.round(seconds / chosen[0]));
  return new Intl.RelativeTimeFormat(localeOf(), { numeric: 'always' }).format(-count, chosen[1]);
}
