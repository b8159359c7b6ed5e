/**
 * The devkit's greedy matching (algo.py `accumulate`, "Match and accumulate match data"), on
 * columns grouped by (sample, class).
 */
import { centerDistance } from './box-errors';
import { groupByKey, groupKeys, type BoxColumns } from './columns';

/**
 * The ground truth grouped by (sample, class) — group `key = sample * classCount + class` is
 * positions `start[key] .. start[key + 1]`, in ground-truth order — with each position's box
 * index and centre, so the matcher reads contiguous memory.
 */
export interface GtGroups {
  readonly start: Int32Array;
  readonly items: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
}

export function groupGroundTruth(
  gt: BoxColumns,
  sampleCount: number,
  classCount: number,
): GtGroups {
  const { start, items } = groupByKey(groupKeys(gt, classCount), sampleCount * classCount);
  const x = new Float64Array(items.length);
  const y = new Float64Array(items.length);
  for (let at = 0; at < items.length; at++) {
    x[at] = gt.x[items[at]!]!;
    y[at] = gt.y[items[at]!]!;
  }
  return { start, items, x, y };
}

/**
 * Each prediction's place in the devkit's `pred_boxes.all`, the order that breaks ties in
 * score: the submission grouped by sample (samples in order of first appearance, a sample's
 * boxes in submission order), which is how the devkit's results dict holds them. For a
 * submission already grouped by sample (every real one) this is the index in the submission;
 * either way it keeps the submission's order within a sample, the only order matching sees.
 */
export function submissionRank(pred: BoxColumns, sampleCount: number): Int32Array {
  const firstSeen = new Int32Array(sampleCount).fill(-1);
  let seen = 0;
  for (let i = 0; i < pred.count; i++) {
    const s = pred.sample[i]!;
    if (firstSeen[s] === -1) firstSeen[s] = seen++;
  }
  const start = new Int32Array(seen + 1);
  for (let i = 0; i < pred.count; i++) start[firstSeen[pred.sample[i]!]! + 1]! += 1;
  for (let k = 0; k < seen; k++) start[k + 1]! += start[k]!;
  const rank = new Int32Array(pred.count);
  for (let i = 0; i < pred.count; i++) {
    const group = firstSeen[pred.sample[i]!]!;
    rank[i] = start[group]!;
    start[group]! += 1;
  }
  return rank;
}

/**
 * The predictions of class `cls` in the devkit's processing order: by descending score and,
 * among equal scores, by descending rank (the devkit sorts `(score, index)` ascending and
 * reverses, so the LATER of two equal-score predictions comes first).
 */
export function confidenceOrder(pred: BoxColumns, cls: number, rank: Int32Array): Int32Array {
  let n = 0;
  for (let i = 0; i < pred.count; i++) if (pred.cls[i] === cls) n++;
  const order = new Int32Array(n);
  n = 0;
  for (let i = 0; i < pred.count; i++) if (pred.cls[i] === cls) order[n++] = i;
  const score = pred.score;
  order.sort((a, b) => {
    const sa = score[a]!;
    const sb = score[b]!;
    if (sa !== sb) return sa > sb ? -1 : 1;
    return rank[b]! - rank[a]!;
  });
  return order;
}

/**
 * Matches the predictions `order` (of one class, in processing order) at `distTh`: each takes
 * the nearest ground truth of its sample and class not taken yet (the first of equal
 * distances), if that one is nearer than `distTh` (strictly); otherwise it is a false
 * positive and takes nothing. `taken` is scratch space of one byte per ground-truth box.
 * Returns, per position in `order`, the ground-truth index taken or -1.
 */
export function greedyMatch(
  gt: GtGroups,
  classCount: number,
  pred: BoxColumns,
  order: Int32Array,
  distTh: number,
  taken: Uint8Array,
): Int32Array {
  taken.fill(0);
  const matched = new Int32Array(order.length);
  // Columns in locals: the loop below runs some 10^6 times per call.
  const { start, items, x: gx, y: gy } = gt;
  const { x: px, y: py, sample, cls } = pred;
  const groupCount = start.length - 1;
  for (let k = 0; k < order.length; k++) {
    const p = order[k]!;
    const key = sample[p]! * classCount + cls[p]!;
    let best = -1;
    let minDist = Infinity;
    if (key < groupCount) {
      const x = px[p]!;
      const y = py[p]!;
      const end = start[key + 1]!;
      for (let at = start[key]!; at < end; at++) {
        if (taken[at]) continue;
        const d = centerDistance(gx[at]!, gy[at]!, x, y);
        if (d < minDist) {
          minDist = d;
          best = at;
        }
      }
    }
    if (minDist < distTh) {
      taken[best] = 1;
      matched[k] = items[best]!;
    } else {
      matched[k] = -1;
    }
  }
  return matched;
}
