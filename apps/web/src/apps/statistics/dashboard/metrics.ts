import { formatBytes } from '../../../lib/format-bytes';
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

export const METRICS: Array<{
  key: Metric;
  label: string;
  /** A value as the cards and tooltips show it. */
  format(value: number): string;
  /** A value as an axis tick shows it. */
  axis(value: number): string;
}> = [
  // Half a record means nothing: fractional ticks stay unlabelled.
  {
    key: 'records',
    label: 'Records',
    format: formatCount,
    axis: (v) => (Number.isInteger(v) ? tick(v) : ''),
  },
  { key: 'hours', label: 'Hours', format: formatHours, axis: (v) => `${tick(v)} h` },
  { key: 'km', label: 'Distance', format: formatKm, axis: (v) => `${tick(v)} km` },
  { key: 'bytes', label: 'Size', format: formatBytes, axis: formatBytes },
];

export const metricOf = (key: Metric) => METRICS.find((metric) => metric.key === key)!;
