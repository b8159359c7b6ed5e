import type { CameraIntrinsics, ChessboardSpec } from '@ads/calibration';

/** Cameras and boards the chessboard tests render with. */
export function pinhole(width: number, height: number, f: number): CameraIntrinsics {
  return {
    model: 'plumb_bob',
    width,
    height,
    K: [f, 0, (width - 1) / 2, 0, f, (height - 1) / 2, 0, 0, 1],
    D: [0, 0, 0, 0, 0],
  };
}

export const VGA = pinhole(640, 480, 520);

/**
 * Strong barrel distortion, k1 = −0.35. k2 = 0.12 keeps the lens one-to-one over the picture,
 * as real lenses with such a k1 are: with k1 alone the picture's corners would fold back.
 */
export const BARREL: CameraIntrinsics = {
  ...pinhole(640, 480, 480),
  D: [-0.35, 0.12, 0, 0, 0],
};

/** An equidistant fisheye of about 160° across the picture's width. */
export const FISHEYE: CameraIntrinsics = {
  ...pinhole(640, 480, 230),
  model: 'equidistant',
  D: [0.03, -0.01, 0.004, -0.001],
};

/** 1280×720 with a moderate real-lens distortion. */
export const HD: CameraIntrinsics = {
  ...pinhole(1280, 720, 900),
  K: [900, 0, 641.7, 0, 897, 358.3, 0, 0, 1],
  D: [-0.25, 0.08, 0.001, -0.001, 0],
};

export function board(cols: number, rows: number, square = 0.03): ChessboardSpec {
  return { kind: 'chessboard', cols, rows, square };
}

// Moved into @ads/calibration (render/synthetic-views.ts) with the renderer (issue 30).
export { centredPose } from '@ads/calibration';
