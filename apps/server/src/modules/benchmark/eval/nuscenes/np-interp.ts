/**
 * numpy's `interp` and `linspace` for float64, bit for bit: the devkit resamples precision,
 * confidence and the true-positive errors with them, and its recall arrays repeat values (a
 * false positive leaves recall unchanged), so the order of the tests below matters. Written
 * after numpy's `arr_interp` and `binary_search_with_guess` (compiled_base.c, numpy ≥ 1.17).
 */

/** How far around the previous index numpy looks before bisecting (LIKELY_IN_CACHE_SIZE). */
const NEAR = 8;

/**
 * For increasing `arr`: the last index `j` with `arr[j] <= key` (so among repeated values the
 * LAST one), -1 below `arr[0]`, `len` above the end. `guess` is the previous answer; numpy
 * tries its neighbours first. For a non-decreasing `arr` the answer does not depend on the
 * guess; it is kept so that any input, even unsorted, gives what numpy gives.
 */
function searchWithGuess(key: number, arr: ArrayLike<number>, len: number, guess: number): number {
  let imin = 0;
  let imax = len;
  if (key > arr[len - 1]!) return len;
  if (key < arr[0]!) return -1;
  if (len <= 4) {
    let i = 1;
    while (i < len && key >= arr[i]!) i++;
    return i - 1;
  }
  let g = Math.min(guess, len - 3);
  if (g < 1) g = 1;
  if (key < arr[g]!) {
    if (key >= arr[g - 1]!) return g - 1;
    imax = g - 1;
    if (g > NEAR && key >= arr[g - NEAR]!) imin = g - NEAR;
  } else {
    if (key < arr[g + 1]!) return g;
    if (key < arr[g + 2]!) return g + 1;
    imin = g + 2;
    if (g < len - NEAR - 1 && key < arr[g + NEAR]!) imax = g + NEAR;
  }
  while (imin < imax) {
    const mid = imin + ((imax - imin) >> 1);
    if (key >= arr[mid]!) imin = mid + 1;
    else imax = mid;
  }
  return imin - 1;
}

/**
 * `np.interp(x, xp, fp, left, right)`: `left`/`right` default to `fp[0]`/`fp[-1]`. At an `x`
 * equal to a repeated `xp` value the result is the `fp` of the last repeat; between points it
 * is `slope * (x - xp[j]) + fp[j]`, numpy's form (not a weighted mean, which rounds
 * differently).
 */
export function npInterp(
  x: ArrayLike<number>,
  xp: ArrayLike<number>,
  fp: ArrayLike<number>,
  left?: number,
  right?: number,
): Float64Array {
  const n = xp.length;
  if (n === 0) throw new RangeError('npInterp: xp is empty');
  if (fp.length !== n) throw new RangeError('npInterp: xp and fp differ in length');
  const lval = left ?? fp[0]!;
  const rval = right ?? fp[n - 1]!;
  const out = new Float64Array(x.length);
  if (n === 1) {
    const xp0 = xp[0]!;
    for (let i = 0; i < x.length; i++) {
      const v = x[i]!;
      // A NaN compares false both ways and so takes fp[0], as in numpy's one-point branch.
      out[i] = v < xp0 ? lval : v > xp0 ? rval : fp[0]!;
    }
    return out;
  }
  let j = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    if (Number.isNaN(v)) {
      out[i] = v;
      continue;
    }
    j = searchWithGuess(v, xp, n, j);
    if (j === -1) out[i] = lval;
    else if (j === n) out[i] = rval;
    else if (j === n - 1) out[i] = fp[j]!;
    else if (xp[j] === v) out[i] = fp[j]!;
    else {
      const slope = (fp[j + 1]! - fp[j]!) / (xp[j + 1]! - xp[j]!);
      let r = slope * (v - xp[j]!) + fp[j]!;
      // numpy retries from the right end when the left one gives NaN (an infinite slope).
      if (Number.isNaN(r)) {
        r = slope * (v - xp[j + 1]!) + fp[j + 1]!;
        if (Number.isNaN(r) && fp[j] === fp[j + 1]) r = fp[j]!;
      }
      out[i] = r;
    }
  }
  return out;
}

/**
 * `np.linspace(start, stop, num)`: `i * step + start` with the last point set to `stop`, which
 * is not always `start + i * (stop - start) / (num - 1)` (e.g. 35 * 0.01 ≠ 35 / 100).
 */
export function npLinspace(start: number, stop: number, num: number): Float64Array {
  const out = new Float64Array(num);
  if (num === 1) {
    out[0] = start;
    return out;
  }
  const step = (stop - start) / (num - 1);
  for (let i = 0; i < num; i++) out[i] = i * step + start;
  out[num - 1] = stop;
  return out;
}
