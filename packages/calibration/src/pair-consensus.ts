import { seededRandom } from '@ads/seeded-random';

/**
 * Which point ↔ pixel pairs agree on one pose, and which are outliers (issue 32): a misclicked
 * or mismatched pair would otherwise bend a least-squares pose towards itself.
 *
 * Least median of squares (Rousseeuw) over seeded random minimal samples, then refits on the
 * inliers until they stop changing:
 * 1. Each sample of SAMPLE_SIZE pairs gives a pose (`hypothesis`); the pose whose median
 *    residual over all pairs is least wins. The median needs no threshold, so nothing has to
 *    be known of the click noise; it holds while fewer than half the pairs are outliers.
 * 2. The noise σ (per pixel axis) is read off that median: a 2D Gaussian's distances have the
 *    median σ·√(2 ln 2), and Rousseeuw's small-sample factor 1 + 5 / (n − 6) corrects it.
 * 3. A pair is an inlier within `OUTLIER_SIGMAS`·σ (at least `MIN_OUTLIER_PX`; fewer than
 *    `minimum` so: the ⌊(n + 7) / 2⌋ pairs closest to the hypothesis); the full solve
 *    (`fit`) runs on the inliers, σ is taken again from its inliers' residuals (2m − 6 degrees
 *    of freedom), and the inliers are classified again, until the set holds (≤ 10 rounds).
 * With no outlier, the last fit is the full solve on every pair: the same pose, bit for bit, as
 * the solve without this step. The same pairs always give the same answer (fixed seed).
 */

/** Pairs per hypothesis: SQPnP's 3 would do exactly; 5 steady the pose against click noise. */
export const SAMPLE_SIZE = 5;
/** Hypotheses tried at most (every sample when there are fewer combinations). */
export const MAX_SAMPLES = 500;
/**
 * A pair further than this many σ from the pose is an outlier. Not a Gaussian's 3–4.5: σ read
 * off a few pairs is itself uncertain (±20 % from 9 pairs) and a good pair far from the others
 * sits where the pose is least sure; at 4.5 two of a hundred seeded sets of 6–14 pairs with
 * σ = 1 px lost a good pair (with the leverage check), at 6 none did.
 */
export const OUTLIER_SIGMAS = 6;
/** …and never closer than this, px: a pick a pixel or two off is noise, not a wrong pair. */
export const MIN_OUTLIER_PX = 2;
const SEED = 0x0e57;
const MEDIAN_PER_SIGMA = Math.sqrt(2 * Math.log(2));

export interface ConsensusProblem<Model> {
  /** How many pairs. */
  count: number;
  /** The fewest inliers a fit takes. */
  minimum: number;
  /** A pose from a few pairs (indices), or null where they give none. */
  hypothesis(sample: readonly number[]): Model | null;
  /** The full solve on these pairs (indices in ascending order). */
  fit(inliers: readonly number[]): Model;
  /** Each pair's reprojection distance under the model, px (Infinity where it has none). */
  residuals(model: Model): number[];
}

export interface Consensus<Model> {
  model: Model;
  /** Indices of the pairs the model was fitted to, ascending. */
  inliers: number[];
  /** Indices of the pairs left out, ascending. */
  outliers: number[];
  /** The distance (px) within which a pair counted as an inlier. */
  threshold: number;
  /** Every pair's distance under the model, px. */
  residuals: number[];
}

export function pairConsensus<Model>(problem: ConsensusProblem<Model>): Consensus<Model> {
  const all = Array.from({ length: problem.count }, (_, i) => i);
  const best = leastMedian(problem);
  if (!best) {
    // No sample gave a pose: the full solve on every pair says why, or is the answer.
    const model = problem.fit(all);
    const residuals = problem.residuals(model);
    return { model, inliers: all, outliers: [], threshold: Infinity, residuals };
  }
  const correction = 1 + 5 / Math.max(1, problem.count - 6);
  let threshold = thresholdOf((best.median / MEDIAN_PER_SIGMA) * correction);
  let inliers = all.filter((i) => best.residuals[i]! <= threshold);
  if (inliers.length < problem.minimum) {
    // A few pairs extrapolate a pose poorly: with a small set the best hypothesis can put a good
    // pair past the threshold. Start instead from the h pairs it ranks best, h = ⌊(n + 7) / 2⌋
    // (least trimmed squares' coverage for 6 parameters, at least `minimum`), and let the fits
    // decide; a set too small to outvote its outliers is then solved on every pair, as before.
    const h = Math.min(all.length, Math.max(problem.minimum, Math.floor((all.length + 7) / 2)));
    inliers = [...all]
      .sort((a, b) => best.residuals[a]! - best.residuals[b]! || a - b)
      .slice(0, h)
      .sort((a, b) => a - b);
  }
  for (let round = 0; round < 10 && inliers.length >= problem.minimum; round += 1) {
    const model = problem.fit(inliers);
    const residuals = problem.residuals(model);
    const dof = Math.max(1, 2 * inliers.length - 6);
    const squared = inliers.reduce((sum, i) => sum + residuals[i]! ** 2, 0);
    threshold = thresholdOf(Math.sqrt(squared / dof));
    const next = all.filter((i) => residuals[i]! <= threshold);
    // Settled, or ten rounds of pairs at the threshold coming and going: this fit stands.
    if (round === 9 || (next.length === inliers.length && next.every((i, k) => i === inliers[k]))) {
      return leverageChecked(problem, { model, inliers, threshold, residuals });
    }
    inliers = next;
  }
  const outliers = all.filter((i) => !inliers.includes(i));
  throw new Error(
    `Only ${inliers.length} of ${all.length} pairs agree on one pose (within ` +
      `${threshold.toFixed(1)} px); pairs ${outliers.map((i) => i + 1).join(', ')} disagree ` +
      `and at least ${problem.minimum} must agree. Check those pairs or add more.`,
  );
}

