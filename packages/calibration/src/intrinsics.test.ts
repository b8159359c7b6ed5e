import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../../test-support/opencv';
import { projectPoint } from './camera-model';
import { withMats, type Cv } from './cv';
import { newProjection, projectEquidistant, rotateWithJacobian } from './equidistant-solver';
import reference from './fixtures/solver-reference.json';
import {
  boardPoint,
  calibrateIntrinsics,
  toCameraIntrinsics,
  type IntrinsicsInput,
  type IntrinsicsResult,
  type IntrinsicsView,
} from './intrinsics';
import { apply3, rodrigues } from './rotation';
import type { ChessboardSpec, Vec2, Vec3 } from './types';

/**
 * The fixture: 20 synthetic views of an 11×8 chessboard per camera, projected through known
 * cameras with `projectPoint` plus Gaussian noise σ = 0.1 px (scripts/calibration-reference/
 * make-corners.ts), and what OpenCV 4.6 made of them (solver_reference.py).
 */
type Dataset = (typeof reference.input.datasets)[number];
const dataset = (name: string): Dataset => reference.input.datasets.find((d) => d.name === name)!;
const pinhole = dataset('pinhole');
const fisheye = dataset('fisheye');
const NOISE = pinhole.noise;

function input(data: Dataset, overrides: Partial<IntrinsicsInput> = {}): IntrinsicsInput {
  return {
    board: data.board as ChessboardSpec,
    imageSize: data.imageSize,
    model: data.model as IntrinsicsInput['model'],
    views: data.views.map((view) => ({
      file: view.file,
      corners: view.corners as Vec2[],
      ids: view.ids,
    })),
    ...overrides,
  };
}

const relative = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

/** Corner residuals of white noise σ per axis leave an RMS distance near σ·√2. */
function expectRmsNearNoise(rms: number) {
  expect(Math.abs(rms / (NOISE * Math.SQRT2) - 1)).toBeLessThan(0.1);
}

/** OpenCV's calibrateCamera called directly (K = I guess, default criteria) on a dataset's corners. */
function opencvCalibrate(
  cv: Cv,
  data: Dataset,
  flags: number,
): { K: number[]; D: number[]; rms: number } {
  return withMats((keep) => {
    const objectPoints = keep(new cv.MatVector());
    const imagePoints = keep(new cv.MatVector());
    for (const view of data.views) {
      const object = view.ids.flatMap((id) => boardPoint(data.board as ChessboardSpec, id));
      objectPoints.push_back(keep(cv.matFromArray(view.ids.length, 1, cv.CV_32FC3, object)));
      imagePoints.push_back(
        keep(cv.matFromArray(view.ids.length, 1, cv.CV_32FC2, view.corners.flat())),
      );
    }
    const K = keep(cv.matFromArray(3, 3, cv.CV_64FC1, [1, 0, 0, 0, 1, 0, 0, 0, 1]));
    const D = keep(new cv.Mat());
    const criteria = new cv.TermCriteria(
      cv.TermCriteria_COUNT + cv.TermCriteria_EPS,
      30,
      2.220446049250313e-16,
    );
    const rms = cv.calibrateCameraExtended(
      objectPoints,
      imagePoints,
      new cv.Size(data.imageSize.width, data.imageSize.height),
      K,
      D,
      keep(new cv.MatVector()),
      keep(new cv.MatVector()),
      keep(new cv.Mat()),
      keep(new cv.Mat()),
      keep(new cv.Mat()),
      flags,
      criteria,
    );
    return { K: Array.from(K.data64F), D: Array.from(D.data64F), rms };
  });
}

let cv: Cv;
let pinholeResult: IntrinsicsResult;
let fisheyeResult: IntrinsicsResult;

beforeAll(async () => {
  cv = await loadOpenCv();
  // k3 free, to compare with OpenCV's default flags (0); the default here fixes it (below).
  pinholeResult = calibrateIntrinsics(cv, input(pinhole, { fixK3: false }));
  fisheyeResult = calibrateIntrinsics(cv, input(fisheye));
}, 120_000);

