/**
 * The devkit's `computeStatistics` (C++) / `compute_statistics_jit` (Python) for one class, on
 * sparse candidate lists: for every ground-truth box, the detections of its frame whose overlap
 * can pass a threshold, in the frame's detection order (the order decides ties, as the devkit's
 * `for j` loop does). A pair left out has an overlap ≤ every threshold used, so it could never
 * be chosen: the result is the devkit's, at a fraction of the work.
 *
 * With one difficulty level and no ignored boxes (see kitti-eval.ts), every assigned detection
 * is a true positive, so a pass only needs to count them: fn = nGt − tp and
 * fp = (detections the threshold keeps) − tp − (kept DontCare detections not assigned), as the
 * devkit's per-frame sums.
 */

/** One class's boxes grouped by frame and its candidate pairs (CSR arrays). */
export interface ClassCandidates {
  /** Frames with at least one candidate pair, ascending. */
  activeFrames: Int32Array;
  /** Frame f's ground truth are [gtStart[f], gtStart[f+1]). */
  gtStart: Int32Array;
  detScore: Float64Array;
  /** Ground truth g's candidates are [candStart[g], candStart[g+1]). */
  candStart: Int32Array;
  candDet: Int32Array;
  candBev: Float64Array;
  cand3d: Float64Array;
}

/** The devkit's NO_DETECTION: a detection must score above it to be taken in the first pass. */
const NO_DETECTION = -10000000;

/**
 * Per-detection marks: `marks[d] === stamp` means assigned in the current frame pass. A new
 * stamp per (frame, pass) replaces clearing the array.
 */
export class AssignMarks {
  readonly marks: Int32Array;
  stamp = 0;
  constructor(detections: number) {
    this.marks = new Int32Array(detections);
  }
}

/**
 * First pass (compute_fp = false, no score threshold): each ground truth, in order, takes the
 * unassigned detection of highest score among those with overlap > minOverlap (first one on a
 * tie). Returns the scores of those true positives: the input of `getThresholds`.
 */
export function firstPassScores(
  c: ClassCandidates,
  iou: Float64Array,
  minOverlap: number,
  marks: AssignMarks,
): Float64Array {
  const { detScore } = c;
  // At most one true positive per detection.
  const out = new Float64Array(detScore.length);
  let n = 0;
  const { activeFrames, gtStart, candStart, candDet } = c;
  const m = marks.marks;
  for (let a = 0; a < activeFrames.length; a++) {
    const f = activeFrames[a]!;
    const stamp = ++marks.stamp;
    const gEnd = gtStart[f + 1]!;
    for (let g = gtStart[f]!; g < gEnd; g++) {
      let best = -1;
      let bestScore = NO_DETECTION;
      const kEnd = candStart[g + 1]!;
      for (let k = candStart[g]!; k < kEnd; k++) {
        const d = candDet[k]!;
        if (m[d] === stamp) continue;
        const s = detScore[d]!;
        if (iou[k]! > minOverlap && s > bestScore) {
          best = d;
          bestScore = s;
        }
      }
      if (best >= 0) {
        m[best] = stamp;
        out[n++] = bestScore;
      }
    }
  }
  return out.subarray(0, n);
}

/**
 * Second pass (compute_fp = true) at every threshold: detections scoring below the threshold
 * are ignored; each ground truth, in order, takes the unassigned detection of largest overlap
 * > minOverlap (first one on a tie). Returns the true positives per threshold.
 */
export function truePositives(
  c: ClassCandidates,
  iou: Float64Array,
  minOverlap: number,
  thresholds: Float64Array,
  marks: AssignMarks,
  /**
   * DontCare: `flags[d]` is 1 for a detection in a DontCare area; `assigned[t]` counts those
   * assigned to ground truth at threshold t (they stay true positives, the others are not
   * false positives: see kitti-eval.ts).
   */
  stuff?: { flags: Uint8Array; assigned: Int32Array },
): Int32Array {
  const tp = new Int32Array(thresholds.length);
  const { activeFrames, gtStart, candStart, candDet, detScore } = c;
  const m = marks.marks;
  for (let a = 0; a < activeFrames.length; a++) {
    const f = activeFrames[a]!;
    const gBegin = gtStart[f]!;
    const gEnd = gtStart[f + 1]!;
    for (let t = 0; t < thresholds.length; t++) {
      const thresh = thresholds[t]!;
      const stamp = ++marks.stamp;
      let count = 0;
      for (let g = gBegin; g < gEnd; g++) {
        let best = -1;
        let maxOverlap = 0;
        const kEnd = candStart[g + 1]!;
        for (let k = candStart[g]!; k < kEnd; k++) {
          const d = candDet[k]!;
          if (m[d] === stamp || detScore[d]! < thresh) continue;
          const o = iou[k]!;
          if (o > minOverlap && o > maxOverlap) {
            best = d;
            maxOverlap = o;
          }
        }
        if (best >= 0) {
          m[best] = stamp;
          count++;
          if (stuff && stuff.flags[best] === 1) stuff.assigned[t]!++;
        }
      }
      tp[t] = tp[t]! + count;
    }
  }
  return tp;
}

/**
 * Detections each threshold keeps (the devkit ignores `score < threshold`), from the class's
 * scores sorted ascending (a NaN sorts last and is never below a threshold, as in the devkit).
 */
export function keptDetections(sortedScores: Float64Array, thresholds: Float64Array): Int32Array {
  const kept = new Int32Array(thresholds.length);
  for (let t = 0; t < thresholds.length; t++) {
    const thresh = thresholds[t]!;
    let lo = 0;
    let hi = sortedScores.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedScores[mid]! < thresh) lo = mid + 1;
      else hi = mid;
    }
    kept[t] = sortedScores.length - lo;
  }
  return kept;
}
