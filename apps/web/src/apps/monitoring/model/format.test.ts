import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  formatAgo,
  formatCountdown,
  formatEnergy,
  formatHeading,
  formatLatency,
  formatLoss,
  formatSpeedKmh,
  formatSteering,
} from './format';

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('FMS formatters', () => {
  it('writes speed in km/h, reversing negative, standing still as 0.0', () => {
    expect(formatSpeedKmh(10)).toBe('36.0 km/h');
    expect(formatSpeedKmh(-1.5)).toBe('-5.4 km/h');
    expect(formatSpeedKmh(-0.001)).toBe('0.0 km/h');
    expect(formatSpeedKmh(null)).toBe('—');
    expect(formatSpeedKmh(Number.NaN)).toBe('—');
  });

  it('writes energy as a whole percentage within 0–100', () => {
    expect(formatEnergy(87.6)).toBe('88 %');
    expect(formatEnergy(120)).toBe('100 %');
    expect(formatEnergy(undefined)).toBe('—');
  });

  it('says how long ago in the largest fitting unit', () => {
    const now = 1_000_000_000;
    expect(formatAgo(now - 500, now)).toBe('just now');
    expect(formatAgo(now - 12_400, now)).toBe('12 s ago');
    expect(formatAgo(now - 3 * 60_000, now)).toBe('3 min ago');
    expect(formatAgo(now - 5 * 3_600_000, now)).toBe('5 h ago');
    expect(formatAgo(now - 3 * 86_400_000, now)).toBe('3 d ago');
    // A state stamped a little ahead of this clock is not "in the future".
    expect(formatAgo(now + 800, now)).toBe('just now');
    expect(formatAgo(null, now)).toBe('never');
  });

  it('counts down in whole seconds, reaching 0 s only at the deadline', () => {
    expect(formatCountdown(9_001)).toBe('10 s');
    expect(formatCountdown(1)).toBe('1 s');
    expect(formatCountdown(0)).toBe('0 s');
    expect(formatCountdown(-50)).toBe('0 s');
  });

  it('writes round trips and loss', () => {
    expect(formatLatency(4.26)).toBe('4.3 ms');
    expect(formatLatency(42.6)).toBe('43 ms');
    expect(formatLatency(null)).toBe('—');
    expect(formatLoss(0)).toBe('0.0 %');
    expect(formatLoss(12.345)).toBe('12.3 %');
    expect(formatLoss(null)).toBe('—');
  });

  it('writes steering with its side and headings with the nearest compass point', () => {
    expect(formatSteering(0.2)).toBe('11° L');
    expect(formatSteering(-0.05)).toBe('3° R');
    expect(formatSteering(0.001)).toBe('0°');
    expect(formatHeading(92)).toBe('92° E');
    expect(formatHeading(-10)).toBe('350° N');
    expect(formatHeading(725)).toBe('5° N');
    expect(formatHeading(225)).toBe('225° SW');
  });
});