describe('plumb_bob (OpenCV calibrateCamera)', () => {
  it('recovers the camera that made the corners', () => {
    const { K, D } = pinholeResult;
    const truth = pinhole.truth.K;
    expect(relative(K[0]!, truth[0]!)).toBeLessThan(1e-3);
    expect(relative(K[4]!, truth[4]!)).toBeLessThan(1e-3);
    expect(Math.abs(K[2]! - truth[2]!)).toBeLessThan(0.5);
    expect(Math.abs(K[5]! - truth[5]!)).toBeLessThan(0.5);
    expect(D).toHaveLength(5);
    D.forEach((value, i) => expect(Math.abs(value - pinhole.truth.D[i]!)).toBeLessThan(0.005));
    expectRmsNearNoise(pinholeResult.rms);
    expect(pinholeResult.model).toBe('plumb_bob');
    expect(pinholeResult.image_size).toEqual([1280, 720]);
  });

  it("matches OpenCV 4.6's answer for the same corners", () => {
    const opencv = reference.opencv.pinhole;
    pinholeResult.K.forEach((value, i) =>
      expect(Math.abs(value - opencv.K[i]!)).toBeLessThanOrEqual(1e-6 * Math.abs(opencv.K[i]!)),
    );
    pinholeResult.D.forEach((value, i) =>
      expect(Math.abs(value - opencv.D[i]!)).toBeLessThan(1e-8),
    );
    expect(relative(pinholeResult.rms, opencv.rms)).toBeLessThan(1e-9);
    pinholeResult.views.forEach((view, i) => {
      expect(view.found).toBe(true);
      expect(relative(view.rms!, opencv.perViewErrors[i]!)).toBeLessThan(1e-6);
      view.rvec!.forEach((value, j) => expect(value).toBeCloseTo(opencv.rvecs[i]![j]!, 8));
      view.tvec!.forEach((value, j) => expect(value).toBeCloseTo(opencv.tvecs[i]![j]!, 8));
    });
    // OpenCV ≥ 4.7 (this opencv.js) divides the residual by 2N − p, 4.6 by N − p.
    const points = pinhole.views.length * pinhole.views[0]!.corners.length;
    const params = 9 + 6 * pinhole.views.length;
    const scale = Math.sqrt((points - params) / (2 * points - params));
    const std = [...pinholeResult.std.K, ...pinholeResult.std.D];
    std.forEach((value, i) => expect(relative(value / scale, opencv.std[i]!)).toBeLessThan(1e-4));
  });

  it("gives per-view RMS as projectPoint measures it (OpenCV's perViewErrors)", () => {
    const camera = toCameraIntrinsics(pinholeResult);
    pinhole.views.forEach((view, i) => {
      const result = pinholeResult.views[i]!;
      const R = rodrigues(result.rvec!);
      let sum = 0;
      view.ids.forEach((id, k) => {
        const p = apply3(R, boardPoint(pinhole.board as ChessboardSpec, id));
        const t = result.tvec!;
        const [u, v] = projectPoint(camera, p[0] + t[0], p[1] + t[1], p[2] + t[2]);
        sum += (u - view.corners[k]![0]!) ** 2 + (v - view.corners[k]![1]!) ** 2;
      });
      // OpenCV measures against the corners rounded to 32-bit floats (±3e-5 px at 1000 px).
      expect(relative(Math.sqrt(sum / view.ids.length), result.rms!)).toBeLessThan(1e-4);
    });
  });

  it('keeps k3 at 0 with fixK3, as OpenCV does', () => {
    const fixed = calibrateIntrinsics(cv, input(pinhole, { fixK3: true }));
    const opencv = reference.opencv.pinholeFixK3;
    expect(fixed.D[4]).toBe(0);
    fixed.K.forEach((value, i) =>
      expect(Math.abs(value - opencv.K[i]!)).toBeLessThanOrEqual(1e-6 * Math.abs(opencv.K[i]!)),
    );
    fixed.D.forEach((value, i) => expect(Math.abs(value - opencv.D[i]!)).toBeLessThan(1e-8));
    // One parameter fewer cannot fit better.
    expect(fixed.rms).toBeGreaterThan(pinholeResult.rms);
  }, 60_000);

  it("fixes k3 at 0 when not told otherwise, as ROS's camera_calibration does", () => {
    const { fixK3: _absent, ...options } = input(pinhole);
    expect(_absent).toBeUndefined();
    const result = calibrateIntrinsics(cv, options);
    expect(result.D[4]).toBe(0);
    expect(result.std.D[4]).toBe(0);
    // Real OpenCV on the same corners with CALIB_FIX_K3 (the flag ROS passes by default).
    const opencv = opencvCalibrate(cv, pinhole, cv.CALIB_FIX_K3);
    result.K.forEach((value, i) =>
      expect(Math.abs(value - opencv.K[i]!)).toBeLessThanOrEqual(1e-9 * Math.abs(opencv.K[i]!)),
    );
    result.D.forEach((value, i) => expect(value).toBe(opencv.D[i]));
    expect(result.rms).toBe(opencv.rms);
    // And the Python reference (OpenCV 4.6, CALIB_FIX_K3) agrees.
    const reference46 = reference.opencv.pinholeFixK3;
    result.D.forEach((value, i) => expect(Math.abs(value - reference46.D[i]!)).toBeLessThan(1e-8));
  }, 60_000);

  it('keeps fx = fy with fixAspect', () => {
    const result = calibrateIntrinsics(cv, input(pinhole, { fixAspect: true }));
    expect(result.K[0]).toBe(result.K[4]);
    expect(relative(result.K[0]!, (pinhole.truth.K[0]! + pinhole.truth.K[4]!) / 2)).toBeLessThan(
      3e-3,
    );
  }, 60_000);

  it('singles out a bad view, and dropping it lowers the RMS', () => {
    const bad = 7;
    const views = input(pinhole).views.map((view, i): IntrinsicsView => {
      if (i !== bad) return view;
      // A mis-detection no pose can explain: the lower half of the board slips by 2.5 px.
      const cols = pinhole.board.cols;
      const corners = view.corners.map(([u, v], k): Vec2 =>
        Math.floor(k / cols) >= pinhole.board.rows / 2 ? [u + 2, v - 1.5] : [u, v],
      );
      return { ...view, corners };
    });
    const withBad = calibrateIntrinsics(cv, input(pinhole, { views }));
    const rms = withBad.views.map((view) => view.rms!);
    expect(rms.indexOf(Math.max(...rms))).toBe(bad);
    expect(rms[bad]!).toBeGreaterThan(3 * Math.max(...rms.filter((_, i) => i !== bad)));
    const withoutBad = calibrateIntrinsics(
      cv,
      input(pinhole, { views: views.filter((_, i) => i !== bad) }),
    );
    expect(withoutBad.rms).toBeLessThan(withBad.rms);
    expectRmsNearNoise(withoutBad.rms);
  }, 60_000);

  it('returns views without corners as not found, in their place', () => {
    const views = input(pinhole).views.slice(0, 6);
    views.splice(2, 0, { file: 'blank.png', corners: [], ids: [] });
    views.push({ file: 'few.png', corners: [[10, 10]], ids: [0] });
    const result = calibrateIntrinsics(cv, input(pinhole, { views }));
    expect(result.views.map((view) => view.file)).toEqual(views.map((view) => view.file));
    expect(result.views[2]).toEqual({
      file: 'blank.png',
      found: false,
      rms: null,
      rvec: null,
      tvec: null,
    });
    expect(result.views[7]!.found).toBe(false);
    expect(result.views.filter((view) => view.found)).toHaveLength(6);
  }, 60_000);

  it('refuses fewer than 3 usable views, saying why', () => {
    const views = input(pinhole).views.slice(0, 2);
    views.push({ file: 'blank.png', corners: [], ids: [] });
    expect(() => calibrateIntrinsics(cv, input(pinhole, { views }))).toThrow(
      /at least 3 views.*2 of 3 qualify/,
    );
    const mismatched = [{ file: 'x.png', corners: [[1, 2]] as Vec2[], ids: [0, 1] }];
    expect(() => calibrateIntrinsics(cv, input(pinhole, { views: mismatched }))).toThrow(
      /1 corners but 2 ids/,
    );
  });

  it('takes ChArUco corners by id (partial views too), OpenCV numbering', () => {
    // The same corners read as a 12×9-square ChArUco board: its inner corners are the 11×8
    // chessboard's, shifted by one square, which only moves every tvec.
    const charuco = {
      kind: 'charuco' as const,
      squaresX: 12,
      squaresY: 9,
      square: 0.03,
      marker: 0.022,
      dictionary: 'DICT_5X5_100',
    };
    expect(boardPoint(charuco, 0)).toEqual([0.03, 0.03, 0]);
    expect(boardPoint(charuco, 12)).toEqual([0.06, 0.06, 0]);
    const full = calibrateIntrinsics(cv, input(pinhole, { board: charuco, fixK3: false }));
    full.K.forEach((value, i) =>
      expect(Math.abs(value - pinholeResult.K[i]!)).toBeLessThanOrEqual(1e-6 * Math.abs(value)),
    );
    // Partial views: drop the first two rows of every other view.
    const views = input(pinhole).views.map((view, i) => {
      if (i % 2 === 0) return view;
      return { ...view, corners: view.corners.slice(22), ids: view.ids.slice(22) };
    });
    const partial = calibrateIntrinsics(
      cv,
      input(pinhole, { board: charuco, views, fixK3: false }),
    );
    expect(Math.abs(partial.K[2]! - pinhole.truth.K[2]!)).toBeLessThan(1);
    expectRmsNearNoise(partial.rms);
  }, 60_000);
});

