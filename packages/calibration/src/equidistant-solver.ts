import { projectPoint } from './camera-model';
import { withMats, type Cv } from './cv';
import { apply3, rodrigues } from './rotation';
import type { CameraIntrinsics, Vec2, Vec3 } from './types';

/**
 * Intrinsic calibration of the equidistant (OpenCV fisheye) model: this opencv.js build has no
 * fisheye::calibrate, so this is our own Levenberg–Marquardt over the intrinsics
 * a = (fx, fy, cx, cy, k1..k4) and every view's pose (rvec, tvec), minimising the squared
 * reprojection distance of all corners — the cost OpenCV's fisheye::calibrate minimises.
 *
 * - Jacobians are analytic: projection by the chain rule, rotation by Gallego & Yezzi's closed
 *   form for d(R(v)·p)/dv (J Math Imaging Vis 51, 2015).
 * - The normal equations are block-sparse (each corner touches the intrinsics and its own view),
 *   so each step solves the intrinsics' Schur complement (8×8) and then every view's 6×6 block:
 *   linear in the number of views rather than cubic.
 * - Start: principal point at the image centre, no distortion, focal length from Zhang's
 *   homography constraints and, as a second start, OpenCV's fisheye guess max(w, h) / π; poses
 *   from solvePnP on the corners unwarped through that guess. The better of the two finishes.
 * - Skew is fixed at 0 (OpenCV's fisheye::CALIB_FIX_SKEW).
 */

export interface EquidistantProblem {
  width: number;
  height: number;
  views: Array<{ object: Vec3[]; image: Vec2[] }>;
  /** fy tied to fx (one focal length). */
  fixAspect: boolean;
}

export interface EquidistantSolution {
  rms: number;
  K: number[];
  D: number[];
  rvecs: Vec3[];
  tvecs: Vec3[];
  viewRms: number[];
  std: { K: number[]; D: number[] };
}

/** The intrinsics in the solver's order. */
type Intrinsics = [number, number, number, number, number, number, number, number];
const N_INTRINSICS = 8;

interface State {
  a: Intrinsics;
  rvecs: Vec3[];
  tvecs: Vec3[];
}

const MAX_ITERATIONS = 200;
/** Stop once a step gains less than this fraction of the cost: it is at the minimum. */
const RELATIVE_GAIN_DONE = 1e-15;
/** Unwarped corners past this angle from the axis are too near the horizon to seed a pose. */
const MAX_SEED_THETA = 1.4;

export function solveEquidistant(cv: Cv, problem: EquidistantProblem): EquidistantSolution {
  const { width, height } = problem;
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const starts: Array<[number, number]> = [];
  const zhang = zhangFocalLengths(cv, problem, cx, cy);
  if (zhang) starts.push(zhang);
  const wide = Math.max(width, height) / Math.PI;
  starts.push([wide, wide]);

  let best: { state: State; cost: number } | undefined;
  for (const [fx, fy] of starts) {
    const a: Intrinsics = [fx, fy, cx, cy, 0, 0, 0, 0];
    const poses = seedPoses(cv, problem, a);
    if (!poses) continue;
    const solved = levenbergMarquardt(problem, { a, ...poses });
    if (Number.isFinite(solved.cost) && (!best || solved.cost < best.cost)) best = solved;
  }
  if (!best) {
    throw new Error(
      'Could not find a starting pose for every view of the fisheye calibration: ' +
        'check that each view has the board flat and its corners in order.',
    );
  }
  return finish(problem, best.state);
}

/**
 * Zhang's closed form with the principal point known: each view's homography H = K [r1 r2 t]
 * gives h1ᵀωh2 = 0 and h1ᵀωh1 = h2ᵀωh2 with ω = diag(1/fx², 1/fy², 1); least squares over the
 * views (OpenCV's initIntrinsicParams2D does the same for the pinhole model).
 */
