import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import { withMats } from './cv';
import type { Mat3 } from './rotation';
import {
  apply3,
  matMul3,
  quaternionOf,
  rodrigues,
  rpyOf,
  symmetricEigen3,
  transpose3,
} from './rotation';
import type { CameraIntrinsics, DistortionModel, Vec2, Vec3 } from './types';
import { pairConsensus } from './pair-consensus';

/**
 * Lidar → camera extrinsics from point ↔ pixel pairs (issue 17).
 *
 * Direction, fixed once: the solver gives the lidar → camera transform, p_camera = R · p_lidar
 * + t, with the camera in OpenCV's optical frame (x right, y down, z forward). That is what
 * solvePnP returns, so nothing is inverted on the way. Exports want the other direction (the
 * camera's pose in the lidar frame, p_lidar = R · p_camera + t): `describeTransform` and
 * `cameraPoseInLidar` say which one they hold in words as well as numbers.
 */

export interface PointPixelPair {
  /** A point in the lidar frame, metres. */
  point: Vec3;
  /** Its pixel, (0, 0) the centre of the top-left pixel. */
  pixel: Vec2;
}

export interface ExtrinsicInput {
  K: number[];
  D: number[];
  model?: DistortionModel;
  pairs: PointPixelPair[];
  /**
   * Leave out the pairs that disagree with the rest (`pairConsensus`) rather than let them bend
   * the pose; default true. False solves on every pair (the target solve's corners, whose
   * orderings are told apart by their reprojection error over all of them).
   */
  robust?: boolean;
}

/** The lidar → camera transform and how well it explains the pairs (residuals in pixels). */
export interface ExtrinsicSolution {
  R: Mat3;
  t: Vec3;
  /** Roll, pitch, yaw of R, radians (tf2's setRPY convention). */
  rpy: Vec3;
  /** R as [x, y, z, w]. */
  quaternion: [number, number, number, number];
  /** sqrt(mean(residual²)) over the inliers, px — OpenCV's reprojection RMS of the pairs used. */
  reprojection_rms: number;
  /** Per pair, in the order given: |projected − clicked|, px (outliers' too). */
  residuals: number[];
  /** Indices (0-based, ascending) of the pairs left out as outliers; the RMS is over the rest. */
  outliers: number[];
  /** The distance (px) within which a pair counted as an inlier; null when not robust. */
  inlier_threshold: number | null;
}

/** A general 3D point set needs 6 pairs for a unique pose (DLT); fewer is refused. */
export const MIN_EXTRINSIC_PAIRS = 6;

/**
 * Solve for the lidar → camera transform: SQPnP (global, no initial guess needed, planar or
 * not) then OpenCV's Levenberg–Marquardt refinement of the reprojection error, on the pairs
 * that agree: a pair that disagrees by far more than the click noise (a misclick, a swapped
 * pair) is left out and returned in `outliers` instead of bending the pose (`robustPose`,
 * issue 32). With no outlier the answer is that of the plain solve on every pair.
 *
 * For the equidistant (fisheye) model, OpenCV.js has no fisheye PnP: pixels are undistorted to
 * normalised coordinates by `undistortEquidistant` and solved with K = I, D = 0; since errors
 * in the normalised plane grow as 1/cos²θ towards the edge, the pose is then refined once more
 * against the fisheye pixels themselves (`refineInPixels`) so every pair weighs as its pixel
 * noise says.
 */
