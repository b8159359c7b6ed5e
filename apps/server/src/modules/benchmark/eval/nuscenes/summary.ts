/**
 * The devkit's `DetectionMetrics` properties and `serialize()` (detection/data_classes.py):
 * metrics_summary.json without `eval_time`, `cfg` and `meta`. NaN, which JSON cannot carry,
 * is written as null.
 */
import { TP_ERRORS, type NuScenesMetrics, type TpError } from '@ads/contract';
import { npMean, npNanMean, npSum } from './np-reduce';
import { pyMaxZero } from './py-float';

/** One class's figures: AP per threshold (in the config's order) and its TP errors. */
export interface ClassFigures {
  readonly name: string;
  readonly aps: readonly number[];
  readonly tpErrors: Readonly<Record<TpError, number>>;
}

/**
 * How json.dump writes the devkit's float threshold keys (Python's float repr): 0.5 → '0.5',
 * 2 → '2.0'.
 */
export function thresholdKey(th: number): string {
  return Number.isInteger(th) ? th.toFixed(1) : String(th);
}

const nullIfNaN = (v: number): number | null => (Number.isNaN(v) ? null : v);

export function summarise(
  classes: readonly ClassFigures[],
  distThs: readonly number[],
  meanApWeight: number,
): NuScenesMetrics {
  const labelAps: Record<string, Record<string, number>> = {};
  const meanDistAps: Record<string, number> = {};
  const labelTpErrors: Record<string, Record<string, number | null>> = {};
  for (const c of classes) {
    const aps: Record<string, number> = {};
    distThs.forEach((th, i) => (aps[thresholdKey(th)] = c.aps[i]!));
    labelAps[c.name] = aps;
    // np.mean over the dict's values: a later equal threshold would overwrite, as in a dict.
    meanDistAps[c.name] = npMean(Object.values(aps));
    const errors: Record<string, number | null> = {};
    for (const name of TP_ERRORS) errors[name] = nullIfNaN(c.tpErrors[name]);
    labelTpErrors[c.name] = errors;
  }
  const meanAp = npMean(Object.values(meanDistAps));

  const tpErrors: Record<string, number | null> = {};
  const tpScores: Record<string, number> = {};
  for (const name of TP_ERRORS) {
    const error = npNanMean(classes.map((c) => c.tpErrors[name]));
    tpErrors[name] = nullIfNaN(error);
    tpScores[name] = pyMaxZero(1 - error);
  }
  const total = meanApWeight * meanAp + npSum(TP_ERRORS.map((name) => tpScores[name]!));
  return {
    label_aps: labelAps,
    mean_dist_aps: meanDistAps,
    mean_ap: meanAp,
    label_tp_errors: labelTpErrors,
    tp_errors: tpErrors,
    tp_scores: tpScores,
    nd_score: total / (meanApWeight + TP_ERRORS.length),
  };
}
