/**
 * The devkit's `accumulate` after matching, `calc_ap` and `calc_tp` (detection/algo.py) and
 * `DetectionMetricData` (detection/data_classes.py): precision, confidence and TP errors
 * resampled at 101 recall points, then averaged above the minimum recall and precision.
 */
import { TP_ERRORS, type TpError } from '@ads/contract';
import { NELEM } from './config';
import { npInterp, npLinspace } from './np-interp';
import { cummean, npMean } from './np-reduce';
import { pyRound } from './py-float';

/** Precision and confidence at the recall points 0, 0.01, …, 1 (np.linspace(0, 1, 101)). */
export interface PrData {
  readonly recall: Float64Array;
  readonly precision: Float64Array;
  readonly confidence: Float64Array;
}

/** Each TP error resampled at the recall points. */
export type TpErrorCurves = Record<TpError, Float64Array>;

/** What each match contributes, in processing order (the devkit's `match_data`). */
export interface MatchData {
  readonly conf: Float64Array;
  readonly errors: TpErrorCurves;
}

const recallPoints = () => npLinspace(0, 1, NELEM);

/** `DetectionMetricData.no_predictions()`: precision and confidence 0 everywhere. */
export function noPredictionsPr(): PrData {
  return {
    recall: recallPoints(),
    precision: new Float64Array(NELEM),
    confidence: new Float64Array(NELEM),
  };
}

/** `no_predictions()`'s errors: 1 everywhere. */
function noPredictionsErrors(): TpErrorCurves {
  const curves = {} as TpErrorCurves;
  for (const name of TP_ERRORS) curves[name] = new Float64Array(NELEM).fill(1);
  return curves;
}

/**
 * Precision and confidence against recall for one class at one threshold. `conf[k]` and
 * `matched[k]` (a ground-truth index or -1) are the k-th prediction in processing order;
 * `npos` the class's ground-truth count. No ground truth, or no match at all, gives the
 * devkit's no-predictions data.
 */
export function accumulatePr(npos: number, conf: Float64Array, matched: Int32Array): PrData {
  const n = conf.length;
  const precision = new Float64Array(n);
  const recall = new Float64Array(n);
  let tp = 0;
  let fp = 0;
  for (let k = 0; k < n; k++) {
    if (matched[k]! >= 0) tp++;
    else fp++;
    precision[k] = tp / (fp + tp);
    recall[k] = tp / npos;
  }
  if (npos === 0 || tp === 0) return noPredictionsPr();
  const points = recallPoints();
  return {
    recall: points,
    precision: npInterp(points, recall, precision, undefined, 0),
    confidence: npInterp(points, recall, conf, undefined, 0),
  };
}

function reversed(a: Float64Array): Float64Array {
  return a.slice().reverse();
}

/**
 * Each TP error's running mean (`cummean`) resampled at the recall points through the
 * confidence: `interp(confidence[::-1], conf[::-1], cummean[::-1])[::-1]`, reversed because
 * np.interp wants increasing x.
 */
export function resampleErrors(pr: PrData, matches: MatchData): TpErrorCurves {
  if (matches.conf.length === 0) return noPredictionsErrors();
  const x = reversed(pr.confidence);
  const xp = reversed(matches.conf);
  const curves = {} as TpErrorCurves;
  for (const name of TP_ERRORS) {
    const running = cummean(matches.errors[name]);
    curves[name] = npInterp(x, xp, reversed(running)).reverse();
  }
  return curves;
}

/** First recall point counted: round(100 * min_recall) + 1 (the min-recall bin is excluded). */
function firstCounted(minRecall: number): number {
  return pyRound(100 * minRecall) + 1;
}

/** `calc_ap`: mean of max(precision - min_precision, 0) above min recall, over (1 - min_precision). */
export function calcAp(pr: PrData, minRecall: number, minPrecision: number): number {
  if (!(minPrecision >= 0 && minPrecision < 1)) throw new RangeError('min_precision not in [0, 1)');
  if (!(minRecall >= 0 && minRecall <= 1)) throw new RangeError('min_recall not in [0, 1]');
  const from = firstCounted(minRecall);
  const clipped = new Float64Array(Math.max(0, pr.precision.length - from));
  for (let i = 0; i < clipped.length; i++) {
    const v = pr.precision[from + i]! - minPrecision;
    clipped[i] = v < 0 ? 0 : v;
  }
  return npMean(clipped) / (1 - minPrecision);
}

/** `max_recall_ind`: the last recall point with a nonzero confidence, 0 if none. */
export function maxRecallIndex(pr: PrData): number {
  for (let i = pr.confidence.length - 1; i >= 0; i--) if (pr.confidence[i] !== 0) return i;
  return 0;
}

/** `calc_tp`: an error's mean from the first counted recall point to the max recall reached. */
export function calcTp(pr: PrData, curve: Float64Array, minRecall: number): number {
  const first = firstCounted(minRecall);
  const last = maxRecallIndex(pr);
  if (last < first) return 1;
  return npMean(curve, first, last + 1);
}
