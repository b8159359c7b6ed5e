import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../lib/format-bytes';
import { formatClock, formatDistance, formatDuration, formatSteering, speedKmh } from './format';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

describe('driver panel figures', () => {
  it('shows speed in whole km/h, unsigned', () => {
    expect(speedKmh(10)).toBe(36);
    expect(speedKmh(-2.5)).toBe(9);
    expect(speedKmh(-0.01)).toBe(0);
  });

  it('shows remaining distance in m, then km', () => {
    expect(formatDistance(849.6)).toBe('850 m');
    expect(formatDistance(-3)).toBe('0 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(12_400)).toBe('12 km');
  });

  it('shows remaining time in s, min, h', () => {
    expect(formatDuration(44.6)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3725)).toBe('1 h 02 min');
  });

  it('shows the steering angle with its side', () => {
    expect(formatSteering(0)).toBe('0°');
    expect(formatSteering(0.2094)).toBe('12° L');
    expect(formatSteering(-0.07)).toBe('4° R');
  });

  it('shows the recording clock and size', () => {
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatBytes(820_400)).toBe('820 kB');
    expect(formatBytes(12_400_000)).toBe('12.4 MB');
  });
});
