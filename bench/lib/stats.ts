/** The q-quantile (0..1) of the values, by nearest rank on a sorted copy. */
export function quantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: ArrayLike<number>) => quantile(values, 0.5);

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
export function medianPair(pairs: readonly Pair[]): Pair {
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
