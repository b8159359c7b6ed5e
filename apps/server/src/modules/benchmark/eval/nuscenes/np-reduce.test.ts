import { describe, expect, it } from 'vitest';
import { cummean, npMean, npNanMean, npSum } from './np-reduce';

describe('npSum / npMean (numpy pairwise summation)', () => {
  it('adds short arrays left to right', () => {
    expect(npSum([0.1, 0.2, 0.3])).toBe(0.1 + 0.2 + 0.3);
    expect(npMean([1, 2, 3, 4])).toBe(2.5);
  });

  it('adds 8 and more values with 8 running sums, as numpy does', () => {
    // 16 values: r0..r7 take a[0..7], then a[8..15] are added to r0..r7 in turn, so
    // r0 = 1e16 + (-1e16) = 0 and r1..r7 = 1 + 0 = 1: ((0 + 1) + (1 + 1)) + ((1 + 1) + (1 + 1)) = 7.
    // Left to right, 1e16 + 1 rounds back to 1e16 (its ulp is 2) seven times: the sum is 0.
    // numpy 2.4: np.sum(a) == 7.0, Python's sum(a) == 0.0.
    const a = [1e16, 1, 1, 1, 1, 1, 1, 1, -1e16, 0, 0, 0, 0, 0, 0, 0];
    expect(npSum(a)).toBe(7);
    let sequential = 0;
    for (const v of a) sequential += v;
    expect(sequential).toBe(0);
  });

  it('means a slice; an empty one is NaN', () => {
    expect(npMean([9, 1, 2, 3, 9], 1, 4)).toBe(2);
    expect(npMean([1, 2], 1, 1)).toBeNaN();
  });

  it('nanmean skips NaN and is NaN when all are', () => {
    expect(npNanMean([1, NaN, 2])).toBe(1.5);
    expect(npNanMean([NaN, NaN])).toBeNaN();
  });
});

describe('cummean (the devkit’s)', () => {
  it('is the running mean of the non-NaN values, 0 before the first', () => {
    // [NaN, 2, NaN, 4]: counts 0, 1, 1, 2; sums 0, 2, 2, 6 → [0, 2, 2, 3].
    expect(Array.from(cummean([NaN, 2, NaN, 4]))).toEqual([0, 2, 2, 3]);
  });

  it('gives ones when every value is NaN (the devkit’s AAE 1 for a class without attributes)', () => {
    expect(Array.from(cummean([NaN, NaN, NaN]))).toEqual([1, 1, 1]);
  });
});
