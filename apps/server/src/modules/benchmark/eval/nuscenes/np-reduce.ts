/**
 * numpy's float64 sums and means, bit for bit, and the devkit's `cummean`. numpy adds
 * contiguous arrays pairwise (8 running sums per block of up to 128), not left to right, so a
 * plain loop can differ in the last bits; the devkit's AP and TP errors are such means.
 */

/** numpy's `pairwise_sum` over `a[lo, lo + n)`. */
function pairwiseSum(a: ArrayLike<number>, lo: number, n: number): number {
  if (n < 8) {
    let res = 0;
    for (let i = 0; i < n; i++) res += a[lo + i]!;
    return res;
  }
  if (n <= 128) {
    let r0 = a[lo]!;
    let r1 = a[lo + 1]!;
    let r2 = a[lo + 2]!;
    let r3 = a[lo + 3]!;
    let r4 = a[lo + 4]!;
    let r5 = a[lo + 5]!;
    let r6 = a[lo + 6]!;
    let r7 = a[lo + 7]!;
    let i = 8;
    for (; i < n - (n % 8); i += 8) {
      const at = lo + i;
      r0 += a[at]!;
      r1 += a[at + 1]!;
      r2 += a[at + 2]!;
      r3 += a[at + 3]!;
      r4 += a[at + 4]!;
      r5 += a[at + 5]!;
      r6 += a[at + 6]!;
      r7 += a[at + 7]!;
    }
    // numpy's grouping: ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)).
    const low = r0 + r1 + (r2 + r3);
    const high = r4 + r5 + (r6 + r7);
    let res = low + high;
    for (; i < n; i++) res += a[lo + i]!;
    return res;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(a, lo, half) + pairwiseSum(a, lo + half, n - half);
}

/** `np.sum(a[start:end])`. */
export function npSum(a: ArrayLike<number>, start = 0, end = a.length): number {
  return pairwiseSum(a, start, Math.max(0, end - start));
}

/** `np.mean(a[start:end])`; NaN for an empty slice, as numpy (which also warns). */
export function npMean(a: ArrayLike<number>, start = 0, end = a.length): number {
  const n = Math.max(0, end - start);
  return n === 0 ? NaN : pairwiseSum(a, start, n) / n;
}

/** `np.nanmean(a)`: the mean of the non-NaN values, NaN when there are none. */
export function npNanMean(a: ArrayLike<number>): number {
  const zeroed = new Float64Array(a.length);
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]!;
    if (!Number.isNaN(v)) {
      zeroed[i] = v;
      count++;
    }
  }
  return count === 0 ? NaN : pairwiseSum(zeroed, 0, zeroed.length) / count;
}

/**
 * The devkit's `cummean` (common/utils.py): the running mean that skips NaNs; 0 where no
 * value has been seen yet; and all ones when every value is NaN (so a class whose GT has no
 * attribute at all gets AAE 1, not NaN). The running sum is sequential, as `np.nancumsum`.
 */
export function cummean(x: ArrayLike<number>): Float64Array {
  const out = new Float64Array(x.length);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    if (!Number.isNaN(v)) {
      sum += v;
      count++;
    }
    out[i] = count === 0 ? 0 : sum / count;
  }
  if (count === 0) out.fill(1);
  return out;
}