function zhangFocalLengths(
  cv: Cv,
  problem: EquidistantProblem,
  cx: number,
  cy: number,
): [number, number] | null {
  const rows: Array<[number, number, number]> = [];
  for (const view of problem.views) {
    const H = withMats((keep) => {
      const src = keep(
        cv.matFromArray(
          view.object.length,
          1,
          cv.CV_64FC2,
          view.object.flatMap((p) => [p[0], p[1]]),
        ),
      );
      const dst = keep(
        cv.matFromArray(
          view.image.length,
          1,
          cv.CV_64FC2,
          view.image.flatMap((p) => [p[0] - cx, p[1] - cy]),
        ),
      );
      // A degenerate view (corners in a line) has no homography: it just gives no equations.
      try {
        const h = keep(cv.findHomography(src, dst));
        return h.rows === 3 ? Array.from(h.data64F) : null;
      } catch {
        return null;
      }
    });
    if (!H) continue;
    const [h1x, h2x, , h1y, h2y, , h1z, h2z] = H as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    rows.push([h1x * h2x, h1y * h2y, -h1z * h2z]);
    rows.push([h1x * h1x - h2x * h2x, h1y * h1y - h2y * h2y, -(h1z * h1z - h2z * h2z)]);
  }
  let a: number;
  let b: number;
  if (problem.fixAspect) {
    let num = 0;
    let den = 0;
    for (const [p, q, r] of rows) {
      num += (p + q) * r;
      den += (p + q) * (p + q);
    }
    a = b = num / den;
  } else {
    let s11 = 0;
    let s12 = 0;
    let s22 = 0;
    let t1 = 0;
    let t2 = 0;
    for (const [p, q, r] of rows) {
      s11 += p * p;
      s12 += p * q;
      s22 += q * q;
      t1 += p * r;
      t2 += q * r;
    }
    const det = s11 * s22 - s12 * s12;
    a = (s22 * t1 - s12 * t2) / det;
    b = (s11 * t2 - s12 * t1) / det;
  }
  if (!(a > 0) || !(b > 0)) return null;
  return [1 / Math.sqrt(a), 1 / Math.sqrt(b)];
}

/** θ from θd = θ (1 + k1 θ² + … + k4 θ⁸) by Newton's method, starting at θ = θd. */
function undistortTheta(thetaD: number, k: readonly number[]): number {
  let theta = thetaD;
  for (let i = 0; i < 20; i += 1) {
    const t2 = theta * theta;
    const poly = 1 + t2 * (k[0]! + t2 * (k[1]! + t2 * (k[2]! + t2 * k[3]!)));
    const slope = 1 + t2 * (3 * k[0]! + t2 * (5 * k[1]! + t2 * (7 * k[2]! + t2 * 9 * k[3]!)));
    const step = (theta * poly - thetaD) / slope;
    theta -= step;
    if (Math.abs(step) < 1e-15) break;
  }
  return theta;
}