describe('equidistant (our Levenberg–Marquardt)', () => {
  it('recovers the camera that made the corners', () => {
    const { K, D } = fisheyeResult;
    const truth = fisheye.truth;
    expect(relative(K[0]!, truth.K[0]!)).toBeLessThan(1e-3);
    expect(relative(K[4]!, truth.K[4]!)).toBeLessThan(1e-3);
    expect(Math.abs(K[2]! - truth.K[2]!)).toBeLessThan(0.5);
    expect(Math.abs(K[5]! - truth.K[5]!)).toBeLessThan(0.5);
    expect(K[1]).toBe(0);
    expectRmsNearNoise(fisheyeResult.rms);
    // k1..k4 trade off against each other; the distortion curve they make must not: within
    // 0.3 px of the true one out to 75° from the axis.
    const thetaD = (k: readonly number[], t: number) =>
      t * (1 + t ** 2 * (k[0]! + t ** 2 * (k[1]! + t ** 2 * (k[2]! + t ** 2 * k[3]!))));
    for (let deg = 0; deg <= 75; deg += 5) {
      const t = (deg * Math.PI) / 180;
      const px = truth.K[0]! * Math.abs(thetaD(D, t) - thetaD(truth.D, t));
      expect(px).toBeLessThan(0.3);
    }
  });

  it("matches OpenCV 4.6's fisheye::calibrate for the same corners", () => {
    const opencv = reference.opencv.fisheye;
    // The brief asks for K within 0.05 %; both converge to the same minimum, far closer.
    fisheyeResult.K.forEach((value, i) =>
      expect(Math.abs(value - opencv.K[i]!)).toBeLessThanOrEqual(1e-7 * Math.abs(opencv.K[i]!)),
    );
    fisheyeResult.D.forEach((value, i) =>
      expect(Math.abs(value - opencv.D[i]!)).toBeLessThan(1e-7),
    );
    expect(relative(fisheyeResult.rms, opencv.rms)).toBeLessThan(1e-7);
    fisheyeResult.views.forEach((view, i) => {
      view.rvec!.forEach((value, j) => expect(value).toBeCloseTo(opencv.rvecs[i]![j]!, 7));
      view.tvec!.forEach((value, j) => expect(value).toBeCloseTo(opencv.tvecs[i]![j]!, 7));
    });
  });

  it('reports per-view RMS through projectPoint and plausible standard deviations', () => {
    const camera = toCameraIntrinsics(fisheyeResult);
    let total = 0;
    fisheye.views.forEach((view, i) => {
      const result = fisheyeResult.views[i]!;
      const R = rodrigues(result.rvec!);
      let sum = 0;
      view.ids.forEach((id, k) => {
        const p = apply3(R, boardPoint(fisheye.board as ChessboardSpec, id));
        const t = result.tvec!;
        const [u, v] = projectPoint(camera, p[0] + t[0], p[1] + t[1], p[2] + t[2]);
        sum += (u - view.corners[k]![0]!) ** 2 + (v - view.corners[k]![1]!) ** 2;
      });
      total += sum;
      expect(Math.sqrt(sum / view.ids.length)).toBeCloseTo(result.rms!, 12);
    });
    const points = fisheye.views.length * fisheye.views[0]!.ids.length;
    expect(Math.sqrt(total / points)).toBeCloseTo(fisheyeResult.rms, 12);
    // The truth lies within a few standard deviations of the estimate.
    const estimate = [
      fisheyeResult.K[0]!,
      fisheyeResult.K[4]!,
      fisheyeResult.K[2]!,
      fisheyeResult.K[5]!,
    ];
    const truth = [
      fisheye.truth.K[0]!,
      fisheye.truth.K[4]!,
      fisheye.truth.K[2]!,
      fisheye.truth.K[5]!,
    ];
    fisheyeResult.std.K.forEach((sigma, i) => {
      expect(sigma).toBeGreaterThan(0);
      expect(Math.abs(estimate[i]! - truth[i]!)).toBeLessThan(4 * sigma);
    });
    expect(fisheyeResult.std.D).toHaveLength(4);
  });

  it('keeps fx = fy with fixAspect', () => {
    const result = calibrateIntrinsics(cv, input(fisheye, { fixAspect: true }));
    expect(result.K[0]).toBe(result.K[4]);
    expect(relative(result.K[0]!, (fisheye.truth.K[0]! + fisheye.truth.K[4]!) / 2)).toBeLessThan(
      3e-3,
    );
  }, 60_000);

  it('has analytic Jacobians that agree with finite differences', () => {
    const a = [420, 418, 640, 480, -0.02, 0.01, -0.003, 0.0005];
    const points: Vec3[] = [
      [0.3, -0.2, 0.5],
      [-0.8, 0.4, 0.3],
      [1e-9, -2e-9, 0.7],
      [0.5, 0.5, -0.1],
    ];
    const out = newProjection();
    const probe = newProjection();
    for (const [X, Y, Z] of points) {
      projectEquidistant(a, X, Y, Z, out);
      // Against projectPoint itself.
      const camera = {
        model: 'equidistant' as const,
        width: 1280,
        height: 960,
        K: [a[0]!, 0, a[2]!, 0, a[1]!, a[3]!, 0, 0, 1],
        D: a.slice(4),
      };
      const [u, v] = projectPoint(camera, X, Y, Z);
      expect(out.u).toBeCloseTo(u, 9);
      expect(out.v).toBeCloseTo(v, 9);
      const point = [X, Y, Z];
      for (let j = 0; j < 3; j += 1) {
        const h = 1e-7 * Math.max(1, Math.abs(point[j]!));
        const plus = [...point];
        const minus = [...point];
        plus[j]! += h;
        minus[j]! -= h;
        projectEquidistant(a, plus[0]!, plus[1]!, plus[2]!, probe);
        const [up, vp] = [probe.u, probe.v];
        projectEquidistant(a, minus[0]!, minus[1]!, minus[2]!, probe);
        const scale = Math.max(1, Math.abs(out.dPoint[j]!), Math.abs(out.dPoint[3 + j]!));
        expect(Math.abs((up - probe.u) / (2 * h) - out.dPoint[j]!) / scale).toBeLessThan(1e-5);
        expect(Math.abs((vp - probe.v) / (2 * h) - out.dPoint[3 + j]!) / scale).toBeLessThan(1e-5);
      }
      for (let j = 0; j < 8; j += 1) {
        const h = 1e-6 * Math.max(1, Math.abs(a[j]!));
        const plus = [...a];
        const minus = [...a];
        plus[j]! += h;
        minus[j]! -= h;
        projectEquidistant(plus, X, Y, Z, probe);
        const [up, vp] = [probe.u, probe.v];
        projectEquidistant(minus, X, Y, Z, probe);
        expect((up - probe.u) / (2 * h)).toBeCloseTo(out.dIntrinsics[j]!, 4);
        expect((vp - probe.v) / (2 * h)).toBeCloseTo(out.dIntrinsics[8 + j]!, 4);
      }
    }
    const J = new Float64Array(9);
    const p: Vec3 = [0.12, -0.07, 0.02];
    for (const rvec of [
      [0.3, -1.2, 0.5],
      [2.9, 0.1, -0.2],
      [1e-12, 0, -1e-12],
    ]) {
      const q = rotateWithJacobian(rvec, rodrigues(rvec), p, J);
      expect(q).toEqual(apply3(rodrigues(rvec), p));
      for (let i = 0; i < 3; i += 1) {
        const h = 1e-6;
        const plus = [...rvec];
        const minus = [...rvec];
        plus[i]! += h;
        minus[i]! -= h;
        const qp = apply3(rodrigues(plus), p);
        const qm = apply3(rodrigues(minus), p);
        for (let r = 0; r < 3; r += 1) {
          expect((qp[r]! - qm[r]!) / (2 * h)).toBeCloseTo(J[r * 3 + i]!, 7);
        }
      }
    }
  });
});
