import { withMats, type Cv } from './cv';
import type { CameraIntrinsics, Vec2 } from './types';

/**
 * Undistortion for the app's preview (issue 17), and the camera matrix of the undistorted image
 * as ROS's camera_calibration sets it (`MonoCalibrator.set_alpha`), which is also what goes
 * into camera_info's projection matrix.
 */

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

const f32 = Math.fround;

/**
 * OpenCV's undistortPoints for plumb_bob and rational_polynomial (k4..k6 in icdist's
 * numerator) as getOptimalNewCameraMatrix calls it: normalized
 * (x, y) from pixel (u, v) by exactly five fixed-point iterations (its default criteria), with
 * OpenCV's order of operations so the result matches it to the last bit.
 */
export function undistortNormalized(camera: CameraIntrinsics, u: number, v: number): Vec2 {
  const { K, D } = camera;
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0, k4 = 0, k5 = 0, k6 = 0] = D;
  const ifx = 1 / K[0]!;
  const ify = 1 / K[4]!;
  const x0 = (u - K[2]!) * ifx;
  const y0 = (v - K[5]!) * ify;
  let x = x0;
  let y = y0;
  for (let j = 0; j < 5; j += 1) {
    const r2 = x * x + y * y;
    // plumb_bob: the numerator is exactly 1, as OpenCV's own is with k4..k6 = 0.
    const icdist = (1 + ((k6 * r2 + k5) * r2 + k4) * r2) / (1 + ((k3 * r2 + k2) * r2 + k1) * r2);
    if (icdist < 0) {
      // Past the fold of the distortion polynomial: OpenCV gives up and keeps the pinhole value.
      return [x0, y0];
    }
    const deltaX = 2 * p1 * x * y + p2 * (r2 + 2 * x * x);
    const deltaY = p1 * (r2 + 2 * y * y) + 2 * p2 * x * y;
    x = (x0 - deltaX) * icdist;
    y = (y0 - deltaY) * icdist;
  }
  return [x, y];
}

/**
 * The camera matrix of the undistorted image for a zoom `alpha` in [0, 1] (0: only valid
 * pixels; 1: every source pixel kept), as ROS's camera_calibration computes it:
 * - plumb_bob and rational_polynomial: cv2.getOptimalNewCameraMatrix(K, D, size, alpha) as OpenCV 4.5 / 4.6 (Ubuntu
 *   22.04 / 24.04, so ROS 2 Humble / Jazzy) compute it — a 9×9 grid over the image in 32-bit
 *   floats, the grid's undistorted inscribed (alpha 0) and bounding (alpha 1) rectangles mapped
 *   onto the image, interpolated. Reproduced in float32 arithmetic where OpenCV uses it.
 *   (OpenCV ≥ 4.8 samples only the border in doubles: its answer differs in the 4th digit.)
 * - equidistant: K with fx, fy divided by 1 + alpha (calibrator.py's "naive approach": it does
 *   not use estimateNewCameraMatrixForUndistortRectify).
 */
