import { NUSCENES_DIST_THS, type BenchClass } from '@ads/contract';

/** The devkit's `DetectionConfig` fields that the evaluation uses. */
export interface DetectionConfig {
  /**
   * Boxes at or beyond this distance (m) are left out, ground truth and predictions alike
   * (filter-boxes.ts); 'cyclist' has the devkit's 'bicycle' range.
   */
  readonly classRange: Readonly<Record<BenchClass, number>>;
  /** Centre-distance thresholds (m) at which AP is measured. */
  readonly distThs: readonly number[];
  /** The threshold at which the TP errors are measured; one of `distThs`. */
  readonly distThTp: number;
  /** Recall and precision below these are not counted (AP and TP errors). */
  readonly minRecall: number;
  readonly minPrecision: number;
  /** A sample with more predictions is refused, as the devkit's loader does. */
  readonly maxBoxesPerSample: number;
  /** mAP's weight in NDS against the five TP scores. */
  readonly meanApWeight: number;
}

/** `detection_cvpr_2019`, the configuration of the nuScenes detection challenge. */
export const DETECTION_CVPR_2019: DetectionConfig = {
  // configs/detection_cvpr_2019.json: car 50, pedestrian 40, bicycle 40 (and the classes we lack).
  classRange: { car: 50, pedestrian: 40, cyclist: 40 },
  distThs: NUSCENES_DIST_THS,
  distThTp: 2,
  minRecall: 0.1,
  minPrecision: 0.1,
  maxBoxesPerSample: 500,
  meanApWeight: 5,
};

/** The number of recall points the devkit resamples to (`DetectionMetricData.nelem`). */
export const NELEM = 101;
