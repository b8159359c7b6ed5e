import type { CameraIntrinsics, Vec2 } from './types';

/**
 * Projection of a point in the camera's optical frame (x right, y down, z forward) to pixels,
 * exactly as OpenCV's projectPoints (plumb_bob: k1 k2 p1 p2 k3; rational_polynomial: k1 k2 p1 p2
 * k3 k4 k5 k6, the radial factor (1 + k1 r² + k2 r⁴ + k3 r⁶) / (1 + k4 r² + k5 r⁴ + k6 r⁶)) and
 * fisheye::projectPoints (equidistant: k1..k4) do it. K's skew (K[1]) is honoured; the fisheye's alpha is K[1] / fx.
 */
export function projectPoint(camera: CameraIntrinsics, X: number, Y: number, Z: number): Vec2 {
  const { K, D } = camera;
  const fx = K[0]!;
  const skew = K[1]!;
  const cx = K[2]!;
  const fy = K[4]!;
  const cy = K[5]!;
  let xd: number;
  let yd: number;
  if (camera.model === 'equidistant') {
    const r = Math.hypot(X, Y);
    // atan2 rather than atan(r / Z): a fisheye sees past 90°.
    const theta = Math.atan2(r, Z);
    const t2 = theta * theta;
    const thetaD = theta * (1 + t2 * (D[0]! + t2 * (D[1]! + t2 * (D[2]! + t2 * D[3]!))));
    const scale = r > 1e-12 ? thetaD / r : 1 / Z;
    xd = X * scale;
    yd = Y * scale;
  } else {
    const x = X / Z;
    const y = Y / Z;
    const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0, k4 = 0, k5 = 0, k6 = 0] = D;
    const r2 = x * x + y * y;
    // plumb_bob has k4..k6 = 0: the denominator is exactly 1 and changes no bit.
    const radial = (1 + r2 * (k1 + r2 * (k2 + r2 * k3))) / (1 + r2 * (k4 + r2 * (k5 + r2 * k6)));
    xd = x * radial + 2 * p1 * x * y + p2 * (r2 + 2 * x * x);
    yd = y * radial + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y;
  }
  return [fx * xd + skew * yd + cx, fy * yd + cy];
}
