/**
 * The nuScenes detection evaluation (mAP, TP errors, NDS) with the numbers of the official
 * nuscenes-devkit (python-sdk/nuscenes/eval/detection, config `detection_cvpr_2019`) on the
 * same boxes, plus what the app shows: a PR curve per class and TP/FP/FN per frame.
 *
 * Deviations from the devkit, on purpose:
 * - The devkit's `filter_eval_boxes` is not done here but by the caller, before
 *   (filter-boxes.ts: class range from the lidar, ground truth without lidar points); bicycles
 *   in bike racks are not filtered (our datasets have no rack annotations).
 * - Yaw is given; the devkit derives it from a quaternion (`quaternion_yaw`), which agrees up
 *   to rounding (~1e-16 rad).
 * - The devkit asserts that predictions and ground truth cover the same samples; here a
 *   sample without predictions simply has none, and predictions of a sample without ground
 *   truth are false positives.
 * - 'cyclist' is evaluated as the devkit evaluates 'bicycle' (orientation period 2π, attributes
 *   counted). The evaluated classes are `options.classes` (the devkit's `class_names` of its
 *   config; the worker passes the dataset's own); boxes of other classes are left out. An
 *   evaluated class without ground truth gets the devkit's no-predictions data (AP 0, TP
 *   errors 1), as the devkit does for a class of its config missing from the ground truth.
 * - Equal scores are ordered as in the devkit's `pred_boxes.all` (see `submissionRank`).
 */
import {
  BENCH_CLASSES,
  TP_ERRORS,
  type BenchBox,
  type BenchClass,
  type BenchPrediction,
  type FrameResult,
  type NuScenesMetrics,
  type PrCurve,
  type TpError,
} from '@ads/contract';
import { accumulatePr, calcAp, calcTp, resampleErrors } from './accumulate';
import { keepRows, type BoxTable, type TableNames } from '../box-table';
import { Interner, toColumns, type BoxColumns } from './columns';
import { DETECTION_CVPR_2019, type DetectionConfig } from './config';
import { NuScenesInputError } from './input-error';
import { confidenceOrder, greedyMatch, groupGroundTruth, submissionRank } from './match';
import { assertMatchedSizes, collectMatchData } from './match-data';
import { summarise, type ClassFigures } from './summary';
import { columnsOfTable } from './table-columns';

export interface NuScenesEvalOptions {
  /**
   * The evaluated samples (the devkit's `sample_tokens`): each gets a frame result even with
   * no box at all, in this order. Samples of boxes not listed follow, in order of appearance.
   */
  samples?: readonly string[];
  /** Defaults to `DETECTION_CVPR_2019`. */
  config?: DetectionConfig;
  /**
   * The evaluated classes (the devkit's `class_names`), defaulting to all of BENCH_CLASSES;
   * boxes of other classes are left out. mAP and the TP errors are means over these.
   */
  classes?: readonly BenchClass[];
  /** Called now and then with the share done (0..1), last with 1. */
  onProgress?: (fraction: number) => void;
}

export interface NuScenesEvalResult {
  metrics: NuScenesMetrics;
  /** Per evaluated class, precision at the 101 recall points, at `distThTp` (2 m). */
  curves: Partial<Record<BenchClass, PrCurve>>;
  /**
   * Per sample (`samples`, then the other samples of the ground truth, then those only
   * predicted): TP/FP/FN over all classes at `distThTp` (2 m). See `worstFrames`.
   */
  frames: FrameResult[];
}

/** Share of the work taken by reading the boxes; the rest is split over (class, threshold). */
const READ_SHARE = 0.1;

/**
 * Evaluates `preds` against `gt` as the devkit's `DetectionEval.evaluate` would (with the
 * deviations above). Throws `NuScenesInputError` where the devkit would assert.
 */
export function evaluateNuScenes(
  allGt: readonly BenchBox[],
  allPreds: readonly BenchPrediction[],
  options: NuScenesEvalOptions = {},
): NuScenesEvalResult {
  const cfg = checkedConfig(options);
  const classes = options.classes ?? BENCH_CLASSES;
  const evaluated = new Set<string>(classes);
  const gt = allGt.filter((box) => evaluated.has(box.class));
  const preds = allPreds.filter((box) => evaluated.has(box.class));

  const samples = new Interner();
  for (const sample of options.samples ?? []) samples.id(sample);
  const attributes = new Interner();
  const gtCols = toColumns(gt, classes, samples, attributes);
  const predCols = toColumns(preds, classes, samples, attributes);
  return evaluateColumns(gtCols, predCols, samples.names, classes, cfg, options);
}

/**
 * `evaluateNuScenes` on box tables (../box-table.ts), the boxes an evaluation has read once:
 * the same numbers. The tables are the evaluation's: rows of classes not evaluated are
 * dropped from them and their ids rewritten (table-columns.ts), so that nothing is copied.
 */
