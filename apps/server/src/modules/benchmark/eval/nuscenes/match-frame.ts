/**
 * One frame's verdicts for the 3D view: the same matching as the evaluation, on one frame's
 * boxes only.
 */
import { BENCH_CLASSES, type BenchBox, type BenchPrediction } from '@ads/contract';
import { Interner, toColumns } from './columns';
import { confidenceOrder, greedyMatch, groupGroundTruth } from './match';

/** A prediction with, optionally, its index in the submission (see `matchFrame`). */
export type RankedPrediction = BenchPrediction & { rank?: number };

export interface FrameMatch {
  /** Per prediction (input order): true for a true positive, false for a false positive. */
  pred: boolean[];
  /** Per ground-truth box (input order): true if a prediction matched it, false if missed. */
  gt: boolean[];
  /** Per prediction: the index in `gt` of the box it matched, or -1. */
  predToGt: number[];
  /** Per ground-truth box: the index in the predictions of its match, or -1. */
  gtToPred: number[];
  tp: number;
  fp: number;
  fn: number;
}

/**
 * Labels one frame's predictions TP/FP and its ground truth matched/missed at `distTh` metres,
 * exactly as `evaluateNuScenes` does: matching never looks past a sample and a class, so the
 * frame's boxes suffice, except for the order among equal scores, which must be the
 * submission's. That order is each prediction's `rank` (its index in the submission) when
 * given, else its index in `preds` (right when `preds` keeps the submission's order, as a
 * filter by sample does). Several samples may be passed; each is matched on its own.
 */
export function matchFrame(
  gt: readonly BenchBox[],
  preds: readonly RankedPrediction[],
  distTh = 2,
): FrameMatch {
  const classes = BENCH_CLASSES;
  const samples = new Interner();
  const attributes = new Interner();
  const gtCols = toColumns(gt, classes, samples, attributes);
  const predCols = toColumns(preds, classes, samples, attributes);
  const groups = groupGroundTruth(gtCols, samples.size, classes.length);
  const rank = Int32Array.from(preds, (p, i) => p.rank ?? i);
  const taken = new Uint8Array(gt.length);

  const predToGt = new Array<number>(preds.length).fill(-1);
  const gtToPred = new Array<number>(gt.length).fill(-1);
  for (let cls = 0; cls < classes.length; cls++) {
    const order = confidenceOrder(predCols, cls, rank);
    const matched = greedyMatch(groups, classes.length, predCols, order, distTh, taken);
    for (let k = 0; k < order.length; k++) {
      const g = matched[k]!;
      if (g < 0) continue;
      predToGt[order[k]!] = g;
      gtToPred[g] = order[k]!;
    }
  }
  const tp = predToGt.filter((g) => g >= 0).length;
  return {
    pred: predToGt.map((g) => g >= 0),
    gt: gtToPred.map((p) => p >= 0),
    predToGt,
    gtToPred,
    tp,
    fp: preds.length - tp,
    fn: gt.length - tp,
  };
}
