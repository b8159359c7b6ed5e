import type { Vec3 } from './types';

/**
 * Rotations as the calibration results give them: a 3×3 matrix (row-major), a Rodrigues vector
 * (axis × angle, OpenCV's rvec), roll-pitch-yaw (ROS / Autoware: R = Rz(yaw) · Ry(pitch) ·
 * Rx(roll), about fixed axes x, y, z in that order) and a quaternion [x, y, z, w] (ROS order).
 */

export type Mat3 = number[];

export function matMul3(a: Mat3, b: Mat3): Mat3 {
  const out = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r += 1)
    for (let c = 0; c < 3; c += 1)
      for (let k = 0; k < 3; k += 1) out[r * 3 + c]! += a[r * 3 + k]! * b[k * 3 + c]!;
  return out;
}

export function transpose3(m: Mat3): Mat3 {
  return [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
}

export function apply3(m: Mat3, p: readonly number[]): Vec3 {
  return [
    m[0]! * p[0]! + m[1]! * p[1]! + m[2]! * p[2]!,
    m[3]! * p[0]! + m[4]! * p[1]! + m[5]! * p[2]!,
    m[6]! * p[0]! + m[7]! * p[1]! + m[8]! * p[2]!,
  ];
}

/** Rodrigues: rvec (axis × angle, radians) → R. */
export function rodrigues(rvec: readonly number[]): Mat3 {
  const [x, y, z] = rvec as Vec3;
  const theta = Math.hypot(x, y, z);
  if (theta < 1e-12) {
    // First order: R ≈ I + [r]×.
    return [1, -z, y, z, 1, -x, -y, x, 1];
  }
  const kx = x / theta;
  const ky = y / theta;
  const kz = z / theta;
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const v = 1 - c;
  return [
    c + kx * kx * v,
    kx * ky * v - kz * s,
    kx * kz * v + ky * s,
    ky * kx * v + kz * s,
    c + ky * ky * v,
    ky * kz * v - kx * s,
    kz * kx * v - ky * s,
    kz * ky * v + kx * s,
    c + kz * kz * v,
  ];
}

/** R → rvec (the inverse of `rodrigues`, angle in [0, π]). */
export function rodriguesVector(R: Mat3): Vec3 {
  const [w, x, y, z] = quaternionWxyz(R);
  const s = Math.hypot(x, y, z);
  if (s < 1e-12) return [0, 0, 0];
  // w ≥ 0 from quaternionWxyz, so the angle is in [0, π].
  const angle = 2 * Math.atan2(s, w);
  return [(x / s) * angle, (y / s) * angle, (z / s) * angle];
}

/** R → unit quaternion (w, x, y, z) with w ≥ 0 (Shepperd's method, stable for any R). */
function quaternionWxyz(R: Mat3): [number, number, number, number] {
  const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = R as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const trace = m00 + m11 + m22;
  let q: [number, number, number, number];
  if (trace > 0) {
    const s = Math.sqrt(trace + 1) * 2;
    q = [0.25 * s, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s];
  } else if (m00 > m11 && m00 > m22) {
    const s = Math.sqrt(1 + m00 - m11 - m22) * 2;
    q = [(m21 - m12) / s, 0.25 * s, (m01 + m10) / s, (m02 + m20) / s];
  } else if (m11 > m22) {
    const s = Math.sqrt(1 + m11 - m00 - m22) * 2;
    q = [(m02 - m20) / s, (m01 + m10) / s, 0.25 * s, (m12 + m21) / s];
  } else {
    const s = Math.sqrt(1 + m22 - m00 - m11) * 2;
    q = [(m10 - m01) / s, (m02 + m20) / s, (m12 + m21) / s, 0.25 * s];
  }
  const n = Math.hypot(...q);
  const sign = q[0] < 0 ? -1 : 1;
  return q.map((value) => (sign * value) / n) as [number, number, number, number];
}

/** R → quaternion [x, y, z, w] as ROS writes it (w ≥ 0). */
export function quaternionOf(R: Mat3): [number, number, number, number] {
  const [w, x, y, z] = quaternionWxyz(R);
  return [x, y, z, w];
}

/** Quaternion [x, y, z, w] → R. */
export function fromQuaternion(q: readonly number[]): Mat3 {
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  const [x, y, z, w] = q.map((value) => value / n) as [number, number, number, number];
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

/** Roll, pitch, yaw (radians) → R = Rz(yaw) · Ry(pitch) · Rx(roll), as tf2's setRPY. */
export function fromRpy(roll: number, pitch: number, yaw: number): Mat3 {
  const [cr, sr] = [Math.cos(roll), Math.sin(roll)];
  const [cp, sp] = [Math.cos(pitch), Math.sin(pitch)];
  const [cy, sy] = [Math.cos(yaw), Math.sin(yaw)];
  return [
    cy * cp,
    cy * sp * sr - sy * cr,
    cy * sp * cr + sy * sr,
    sy * cp,
    sy * sp * sr + cy * cr,
    sy * sp * cr - cy * sr,
    -sp,
    cp * sr,
    cp * cr,
  ];
}

/** R → [roll, pitch, yaw] (radians; pitch in [−π/2, π/2]), the inverse of `fromRpy`. */
export function rpyOf(R: Mat3): Vec3 {
  const sp = Math.max(-1, Math.min(1, -R[6]!));
  const pitch = Math.asin(sp);
  if (Math.abs(sp) > 1 - 1e-12) {
    // Gimbal lock: roll and yaw turn about the same axis; all of it is given to yaw.
    const yaw = Math.atan2(-R[1]!, R[4]!);
    return [0, pitch, yaw];
  }
  return [Math.atan2(R[7]!, R[8]!), pitch, Math.atan2(R[3]!, R[0]!)];
}

/** The inverse of the transform p_B = R p_A + t: p_A = Rᵀ p_B − Rᵀ t. */
export function invertTransform(R: Mat3, t: readonly number[]): { R: Mat3; t: Vec3 } {
  const Rt = transpose3(R);
  const back = apply3(Rt, t);
  return { R: Rt, t: [-back[0], -back[1], -back[2]] };
}

/** Composition of transforms: with p_B = Ra p_A + ta and p_C = Rb p_B + tb, p_C = R p_A + t. */
export function composeTransforms(
  outer: { R: Mat3; t: readonly number[] },
  inner: { R: Mat3; t: readonly number[] },
): { R: Mat3; t: Vec3 } {
  const moved = apply3(outer.R, inner.t);
  return {
    R: matMul3(outer.R, inner.R),
    t: [moved[0] + outer.t[0]!, moved[1] + outer.t[1]!, moved[2] + outer.t[2]!],
  };
}

/**
 * Eigen-decomposition of a symmetric 3×3 matrix by cyclic Jacobi rotations: values largest
 * first, each with its unit vector. Plane fits and degeneracy checks use it on covariances,
 * where Jacobi's accuracy on small eigenvalues (the plane's normal) is what matters.
 */
export function symmetricEigen3(m: Mat3): { values: Vec3; vectors: [Vec3, Vec3, Vec3] } {
  const a = [...m];
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 50; sweep += 1) {
    const off = Math.abs(a[1]!) + Math.abs(a[2]!) + Math.abs(a[5]!);
    const scale = Math.abs(a[0]!) + Math.abs(a[4]!) + Math.abs(a[8]!);
    if (off <= 1e-15 * scale || off === 0) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = a[p * 3 + q]!;
      if (apq === 0) continue;
      const app = a[p * 3 + p]!;
      const aqq = a[q * 3 + q]!;
      // The rotation angle that zeroes a[p][q] (Numerical Recipes' form, stable for tiny apq).
      const theta = (aqq - app) / (2 * apq);
      const tan = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(tan * tan + 1);
      const s = tan * c;
      for (let k = 0; k < 3; k += 1) {
        const akp = a[k * 3 + p]!;
        const akq = a[k * 3 + q]!;
        a[k * 3 + p] = c * akp - s * akq;
        a[k * 3 + q] = s * akp + c * akq;
      }
      for (let k = 0; k < 3; k += 1) {
        const apk = a[p * 3 + k]!;
        const aqk = a[q * 3 + k]!;
        a[p * 3 + k] = c * apk - s * aqk;
        a[q * 3 + k] = s * apk + c * aqk;
      }
      for (let k = 0; k < 3; k += 1) {
        const vkp = v[k * 3 + p]!;
        const vkq = v[k * 3 + q]!;
        v[k * 3 + p] = c * vkp - s * vkq;
        v[k * 3 + q] = s * vkp + c * vkq;
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => a[j * 3 + j]! - a[i * 3 + i]!);
  const column = (i: number): Vec3 => [v[i]!, v[3 + i]!, v[6 + i]!];
  return {
    values: order.map((i) => a[i * 3 + i]!) as Vec3,
    vectors: order.map(column) as [Vec3, Vec3, Vec3],
  };
}