/** Every view's pose for intrinsics `a`: the corners unwarped to a pinhole image, then solvePnP. */
function seedPoses(
  cv: Cv,
  problem: EquidistantProblem,
  a: Intrinsics,
): { rvecs: Vec3[]; tvecs: Vec3[] } | null {
  const rvecs: Vec3[] = [];
  const tvecs: Vec3[] = [];
  for (const view of problem.views) {
    const object: number[] = [];
    const image: number[] = [];
    view.image.forEach(([u, v], k) => {
      const xd = (u - a[2]) / a[0];
      const yd = (v - a[3]) / a[1];
      const thetaD = Math.hypot(xd, yd);
      const theta = undistortTheta(thetaD, a.slice(4));
      if (theta > MAX_SEED_THETA) return;
      const scale = thetaD > 1e-12 ? Math.tan(theta) / thetaD : 1;
      object.push(...view.object[k]!);
      image.push(xd * scale, yd * scale);
    });
    if (object.length < 4 * 3) return null;
    const pose = withMats((keep) => {
      const obj = keep(cv.matFromArray(object.length / 3, 1, cv.CV_64FC3, object));
      const img = keep(cv.matFromArray(image.length / 2, 1, cv.CV_64FC2, image));
      const identity = keep(cv.matFromArray(3, 3, cv.CV_64FC1, [1, 0, 0, 0, 1, 0, 0, 0, 1]));
      const noDistortion = keep(new cv.Mat());
      const rvec = keep(new cv.Mat());
      const tvec = keep(new cv.Mat());
      let ok: boolean;
      try {
        ok = cv.solvePnP(
          obj,
          img,
          identity,
          noDistortion,
          rvec,
          tvec,
          false,
          cv.SOLVEPNP_ITERATIVE,
        );
      } catch {
        ok = false;
      }
      if (!ok) return null;
      const r = Array.from(rvec.data64F) as Vec3;
      const t = Array.from(tvec.data64F) as Vec3;
      return t[2] > 0 ? { r, t } : null;
    });
    if (!pose) return null;
    rvecs.push(pose.r);
    tvecs.push(pose.t);
  }
  return { rvecs, tvecs };
}

/** A corner's projection and its derivatives: by the camera-frame point (2×3), by `a` (2×8). */
export interface EquidistantProjection {
  u: number;
  v: number;
  /** du/dX du/dY du/dZ dv/dX dv/dY dv/dZ. */
  dPoint: Float64Array;
  /** du/da (8) then dv/da (8), a = fx fy cx cy k1 k2 k3 k4. */
  dIntrinsics: Float64Array;
}

export function newProjection(): EquidistantProjection {
  return { u: 0, v: 0, dPoint: new Float64Array(6), dIntrinsics: new Float64Array(16) };
}

/**
 * The equidistant projection (as `projectPoint` has it, skew 0) with analytic derivatives.
 * With ρ = |(X, Y)|, θ = atan2(ρ, Z), θd = θ (1 + k1θ² + k2θ⁴ + k3θ⁶ + k4θ⁸), s = θd / ρ:
 * u = fx·X·s + cx, v = fy·Y·s + cy.
 */
export function projectEquidistant(
  a: readonly number[],
  X: number,
  Y: number,
  Z: number,
  out: EquidistantProjection,
): void {
  const [fx, fy, cx, cy, k1, k2, k3, k4] = a as Intrinsics;
  const rho2 = X * X + Y * Y;
  const rho = Math.sqrt(rho2);
  const d2 = rho2 + Z * Z;
  const theta = Math.atan2(rho, Z);
  const t2 = theta * theta;
  const poly = 1 + t2 * (k1 + t2 * (k2 + t2 * (k3 + t2 * k4)));
  const thetaD = theta * poly;
  const dThetaD = 1 + t2 * (3 * k1 + t2 * (5 * k2 + t2 * (7 * k3 + t2 * 9 * k4)));
  let s: number;
  let dsX: number;
  let dsY: number;
  let dsZ: number;
  // Along the axis s → 1/Z; below ~1e-6 rad the closed form's terms cancel to noise, so use the
  // limit (s is even in X and Y, so its slope there is 0).
  if (rho > 1e-6 * Math.abs(Z) && rho > 1e-300) {
    s = thetaD / rho;
    const common = (dThetaD * Z) / (rho2 * d2) - thetaD / (rho2 * rho);
    dsX = common * X;
    dsY = common * Y;
    dsZ = -dThetaD / d2;
  } else {
    s = 1 / Z;
    dsX = 0;
    dsY = 0;
    dsZ = -1 / (Z * Z);
  }
  const xd = X * s;
  const yd = Y * s;
  out.u = fx * xd + cx;
  out.v = fy * yd + cy;
  const p = out.dPoint;
  p[0] = fx * (s + X * dsX);
  p[1] = fx * X * dsY;
  p[2] = fx * X * dsZ;
  p[3] = fy * Y * dsX;
  p[4] = fy * (s + Y * dsY);
  p[5] = fy * Y * dsZ;
  const q = out.dIntrinsics;
  q.fill(0);
  q[0] = xd;
  q[2] = 1;
  q[8 + 1] = yd;
  q[8 + 3] = 1;
  // dθd/dk_j = θ^(2j+3); d(X·s)/dk_j = X·θ^(2j+3)/ρ (→ 0 on the axis).
  let power = theta * t2;
  const inv = rho > 1e-300 ? 1 / rho : 0;
  for (let j = 0; j < 4; j += 1) {
    q[4 + j] = fx * X * power * inv;
    q[8 + 4 + j] = fy * Y * power * inv;
    power *= t2;
  }
}