export function solveExtrinsic(cv: Cv, input: ExtrinsicInput): ExtrinsicSolution {
  const model = input.model ?? 'plumb_bob';
  const camera = checkedCamera(input.K, input.D, model);
  const { pairs } = input;
  checkPairs(pairs);
  const all = pairs.map((_, i) => i);
  const fit = (indices: readonly number[]) =>
    fitPose(
      cv,
      camera,
      indices.map((i) => pairs[i]!),
    );
  const { pose, inliers, outliers, threshold } =
    input.robust === false
      ? { pose: fit(all), inliers: all, outliers: [], threshold: null }
      : robustPose(cv, camera, pairs, fit);

  const R = rodrigues(pose.rvec);
  const { t } = pose;
  const residuals = pairs.map((pair) => {
    const [x, y, z] = apply3(R, pair.point);
    const [u, v] = projectPoint(camera, x + t[0], y + t[1], z + t[2]);
    const distance = Math.hypot(u - pair.pixel[0], v - pair.pixel[1]);
    // Only an outlier can sit exactly in the camera's plane (z = 0): JSON has no Infinity.
    return Number.isFinite(distance) ? distance : Number.MAX_VALUE;
  });
  const behind = inliers.find((i) => apply3(R, pairs[i]!.point)[2] + t[2] <= 0);
  if (behind !== undefined) {
    throw new Error(
      `No consistent pose: pair ${behind + 1} ends up behind the camera. Check that each ` +
        `pixel belongs to its point (a swapped or misclicked pair).`,
    );
  }
  const squared = inliers.reduce((sum, i) => sum + residuals[i]! ** 2, 0);
  const rms = Math.sqrt(squared / inliers.length);
  return {
    R,
    t,
    rpy: rpyOf(R),
    quaternion: quaternionOf(R),
    reprojection_rms: rms,
    residuals,
    outliers,
    inlier_threshold: threshold,
  };
}

/**
 * The pose from the pairs that agree (`pairConsensus`: least median of squares over seeded
 * samples of 5 pairs, then refits): hypotheses by SQPnP alone on each sample (the fisheye's on
 * its undistorted pixels), residuals in pixels through the lens, the fit the full solve.
 */
function robustPose(
  cv: Cv,
  camera: CameraIntrinsics,
  pairs: readonly PointPixelPair[],
  fit: (indices: readonly number[]) => { rvec: Vec3; t: Vec3 },
): {
  pose: { rvec: Vec3; t: Vec3 };
  inliers: number[];
  outliers: number[];
  threshold: number | null;
} {
  const fisheye = camera.model === 'equidistant';
  const consensus = pairConsensus({
    count: pairs.length,
    minimum: MIN_EXTRINSIC_PAIRS,
    hypothesis: (sample) => {
      const chosen = sample.map((i) => pairs[i]!);
      return fisheye
        ? solvePnP(
            cv,
            chosen.map((pair) => ({
              point: pair.point,
              pixel: undistortEquidistant(camera, pair.pixel).xy,
            })),
            IDENTITY_K,
            NO_DISTORTION,
            false,
          )
        : solvePnP(cv, chosen, camera.K, camera.D, false);
    },
    fit,
    residuals: (pose) => {
      const R = rodrigues(pose.rvec);
      return pairs.map((pair) => {
        const [x, y, z] = apply3(R, pair.point);
        if (!(z + pose.t[2] > 0)) return Infinity;
        const [u, v] = projectPoint(camera, x + pose.t[0], y + pose.t[1], z + pose.t[2]);
        return Math.hypot(u - pair.pixel[0], v - pair.pixel[1]);
      });
    },
  });
  return {
    pose: consensus.model,
    inliers: consensus.inliers,
    outliers: consensus.outliers,
    threshold: Number.isFinite(consensus.threshold) ? consensus.threshold : null,
  };
}

const IDENTITY_K = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const NO_DISTORTION = [0, 0, 0, 0, 0];

/**
 * The least-squares pose of these pairs: SQPnP then OpenCV's Levenberg–Marquardt (plumb_bob,
 * rational_polynomial), or the fisheye's start in the normalised plane refined in pixels.
 */
function fitPose(
  cv: Cv,
  camera: CameraIntrinsics,
  pairs: readonly PointPixelPair[],
): { rvec: Vec3; t: Vec3 } {
  if (camera.model !== 'equidistant') {
    // OpenCV's solvePnP takes plumb_bob's 5 and the rational model's 8 coefficients alike.
    return solvePnP(cv, pairs, camera.K, camera.D);
  }
  const normalised = pairs.map((pair) => ({
    ...pair,
    undistorted: undistortEquidistant(camera, pair.pixel),
  }));
  // Far off-axis pixels make the normalised plane ill-conditioned (tan θ → ∞): start from the
  // pairs within 80° of the axis; the pixel-space refinement then takes all of them.
  const central = normalised.filter((pair) => pair.undistorted.theta < (80 * Math.PI) / 180);
  if (central.length < MIN_EXTRINSIC_PAIRS) {
    throw new Error(
      `Only ${central.length} pairs lie within 80° of the fisheye's axis; at least ` +
        `${MIN_EXTRINSIC_PAIRS} are needed to start the solve. Add pairs nearer the centre.`,
    );
  }
  const start = solvePnP(
    cv,
    central.map((pair) => ({ point: pair.point, pixel: pair.undistorted.xy })),
    IDENTITY_K,
    NO_DISTORTION,
  );
  return refineInPixels(camera, pairs, start.rvec, start.t);
}

