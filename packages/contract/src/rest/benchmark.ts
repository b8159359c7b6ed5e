import { z } from '../zod';
import {
  BenchClass,
  BenchSplit,
  FrameResult,
  KittiMetrics,
  NuScenesMetrics,
  PrCurve,
} from '../benchmark';
import { Id, Timestamp, envelope } from './envelope';

/** A dataset of `GET /api/benchmark/dataset/list/` (public: ready and visible ones). */
export const BenchDataset = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['importing', 'ready', 'failed']),
  visible: z.boolean(),
  format: z.string(),
  classes: z.array(z.string()),
  splits: z.object({ val: z.number(), test: z.number() }),
  frames: z.number(),
  gt_boxes: z.number(),
  /**
   * The dataset has each sample's lidar→global pose: official nuScenes submissions, in the
   * global frame, are scored as they are (docs/benchmark-format.md, "Sample poses").
   */
  poses: z.boolean(),
  test_daily_limit: z.number(),
  created_at: Timestamp,
  /** The import's progress (0..1) and message while importing, or why it failed. */
  progress: z.number(),
  message: z.string(),
});
export type BenchDataset = z.infer<typeof BenchDataset>;
export const BenchDatasetListAnswer = envelope(z.array(BenchDataset));
export const BenchDatasetAnswer = envelope(BenchDataset);

export const BenchDatasetParams = z.object({ id: Id });
export const BenchSamplesQuery = z.object({ split: BenchSplit });
export const BenchSamplesAnswer = envelope(
  z.object({ dataset_id: z.number(), split: BenchSplit, samples: z.array(z.string()) }),
);

/** `GET /api/benchmark/3D/`: one frame, as `encodeFrame` writes it (binary). */
export const BenchFrameQuery = z.object({
  dataset: Id,
  sample: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[\w.-]+$/, 'A sample name has letters, digits, dots, dashes and underscores.'),
});
/** The JSON header of a frame: its boxes (ground truth only on the val split). */
export interface BenchFrameHeader {
  dataset: number;
  sample: string;
  split: BenchSplit;
  gt: Array<Record<string, unknown>> | null;
}

/** `POST /api/benchmark/dataset/sample/` (ADMIN): the deterministic sample dataset. */
export const GenerateSampleBody = z
  .object({
    name: z.string().trim().min(1).max(80).default('Sample lidar dataset'),
    frames: z.number().int().min(2).max(20_000).default(200),
    /** Lidar returns per frame (KITTI's frames have about 120,000). */
    points_per_frame: z.number().int().min(1_000).max(150_000).default(60_000),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(1),
    /** Share of the frames (the later ones) kept for the test split. */
    test_fraction: z.number().min(0).max(1).default(0.5),
  })
  // About 4 GB of frames at most: 20,000 frames of 60,000 points would be 19 GB.
  .refine((body) => body.frames * body.points_per_frame <= 250_000_000, {
    message: 'At most 250 million points in all (frames × points per frame).',
    path: ['frames'],
  });
/** `POST /api/benchmark/dataset/` (ADMIN): import a finished upload (tus) as a dataset. */
export const ImportDatasetBody = z.object({
  name: z.string().trim().min(1).max(80),
  upload_id: z.string().min(1).max(200),
  test_fraction: z.number().min(0).max(1).default(0.5),
});
export const UpdateDatasetBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    visible: z.boolean(),
    test_daily_limit: z.number().int().min(0).max(1000),
  })
  .partial();

/** `POST /api/benchmark/submission/?dataset=&split=&name=`, the body the predictions file. */
export const SubmitQuery = z.object({
  dataset: Id,
  split: BenchSplit,
  name: z.string().trim().max(80).default(''),
});
export const SUBMISSION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** The headline figures of a finished submission (leaderboard columns). */
export const BenchHeadline = z.object({
  nd_score: z.number().nullable(),
  mean_ap: z.number().nullable(),
  /** Mean over classes of KITTI 3D AP|R40 at the strict IoU. */
  ap_r40: z.number().nullable(),
});

