import type { CameraIntrinsics } from '../types';

/**
 * The inverse of `projectPoint`: the direction of the ray a pixel sees, in the camera's optical
 * frame. The renderer draws by inverse mapping, so this must agree with the forward model to far
 * below the detector's 0.01 px: both distortion models are inverted by Newton's method on the
 * exact forward formulas (OpenCV's undistortPoints does fixed-point steps; Newton converges to
 * the same point, faster and tighter).
 */
export interface RayInverter {
  /**
   * Writes the ray's direction into `out` (plumb_bob: (x, y, 1); equidistant: a unit vector,
   * z ≤ 0 past 90°) and returns true, or false where the lens model has no inverse (past the
   * fold of a strong barrel distortion). Starts from the previous answer: call it along a row.
   */
  ray(u: number, v: number, out: Float64Array): boolean;
}

export function rayInverter(camera: CameraIntrinsics): RayInverter {
  const { K } = camera;
  const fx = K[0]!;
  const skew = K[1]!;
  const cx = K[2]!;
  const fy = K[4]!;
  const cy = K[5]!;
  const lens = { fx, skew, cx, fy, cy };
  return camera.model === 'equidistant'
    ? equidistantInverter(camera.D, lens)
    : plumbBobInverter(camera.D, lens);
}

/** K's entries: pixel → distorted normalised point is yd = (v − cy) / fy, xd = (u − cx − skew·yd) / fx. */
interface Lens {
  fx: number;
  skew: number;
  cx: number;
  fy: number;
  cy: number;
}

function plumbBobInverter(D: number[], { fx, skew, cx, fy, cy }: Lens): RayInverter {
  // rational_polynomial too: k4..k6 divide the radial factor (0 for plumb_bob).
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0, k4 = 0, k5 = 0, k6 = 0] = D;
  // Warm start: neighbouring pixels' rays are close, so Newton needs two steps.
  let x = 0;
  let y = 0;
  return {
    ray(u, v, out) {
      const yd = (v - cy) / fy;
      const xd = (u - cx - skew * yd) / fx;
      if (!(Math.abs(x - xd) + Math.abs(y - yd) < 0.5)) {
        x = xd;
        y = yd;
      }
      // Newton's method on the forward model; done when it maps back to within 1e-13 (about
      // 1e-10 px), on the lens's own branch (Jacobian positive, as at the centre).
      let converged = false;
      for (let iteration = 0; iteration < 30; iteration += 1) {
        const r2 = x * x + y * y;
        const top = 1 + r2 * (k1 + r2 * (k2 + r2 * k3));
        const bottom = 1 + r2 * (k4 + r2 * (k5 + r2 * k6));
        const radial = top / bottom;
        // d(radial)/d(r²), the quotient rule.
        const dTop = k1 + r2 * (2 * k2 + 3 * k3 * r2);
        const dBottom = k4 + r2 * (2 * k5 + 3 * k6 * r2);
        const dRadial = (dTop - radial * dBottom) / bottom;
        const ex = x * radial + 2 * p1 * x * y + p2 * (r2 + 2 * x * x) - xd;
        const ey = y * radial + p1 * (r2 + 2 * y * y) + 2 * p2 * x * y - yd;
        const a = radial + 2 * x * x * dRadial + 2 * p1 * y + 6 * p2 * x;
        const b = 2 * x * y * dRadial + 2 * p1 * x + 2 * p2 * y;
        const d = radial + 2 * y * y * dRadial + 6 * p1 * y + 2 * p2 * x;
        const det = a * d - b * b;
        if (!(det > 1e-9) || radial <= 0) break;
        if (Math.abs(ex) + Math.abs(ey) < 1e-13) {
          converged = true;
          break;
        }
        x -= (d * ex - b * ey) / det;
        y -= (a * ey - b * ex) / det;
      }
      if (!converged) {
        x = Number.NaN;
        return false;
      }
      out[0] = x;
      out[1] = y;
      out[2] = 1;
      return true;
    },
  };
}

function equidistantInverter(D: number[], { fx, skew, cx, fy, cy }: Lens): RayInverter {
  const [k1 = 0, k2 = 0, k3 = 0, k4 = 0] = D;
  let theta = 0;
  return {
    ray(u, v, out) {
      const yd = (v - cy) / fy;
      const xd = (u - cx - skew * yd) / fx;
      const thetaD = Math.sqrt(xd * xd + yd * yd);
      if (thetaD < 1e-12) {
        out[0] = xd;
        out[1] = yd;
        out[2] = 1;
        return true;
      }
      if (!(Math.abs(theta - thetaD) < 0.5)) theta = thetaD;
      let converged = false;
      for (let iteration = 0; iteration < 30; iteration += 1) {
        const t2 = theta * theta;
        const value = theta * (1 + t2 * (k1 + t2 * (k2 + t2 * (k3 + t2 * k4)))) - thetaD;
        const slope = 1 + t2 * (3 * k1 + t2 * (5 * k2 + t2 * (7 * k3 + t2 * 9 * k4)));
        if (!(slope > 1e-9) || theta < 0 || theta >= Math.PI) break;
        if (Math.abs(value) < 1e-13) {
          converged = true;
          break;
        }
        theta -= value / slope;
      }
      if (!converged) {
        theta = Number.NaN;
        return false;
      }
      const s = Math.sin(theta) / thetaD;
      out[0] = xd * s;
      out[1] = yd * s;
      out[2] = Math.cos(theta);
      return true;
    },
  };
}
