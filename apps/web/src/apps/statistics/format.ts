/** Human units of Data Management: h:mm:ss, km, km/h, local times (sizes: lib/format-bytes.ts). */
import type { RecordSummary } from '@ads/contract';
import { formatDateTime } from '../../lib/format-date';
import { formatNumber, i18n, localeOf } from '../../lib/i18n';

/*
 * Units follow the language shown (issue 30): the words come from the `statistics` catalogue
 * (loaded by every page of the app before it renders), the numbers keep their digits.
 */
const unit = (key: 'hours' | 'minutes' | 'km' | 'kmh' | 'hz', value: string) =>
  i18n.t(`statistics:units.${key}`, { value });

const DASH = '—';

/** Seconds as h:mm:ss (hours grow past 24 rather than becoming days). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return DASH;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Metres as km; null (no GNSS nor odometry) as a dash. */
export function formatDistance(metres: number | null): string {
  if (metres === null || !Number.isFinite(metres)) return DASH;
  const km = metres / 1000;
  return unit('km', km.toFixed(km >= 100 ? 0 : km >= 10 ? 1 : 2));
}

/** Metres per second as km/h. */
export function formatSpeed(mps: number | null): string {
  if (mps === null || !Number.isFinite(mps)) return DASH;
  return unit('kmh', (mps * 3.6).toFixed(1));
}

/** Driven hours of the dashboard, e.g. `12.5 h`; under an hour in minutes, e.g. `4 min`. */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours) || hours < 0) return DASH;
  if (hours < 1) return unit('minutes', String(Math.round(hours * 60)));
  return unit('hours', hours.toFixed(hours >= 100 ? 0 : 1));
}

/** Kilometres of the dashboard, e.g. `1,234 km`. */
export function formatKm(km: number): string {
  if (!Number.isFinite(km)) return DASH;
  return unit('km', formatNumber(km, { maximumFractionDigits: km >= 100 ? 0 : 1 }));
}

/** Whole counts with thousands separators. */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/** Messages per second. */
export function formatRate(hz: number): string {
  if (!Number.isFinite(hz)) return DASH;
  return unit('hz', hz.toFixed(hz >= 100 ? 0 : 1));
}

/** `YYYY-MM` of the dashboard as a short month, e.g. `Mar 2026` (`2026년 3월` in Korean). */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(localeOf(), {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** Seconds from a record's start on a time axis: `m:ss`, or `h:mm:ss` past an hour. */
export function formatOffset(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) >= 3600) return formatDuration(seconds);
  const total = Math.round(Math.abs(seconds));
  const sign = seconds < 0 ? '-' : '';
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A record's start or end: the viewer's local time on the wall clock; on a simulation's clock,
 * the seconds since its zero, to the nanosecond the file has (`12.000000002 s`), never a 1970 date.
 */
export function formatRecordTime(
  record: Pick<RecordSummary, 'clock' | 'start' | 'end' | 'start_ns' | 'end_ns'>,
  which: 'start' | 'end',
): string {
  if (record.clock === 'wall') return formatDateTime(record[which]);
  const ns = record[which === 'start' ? 'start_ns' : 'end_ns'];
  if (ns === null) return i18n.t('statistics:units.simulation');
  const total = BigInt(ns);
  const fraction = String(total % 1_000_000_000n)
    .padStart(9, '0')
    .replace(/0{1,6}$/, '');
  return i18n.t('statistics:units.simulationSeconds', {
    value: `${total / 1_000_000_000n}.${fraction}`,
  });
}