export const BenchSubmission = z.object({
  id: z.number(),
  dataset_id: z.number(),
  dataset_name: z.string(),
  split: BenchSplit,
  user: z.object({ id: z.number(), name: z.string() }),
  /** The baseline detector's output (docs/benchmark-format.md, "Baseline"); user id 0. */
  baseline: z.boolean(),
  name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  hidden: z.boolean(),
  predictions: z.number(),
  /** The evaluation's progress (0..1) and what it is doing, or why it failed. */
  progress: z.number(),
  message: z.string(),
  created_at: Timestamp,
  finished_at: Timestamp.nullable(),
  headline: BenchHeadline,
});
export type BenchSubmission = z.infer<typeof BenchSubmission>;
export const BenchSubmissionListAnswer = envelope(z.array(BenchSubmission));

/** Everything measured for a submission. */
export const BenchResults = z.object({
  nuscenes: NuScenesMetrics,
  kitti: KittiMetrics,
  /** PR curves per class: nuScenes at 2 m, KITTI 3D strict. */
  curves: z.object({
    nuscenes: z.record(z.string(), PrCurve),
    kitti: z.record(z.string(), PrCurve),
  }),
  /** The worst frames first (most FP + FN at 2 m), at most 500. */
  frames: z.array(FrameResult),
  /** How long the evaluation took, ms. */
  eval_ms: z.number(),
});
export type BenchResults = z.infer<typeof BenchResults>;
export const BenchSubmissionDetail = BenchSubmission.extend({ results: BenchResults.nullable() });
export type BenchSubmissionDetail = z.infer<typeof BenchSubmissionDetail>;
export const BenchSubmissionAnswer = envelope(BenchSubmissionDetail);
export const BenchSubmissionParams = z.object({ id: Id });
export const SubmitAnswer = envelope(z.object({ id: z.number() }));

/** A submission's boxes on one frame, with their verdict (nuScenes matching at 2 m). */
export const SubmissionFrameQuery = z.object({ sample: BenchFrameQuery.shape.sample });
export const JudgedBox = z.object({
  class: BenchClass,
  x: z.number(),
  y: z.number(),
  z: z.number(),
  l: z.number(),
  w: z.number(),
  h: z.number(),
  yaw: z.number(),
  score: z.number().optional(),
  /** tp/fp for predictions, tp/fn for ground truth; null on the test split (no verdicts). */
  verdict: z.enum(['tp', 'fp', 'fn']).nullable(),
});
export type JudgedBox = z.infer<typeof JudgedBox>;
export const SubmissionFrameAnswer = envelope(
  z.object({
    sample: z.string(),
    pred: z.array(JudgedBox),
    /** Ground truth with tp/fn, on the val split only. */
    gt: z.array(JudgedBox).nullable(),
  }),
);

/** `GET /api/benchmark/list/` (public): the leaderboard of a dataset split. */
export const LeaderboardQuery = z.object({
  dataset: Id,
  split: BenchSplit.default('test'),
  sort: z.enum(['nd_score', 'mean_ap', 'ap_r40']).default('nd_score'),
});
export const LeaderboardRow = z.object({
  rank: z.number(),
  submission_id: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
  /** The baseline detector's row: a reference, not a user's entry. */
  baseline: z.boolean(),
  name: z.string(),
  created_at: Timestamp,
  headline: BenchHeadline,
  /** AP per class (nuScenes mean over thresholds). */
  class_ap: z.record(z.string(), z.number()),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;
export const LeaderboardAnswer = envelope(z.array(LeaderboardRow));

export const HideSubmissionBody = z.object({ hidden: z.boolean() });

/** `GET /api/benchmark/queue/` (ADMIN): the jobs not finished yet. */
export const BenchJob = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(['queued', 'running']),
  progress: z.number(),
  message: z.string(),
  attempts: z.number(),
  created_at: Timestamp,
  started_at: Timestamp.nullable(),
});
export type BenchJob = z.infer<typeof BenchJob>;
export const BenchQueueAnswer = envelope(z.array(BenchJob));
