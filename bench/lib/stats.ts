/** The q-quantile (0..1) of the values, by nearest rank on a sorted copy. */
export function quantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: ArrayLike<number>) => quantile(values, 0.5);

/**
 * The q-quantile of values a clock gave in steps of `step` (each a multiple of it), as grouped
 * data's quantile is read: within the step that holds it, as far along as its rank is among the
 * values of that step, each step spread evenly over [v − step/2, v + step/2). A browser that is
 * not cross-origin isolated gives `performance.now()` in steps of 0.1 ms, so a frame of about
 * 1 ms could read only 0.9, 1.0 or 1.1 ms, and a ratio of two such medians only 1.1 or 1.22 × at
 * a 1.2 × target (issue 33). Values off the grid are read by nearest rank (`quantile`).
 */
export function steppedQuantile(values: ArrayLike<number>, q: number, step: number): number {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const onGrid = sorted.every((v) => Math.abs(v / step - Math.round(v / step)) < 1e-6);
  if (!onGrid) return quantile(sorted, q);
  const rank = Math.min(n, Math.max(Number.MIN_VALUE, q * n));
  // The step holding the rank: `below` values before it, `count` in it.
  let below = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j < n && Math.abs(sorted[j]! - sorted[i]!) < step / 2) j += 1;
    const count = j - i;
    if (below + count >= rank) return sorted[i]! - step / 2 + ((rank - below) / count) * step;
    below += count;
    i = j;
  }
  return sorted[n - 1]!;
}

/** A measured value and the baseline measured beside it (the same moment of the machine). */
export interface Pair {
  value: number;
  baseline: number;
}

/**
 * The pair whose ratio (value / baseline) is the median of the pairs' (give an odd count: one
 * pair is the median). Measured side by side, both halves of a pair meet the same moment of
 * the machine, which two medians of separate sets of samples do not (issue 33).
 */
export function medianPair<T extends Pair>(pairs: readonly T[]): T {
  const sorted = [...pairs].sort((a, b) => a.value / a.baseline - b.value / b.baseline);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Rounds to a few significant digits for printing and the JSON file. */
export function round(value: number, digits = 3): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const scale = 10 ** Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(value))));
  return Math.round(value * scale) / scale;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