/**
 * R(v)·p and its derivative by v (3×3, row-major), Gallego & Yezzi:
 * ∂(R p)/∂v_i = (v_i (v × Rp) + (v × (I − R) e_i) × Rp) / |v|².
 */
export function rotateWithJacobian(
  rvec: readonly number[],
  R: number[],
  p: Vec3,
  out: Float64Array,
): Vec3 {
  const q = apply3(R, p);
  const [v0, v1, v2] = rvec as Vec3;
  const n2 = v0 * v0 + v1 * v1 + v2 * v2;
  for (let i = 0; i < 3; i += 1) {
    let col: Vec3;
    if (n2 < 1e-20) {
      // R ≈ I + [v]×, so ∂(R p)/∂v_i ≈ e_i × p.
      const e: Vec3 = [i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0];
      col = cross(e, q);
    } else {
      // (I − R) e_i is e_i minus R's column i.
      const m: Vec3 = [
        (i === 0 ? 1 : 0) - R[i]!,
        (i === 1 ? 1 : 0) - R[3 + i]!,
        (i === 2 ? 1 : 0) - R[6 + i]!,
      ];
      const vq = cross([v0, v1, v2], q);
      const aq = cross(cross([v0, v1, v2], m), q);
      const vi = rvec[i]!;
      col = [(vi * vq[0] + aq[0]) / n2, (vi * vq[1] + aq[1]) / n2, (vi * vq[2] + aq[2]) / n2];
    }
    out[i] = col[0];
    out[3 + i] = col[1];
    out[6 + i] = col[2];
  }
  return q;
}

