import { BENCH_CLASSES, type BenchClass } from '@ads/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/i18n';

/** The app's strings, for helpers outside a component (a component's own `t`). */
export type BenchT = TFunction<'benchmark'>;

/** A metric in 0..1 as the devkits print it: four decimals; '—' when not computed. */
export function metric(value: number | null | undefined, digits = 4): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}

/** A fraction as a percentage with one decimal ('61.2 %'). */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${(value * 100).toFixed(1)} %`;
}

/** A count with thousands separators, as the language shown writes it. */
export function count(value: number): string {
  return formatNumber(value);
}

/** Whether a class is one the benchmark scores (BENCH_CLASSES), named in each language. */
export const knownClass = (name: string): name is BenchClass =>
  (BENCH_CLASSES as readonly string[]).includes(name);

/**
 * Class names as people write them: the benchmark's classes in the language shown; any other
 * code (none today) with a capital, as it is.
 */
export function className(name: string, t?: BenchT): string {
  if (t && knownClass(name)) return t(`classes.${name}`);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The status of a submission or dataset as a short phrase with its progress. */
export function statusText(status: string, progress: number, t: BenchT): string {
  const percent = Math.round(progress * 100);
  if (status === 'queued') return t('status.queued');
  if (status === 'running') return t('status.running', { percent });
  if (status === 'importing') return t('status.importing', { percent });
  if (status === 'done') return t('status.done');
  if (status === 'ready') return t('status.ready');
  return t('status.failed');
}