export function newCameraMatrix(camera: CameraIntrinsics, alpha = 0): number[] {
  const { K, width, height } = camera;
  if (camera.model === 'equidistant') {
    return [
      K[0]! / (1 + alpha),
      K[1]!,
      K[2]!,
      K[3]!,
      K[4]! / (1 + alpha),
      K[5]!,
      K[6]!,
      K[7]!,
      K[8]!,
    ];
  }
  const N = 9;
  let iX0 = -Infinity;
  let iX1 = Infinity;
  let iY0 = -Infinity;
  let iY1 = Infinity;
  let oX0 = Infinity;
  let oX1 = -Infinity;
  let oY0 = Infinity;
  let oY1 = -Infinity;
  for (let y = 0; y < N; y += 1) {
    for (let x = 0; x < N; x += 1) {
      // Point2f((float)x*imgSize.width/(N-1), (float)y*imgSize.height/(N-1)).
      const u = f32(f32(x * width) / (N - 1));
      const v = f32(f32(y * height) / (N - 1));
      const [nx, ny] = undistortNormalized(camera, u, v).map(f32) as Vec2;
      oX0 = Math.min(oX0, nx);
      oX1 = Math.max(oX1, nx);
      oY0 = Math.min(oY0, ny);
      oY1 = Math.max(oY1, ny);
      if (x === 0) iX0 = Math.max(iX0, nx);
      if (x === N - 1) iX1 = Math.min(iX1, nx);
      if (y === 0) iY0 = Math.max(iY0, ny);
      if (y === N - 1) iY1 = Math.min(iY1, ny);
    }
  }
  // Rect_<float>: widths are float differences; (int) / float divides in float.
  const fx0 = f32((width - 1) / f32(iX1 - iX0));
  const fy0 = f32((height - 1) / f32(iY1 - iY0));
  const cx0 = -fx0 * iX0;
  const cy0 = -fy0 * iY0;
  const fx1 = f32((width - 1) / f32(oX1 - oX0));
  const fy1 = f32((height - 1) / f32(oY1 - oY0));
  const cx1 = -fx1 * oX0;
  const cy1 = -fy1 * oY0;
  return [
    fx0 * (1 - alpha) + fx1 * alpha,
    0,
    cx0 * (1 - alpha) + cx1 * alpha,
    0,
    fy0 * (1 - alpha) + fy1 * alpha,
    cy0 * (1 - alpha) + cy1 * alpha,
    0,
    0,
    1,
  ];
}

/**
 * The image as the camera would have taken it without distortion, same size, seen through
 * `newCameraMatrix(camera, alpha)`; pixels with no source are opaque black. An image of another
 * size than the calibration's (a preview thumbnail) gets the full-size result scaled down: K and
 * K′ scale with the image, pixel centres staying centres.
 */
export function undistortImage(
  cv: Cv,
  rgba: RgbaImage,
  camera: CameraIntrinsics,
  alpha = 0,
): RgbaImage {
  const { width, height } = rgba;
  if (rgba.data.length !== width * height * 4) {
    throw new Error(`An RGBA image of ${width}×${height} needs ${width * height * 4} bytes.`);
  }
  const sx = width / camera.width;
  const sy = height / camera.height;
  return withMats((keep) => {
    const src = keep(cv.matFromArray(height, width, cv.CV_8UC4, rgba.data));
    const dst = keep(new cv.Mat());
    const K = keep(cv.matFromArray(3, 3, cv.CV_64FC1, scaleMatrix(camera.K, sx, sy)));
    const D = keep(cv.matFromArray(camera.D.length, 1, cv.CV_64FC1, camera.D));
    const R = keep(cv.matFromArray(3, 3, cv.CV_64FC1, [1, 0, 0, 0, 1, 0, 0, 0, 1]));
    const newK = scaleMatrix(newCameraMatrix(camera, alpha), sx, sy);
    const P = keep(cv.matFromArray(3, 3, cv.CV_64FC1, newK));
    const mapX = keep(new cv.Mat());
    const mapY = keep(new cv.Mat());
    const size = new cv.Size(width, height);
    if (camera.model === 'equidistant') {
      cv.fisheye_initUndistortRectifyMap(K, D, R, P, size, cv.CV_32FC1, mapX, mapY);
    } else {
      cv.initUndistortRectifyMap(K, D, R, P, size, cv.CV_32FC1, mapX, mapY);
    }
    cv.remap(
      src,
      dst,
      mapX,
      mapY,
      cv.INTER_LINEAR,
      cv.BORDER_CONSTANT,
      new cv.Scalar(0, 0, 0, 255),
    );
    return { width, height, data: new Uint8ClampedArray(dst.data) };
  });
}

/** A camera matrix for the image scaled by (sx, sy): u' + ½ = sx (u + ½). */
function scaleMatrix(K: readonly number[], sx: number, sy: number): number[] {
  if (sx === 1 && sy === 1) return [...K];
  return [
    K[0]! * sx,
    K[1]! * sx,
    (K[2]! + 0.5) * sx - 0.5,
    0,
    K[4]! * sy,
    (K[5]! + 0.5) * sy - 0.5,
    0,
    0,
    1,
  ];
}