function cross(a: readonly number[], b: readonly number[]): Vec3 {
  return [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
}

/** The normal equations, block by block: U (p×p), per view V (6×6) and W (p×6), and Jᵀr. */
interface Normal {
  cost: number;
  U: Float64Array;
  gA: Float64Array;
  V: Float64Array[];
  W: Float64Array[];
  gE: Float64Array[];
}

/** Columns of the full intrinsic Jacobian to the free ones (fixAspect adds fx's and fy's). */
function freeCount(problem: EquidistantProblem): number {
  return problem.fixAspect ? N_INTRINSICS - 1 : N_INTRINSICS;
}

function toFree(
  problem: EquidistantProblem,
  row: Float64Array,
  offset: number,
  out: Float64Array,
): void {
  if (problem.fixAspect) {
    out[0] = row[offset]! + row[offset + 1]!;
    for (let j = 2; j < N_INTRINSICS; j += 1) out[j - 1] = row[offset + j]!;
  } else {
    for (let j = 0; j < N_INTRINSICS; j += 1) out[j] = row[offset + j]!;
  }
}

function evaluate(problem: EquidistantProblem, state: State, withNormal: boolean): Normal {
  const p = freeCount(problem);
  const normal: Normal = {
    cost: 0,
    U: new Float64Array(p * p),
    gA: new Float64Array(p),
    V: [],
    W: [],
    gE: [],
  };
  const proj = newProjection();
  const dRot = new Float64Array(9);
  const ja = [new Float64Array(p), new Float64Array(p)];
  const je = [new Float64Array(6), new Float64Array(6)];
  problem.views.forEach((view, i) => {
    const rvec = state.rvecs[i]!;
    const t = state.tvecs[i]!;
    const R = rodrigues(rvec);
    const V = new Float64Array(36);
    const W = new Float64Array(p * 6);
    const gE = new Float64Array(6);
    view.object.forEach((point, k) => {
      const q = rotateWithJacobian(rvec, R, point, dRot);
      projectEquidistant(state.a, q[0] + t[0], q[1] + t[1], q[2] + t[2], proj);
      const [x, y] = view.image[k]!;
      const r = [proj.u - x, proj.v - y];
      normal.cost += r[0]! * r[0]! + r[1]! * r[1]!;
      if (!withNormal) return;
      for (let c = 0; c < 2; c += 1) {
        toFree(problem, proj.dIntrinsics, c * 8, ja[c]!);
        const dp = proj.dPoint.subarray(c * 3, c * 3 + 3);
        const e = je[c]!;
        // d/drvec = dproj/dX · d(Rp)/dv; d/dt = dproj/dX.
        for (let j = 0; j < 3; j += 1) {
          e[j] = dp[0]! * dRot[j]! + dp[1]! * dRot[3 + j]! + dp[2]! * dRot[6 + j]!;
          e[3 + j] = dp[j]!;
        }
      }
      for (let c = 0; c < 2; c += 1) {
        const A = ja[c]!;
        const E = je[c]!;
        const rc = r[c]!;
        for (let m = 0; m < p; m += 1) {
          normal.gA[m]! += A[m]! * rc;
          for (let n = 0; n < p; n += 1) normal.U[m * p + n]! += A[m]! * A[n]!;
          for (let n = 0; n < 6; n += 1) W[m * 6 + n]! += A[m]! * E[n]!;
        }
        for (let m = 0; m < 6; m += 1) {
          gE[m]! += E[m]! * rc;
          for (let n = 0; n < 6; n += 1) V[m * 6 + n]! += E[m]! * E[n]!;
        }
      }
    });
    normal.V.push(V);
    normal.W.push(W);
    normal.gE.push(gE);
  });
  return normal;
}

/**
 * One damped step (Marquardt: the diagonal scaled by 1 + λ) through the Schur complement:
 * (Uλ − Σ W Vλ⁻¹ Wᵀ) δa = −gA + Σ W Vλ⁻¹ gE, then δe = Vλ⁻¹ (−gE − Wᵀ δa) per view.
 */
function dampedStep(
  normal: Normal,
  p: number,
  lambda: number,
): { da: Float64Array; de: Float64Array[] } | null {
  const S = Float64Array.from(normal.U);
  for (let m = 0; m < p; m += 1) S[m * p + m]! += lambda * (normal.U[m * p + m]! + 1e-12);
  const rhs = Float64Array.from(normal.gA, (g) => -g);
  const vInverses: Float64Array[] = [];
  for (let i = 0; i < normal.V.length; i += 1) {
    const V = Float64Array.from(normal.V[i]!);
    for (let m = 0; m < 6; m += 1) V[m * 6 + m]! += lambda * (normal.V[i]![m * 6 + m]! + 1e-12);
    const Vinv = invert(V, 6);
    if (!Vinv) return null;
    vInverses.push(Vinv);
    const W = normal.W[i]!;
    // Y = W Vλ⁻¹ (p×6).
    const Y = new Float64Array(p * 6);
    for (let m = 0; m < p; m += 1)
      for (let n = 0; n < 6; n += 1) {
        let sum = 0;
        for (let k = 0; k < 6; k += 1) sum += W[m * 6 + k]! * Vinv[k * 6 + n]!;
        Y[m * 6 + n] = sum;
      }
    const gE = normal.gE[i]!;
    for (let m = 0; m < p; m += 1) {
      for (let n = 0; n < p; n += 1) {
        let sum = 0;
        for (let k = 0; k < 6; k += 1) sum += Y[m * 6 + k]! * W[n * 6 + k]!;
        S[m * p + n]! -= sum;
      }
      let sum = 0;
      for (let k = 0; k < 6; k += 1) sum += Y[m * 6 + k]! * gE[k]!;
      rhs[m]! += sum;
    }
  }
  const Sinv = invert(S, p);
  if (!Sinv) return null;
  const da = multiply(Sinv, rhs, p);
  const de = normal.V.map((_, i) => {
    const W = normal.W[i]!;
    const gE = normal.gE[i]!;
    const b = new Float64Array(6);
    for (let n = 0; n < 6; n += 1) {
      let sum = -gE[n]!;
      for (let m = 0; m < p; m += 1) sum -= W[m * 6 + n]! * da[m]!;
      b[n] = sum;
    }
    return multiply(vInverses[i]!, b, 6);
  });
  return { da, de };
}

function applyStep(
  problem: EquidistantProblem,
  state: State,
  da: Float64Array,
  de: Float64Array[],
): State {
  const a = [...state.a] as Intrinsics;
  if (problem.fixAspect) {
    a[0] += da[0]!;
    a[1] += da[0]!;
    for (let j = 2; j < N_INTRINSICS; j += 1) a[j]! += da[j - 1]!;
  } else {
    for (let j = 0; j < N_INTRINSICS; j += 1) a[j]! += da[j]!;
  }
  return {
    a,
    rvecs: state.rvecs.map((r, i) => [r[0] + de[i]![0]!, r[1] + de[i]![1]!, r[2] + de[i]![2]!]),
    tvecs: state.tvecs.map((t, i) => [t[0] + de[i]![3]!, t[1] + de[i]![4]!, t[2] + de[i]![5]!]),
  };
}

function levenbergMarquardt(
  problem: EquidistantProblem,
  start: State,
): { state: State; cost: number } {
  const p = freeCount(problem);
  let state = start;
  let normal = evaluate(problem, state, true);
  let lambda = 1e-3;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const step = dampedStep(normal, p, lambda);
    const candidate = step && applyStep(problem, state, step.da, step.de);
    const cost = candidate ? evaluate(problem, candidate, false).cost : Infinity;
    if (candidate && cost < normal.cost) {
      const gain = (normal.cost - cost) / normal.cost;
      state = candidate;
      normal = evaluate(problem, state, true);
      lambda = Math.max(lambda / 10, 1e-12);
      if (gain < RELATIVE_GAIN_DONE) break;
    } else {
      // Not better: a shorter, more gradient-like step. Past 1e12 no step helps: converged.
      lambda *= 10;
      if (lambda > 1e12) break;
    }
  }
  return { state, cost: normal.cost };
}

