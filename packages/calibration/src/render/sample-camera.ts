import type { CameraIntrinsics } from '../types';

/**
 * The samples' camera (issue 30): 1280×720, fx 900, fy 897, the principal point a little off
 * the centre, and a moderate real-lens distortion (k1 −0.25, k2 0.08, small tangential terms).
 * Calibrating the sample images must give these numbers back (samples/known-answer tests); the
 * tests' HD camera (test-support/calibration/test-cameras.ts) is the same lens.
 */
export const SAMPLE_CAMERA: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 1280,
  height: 720,
  K: [900, 0, 641.7, 0, 897, 358.3, 0, 0, 1],
  D: [-0.25, 0.08, 0.001, -0.001, 0],
};
