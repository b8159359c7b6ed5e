import { formatBytes } from '../../../lib/format-bytes';
import { i18n } from '../../../lib/i18n';
import { formatCount, formatHours, formatKm } from '../format';

/** One figure of the dashboard's totals (records, hours, km, bytes), as the charts plot it. */
export type Metric = 'records' | 'hours' | 'km' | 'bytes';

export interface Totals {
  records: number;
  hours: number;
  km: number;
  bytes: number;
}

/** Axis ticks are close together: up to three significant digits keep neighbours apart. */
const tick = (value: number) => String(Number(value.toPrecision(3)));

/** A metric's name is `statistics:metrics.<key>`. */
export const METRICS: Array<{
  key: Metric;
  /** A value as the cards and tooltips show it. */
  format(value: number): string;
  /** A value as an axis tick shows it. */
  axis(value: number): string;
}> = [
  // Half a record means nothing: fractional ticks stay unlabelled.
  {
    key: 'records',
    format: formatCount,
    axis: (v) => (Number.isInteger(v) ? tick(v) : ''),
  },
  {
    key: 'hours',
    format: formatHours,
    axis: (v) => i18n.t('statistics:units.hours', { value: tick(v) }),
  },
  {
    key: 'km',
    format: formatKm,
    axis: (v) => i18n.t('statistics:units.km', { value: tick(v) }),
  },
  { key: 'bytes', format: formatBytes, axis: formatBytes },
];

export const metricOf = (key: Metric) => METRICS.find((metric) => metric.key === key)!;
