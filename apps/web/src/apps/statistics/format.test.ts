import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import {
  formatDistance,
  formatDuration,
  formatHours,
  formatKm,
  formatMonth,
  formatOffset,
  formatRate,
  formatRecordTime,
  formatSpeed,
} from './format';
import { formatDateTime } from '../../lib/format-date';

// The words come from the app's catalogue, which its pages load before they render.
beforeAll(() => i18n.loadNamespaces('statistics'));

describe('record formatters', () => {
  it('writes durations as h:mm:ss, hours growing past a day', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.6)).toBe('0:01:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(90_000)).toBe('25:00:00');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('writes time-axis offsets short under an hour', () => {
    expect(formatOffset(0)).toBe('0:00');
    expect(formatOffset(65)).toBe('1:05');
    expect(formatOffset(3725)).toBe('1:02:05');
  });

  it('writes distances in km and speeds in km/h; no data as a dash', () => {
    expect(formatDistance(850)).toBe('0.85 km');
    expect(formatDistance(12_345)).toBe('12.3 km');
    expect(formatDistance(123_456)).toBe('123 km');
    expect(formatDistance(null)).toBe('—');
    expect(formatSpeed(25)).toBe('90.0 km/h');
    expect(formatSpeed(null)).toBe('—');
  });

  it('writes the dashboard totals', () => {
    expect(formatHours(1.25)).toBe('1.3 h');
    expect(formatHours(0.067)).toBe('4 min');
    expect(formatHours(250)).toBe('250 h');
    expect(formatKm(1234.5)).toBe('1,235 km');
    expect(formatKm(12.34)).toBe('12.3 km');
    expect(formatRate(9.99)).toBe('10.0 Hz');
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('nonsense')).toBe('nonsense');
  });
});

describe('record formatters in Korean', () => {
  it('writes units, months and simulation times as Korean does', async () => {
    await i18n.changeLanguage('ko');
    try {
      expect(formatHours(1.25)).toBe('1.3시간');
      expect(formatHours(0.067)).toBe('4분');
      expect(formatKm(1234.5)).toBe('1,235 km');
      expect(formatSpeed(25)).toBe('90.0 km/h');
      expect(formatMonth('2026-03')).toBe('2026년 3월');
      const sim = { clock: 'simulation' as const, start: null, end: null, end_ns: null };
      expect(formatRecordTime({ ...sim, start_ns: '12500000000' }, 'start')).toBe(
        '12.500초 (시뮬레이션 시간)',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('formatRecordTime', () => {
  const times = { start: null, end: null, start_ns: null, end_ns: null };
  it("shows a simulation's times as seconds from its zero, to the nanosecond", () => {
    const sim = {
      ...times,
      clock: 'simulation' as const,
      start: '1970-01-01T00:00:00.000Z',
      start_ns: '2',
      end_ns: '12500000000',
    };
    expect(formatRecordTime(sim, 'start')).toBe('0.000000002 s (simulation time)');
    expect(formatRecordTime(sim, 'end')).toBe('12.500 s (simulation time)');
    expect(formatRecordTime({ ...sim, start_ns: null }, 'start')).toBe('Simulation time');
  });

  it('shows a wall-clock time in the viewer’s zone, as every other time', () => {
    const wall = { ...times, clock: 'wall' as const, start: '2024-06-03T10:00:00.000Z' };
    expect(formatRecordTime(wall, 'start')).toBe(formatDateTime('2024-06-03T10:00:00.000Z'));
  });
});