function checkedCamera(K: number[], D: number[], model: DistortionModel): CameraIntrinsics {
  if (K.length !== 9 || !K.every(Number.isFinite) || !(K[0]! > 0) || !(K[4]! > 0)) {
    throw new Error('K must be 9 finite numbers (row-major) with fx > 0 and fy > 0.');
  }
  if (!D.every(Number.isFinite)) throw new Error('D must be finite numbers.');
  if (model === 'equidistant') {
    if (D.length > 4) throw new Error('The equidistant model takes 4 coefficients, k1 k2 k3 k4.');
    const padded = [...D, 0, 0, 0, 0].slice(0, 4);
    return { model, width: 0, height: 0, K, D: padded };
  }
  if (model === 'rational_polynomial') {
    if (D.length > 8) {
      throw new Error(
        'The rational_polynomial model takes 8 coefficients, k1 k2 p1 p2 k3 k4 k5 k6.',
      );
    }
    return { model, width: 0, height: 0, K, D: [...D, 0, 0, 0, 0, 0, 0, 0, 0].slice(0, 8) };
  }
  // Coefficients past k3 belong to the rational model: read as plumb_bob they would be silently
  // dropped from the residuals, so they are refused with the model to choose instead.
  if (D.slice(5).some((value) => value !== 0)) {
    throw new Error(
      'plumb_bob takes k1 k2 p1 p2 k3; D[5..] must be zero (choose rational_polynomial for 8).',
    );
  }
  return { model, width: 0, height: 0, K, D: [...D, 0, 0, 0, 0, 0].slice(0, 5) };
}

/** Refuse what would give a meaningless pose rather than a bad number. */
function checkPairs(pairs: PointPixelPair[]): void {
  if (pairs.length < MIN_EXTRINSIC_PAIRS) {
    throw new Error(
      `Give at least ${MIN_EXTRINSIC_PAIRS} pairs of a 3D point and its pixel; got ${pairs.length}.`,
    );
  }
  pairs.forEach((pair, i) => {
    if (![...pair.point, ...pair.pixel].every(Number.isFinite)) {
      throw new Error(`Pair ${i + 1} has a coordinate that is not a finite number.`);
    }
  });
  // The same point or the same pixel twice is a double click or a copy slip, never information.
  const seen = new Map<string, number>();
  pairs.forEach((pair, i) => {
    for (const key of [
      `p${pair.point.map((value) => value.toFixed(6)).join(',')}`,
      `q${pair.pixel.map((value) => value.toFixed(6)).join(',')}`,
    ]) {
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        const what = key.startsWith('p') ? 'point' : 'pixel';
        throw new Error(`Pairs ${earlier + 1} and ${i + 1} have the same ${what}; remove one.`);
      }
      seen.set(key, i);
    }
  });
  // Points on one line leave the rotation about it free. A plane is fine (a board is planar,
  // SQPnP handles it and 4 pairs would already fix it); a line is not.
  const { values } = symmetricEigen3(covariance3(pairs.map((pair) => pair.point)));
  if (!(values[1] > 1e-6 * values[0])) {
    throw new Error(
      'The 3D points all lie on one line; the rotation about it is unknown. Pick points ' +
        'spread across the scene (different heights and directions).',
    );
  }
  const [sxx, sxy, syy] = covariance2(pairs.map((pair) => pair.pixel));
  const mean = (sxx + syy) / 2;
  const smallest = mean - Math.sqrt(((sxx - syy) / 2) ** 2 + sxy * sxy);
  if (!(smallest > 1e-6 * mean)) {
    throw new Error('The pixels all lie on one line; pick points spread across the image.');
  }
}

function covariance3(points: readonly Vec3[]): Mat3 {
  const n = points.length;
  const c = [0, 1, 2].map((k) => points.reduce((sum, p) => sum + p[k]!, 0) / n);
  const m = new Array<number>(9).fill(0);
  for (const p of points) {
    for (let r = 0; r < 3; r += 1)
      for (let s = 0; s < 3; s += 1) m[r * 3 + s]! += (p[r]! - c[r]!) * (p[s]! - c[s]!);
  }
  return m.map((value) => value / n);
}

