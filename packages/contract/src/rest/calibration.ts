import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/*
 * Calibration's calls (issue 17, docs/adr/0021). The solvers are the contract's own
 * (calibration/): the browser runs them in a Web Worker, the server in a worker thread, so
 * `POST …/intrinsic/` and `…/extrinsic/` give the numbers the page shows. Results are saved per
 * project and sensor, each save a new entry of that sensor's history.
 */

const Finite = z.number().finite();
const Vec2 = z.tuple([Finite, Finite]);
const Vec3 = z.tuple([Finite, Finite, Finite]);
/** K, row-major: fx 0 cx / 0 fy cy / 0 0 1 (skew allowed). */
const CameraMatrix = z.array(Finite).length(9);

export const DistortionModelSchema = z.enum(['plumb_bob', 'equidistant']);

export const ChessboardSchema = z.object({
  kind: z.literal('chessboard'),
  cols: z.number().int().min(3).max(40),
  rows: z.number().int().min(3).max(40),
  /** A square's side, metres. */
  square: z.number().positive().max(2),
});

/** The multipart form of `POST /api/calibration/intrinsic/` beside its `images` files. */
export const IntrinsicForm = z.object({
  board: ChessboardSchema,
  model: DistortionModelSchema.default('plumb_bob'),
  fix_k3: z.boolean().default(false),
});
export type IntrinsicForm = z.infer<typeof IntrinsicForm>;

export const IntrinsicView = z.object({
  file: z.string(),
  found: z.boolean(),
  /** The view's reprojection RMS, px; null when its corners were not found. */
  rms: Finite.nullable(),
  /** Why the corners were not found. */
  reason: z.string().optional(),
});

export const IntrinsicResult = z.object({
  rms: Finite,
  K: CameraMatrix,
  D: z.array(Finite).min(4).max(8),
  model: DistortionModelSchema,
  image_size: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  views: z.array(IntrinsicView),
});
export type IntrinsicResult = z.infer<typeof IntrinsicResult>;
export const IntrinsicAnswer = envelope(IntrinsicResult);

export const ExtrinsicPair = z.object({ point: Vec3, pixel: Vec2 });
export const ExtrinsicRequest = z.object({
  K: CameraMatrix,
  D: z.array(Finite).max(8).default([]),
  model: DistortionModelSchema.default('plumb_bob'),
  pairs: z
    .array(ExtrinsicPair)
    .min(6, 'Give at least 6 pairs of a 3D point and its pixel.')
    .max(10_000),
});
export type ExtrinsicRequest = z.infer<typeof ExtrinsicRequest>;

/** The lidar → camera transform: p_camera = R · p_lidar + t (camera: OpenCV's optical frame). */
export const ExtrinsicResult = z.object({
  R: z.array(Finite).length(9),
  t: Vec3,
  /** Roll, pitch, yaw of R (radians, tf2's convention). */
  rpy: Vec3,
  /** R as [x, y, z, w]. */
  quaternion: z.tuple([Finite, Finite, Finite, Finite]),
  reprojection_rms: Finite,
  residuals: z.array(Finite).optional(),
});
export type ExtrinsicResult = z.infer<typeof ExtrinsicResult>;
export const ExtrinsicAnswer = envelope(ExtrinsicResult);

export const RadarPair = z.object({ radar: Vec2, lidar: Vec2 });
export const RadarRequest = z.object({
  pairs: z.array(RadarPair).min(2, 'Give at least 2 reflectors seen by both.').max(10_000),
});
/** The radar's pose in the lidar frame, in the plane: p_lidar = Rz(yaw) · p_radar + (x, y). */
export const RadarResult = z.object({
  x: Finite,
  y: Finite,
  yaw: Finite,
  rms: Finite,
  residuals: z.array(Finite),
});
export type RadarResult = z.infer<typeof RadarResult>;
export const RadarAnswer = envelope(RadarResult);

export const CALIBRATION_KINDS = ['camera_intrinsics', 'lidar_camera', 'radar_lidar'] as const;
export const CalibrationKind = z.enum(CALIBRATION_KINDS);
export type CalibrationKind = z.infer<typeof CalibrationKind>;

/** A sensor's name in the project: a ROS frame-like name (`camera0`, `front_radar`). */
const SensorName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_/.-]*$/, 'A sensor name is letters, digits, _ / . and -.');
const FrameName = SensorName;

const Frames = z.object({ parent: FrameName, child: FrameName });

/** What is saved: the result, with the board or frames it belongs to. */
export const CalibrationBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('camera_intrinsics'),
    result: IntrinsicResult,
    board: ChessboardSchema,
  }),
  z.object({ kind: z.literal('lidar_camera'), result: ExtrinsicResult, frames: Frames }),
  z.object({ kind: z.literal('radar_lidar'), result: RadarResult, frames: Frames }),
]);
export type CalibrationBody = z.infer<typeof CalibrationBody>;

export const SaveCalibrationBody = z.intersection(
  z.object({
    project_id: Id,
    sensor: SensorName,
    note: z.string().trim().max(500).default(''),
  }),
  CalibrationBody,
);

const Person = z.object({ id: z.number(), name: z.string() });

export const CalibrationEntry = z.intersection(
  z.object({
    id: z.number(),
    project_id: z.number(),
    sensor: z.string(),
    note: z.string(),
    created_at: Timestamp,
    created_by: Person.nullable(),
  }),
  CalibrationBody,
);
export type CalibrationEntry = z.infer<typeof CalibrationEntry>;
export const CalibrationAnswer = envelope(CalibrationEntry);
export const CalibrationListAnswer = envelope(z.array(CalibrationEntry));

export const CalibrationListQuery = z.object({
  project_id: Id,
  sensor: SensorName.optional(),
  kind: CalibrationKind.optional(),
});
export const CalibrationParams = z.object({ id: Id });
