import type { BoardSpec, DistortionModel, Vec2, Vec3 } from '@ads/calibration';

/** What calibration-worker.ts does, one task per worker thread. */
export type CalibrationTask =
  | {
      /** Detect the board in each image, then calibrate the camera. */
      task: 'intrinsic';
      images: Array<{ file: string; bytes: Uint8Array }>;
      board: BoardSpec;
      model: DistortionModel;
      fixK3: boolean;
    }
  | {
      /** The lidar → camera transform from point–pixel pairs. */
      task: 'extrinsic';
      K: number[];
      D: number[];
      model: DistortionModel;
      pairs: Array<{ point: Vec3; pixel: Vec2 }>;
    };
