/**
 * Score thresholds and the AP sums of the KITTI devkit (2019, `N_SAMPLE_PTS = 41`): the C++
 * `getThresholds` and the Python kernel's `get_thresholds` are the same rule with the same
 * recall denominator (the count of valid ground truth), so there is one implementation here.
 */

/** Recall sample points: 0, 1/40, …, 1. */
export const N_SAMPLE_PTS = 41;

/**
 * The score thresholds at which precision is sampled, from the true-positive scores of the
 * first (score-greedy) matching pass and the number of ground-truth boxes.
 *
 * Walking the scores from the highest, score i reaches recall l = (i+1)/nGt (the next one
 * r = (i+2)/nGt). A score is kept when l is at least as close to the next recall step as r is
 * (the devkit skips it when `r − current < current − l`); the last score is always kept; each
 * kept score moves the step by 1/40. The arithmetic is the devkit's, in the same double
 * operations, so ties between l and r fall the same way.
 */
export function getThresholds(
  tpScores: Float64Array | readonly number[],
  nGt: number,
): Float64Array {
  // A copy, sorted descending (the devkit sorts with greater<double>).
  const v = (tpScores instanceof Float64Array ? tpScores.slice() : Float64Array.from(tpScores))
    .sort()
    .reverse();
  const out: number[] = [];
  let current = 0;
  const last = v.length - 1;
  for (let i = 0; i <= last; i++) {
    const l = (i + 1) / nGt;
    const r = i < last ? (i + 2) / nGt : l;
    if (r - current < current - l && i < last) continue;
    out.push(v[i]!);
    current += 1 / (N_SAMPLE_PTS - 1);
  }
  // At most 41 by construction: 41 kept scores need recall ≥ 1 before the last one (the step
  // after 40 additions is 1.0000000000000004 in doubles). The devkit's buffer has 41 slots.
  return Float64Array.from(out.slice(0, N_SAMPLE_PTS));
}

/**
 * The devkit's interpolated precision: 41 slots, slot i the precision at threshold i (0 past
 * the last threshold), then each slot the maximum of itself and every later slot.
 */
export function interpolatedPrecision(
  tp: ArrayLike<number>,
  kept: ArrayLike<number>,
  count: number,
): Float64Array {
  const precision = new Float64Array(N_SAMPLE_PTS);
  // tp + fp = the detections the threshold keeps: every assigned detection is kept and is a TP.
  for (let i = 0; i < count; i++) precision[i] = tp[i]! / kept[i]!;
  for (let i = N_SAMPLE_PTS - 2; i >= 0; i--) {
    if (precision[i + 1]! > precision[i]!) precision[i] = precision[i + 1]!;
  }
  return precision;
}

/** AP|R40: the mean of slots 1..40 (recall 0 is left out), summed in the Python kernel's order. */
export function apR40(precision: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 1; i < N_SAMPLE_PTS; i++) sum += precision[i]!;
  return sum / 40;
}

/** AP|R11: the mean of slots 0, 4, …, 40 (recall 0, 0.1, …, 1). */
export function apR11(precision: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < N_SAMPLE_PTS; i += 4) sum += precision[i]!;
  return sum / 11;
}
