import type { TaskMemory } from '../../workers/background-process';
import type { BenchBox, BenchPrediction, BenchResults, BenchSplit } from '@ads/contract';

/**
 * The work AI Benchmark does in a process of its own (bench-worker.ts), never on the event loop:
 * reading dataset archives, generating the sample dataset, validating and evaluating
 * predictions, running the baseline detector over a dataset. Each task answers with `progress` messages and then one `done` or `error`.
 */
export type BenchTask =
  | {
      task: 'import';
      /** The uploaded archive. */
      archive: string;
      /** The dataset's folder: velodyne/ and gt.json are written there. */
      dir: string;
      testFraction: number;
    }
  | {
      task: 'generate';
      dir: string;
      frames: number;
      pointsPerFrame: number;
      seed: number;
      testFraction: number;
    }
  | {
      task: 'validate';
      /** The predictions file as sent (JSON or a label archive). */
      file: string;
      /** Where the validated predictions are written as `{"pred": [...]}`. */
      out: string;
      /** The same grouped by frame, each with its `rank` (index in the file), for the 3D view. */
      framesOut: string;
      samples: string[];
      split: BenchSplit;
      /** The dataset's KITTI calibrations (calibs.json), for camera-frame prediction lines. */
      calibs?: string;
      /** The dataset's sample poses (poses.json), for nuScenes submissions in the global frame. */
      poses?: string;
    }
  | { task: 'evaluate'; groundTruth: string; split: BenchSplit; predictions: string }
  | {
      task: 'baseline';
      /** The dataset's folder (its velodyne/ frames). */
      dir: string;
      /** Every frame and its split. */
      samples: Array<{ sample: string; split: BenchSplit }>;
      /** KITTI's labels cover only the front camera's view: look only there. */
      frontOnly: boolean;
      /** The dataset's gt.json, for scoring each split. */
      groundTruth: string;
      /**
       * Per split: where the detector's `{"pred": [...]}` is written (`file`), and where its
       * validated form goes, whole (`out`) and grouped by frame (`framesOut`), as `validate`.
       */
      out: Record<BenchSplit, { file: string; out: string; framesOut: string }>;
    };

/** What the baseline task answers for each split: its boxes, its scores, and the time taken. */
export interface BaselineSplit {
  count: number;
  result: EvaluateResult;
  ms: number;
}

/** What an import or a generation leaves: the frames and facts the database keeps. */
export interface KeptDataset {
  format: string;
  classes: string[];
  gtBoxes: number;
  /** The archive gave the samples' poses (kept in poses.json). */
  poses: boolean;
  samples: Array<{ sample: string; split: BenchSplit; points: number; boxes: number }>;
}

export type BenchAnswer =
  | { kind: 'progress'; fraction: number; message: string }
  /** `memory`: the task's resident bytes before it and at its peak (the bench reads it). */
  | { kind: 'done'; value: unknown; memory?: TaskMemory }
  /** `input`: the caller's file is at fault (a sentence to show); else our failure. */
  | { kind: 'error'; message: string; input: boolean };

/** A dataset's ground truth as kept in its folder (`gt.json`). */
export interface StoredGroundTruth {
  samples: Array<{ sample: string; split: BenchSplit }>;
  gt: BenchBox[];
  /**
   * Lidar points inside each box of `gt`, in its order (the devkit's `num_pts`, for its
   * zero-point filter). Absent in datasets kept before issue 32: they are not point-filtered.
   */
  numPts?: number[];
  /**
   * KITTI's DontCare areas per sample: image boxes [left, top, right, bottom] where the KITTI
   * evaluation does not count a detection as a false positive (datasets in KITTI's layout).
   */
  dontCare?: Record<string, Array<[number, number, number, number]>>;
}
export interface StoredPredictions {
  pred: BenchPrediction[];
}
export type EvaluateResult = Omit<BenchResults, 'eval_ms'>;

/**
 * At most this many of the worst frames are kept with a submission's results; the worker cuts
 * its answer to them (`worstFrames`), the job keeps them.
 */
export const KEPT_FRAMES = 500;
