import {
  CHARUCO_DICTIONARY_NAMES,
  CHARUCO_MAX_SQUARES,
  CHARUCO_MIN_SQUARES,
  charucoProblems,
} from '@ads/calibration';
import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';
import { NanosecondTime } from './record';

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

export const DistortionModelSchema = z.enum(['plumb_bob', 'rational_polynomial', 'equidistant']);

export const ChessboardSchema = z.object({
  kind: z.literal('chessboard'),
  cols: z.number().int().min(3).max(40),
  rows: z.number().int().min(3).max(40),
  /** A square's side, metres. */
  square: z.number().positive().max(2),
});

const Squares = z.number().int().min(CHARUCO_MIN_SQUARES).max(CHARUCO_MAX_SQUARES);

/**
 * A ChArUco board as OpenCV (≥ 4.6) lays it out: squares across and down, the square's and the
 * marker's side in metres, and the predefined ArUco dictionary by its OpenCV name. The marker
 * must fit in its square and the dictionary hold a marker for every white square.
 */
export const CharucoSchema = z
  .object({
    kind: z.literal('charuco'),
    squaresX: Squares,
    squaresY: Squares,
    /** A square's side, metres. */
    square: z.number().positive().max(2),
    /** A marker's side, metres (its black border included). */
    marker: z.number().positive().max(2),
    /** An OpenCV predefined dictionary's name (a string, as CharucoSpec has it). */
    dictionary: z
      .string()
      .refine(
        (name) => (CHARUCO_DICTIONARY_NAMES as readonly string[]).includes(name),
        `Not an OpenCV ArUco dictionary: one of ${CHARUCO_DICTIONARY_NAMES.join(', ')}.`,
      ),
  })
  .superRefine((board, ctx) => {
    const problems = charucoProblems(board);
    for (const field of ['marker', 'dictionary'] as const) {
      const message = problems[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

/** The calibration board: a chessboard (as every tool takes it) or a ChArUco board. */
export const BoardSchema = z.discriminatedUnion('kind', [ChessboardSchema, CharucoSchema]);

/** The multipart form of `POST /api/calibration/intrinsic/` beside its `images` files. */
export const IntrinsicForm = z.object({
  board: BoardSchema,
  model: DistortionModelSchema.default('plumb_bob'),
  /** plumb_bob: keep k3 at 0 unless told not to, as ROS's camera_calibration does. */
  fix_k3: z.boolean().default(true),
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

/**
 * One standard deviation of an estimated parameter; null where the solver could not give one (a
 * singular covariance gives NaN, which JSON writes as null).
 */
const Sigma = Finite.nonnegative().nullable();

/**
 * The intrinsics' uncertainty as the solver gives it (`calibrateIntrinsics`' `std`: OpenCV's
 * stdDeviationsIntrinsics for plumb_bob, the fisheye solver's own covariance): one standard
 * deviation of fx, fy, cx, cy (px) and of each of D's coefficients, in D's order. A fixed
 * parameter (k3 with fix-k3) has 0.
 */
export const IntrinsicStd = z.object({
  K: z.array(Sigma).length(4),
  D: z.array(Sigma).max(8),
});
export type IntrinsicStd = z.infer<typeof IntrinsicStd>;

export const IntrinsicResult = z.object({
  rms: Finite,
  K: CameraMatrix,
  D: z.array(Finite).min(4).max(8),
  model: DistortionModelSchema,
  image_size: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  views: z.array(IntrinsicView),
  /** Absent in results saved before it was kept. */
  std: IntrinsicStd.optional(),
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
  /** Each point–pixel pair's reprojection distance, px, in the solver's order: one a pair. */
  residuals: z.array(Finite).optional(),
  /**
   * The pairs left out as outliers (0-based, in the solver's order; issue 32): they disagree with
   * the others by more than `inlier_threshold` px, and `reprojection_rms` is over the rest.
   * Absent in results saved before it was kept.
   */
  outliers: z.array(z.number().int().nonnegative()).optional(),
  inlier_threshold: Finite.nullable().optional(),
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
  /** Each matched reflector's distance after the fit, m: one a match. */
  residuals: z.array(Finite),
});
export type RadarResult = z.infer<typeof RadarResult>;

/** An angle in radians, within one turn either way. */
const Angle = Finite.min(-Math.PI).max(Math.PI);

/**
 * What the radar fit cannot give (radars have no reliable elevation): the radar's z (m) in the
 * parent frame, and its roll and pitch (rad, tf2's convention), from the mounting drawing or
 * typed by the user; 0 when not given.
 */
export const RadarMounting = z.object({
  z: Finite.min(-100).max(100).default(0),
  roll: Angle.default(0),
  pitch: Angle.default(0),
});
export type RadarMounting = z.infer<typeof RadarMounting>;
export const NO_MOUNTING: RadarMounting = { z: 0, roll: 0, pitch: 0 };
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
    board: BoardSchema,
  }),
  z.object({ kind: z.literal('lidar_camera'), result: ExtrinsicResult, frames: Frames }),
  z.object({
    kind: z.literal('radar_lidar'),
    result: RadarResult,
    frames: Frames,
    mounting: RadarMounting.prefault({}),
  }),
]);
export type CalibrationBody = z.infer<typeof CalibrationBody>;

/**
 * A saved body as the API answers it. Rows keep the body as it was saved (JSONB) and are not
 * validated again on read, so a row saved before a field existed lacks it: this fills what the
 * schema defaults (a radar's `mounting`, 0 for each of z, roll and pitch; a field stored out of
 * range is read as 0 too) and leaves the rest as saved. Optional fields (an intrinsic result's
 * `std`, an extrinsic one's `residuals`) stay absent.
 */
export function savedCalibrationBody(
  kind: CalibrationKind,
  body: Record<string, unknown>,
): CalibrationBody {
  if (kind !== 'radar_lidar') return { ...body, kind } as CalibrationBody;
  const stored = isRecord(body.mounting) ? body.mounting : {};
  const mounting = { ...NO_MOUNTING };
  for (const key of ['z', 'roll', 'pitch'] as const) {
    const value = RadarMounting.shape[key].safeParse(stored[key]);
    if (value.success) mounting[key] = value.data;
  }
  return { ...body, kind, mounting } as CalibrationBody;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/*
 * A lidar frame of a Data Management record, for the lidar–camera tab (docs/adr/0021, "Clouds
 * from records"). Times: `t` is seconds from the record's start (its first message of any
 * topic, the index's `start_ns`), as the record's signals and route count them; the exact log
 * times go beside as nanosecond strings.
 */

/** Points a frame may have: more are refused (422), not thinned (a calibration needs them all). */
export const MAX_RECORD_CLOUD_POINTS = 2_000_000;

export const RecordCloudParams = z.object({ id: Id });

/** One point-cloud topic of a record: `sensor_msgs/PointCloud2` or `foxglove.PointCloud`. */
export const RecordCloudTopic = z.object({
  topic: z.string(),
  type: z.string(),
  encoding: z.string(),
  /** Messages, as the record's index counted them. */
  count: z.number().int().nonnegative(),
  /** The first and last message, seconds from the record's start; null with no messages. */
  first_t: z.number().nullable(),
  last_t: z.number().nullable(),
  /** The same, exactly: log times in nanoseconds (decimal strings). */
  first_ns: NanosecondTime.nullable(),
  last_ns: NanosecondTime.nullable(),
  /** Whether the server can decode its messages; when not, `problem` says why. */
  readable: z.boolean(),
  problem: z.string().nullable(),
});
export type RecordCloudTopic = z.infer<typeof RecordCloudTopic>;

export const RecordClouds = z.object({
  record_id: z.number(),
  name: z.string(),
  /** The record's start (t = 0), nanoseconds on its own clock. */
  start_ns: NanosecondTime,
  duration_s: z.number(),
  topics: z.array(RecordCloudTopic),
});
export type RecordClouds = z.infer<typeof RecordClouds>;
export const RecordCloudsAnswer = envelope(RecordClouds);

export const RecordCloudQuery = z.object({
  topic: z.string().min(1).max(300),
  /** Seconds from the record's start; the message nearest it is sent (the earlier on a tie). */
  t: z.coerce.number().finite().min(0).max(1e7).default(0),
});
export type RecordCloudQuery = z.input<typeof RecordCloudQuery>;

/** The JSON header of a record's cloud frame (`encodeRecordCloud`), before its points. */
export const RecordCloudHeader = z.object({
  record_id: z.number(),
  topic: z.string(),
  type: z.string(),
  /** The message's frame (`header.frame_id`, foxglove's `frame_id`); the points are in it. */
  frame_id: z.string(),
  /** The message's own stamp (header.stamp / timestamp), ns; null when it has none. */
  stamp_ns: NanosecondTime.nullable(),
  /** The message's log time, ns, and the same as seconds from the record's start. */
  log_time_ns: NanosecondTime,
  t: z.number(),
  /** Points sent (x, y, z all finite) and points left out (a coordinate NaN or infinite). */
  points: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
});
export type RecordCloudHeader = z.infer<typeof RecordCloudHeader>;