function covariance2(points: readonly Vec2[]): [number, number, number] {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p[0], 0) / n;
  const my = points.reduce((sum, p) => sum + p[1], 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  return [sxx / n, sxy / n, syy / n];
}

function solvePnP(
  cv: Cv,
  pairs: readonly PointPixelPair[],
  K: readonly number[],
  D: readonly number[],
  refine = true,
): { rvec: Vec3; t: Vec3 } {
  return withMats((keep) => {
    const objectPoints = keep(
      cv.matFromArray(
        pairs.length,
        1,
        cv.CV_64FC3,
        pairs.flatMap((pair) => pair.point),
      ),
    );
    const imagePoints = keep(
      cv.matFromArray(
        pairs.length,
        1,
        cv.CV_64FC2,
        pairs.flatMap((pair) => pair.pixel),
      ),
    );
    const cameraMatrix = keep(cv.matFromArray(3, 3, cv.CV_64FC1, K));
    const distCoeffs = keep(cv.matFromArray(1, D.length, cv.CV_64FC1, D));
    const rvec = keep(new cv.Mat(3, 1, cv.CV_64FC1));
    const tvec = keep(new cv.Mat(3, 1, cv.CV_64FC1));
    const ok = cv.solvePnP(
      objectPoints,
      imagePoints,
      cameraMatrix,
      distCoeffs,
      rvec,
      tvec,
      false,
      cv.SOLVEPNP_SQPNP,
    );
    if (!ok) throw new Error('SQPnP found no pose for these pairs.');
    if (refine) {
      const criteria = new cv.TermCriteria(cv.TermCriteria_COUNT + cv.TermCriteria_EPS, 100, 1e-12);
      cv.solvePnPRefineLM(
        objectPoints,
        imagePoints,
        cameraMatrix,
        distCoeffs,
        rvec,
        tvec,
        criteria,
      );
    }
    const r = Array.from(rvec.data64F);
    const t = Array.from(tvec.data64F);
    if (![...r, ...t].every(Number.isFinite)) throw new Error('PnP gave a non-finite pose.');
    return { rvec: r as Vec3, t: t as Vec3 };
  });
}

/**
 * A fisheye pixel → its normalised undistorted point (x, y) = (X/Z, Y/Z) and its angle θ from
 * the optical axis: the inverse of the equidistant model θ_d = θ (1 + k1 θ² + k2 θ⁴ + k3 θ⁶ +
 * k4 θ⁸) by Newton's method (OpenCV's fisheye::undistortPoints iterates the same equation).
 * Refuses pixels past 90° (no pinhole point) and where the model folds back (dθ_d/dθ ≤ 0).
 */
export function undistortEquidistant(
  camera: Pick<CameraIntrinsics, 'K' | 'D'>,
  pixel: Vec2,
): { xy: Vec2; theta: number } {
  const { K, D } = camera;
  const [k1 = 0, k2 = 0, k3 = 0, k4 = 0] = D;
  const yd = (pixel[1] - K[5]!) / K[4]!;
  const xd = (pixel[0] - K[2]! - K[1]! * yd) / K[0]!;
  const thetaD = Math.hypot(xd, yd);
  if (thetaD < 1e-12) return { xy: [xd, yd], theta: 0 };
  let theta = thetaD;
  for (let i = 0; i < 50; i += 1) {
    const t2 = theta * theta;
    const f = theta * (1 + t2 * (k1 + t2 * (k2 + t2 * (k3 + t2 * k4)))) - thetaD;
    const slope = 1 + t2 * (3 * k1 + t2 * (5 * k2 + t2 * (7 * k3 + t2 * 9 * k4)));
    if (!(slope > 0)) break;
    const step = f / slope;
    theta -= step;
    if (Math.abs(step) < 1e-14) {
      if (!(theta >= 0 && theta < Math.PI / 2)) break;
      const scale = Math.tan(theta) / thetaD;
      return { xy: [xd * scale, yd * scale], theta };
    }
  }
  throw new Error(
    `Pixel (${pixel[0].toFixed(1)}, ${pixel[1].toFixed(1)}) lies outside the fisheye model's ` +
      'valid field (past 90° or where its distortion folds back).',
  );
}