export function evaluateNuScenesTables(
  gt: BoxTable,
  preds: BoxTable,
  names: TableNames,
  options: NuScenesEvalOptions = {},
): NuScenesEvalResult {
  const cfg = checkedConfig(options);
  const classes = options.classes ?? BENCH_CLASSES;
  const evaluated = new Set<number>(classes.map((cls) => BENCH_CLASSES.indexOf(cls)));
  keepRows(gt, (r) => evaluated.has(gt.cls[r]!));
  keepRows(preds, (r) => evaluated.has(preds.cls[r]!));

  const samples = new Interner();
  for (const sample of options.samples ?? []) samples.id(sample);
  const attributes = new Interner();
  const gtCols = columnsOfTable(gt, names, classes, samples, attributes);
  const predCols = columnsOfTable(preds, names, classes, samples, attributes);
  return evaluateColumns(gtCols, predCols, samples.names, classes, cfg, options);
}

function checkedConfig(options: NuScenesEvalOptions): DetectionConfig {
  const cfg = options.config ?? DETECTION_CVPR_2019;
  if (!cfg.distThs.includes(cfg.distThTp)) {
    throw new RangeError('dist_th_tp must be in set of dist_ths.');
  }
  return cfg;
}

/** The evaluation proper, on columns whose sample ids index `sampleNames`. */
function evaluateColumns(
  gtCols: BoxColumns,
  predCols: BoxColumns,
  sampleNames: readonly string[],
  classes: readonly BenchClass[],
  cfg: DetectionConfig,
  options: NuScenesEvalOptions,
): NuScenesEvalResult {
  const progress = options.onProgress ?? (() => {});
  const nc = classes.length;
  const sampleCount = sampleNames.length;
  checkPredictions(predCols, sampleCount, cfg.maxBoxesPerSample, sampleNames);
  const gtGroups = groupGroundTruth(gtCols, sampleCount, nc);
  const rank = submissionRank(predCols, sampleCount);
  const npos = new Int32Array(nc);
  for (let i = 0; i < gtCols.count; i++) npos[gtCols.cls[i]!]!++;
  progress(READ_SHARE);

  const taken = new Uint8Array(gtCols.count);
  const frameTp = new Int32Array(sampleCount);
  const figures: ClassFigures[] = [];
  const curves: Partial<Record<BenchClass, PrCurve>> = {};
  const steps = nc * cfg.distThs.length;
  let step = 0;
  for (let cls = 0; cls < nc; cls++) {
    const order = confidenceOrder(predCols, cls, rank);
    const conf = new Float64Array(order.length);
    for (let k = 0; k < order.length; k++) conf[k] = predCols.score[order[k]!]!;
    const aps: number[] = [];
    let tpErrors: Record<TpError, number> | undefined;
    for (const th of cfg.distThs) {
      const matched = greedyMatch(gtGroups, nc, predCols, order, th, taken);
      assertMatchedSizes(gtCols, predCols, order, matched);
      const pr = accumulatePr(npos[cls]!, conf, matched);
      aps.push(calcAp(pr, cfg.minRecall, cfg.minPrecision));
      if (th === cfg.distThTp && tpErrors === undefined) {
        const errors = resampleErrors(pr, collectMatchData(gtCols, predCols, order, matched));
        tpErrors = {} as Record<TpError, number>;
        for (const name of TP_ERRORS) tpErrors[name] = calcTp(pr, errors[name], cfg.minRecall);
        curves[classes[cls]!] = {
          recall: Array.from(pr.recall),
          precision: Array.from(pr.precision),
        };
        for (let k = 0; k < order.length; k++) {
          if (matched[k]! >= 0) frameTp[predCols.sample[order[k]!]!]!++;
        }
      }
      if (++step < steps) progress(READ_SHARE + ((1 - READ_SHARE) * step) / steps);
    }
    figures.push({ name: classes[cls]!, aps, tpErrors: tpErrors! });
  }

  const result = {
    metrics: summarise(figures, cfg.distThs, cfg.meanApWeight),
    curves,
    frames: frameResults(sampleNames, gtCols, predCols, frameTp),
  };
  progress(1);
  return result;
}

/** The devkit's refusals of a submission: a NaN score, too many boxes in a sample. */
function checkPredictions(
  pred: BoxColumns,
  sampleCount: number,
  maxBoxesPerSample: number,
  sampleNames: readonly string[],
): void {
  const perSample = new Int32Array(sampleCount);
  for (let i = 0; i < pred.count; i++) {
    if (Number.isNaN(pred.score[i]!)) throw new NuScenesInputError('A score is not a number.');
    const s = pred.sample[i]!;
    if (++perSample[s]! > maxBoxesPerSample) {
      throw new NuScenesInputError(
        `Sample "${sampleNames[s]}" has more than ${maxBoxesPerSample} predicted boxes.`,
      );
    }
  }
}

function frameResults(
  sampleNames: readonly string[],
  gt: BoxColumns,
  pred: BoxColumns,
  tp: Int32Array,
): FrameResult[] {
  const gtCount = new Int32Array(sampleNames.length);
  const predCount = new Int32Array(sampleNames.length);
  for (let i = 0; i < gt.count; i++) gtCount[gt.sample[i]!]!++;
  for (let i = 0; i < pred.count; i++) predCount[pred.sample[i]!]!++;
  return sampleNames.map((sample, s) => ({
    sample,
    tp: tp[s]!,
    fp: predCount[s]! - tp[s]!,
    fn: gtCount[s]! - tp[s]!,
  }));
}
