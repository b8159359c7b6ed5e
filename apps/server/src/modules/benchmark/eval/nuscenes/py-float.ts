/**
 * The few Python float semantics the devkit's arithmetic relies on and that JavaScript spells
 * differently. Each is exact, not an approximation.
 */

/**
 * Python's `a % b` for floats: the result takes the divisor's sign (floored), where
 * JavaScript's `%` is C's `fmod` (truncated). As CPython's `float_rem`, numpy's `remainder`.
 */
export function pyMod(a: number, b: number): number {
  const mod = a % b;
  if (mod === 0) return b < 0 ? -0 : 0; // copysign(0, b)
  return b < 0 !== mod < 0 ? mod + b : mod;
}

/** Python 3's `round(v)`: to the nearest integer, halves to the even one. */
export function pyRound(v: number): number {
  if (Math.abs(v % 1) === 0.5) return 2 * Math.round(v / 2);
  return Math.round(v);
}

/**
 * Python's `max(0.0, v)`: `v` only if it is greater than 0.0, so a NaN gives 0.0 (the devkit's
 * `tp_scores` relies on this).
 */
export function pyMaxZero(v: number): number {
  return v > 0 ? v : 0;
}
