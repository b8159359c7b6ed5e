import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { N_SAMPLE_PTS, apR11, apR40, getThresholds, interpolatedPrecision } from './thresholds';

/** n distinct scores, descending: 1, 0.99, … */
const scores = (n: number) => Array.from({ length: n }, (_, i) => 1 - i / 1000);

describe('getThresholds', () => {
  it('keeps every score when there are 41 or fewer ground truth, all found', () => {
    // nGt = 41: score i is kept when (l + r)/2 = (2i + 3)/82 ≥ i/40, true for every i ≤ 60.
    expect(Array.from(getThresholds(scores(41), 41))).toEqual(scores(41));
    // nGt = 40: the 40 scores only (slot 40 stays empty).
    expect(getThresholds(scores(40), 40)).toHaveLength(40);
  });

  it('samples 41 scores when there are more, the last one always', () => {
    // nGt = 100, k scores kept so far (step k/40): score i is kept unless
    // r − step < step − l, i.e. unless (2i + 3)/100 < k/20 in exact arithmetic.
    const t = getThresholds(scores(100), 100);
    expect(t).toHaveLength(41);
    expect(t[40]).toBe(1 - 99 / 1000);
    // i = 0 kept. i = 1 is an exact tie (0.03 − 0.025 = 0.025 − 0.02), and in doubles
    // 0.0049999999999999975 < 0.005000000000000001: skipped, as the devkit does; i = 2 kept.
    // i = 3 (0 < 0.01) skipped, i = 4 kept; i = 5 skipped; i = 6 a tie again,
    // skipped; i = 7 kept; i = 8 (0 < 0.01) skipped, i = 9 kept.
    expect(Array.from(t.slice(0, 5))).toEqual([1, 0.998, 0.996, 0.993, 0.991]);
  });

  it('follows the recall reached: 40 of 80 found gives 21 thresholds', () => {
    // nGt = 80: kept when 2i + 3 ≥ 4k: i = 0, then i = 2k − 1 (1, 3, …, 37) and the last, 39.
    const t = getThresholds(scores(40), 80);
    expect(t).toHaveLength(21);
    expect(t[1]).toBe(0.999);
    expect(t[2]).toBe(0.997);
    expect(t[20]).toBe(0.961);
  });

  it('sorts its input (descending) and leaves it alone', () => {
    const input = new Float64Array([0.2, 0.9, 0.5]);
    expect(Array.from(getThresholds(input, 3))).toEqual([0.9, 0.5, 0.2]);
    expect(Array.from(input)).toEqual([0.2, 0.9, 0.5]);
    expect(getThresholds([], 0)).toHaveLength(0);
    // One ground truth found of two: the last (only) score, one threshold.
    expect(Array.from(getThresholds([0.7], 2))).toEqual([0.7]);
  });

  it('never gives more than 41 thresholds, nor more than the scores', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, f) => {
          const found = Math.max(1, Math.round(n * f));
          const t = getThresholds(scores(found), n);
          expect(t.length).toBeLessThanOrEqual(Math.min(N_SAMPLE_PTS, found));
          // The last score is always kept.
          expect(t[t.length - 1]).toBe(scores(found)[found - 1]);
        },
      ),
    );
  });
});

describe('interpolatedPrecision and the AP sums', () => {
  it('takes tp / kept per threshold, then the maximum to the right', () => {
    // tp/kept: 1/1, 1/2, 2/3, then 0 for the 38 empty slots.
    const p = interpolatedPrecision([1, 1, 2], [1, 2, 3], 3);
    expect(p).toHaveLength(41);
    expect(Array.from(p.slice(0, 4))).toEqual([1, 2 / 3, 2 / 3, 0]);
  });

  it('AP|R40 leaves slot 0 out; AP|R11 takes every 4th slot', () => {
    const ones = new Float64Array(41).fill(1);
    expect(apR40(ones)).toBe(1);
    expect(apR11(ones)).toBe(1);
    // Only slot 0 set (one threshold): R40 = 0, R11 = 1/11.
    const first = new Float64Array(41);
    first[0] = 1;
    expect(apR40(first)).toBe(0);
    expect(apR11(first)).toBe(1 / 11);
    // Slots 0..20 at 1: R40 = 20/40 = 0.5; R11 = slots 0, 4, …, 20 = 6/11.
    const half = new Float64Array(41);
    half.fill(1, 0, 21);
    expect(apR40(half)).toBe(0.5);
    expect(apR11(half)).toBe(6 / 11);
  });
});