/** The answer: K, D, poses, RMS through `projectPoint`, and standard deviations. */
function finish(problem: EquidistantProblem, state: State): EquidistantSolution {
  const [fx, fy, cx, cy, k1, k2, k3, k4] = state.a;
  const camera: CameraIntrinsics = {
    model: 'equidistant',
    width: problem.width,
    height: problem.height,
    K: [fx, 0, cx, 0, fy, cy, 0, 0, 1],
    D: [k1, k2, k3, k4],
  };
  let sumSquared = 0;
  let points = 0;
  const viewRms = problem.views.map((view, i) => {
    const err = reprojectionRms(camera, view.object, view.image, state.rvecs[i]!, state.tvecs[i]!);
    sumSquared += err.sumSquared;
    points += view.object.length;
    return err.rms;
  });

  // Covariance of the intrinsics: σ² (Schur complement of JᵀJ)⁻¹, with σ² the residual variance
  // over 2N − (parameters) degrees of freedom, as OpenCV ≥ 4.7's calibrateCamera has it.
  const p = freeCount(problem);
  const normal = evaluate(problem, state, true);
  const step = schurInverse(normal, p);
  const dof = 2 * points - (p + 6 * problem.views.length);
  const sigma2 = sumSquared / Math.max(dof, 1);
  const variance = (j: number) => (step ? Math.sqrt(step[j * p + j]! * sigma2) : NaN);
  const stdFree = Array.from({ length: p }, (_, j) => variance(j));
  const stdFull = problem.fixAspect ? [stdFree[0]!, ...stdFree] : stdFree;
  return {
    rms: Math.sqrt(sumSquared / points),
    K: camera.K,
    D: camera.D,
    rvecs: state.rvecs,
    tvecs: state.tvecs,
    viewRms,
    std: { K: stdFull.slice(0, 4), D: stdFull.slice(4, 8) },
  };
}

