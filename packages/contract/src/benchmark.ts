import { z } from './zod';

/**
 * AI Benchmark's data (issue 14, docs/benchmark-format.md): lidar-frame boxes, metres,
 * x forward, y left, z up; (x, y, z) the box's geometric centre; `l` along the heading, `w`
 * lateral, `h` vertical; `yaw` about +z from +x, counter-clockwise; `vx, vy` m/s.
 */
export const BENCH_CLASSES = ['car', 'pedestrian', 'cyclist'] as const;
export const BenchClass = z.enum(BENCH_CLASSES);
export type BenchClass = z.infer<typeof BenchClass>;

/** The nuScenes attribute names a box may carry. */
export const NUSCENES_ATTRIBUTES = [
  'vehicle.moving',
  'vehicle.stopped',
  'vehicle.parked',
  'cycle.with_rider',
  'cycle.without_rider',
  'pedestrian.sitting_lying_down',
  'pedestrian.standing',
  'pedestrian.moving',
] as const;
export const NuScenesAttribute = z.enum(NUSCENES_ATTRIBUTES);

export const BENCH_SPLITS = ['val', 'test'] as const;
export const BenchSplit = z.enum(BENCH_SPLITS);
export type BenchSplit = z.infer<typeof BenchSplit>;

/** One ground-truth box. A missing velocity or attribute is unknown, not zero. */
export interface BenchBox {
  sample: string;
  class: BenchClass;
  x: number;
  y: number;
  z: number;
  l: number;
  w: number;
  h: number;
  yaw: number;
  vx?: number;
  vy?: number;
  attr?: string;
}

/** One predicted box: the ground truth's fields and a confidence. */
export interface BenchPrediction extends BenchBox {
  score: number;
}

/** nuScenes' true-positive error names, as in the devkit's `metrics_summary.json`. */
export const TP_ERRORS = ['trans_err', 'scale_err', 'orient_err', 'vel_err', 'attr_err'] as const;
export type TpError = (typeof TP_ERRORS)[number];
/** The devkit's centre-distance thresholds, metres. */
export const NUSCENES_DIST_THS = [0.5, 1, 2, 4] as const;

/**
 * The nuScenes detection metrics with the devkit's keys (`metrics_summary.json`). A NaN of
 * the devkit is written as null (JSON has no NaN).
 */
export const NuScenesMetrics = z.object({
  /** class → distance threshold ('0.5', '1.0', '2.0', '4.0') → AP. */
  label_aps: z.record(z.string(), z.record(z.string(), z.number())),
  mean_dist_aps: z.record(z.string(), z.number()),
  mean_ap: z.number(),
  /** class → error name → value (null where the devkit has NaN). */
  label_tp_errors: z.record(z.string(), z.record(z.string(), z.number().nullable())),
  tp_errors: z.record(z.string(), z.number().nullable()),
  tp_scores: z.record(z.string(), z.number()),
  nd_score: z.number(),
});
export type NuScenesMetrics = z.infer<typeof NuScenesMetrics>;

/** KITTI AP as fractions: class → IoU setting → { bev, 3d } → { r40, r11 }. */
export const KittiAp = z.object({ r40: z.number(), r11: z.number() });
export const KittiClassAps = z.object({
  /** The IoU thresholds used, per view. */
  iou: z.object({ bev: z.number(), '3d': z.number() }),
  bev: KittiAp,
  '3d': KittiAp,
});
export const KittiMetrics = z.object({
  /** class → { strict, loose }. */
  classes: z.record(z.string(), z.object({ strict: KittiClassAps, loose: KittiClassAps })),
});
export type KittiMetrics = z.infer<typeof KittiMetrics>;

/** A precision–recall curve sampled at `recall`. */
export const PrCurve = z.object({ recall: z.array(z.number()), precision: z.array(z.number()) });
export type PrCurve = z.infer<typeof PrCurve>;

/** One frame's result (nuScenes matching at 2 m, all classes). */
export const FrameResult = z.object({
  sample: z.string(),
  tp: z.number(),
  fp: z.number(),
  fn: z.number(),
});
export type FrameResult = z.infer<typeof FrameResult>;
