import {
  BENCH_CLASSES,
  type BenchClass,
  type BenchPrediction,
  type BenchSplit,
} from '@ads/contract';
import type { EvaluateResult, StoredGroundTruth } from './bench-tasks';
import { keepInCameraView } from './dataset/camera-view';
import { dontCareOverlap, imageBox } from './dataset/dont-care';
import type { KittiCalib } from './dataset/kitti-calib';
import { evaluateKitti } from './eval/kitti';
import { DETECTION_CVPR_2019, evaluateNuScenes, filterEvalBoxes } from './eval/nuscenes';

/**
 * Scores validated predictions against one split of a dataset's kept ground truth with both
 * evaluators: what a submission, a challenge entry and the baseline all get (bench-worker.ts
 * runs it in a worker thread).
 */
export function evaluateSplit(
  stored: StoredGroundTruth,
  allPred: readonly BenchPrediction[],
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
  const pred = options.calibs ? keepInCameraView(allPred, options.calibs) : allPred;
  const inSplit = new Set(stored.samples.filter((s) => s.split === split).map((s) => s.sample));
  const kept = stored.gt.flatMap((box, i) => (inSplit.has(box.sample) ? [i] : []));
  const gt = kept.map((i) => stored.gt[i]!);
  const numPts = stored.numPts && kept.map((i) => stored.numPts![i]!);
  const classes = datasetClasses(stored);
  const range = DETECTION_CVPR_2019.classRange;
  progress(0, 'nuScenes metrics.');
  // The nuScenes devkit filters by range and points (filter-boxes.ts); KITTI's does not.
  const nuscenes = evaluateNuScenes(
    filterEvalBoxes(gt, range, numPts),
    filterEvalBoxes(pred, range),
    {
      samples: [...inSplit],
      classes,
      onProgress: (f) => progress(f * 0.47, 'nuScenes metrics.'),
    },
  );
  const kitti = evaluateKitti(gt, pred, {
    classes,
    ...(options.calibs && stored.dontCare
      ? { dontCareOverlap: dontCareOverlaps(pred, options.calibs, stored.dontCare) }
      : {}),
    onProgress: (f) => progress(0.47 + f * 0.53, 'KITTI metrics.'),
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
  const classes = BENCH_CLASSES.filter((cls) => present.has(cls));
  return classes.length > 0 ? classes : [...BENCH_CLASSES];
}

/** Each prediction's largest DontCare overlap in its frame (0 without a 2D box or an area). */
function dontCareOverlaps(
  pred: readonly BenchPrediction[],
  calibs: Readonly<Record<string, KittiCalib>>,
  areas: NonNullable<StoredGroundTruth['dontCare']>,
): number[] {
  return pred.map((box) => {
    const frameAreas = areas[box.sample];
    const calib = calibs[box.sample];
    if (!frameAreas?.length || !calib) return 0;
    const det = imageBox(box, calib);
    return det ? dontCareOverlap(det, frameAreas) : 0;
  });
}