/** (U − Σ W V⁻¹ Wᵀ)⁻¹: the intrinsics' block of (JᵀJ)⁻¹. */
function schurInverse(normal: Normal, p: number): Float64Array | null {
  const S = Float64Array.from(normal.U);
  for (let i = 0; i < normal.V.length; i += 1) {
    const Vinv = invert(Float64Array.from(normal.V[i]!), 6);
    if (!Vinv) return null;
    const W = normal.W[i]!;
    for (let m = 0; m < p; m += 1)
      for (let n = 0; n < p; n += 1) {
        let sum = 0;
        for (let k = 0; k < 6; k += 1)
          for (let l = 0; l < 6; l += 1) sum += W[m * 6 + k]! * Vinv[k * 6 + l]! * W[n * 6 + l]!;
        S[m * p + n]! -= sum;
      }
  }
  return invert(S, p);
}

/** Gauss–Jordan inverse with partial pivoting of an n×n row-major matrix; null if singular. */
function invert(A: Float64Array, n: number): Float64Array | null {
  const a = Float64Array.from(A);
  const inv = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) inv[i * n + i] = 1;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(a[r * n + col]!) > Math.abs(a[pivot * n + col]!)) pivot = r;
    const scale = a[pivot * n + col]!;
    if (scale === 0 || !Number.isFinite(scale)) return null;
    if (pivot !== col) {
      for (let c = 0; c < n; c += 1) {
        [a[col * n + c], a[pivot * n + c]] = [a[pivot * n + c]!, a[col * n + c]!];
        [inv[col * n + c], inv[pivot * n + c]] = [inv[pivot * n + c]!, inv[col * n + c]!];
      }
    }
    for (let c = 0; c < n; c += 1) {
      a[col * n + c]! /= scale;
      inv[col * n + c]! /= scale;
    }
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const factor = a[r * n + col]!;
      if (factor === 0) continue;
      for (let c = 0; c < n; c += 1) {
        a[r * n + c]! -= factor * a[col * n + c]!;
        inv[r * n + c]! -= factor * inv[col * n + c]!;
      }
    }
  }
  return inv;
}

function multiply(M: Float64Array, x: Float64Array, n: number): Float64Array {
  const out = new Float64Array(n);
  for (let r = 0; r < n; r += 1) {
    let sum = 0;
    for (let c = 0; c < n; c += 1) sum += M[r * n + c]! * x[c]!;
    out[r] = sum;
  }
  return out;
}

/**
 * sqrt(mean squared reprojection distance) of board points seen at pose (rvec, tvec), through
 * `projectPoint` — the measure of OpenCV's per-view errors.
 */
export function reprojectionRms(
  camera: CameraIntrinsics,
  object: readonly Vec3[],
  image: readonly Vec2[],
  rvec: readonly number[],
  tvec: readonly number[],
): { sumSquared: number; rms: number } {
  const R = rodrigues(rvec);
  let sumSquared = 0;
  object.forEach((point, k) => {
    const p = apply3(R, point);
    const [u, v] = projectPoint(camera, p[0] + tvec[0]!, p[1] + tvec[1]!, p[2] + tvec[2]!);
    const [x, y] = image[k]!;
    sumSquared += (u - x) ** 2 + (v - y) ** 2;
  });
  return { sumSquared, rms: Math.sqrt(sumSquared / object.length) };
}
