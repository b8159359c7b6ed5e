import { describe, expect, it } from 'vitest';
import {
  SPEEDS,
  advance,
  clockText,
  durationNs,
  formatSeconds,
  keyAction,
  fractionOf,
  linkAt,
  offsetAtFraction,
  offsetOfSeconds,
  parseNs,
  readTimeParam,
  secondsOf,
  step,
  withTimeParam,
} from './timeline';

// A wall-clock record starting 2026-11-29 22:12:03.123456789 UTC: its times pass 2^53 ns.
const START = '1795990323123456789';
const END = '1795990383123456790'; // a minute and one nanosecond later
const DURATION = 60_000_000_001n;

describe('the timeline', () => {
  it('keeps nanoseconds that a number would lose', () => {
    expect(durationNs(START, END)).toBe(DURATION);
    // What a number would have made of it: the nanoseconds gone.
    expect(BigInt(Number(START))).not.toBe(1795990323123456789n);
    expect(clockText(START, 1n, 'wall')).toBe('2026-11-29 22:12:03.123456790');
    expect(clockText(START, DURATION, 'wall')).toBe('2026-11-29 22:13:03.123456790');
  });

  it('reads only decimal ns strings', () => {
    expect(parseNs('0')).toBe(0n);
    expect(parseNs(START)).toBe(1795990323123456789n);
    for (const bad of ['', '-1', '1.5', '1e9', ' 1', 'abc', null, undefined]) {
      expect(parseNs(bad)).toBeNull();
    }
    expect(durationNs(END, START)).toBe(0n);
  });

  it('advances by speed × elapsed wall time and holds at the end', () => {
    expect(advance(0n, 16, 1, DURATION)).toEqual({ offset: 16_000_000n, ended: false });
    expect(advance(0n, 100, 0.1, DURATION)).toEqual({ offset: 10_000_000n, ended: false });
    expect(advance(1_000n, 1000, 10, DURATION)).toEqual({ offset: 10_000_001_000n, ended: false });
    expect(advance(DURATION - 5n, 16, 1, DURATION)).toEqual({ offset: DURATION, ended: true });
    // A clock that went backwards (a tab put to sleep) does not play backwards.
    expect(advance(500n, -20, 1, DURATION).offset).toBe(500n);
    expect(SPEEDS[0]).toBe(0.1);
    expect(SPEEDS[SPEEDS.length - 1]).toBe(10);
  });

  it('steps by 0.1 s or a given size within the record', () => {
    expect(step(0n, 1, DURATION)).toBe(100_000_000n);
    expect(step(50_000_000n, -1, DURATION)).toBe(0n);
    expect(step(DURATION - 1n, 1, DURATION, 1_000_000_000n)).toBe(DURATION);
  });

  it('shows seconds from the start with milliseconds, and the simulation clock in seconds', () => {
    expect(formatSeconds(12_345_678_901n)).toBe('12.345');
    expect(formatSeconds(0n)).toBe('0.000');
    expect(secondsOf(1_500_000_000n)).toBe(1.5);
    expect(offsetOfSeconds(1.5, DURATION)).toBe(1_500_000_000n);
    expect(offsetOfSeconds(-3, DURATION)).toBe(0n);
    expect(clockText('12000000007', 1_000_000_000n, 'simulation')).toBe('13.000000007');
  });

  it('maps the bar both ways', () => {
    expect(fractionOf(DURATION / 2n, DURATION)).toBeCloseTo(0.5, 5);
    expect(fractionOf(5n, 0n)).toBe(0);
    expect(offsetAtFraction(0.25, 4_000_000_000n)).toBe(1_000_000_000n);
    expect(offsetAtFraction(-1, DURATION)).toBe(0n);
    expect(offsetAtFraction(2, DURATION)).toBe(DURATION);
  });

  it('carries the time in the URL as ns since the start', () => {
    const search = new URLSearchParams('tab=x');
    const withTime = withTimeParam(search, 12_345_678_901n);
    expect(withTime.toString()).toBe('tab=x&t=12345678901');
    expect(readTimeParam(withTime, DURATION)).toBe(12_345_678_901n);
    // Past the end: the end; nonsense: none.
    expect(readTimeParam(new URLSearchParams('t=99999999999999'), DURATION)).toBe(DURATION);
    expect(readTimeParam(new URLSearchParams('t=-4'), DURATION)).toBeNull();
    expect(readTimeParam(new URLSearchParams(''), DURATION)).toBeNull();
    expect(linkAt('https://studio.test/statistics/record/7?t=1#x', 42n)).toBe(
      'https://studio.test/statistics/record/7?t=42',
    );
  });

  it('maps the keys: Space, ←/→ by 0.1 s, Shift by 1 s, Home and End', () => {
    const at = 5_000_000_000n;
    const key = (name: string, shiftKey = false) =>
      keyAction({ key: name, shiftKey }, at, DURATION);
    expect(key(' ')).toEqual({ toggle: true });
    expect(key('ArrowLeft')).toEqual({ seek: 4_900_000_000n });
    expect(key('ArrowRight')).toEqual({ seek: 5_100_000_000n });
    expect(key('ArrowLeft', true)).toEqual({ seek: 4_000_000_000n });
    expect(key('ArrowRight', true)).toEqual({ seek: 6_000_000_000n });
    expect(key('Home')).toEqual({ seek: 0n });
    expect(key('End')).toEqual({ seek: DURATION });
    expect(key('a')).toBeNull();
  });
});