/**
 * Levenberg–Marquardt on (rvec, t) minimising the pixel reprojection error through
 * `projectPoint`, with a central-difference Jacobian. Used for the fisheye, whose pixels
 * OpenCV.js's solvePnPRefineLM cannot model.
 */
function refineInPixels(
  camera: CameraIntrinsics,
  pairs: readonly PointPixelPair[],
  rvec0: Vec3,
  t0: Vec3,
): { rvec: Vec3; t: Vec3 } {
  const residualsOf = (params: readonly number[]): number[] => {
    const R = rodrigues(params.slice(0, 3));
    const out: number[] = [];
    for (const pair of pairs) {
      const [x, y, z] = apply3(R, pair.point);
      const [u, v] = projectPoint(camera, x + params[3]!, y + params[4]!, z + params[5]!);
      out.push(u - pair.pixel[0], v - pair.pixel[1]);
    }
    return out;
  };
  const costOf = (r: readonly number[]) => r.reduce((sum, value) => sum + value * value, 0);
  let params = [...rvec0, ...t0];
  let residuals = residualsOf(params);
  let cost = costOf(residuals);
  let lambda = 1e-3;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const J = jacobian(residualsOf, params);
    const JtJ = new Array<number>(36).fill(0);
    const Jtr = new Array<number>(6).fill(0);
    for (let row = 0; row < residuals.length; row += 1) {
      for (let a = 0; a < 6; a += 1) {
        const ja = J[a]![row]!;
        Jtr[a]! += ja * residuals[row]!;
        for (let b = 0; b < 6; b += 1) JtJ[a * 6 + b]! += ja * J[b]![row]!;
      }
    }
    let improved = false;
    while (lambda < 1e10) {
      const damped = JtJ.map((value, k) => (k % 7 === 0 ? value * (1 + lambda) : value));
      const step = solveLinear(damped, Jtr, 6);
      const next = params.map((value, k) => value - step[k]!);
      const nextResiduals = residualsOf(next);
      const nextCost = costOf(nextResiduals);
      if (nextCost < cost) {
        const small = step.every((value) => Math.abs(value) < 1e-12);
        params = next;
        residuals = nextResiduals;
        const relative = (cost - nextCost) / Math.max(cost, 1e-300);
        cost = nextCost;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = !small && relative > 1e-15;
        break;
      }
      lambda *= 10;
    }
    if (!improved) break;
  }
  return { rvec: params.slice(0, 3) as Vec3, t: params.slice(3, 6) as Vec3 };
}

function jacobian(
  f: (params: readonly number[]) => number[],
  params: readonly number[],
): number[][] {
  return params.map((_, k) => {
    const h = 1e-7;
    const plus = [...params];
    const minus = [...params];
    plus[k]! += h;
    minus[k]! -= h;
    const fp = f(plus);
    const fm = f(minus);
    return fp.map((value, row) => (value - fm[row]!) / (2 * h));
  });
}

/** Gaussian elimination with partial pivoting on an n×n row-major system. */
function solveLinear(A: readonly number[], b: readonly number[], n: number): number[] {
  const m = A.map((value) => value);
  const x = [...b];
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs(m[row * n + col]!) > Math.abs(m[pivot * n + col]!)) pivot = row;
    }
    if (pivot !== col) {
      for (let k = 0; k < n; k += 1) {
        [m[col * n + k], m[pivot * n + k]] = [m[pivot * n + k]!, m[col * n + k]!];
      }
      [x[col], x[pivot]] = [x[pivot]!, x[col]!];
    }
    const diagonal = m[col * n + col]!;
    if (diagonal === 0) return new Array<number>(n).fill(0);
    for (let row = col + 1; row < n; row += 1) {
      const factor = m[row * n + col]! / diagonal;
      for (let k = col; k < n; k += 1) m[row * n + k]! -= factor * m[col * n + k]!;
      x[row]! -= factor * x[col]!;
    }
  }
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = x[row]!;
    for (let k = row + 1; k < n; k += 1) sum -= m[row * n + k]! * x[k]!;
    x[row] = sum / m[row * n + row]!;
  }
  return x;
}

