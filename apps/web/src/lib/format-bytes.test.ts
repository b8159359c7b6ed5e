import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('counts in decimal units with three significant digits', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1.00 kB');
    expect(formatBytes(1536)).toBe('1.54 kB');
    expect(formatBytes(820_400)).toBe('820 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(123_456_789)).toBe('123 MB');
    expect(formatBytes(210 * 1024 * 1024)).toBe('220 MB');
    expect(formatBytes(3.2e15)).toBe('3.20 PB');
  });

  it('shows a dash for what is not a size', () => {
    expect(formatBytes(-1)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
