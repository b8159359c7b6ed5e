import {
  BENCH_CLASSES,
  type BenchClass,
  type BenchPrediction,
  type BenchSplit,
} from '@ads/contract';
import type { EvaluateResult, StoredGroundTruth } from './bench-tasks';
import { inCameraView } from './dataset/camera-view';
import { dontCareOverlap, imageBox } from './dataset/dont-care';
import type { KittiCalib } from './dataset/kitti-calib';
import {
  type BoxTable,
  type TableNames,
  boxAt,
  classesIn,
  keepRows,
  tableNames,
  tableOf,
} from './eval/box-table';
import { evaluateKittiTables } from './eval/kitti';
import { DETECTION_CVPR_2019, evaluateNuScenesTables, keepInEvalRange } from './eval/nuscenes';

/** A dataset's kept ground truth as an evaluation reads it: its boxes as a table. */
export interface GroundTruthTable {
  samples: StoredGroundTruth['samples'];
  gt: BoxTable;
  /** `StoredGroundTruth.numPts`, per row of `gt`. */
  numPts?: Int32Array;
  dontCare?: StoredGroundTruth['dontCare'];
}

/**
 * Scores validated predictions against one split of a dataset's kept ground truth with both
 * evaluators: what a submission, a challenge entry and the baseline all get (bench-worker.ts
 * runs it in a process of its own).
 */
export function evaluateSplit(
  stored: StoredGroundTruth,
  allPred: readonly BenchPrediction[],
  split: BenchSplit,
  progress: (fraction: number, message: string) => void = () => {},
  options: { calibs?: Readonly<Record<string, KittiCalib>> } = {},
): EvaluateResult {
  const names = tableNames();
  const gt: GroundTruthTable = {
    samples: stored.samples,
    gt: tableOf(stored.gt, names),
    ...(stored.numPts ? { numPts: Int32Array.from(stored.numPts) } : {}),
    ...(stored.dontCare ? { dontCare: stored.dontCare } : {}),
  };
  return evaluateSplitTables(gt, tableOf(allPred, names), names, split, progress, options);
}

/**
 * `evaluateSplit` on tables read once (box-table-json.ts), both named by `names`; the same
 * numbers. The tables are the evaluation's: rows are dropped from them as the evaluators
 * filter, in place, so that no copy of 700k boxes is ever made.
 */
export function evaluateSplitTables(
  stored: GroundTruthTable,
  pred: BoxTable,
  names: TableNames,
  split: BenchSplit,
  progress: (fraction: number, message: string) => void = () => {},
  options: {
    /**
     * A KITTI-layout dataset's calibrations: predictions whose centre is outside the camera's
     * view are left out (dataset/camera-view.ts), as its labels exist only there.
     */
    calibs?: Readonly<Record<string, KittiCalib>>;
  } = {},
): EvaluateResult {
  const { calibs } = options;
  if (calibs) {
    keepRows(pred, (r) => {
      const calib = calibs[names.samples.names[pred.sample[r]!]!];
      return !calib || inCameraView(boxAt(pred, names, r), calib);
    });
  }
  // Scored on the classes of both splits (see datasetClasses), so taken before the split's.
  const present = classesIn(stored.gt);
  const classes = datasetClassesOf(BENCH_CLASSES.filter((_, c) => present.has(c)));
  const inSplit = new Set(stored.samples.filter((s) => s.split === split).map((s) => s.sample));
  const inSplitId = new Uint8Array(names.samples.size);
  for (const sample of inSplit) {
    const id = names.samples.idOf(sample);
    if (id !== undefined) inSplitId[id] = 1;
  }
  const gt = stored.gt;
  const numPts = stored.numPts;
  keepRows(gt, (r) => inSplitId[gt.sample[r]!] === 1, numPts ? [numPts] : []);
  const range = DETECTION_CVPR_2019.classRange;
  // KITTI first: it reads the tables as they are; nuScenes then filters them in place.
  progress(0, 'KITTI metrics.');
  const kitti = evaluateKittiTables(gt, pred, names, {
    classes,
    ...(calibs && stored.dontCare
      ? { dontCareOverlap: dontCareOverlaps(pred, names, calibs, stored.dontCare) }
      : {}),
    onProgress: (f) => progress(f * 0.53, 'KITTI metrics.'),
  });
  // The nuScenes devkit filters by range and points (filter-boxes.ts); KITTI's does not.
  keepInEvalRange(gt, range, numPts);
  keepInEvalRange(pred, range);
  const nuscenes = evaluateNuScenesTables(gt, pred, names, {
    samples: [...inSplit],
    classes,
    onProgress: (f) => progress(0.53 + f * 0.47, 'nuScenes metrics.'),
  });
  return {
    nuscenes: nuscenes.metrics,
    kitti: kitti.metrics,
    curves: { nuscenes: nuscenes.curves, kitti: kitti.curves },
    frames: nuscenes.frames,
  };
}

/**
 * The classes a dataset is scored on: those of its ground truth (both splits, so that val and
 * test are means over the same classes). A class the dataset never has would otherwise count
 * as AP 0 and TP errors 1 and cap a perfect model's mAP and NDS (at 2/3 on a dataset of cars and
 * pedestrians). A dataset without any ground truth is scored on all classes.
 */
export function datasetClasses(stored: StoredGroundTruth): BenchClass[] {
  const present = new Set(stored.gt.map((box) => box.class));
  return datasetClassesOf(BENCH_CLASSES.filter((cls) => present.has(cls)));
}

function datasetClassesOf(present: BenchClass[]): BenchClass[] {
  return present.length > 0 ? present : [...BENCH_CLASSES];
}

/** Each prediction's largest DontCare overlap in its frame (0 without a 2D box or an area). */
function dontCareOverlaps(
  pred: BoxTable,
  names: TableNames,
  calibs: Readonly<Record<string, KittiCalib>>,
  areas: NonNullable<StoredGroundTruth['dontCare']>,
): Float64Array {
  const overlaps = new Float64Array(pred.count);
  for (let r = 0; r < pred.count; r++) {
    const sample = names.samples.names[pred.sample[r]!]!;
    const frameAreas = areas[sample];
    const calib = calibs[sample];
    if (!frameAreas?.length || !calib) continue;
    const det = imageBox(boxAt(pred, names, r), calib);
    overlaps[r] = det ? dontCareOverlap(det, frameAreas) : 0;
  }
  return overlaps;
}
