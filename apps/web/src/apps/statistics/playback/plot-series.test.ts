import { describe, expect, it } from 'vitest';
import { formatValue, leftWindow, valueAt, valueRange, windowAround } from './plot-series';
import { cursorX, niceStep, secondsAtX } from './plot-canvas';

const series = { t: new Float64Array([0, 1, 2, 3]), v: new Float64Array([10, 11, 12.5, 9]) };

describe('the plot', () => {
  it('shows the latest value at or before the cursor', () => {
    expect(valueAt(series, 2)).toBe(12.5);
    expect(valueAt(series, 2.999)).toBe(12.5);
    expect(valueAt(series, 100)).toBe(9);
    expect(valueAt(series, -0.5)).toBeNull();
    expect(valueAt({ t: new Float64Array(), v: new Float64Array() }, 1)).toBeNull();
  });

  it('reads ±15 s around the time, within the record, and again when the time leaves it', () => {
    expect(windowAround(20, 100)).toEqual({ from: 5, to: 35 });
    expect(windowAround(3, 100)).toEqual({ from: 0, to: 18 });
    expect(windowAround(99, 100)).toEqual({ from: 84, to: 100 });
    const window = windowAround(20, 100);
    expect(leftWindow(20, window, 100)).toBe(false);
    expect(leftWindow(34, window, 100)).toBe(true); // near the end of the window
    expect(leftWindow(40, window, 100)).toBe(true);
    // A window that reaches the record's start keeps serving its first seconds.
    expect(leftWindow(0.5, windowAround(3, 100), 100)).toBe(false);
  });

  it('spans the values in the window, padded; a flat series ±1', () => {
    const [low, high] = valueRange([series], { from: 0, to: 3 });
    expect(low).toBeLessThan(9);
    expect(high).toBeGreaterThan(12.5);
    expect(
      valueRange([{ t: new Float64Array([0]), v: new Float64Array([5]) }], { from: 0, to: 1 }),
    ).toEqual([4, 6]);
    expect(valueRange([], { from: 0, to: 1 })).toEqual([-1, 1]);
  });

  it('formats values and picks round tick steps', () => {
    expect(formatValue(12.3456789)).toBe('12.3457');
    expect(formatValue(3)).toBe('3');
    expect(niceStep(3.2)).toBe(5);
    expect(niceStep(0.13)).toBe(0.2);
    expect(niceStep(10)).toBe(10);
  });

  it('puts the cursor where a click there would seek to, inside the plot area', () => {
    const window = { from: 10, to: 30 };
    // 56 px of value labels on the left, 8 on the right: 400 px across the 20 s.
    expect(cursorX(10, 464, window)).toBe(56);
    expect(cursorX(20, 464, window)).toBe(256);
    expect(secondsAtX(cursorX(27.5, 464, window), 464, window)).toBeCloseTo(27.5, 9);
    // Outside the window: held at its edge.
    expect(cursorX(40, 464, window)).toBe(456);
  });
});
