import type { RecordTopic } from '@ads/contract';
import { localeOf } from '../../../lib/i18n';

export interface SignalChoice {
  topic: string;
  field: string;
}

/** How telling a field is to plot first: motion beats anything else, and time stamps say least. */
function interest(field: string): number {
  if (/speed|twist\.twist\.linear\.x$/i.test(field)) return 3;
  if (/^header\.|\.stamp\b|_ns$|seq$/i.test(field)) return 0;
  if (/velocity|acceleration|latitude|longitude/i.test(field)) return 2;
  return 1;
}

/** The signal shown when the page opens: the most telling field of any topic; null without any. */
export function defaultSignal(topics: RecordTopic[]): SignalChoice | null {
  let best: (SignalChoice & { score: number }) | null = null;
  for (const topic of topics) {
    for (const field of topic.fields) {
      const score = interest(field);
      if (!best || score > best.score) best = { topic: topic.name, field, score };
    }
  }
  return best && { topic: best.topic, field: best.field };
}

/** One compact format per language: an axis formats many ticks. */
const compact = new Map<string, Intl.NumberFormat>();

/**
 * A signal value on its axis: compact, so large values (time stamps, counters) still fit; in
 * the language shown (`1.71746B`, `17.1746억`).
 */
export function formatSignalTick(value: number): string {
  const locale = localeOf();
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 6 });
    compact.set(locale, format);
  }
  return format.format(value);
}
