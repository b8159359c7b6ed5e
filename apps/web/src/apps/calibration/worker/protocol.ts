import type {
  BoardDetection,
  BoardInCloud,
  BoardSpec,
  BoardTarget,
  CameraIntrinsics,
  CharucoLayout,
  CharucoSpec,
  CloudProjection,
  ChessboardSpec,
  ExtrinsicInput,
  ExtrinsicSolution,
  IntrinsicSampleKind,
  IntrinsicsInput,
  IntrinsicsResult,
  Mat3,
  RadarCalibration,
  RadarPose2D,
  TargetSolution,
  TargetView,
  Vec2,
  Vec3,
} from '@ads/calibration';

/*
 * What the page and the calibration worker (calibration.worker.ts) say to each other. Every
 * solver runs in the worker: OpenCV.js (10 MB) loads there only, and images never leave the
 * machine. Each task is one request answered once (`done` or `failed`), with `progress`
 * messages between for the long ones.
 */

/** An image file as the page holds it (a File, or a video frame's PNG). */
export type ImageSource = Blob;

/** A decoded image's RGBA pixels, row by row (ImageData's layout). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/** A lidar cloud the worker keeps (for the overlay and the board search) and the page draws. */
export interface LoadedCloud {
  /** x, y, z per point, metres, lidar frame. */
  positions: Float32Array<ArrayBuffer>;
  /** One value in 0..1 per point when the file has intensity. */
  intensity: Float32Array<ArrayBuffer> | null;
  count: number;
}

/** Each task: what the page sends and what the worker answers. */
export interface Tasks {
  /**
   * The board's corners in an image (decoded in the worker); its size. A chessboard by our
   * detector, a ChArUco board by OpenCV's (with ids: which corners were seen).
   */
  detect: {
    input: { image: ImageSource; board: BoardSpec };
    output: { width: number; height: number; detection: BoardDetection };
  };
  /** A ChArUco board's markers and their cells, from OpenCV's dictionary (to print it). */
  charucoLayout: { input: { board: CharucoSpec }; output: CharucoLayout };
  /** OpenCV's calibrateCamera (plumb_bob, rational_polynomial) or the fisheye solver (equidistant). */
  calibrate: { input: IntrinsicsInput; output: IntrinsicsResult };
  /**
   * The image undistorted with these intrinsics (same size, ROS's camera matrix for alpha 0),
   * and where its board corners land in it (for the straight-line check).
   */
  undistort: {
    input: { image: ImageSource; intrinsics: CameraIntrinsics; corners: Vec2[] };
    output: RgbaImage & { K: number[]; corners: Vec2[] };
  };
  /** Reads a .pcd or KITTI .bin and keeps it under `cloud` for later tasks. */
  cloud: {
    input: { cloud: string; name: string; bytes: ArrayBuffer };
    output: LoadedCloud;
  };
  /** Drops a kept cloud. */
  forget: { input: { cloud: string }; output: null };
  /** The chessboard near a clicked point of a kept cloud. */
  boardInCloud: {
    input: { cloud: string; seed: Vec3; target: BoardTarget };
    output: BoardInCloud;
  };
  /** Lidar → camera from point–pixel pairs (SQPnP + refinement). */
  extrinsic: { input: ExtrinsicInput; output: ExtrinsicSolution };
  /** Lidar → camera from board views (corners in the cloud and in the image). */
  targetExtrinsic: {
    input: { intrinsics: CameraIntrinsics; views: TargetView[] };
    output: TargetSolution;
  };
  /** A kept cloud projected into the image by a lidar → camera transform. */
  overlay: {
    input: { cloud: string; intrinsics: CameraIntrinsics; R: Mat3; t: Vec3 };
    output: CloudProjection;
  };
  /**
   * A sample image set for the intrinsics tab (issue 30): the board's pictures drawn here
   * through a known camera, as PNG files, with the board and that camera (the known answer).
   */
  intrinsicSample: {
    input: { kind: IntrinsicSampleKind };
    output: {
      board: BoardSpec;
      camera: CameraIntrinsics;
      files: Array<{ name: string; bytes: ArrayBuffer }>;
    };
  };
  /**
   * The lidar–camera sample scene (issue 30): per capture a PNG picture and a binary PCD cloud
   * with the board's centre in it (where to look for the board), the camera's intrinsics, the
   * board target, and the transform it was made with (the known answer).
   */
  lidarSample: {
    input: Record<string, never>;
    output: {
      camera: CameraIntrinsics;
      board: ChessboardSpec;
      border: number;
      /** camera_link in the lidar frame: roll, pitch, yaw (degrees), x, y, z (metres). */
      link: { rpyDeg: Vec3; t: Vec3 };
      captures: Array<{
        imageName: string;
        image: ArrayBuffer;
        width: number;
        height: number;
        cloudName: string;
        cloud: ArrayBuffer;
        boardCentre: Vec3;
      }>;
    };
  };
  /** Radar reflectors matched to lidar ones and the planar fit. */
  radar: {
    input: { radar: Vec2[]; lidar: Vec2[]; guess: RadarPose2D; gate: number };
    output: RadarCalibration;
  };
}

export type TaskName = keyof Tasks;
export type TaskInput<K extends TaskName> = Tasks[K]['input'];
export type TaskOutput<K extends TaskName> = Tasks[K]['output'];

export type WorkerRequest = {
  [K in TaskName]: { seq: number; task: K; input: TaskInput<K> };
}[TaskName];

/** How far a long task is: a sentence, and a fraction when it can count. */
export interface Progress {
  stage: string;
  done?: number;
  total?: number;
}

export type WorkerAnswer =
  | ({ seq: number; kind: 'progress' } & Progress)
  | { seq: number; kind: 'done'; value: unknown }
  | { seq: number; kind: 'failed'; message: string };