/**
 * camera_link (REP 103 body frame: x forward, y left, z up) from the optical frame (REP 105
 * camera convention: z forward, x right, y down): p_link = OPTICAL_TO_LINK · p_optical. It is
 * fromRpy(−π/2, 0, −π/2), the fixed joint camera descriptions put between the two frames.
 */
export const OPTICAL_TO_LINK: Mat3 = [0, 0, 1, -1, 0, 0, 0, -1, 0];

export type CameraFrameKind = 'camera_optical_link' | 'camera_link';

/** A transform's explicit reading: the child frame's pose in the parent frame. */
export interface TransformDescription {
  parent: string;
  child: string;
  /** p_parent = R · p_child + t. */
  R: Mat3;
  t: Vec3;
  x: number;
  y: number;
  z: number;
  roll: number;
  pitch: number;
  yaw: number;
  /** [x, y, z, w]. */
  quaternion: [number, number, number, number];
  /** The same in words, direction included. */
  text: string;
}

/**
 * Read (R, t) as the pose of `child` in `parent`, i.e. as p_parent = R · p_child + t — the
 * convention of tf, URDF joints and Autoware's calibration YAML. Pass the transform in that
 * direction (for a solveExtrinsic result, which maps lidar → camera, that means parent =
 * camera, child = lidar; or use `cameraPoseInLidar` for the camera's pose in the lidar).
 */
export function describeTransform(
  R: Mat3,
  t: readonly number[],
  parent: string,
  child: string,
): TransformDescription {
  const [roll, pitch, yaw] = rpyOf(R);
  const quaternion = quaternionOf(R);
  const [x, y, z] = [t[0]!, t[1]!, t[2]!];
  const deg = (angle: number) => ((angle * 180) / Math.PI).toFixed(4);
  const text =
    `Pose of ${child} in ${parent} (p_${parent} = R · p_${child} + t): ` +
    `x ${x.toFixed(6)} m, y ${y.toFixed(6)} m, z ${z.toFixed(6)} m; ` +
    `roll ${roll.toFixed(6)} rad (${deg(roll)}°), pitch ${pitch.toFixed(6)} rad (${deg(pitch)}°), ` +
    `yaw ${yaw.toFixed(6)} rad (${deg(yaw)}°), applied as R = Rz(yaw) · Ry(pitch) · Rx(roll); ` +
    `quaternion [x y z w] ${quaternion.map((q) => q.toFixed(9)).join(' ')}.`;
  return { parent, child, R, t: [x, y, z], x, y, z, roll, pitch, yaw, quaternion, text };
}

/**
 * A transform whose child is the camera's optical frame (p_parent = R · p_optical + t) → the
 * same for camera_link (p_parent = R' · p_link + t): the origin is shared, only the axes turn.
 */
export function opticalChildToLink(R: Mat3, t: readonly number[]): { R: Mat3; t: Vec3 } {
  return { R: matMul3(R, transpose3(OPTICAL_TO_LINK)), t: [t[0]!, t[1]!, t[2]!] };
}

/** The inverse of `opticalChildToLink`: a camera_link child → the optical frame child. */
export function linkChildToOptical(R: Mat3, t: readonly number[]): { R: Mat3; t: Vec3 } {
  return { R: matMul3(R, OPTICAL_TO_LINK), t: [t[0]!, t[1]!, t[2]!] };
}

/**
 * The camera's pose in the lidar frame from a solveExtrinsic result (which maps lidar →
 * optical): inverted, and turned to camera_link when `as` says so. `camera` names the camera
 * (e.g. 'camera0'); the child frame is `${camera}/${as}`, Autoware's naming.
 */
export function cameraPoseInLidar(
  solution: Pick<ExtrinsicSolution, 'R' | 't'>,
  lidarFrame: string,
  camera: string,
  as: CameraFrameKind,
): TransformDescription {
  // p_lidar = Rᵀ p_optical − Rᵀ t.
  const Rt = transpose3(solution.R);
  const back = apply3(Rt, solution.t);
  const optical = { R: Rt, t: [-back[0], -back[1], -back[2]] as Vec3 };
  const pose = as === 'camera_link' ? opticalChildToLink(optical.R, optical.t) : optical;
  return describeTransform(pose.R, pose.t, lidarFrame, `${camera}/${as}`);
}
