import type { RecordTopic } from '@ads/contract';

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

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumSignificantDigits: 6,
});

/** A signal value on its axis: compact, so large values (time stamps, counters) still fit. */
export const formatSignalTick = (value: number) => compact.format(value);