/**
 * A pair left out of a fit is measured where the fit extrapolates to it: with few pairs a good
 * pair far from the rest lands far from its pixel there (up to 13 px at σ = 1 px among 8 pairs)
 * and yet fits once it is in. Each left-out pair is fitted in once more and stays out only if
 * √(r_out · r_in) (for least squares, its residual out of the fit scaled by √(1 − leverage):
 * the studentized deleted residual) is past the threshold, or if the pose that takes it in puts
 * any other inlier past it; the ones let back in are fitted with the rest. A gross outlier stays
 * out either way.
 */
function leverageChecked<Model>(
  problem: ConsensusProblem<Model>,
  fitted: { model: Model; inliers: number[]; threshold: number; residuals: number[] },
): Consensus<Model> {
  const { threshold } = fitted;
  const all = fitted.residuals.map((_, i) => i);
  const left = all.filter((i) => !fitted.inliers.includes(i));
  const back = left.filter((j) => {
    const rOut = fitted.residuals[j]!;
    if (!Number.isFinite(rOut)) return false;
    const withIt = [...fitted.inliers, j].sort((a, b) => a - b);
    let within: number[];
    try {
      within = problem.residuals(problem.fit(withIt));
    } catch {
      return false;
    }
    // …and the pose that takes it in must still explain every other inlier: a wrong pair with
    // the leverage to pull the pose onto itself moves the others off.
    return (
      Math.sqrt(rOut * within[j]!) <= threshold && withIt.every((i) => within[i]! <= threshold)
    );
  });
  if (back.length === 0) return { ...fitted, outliers: left };
  const inliers = [...fitted.inliers, ...back].sort((a, b) => a - b);
  const model = problem.fit(inliers);
  const outliers = all.filter((i) => !inliers.includes(i));
  return { model, inliers, outliers, threshold, residuals: problem.residuals(model) };
}

function thresholdOf(sigma: number): number {
  return Math.max(MIN_OUTLIER_PX, OUTLIER_SIGMAS * sigma);
}

/** The hypothesis with the least median residual, its residuals; null when no sample gave one. */
function leastMedian<Model>(
  problem: ConsensusProblem<Model>,
): { residuals: number[]; median: number } | null {
  let best: { residuals: number[]; median: number } | null = null;
  for (const sample of samples(problem.count)) {
    let model: Model | null;
    try {
      model = problem.hypothesis(sample);
    } catch {
      // A degenerate sample (pairs on a line, a pose behind the camera): no hypothesis.
      continue;
    }
    if (!model) continue;
    const residuals = problem.residuals(model);
    const median = medianOf(residuals);
    if (Number.isFinite(median) && (!best || median < best.median)) best = { residuals, median };
  }
  return best;
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Every SAMPLE_SIZE-subset when there are at most MAX_SAMPLES of them, else seeded random ones. */
function samples(count: number): number[][] {
  const size = Math.min(SAMPLE_SIZE, count);
  if (binomial(count, size) <= MAX_SAMPLES) return combinations(count, size);
  const random = seededRandom(SEED);
  const out: number[][] = [];
  const pool = Array.from({ length: count }, (_, i) => i);
  for (let s = 0; s < MAX_SAMPLES; s += 1) {
    // A partial Fisher–Yates shuffle: the first `size` entries are a uniform sample.
    for (let k = 0; k < size; k += 1) {
      const j = k + Math.floor(random() * (count - k));
      [pool[k], pool[j]] = [pool[j]!, pool[k]!];
    }
    out.push(pool.slice(0, size).sort((a, b) => a - b));
  }
  return out;
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
}

function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i += 1) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
