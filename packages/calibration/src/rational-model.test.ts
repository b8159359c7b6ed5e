import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../../test-support/opencv';
import { projectPoint } from './camera-model';
import {
  cameraInfoYaml,
  opencvYaml,
  parseCameraInfoYaml,
  parseOpenCvYaml,
} from './camera-info-yaml';
import { monotonicLimit } from './cloud-overlay';
import { withMats, type Cv } from './cv';
import { solveExtrinsic } from './extrinsic';
import {
  boardPoint,
  calibrateIntrinsics,
  toCameraIntrinsics,
  type IntrinsicsInput,
  type IntrinsicsResult,
} from './intrinsics';
import { syntheticViews } from './render';
import { apply3, fromRpy, rodrigues } from './rotation';
import type { CameraIntrinsics, ChessboardSpec, Vec2, Vec3 } from './types';
import { undistortNormalized } from './undistort';

/**
 * The rational_polynomial model (issue 32): OpenCV's CALIB_RATIONAL_MODEL, k1 k2 p1 p2 k3 k4 k5
 * k6, which ROS's camera_calibration writes for --k-coefficients=6. A wide lens (about 100°
 * across) with known coefficients makes the corners; OpenCV.js is the reference.
 */
const WIDE: CameraIntrinsics = {
  model: 'rational_polynomial',
  width: 1280,
  height: 800,
  K: [812.5, 0, 641.3, 0, 811.2, 398.6, 0, 0, 1],
  D: [1.2, 0.3, 0.0006, -0.0004, 0.005, 1.6, 0.75, 0.06],
};
const BOARD: ChessboardSpec = { kind: 'chessboard', cols: 9, rows: 6, square: 0.04 };
const NOISE = 0.05;

let cv: Cv;
let input: IntrinsicsInput;
let result: IntrinsicsResult;

/** The board's corners through WIDE for each seeded pose, with seeded Gaussian noise σ = noise. */
function wideViews(noise: number): IntrinsicsInput['views'] {
  const gauss = gaussianRandom(seededRandom(3207));
  return syntheticViews(WIDE, BOARD, 24, 32).map((pose, index) => {
    const R = rodrigues(pose.rvec);
    const ids = Array.from({ length: BOARD.cols * BOARD.rows }, (_, id) => id);
    const corners = ids.map((id): Vec2 => {
      const p = apply3(R, boardPoint(BOARD, id));
      const [u, v] = projectPoint(
        WIDE,
        p[0] + pose.tvec[0],
        p[1] + pose.tvec[1],
        p[2] + pose.tvec[2],
      );
      return [u + noise * gauss(), v + noise * gauss()];
    });
    return { file: `wide-${index + 1}.png`, corners, ids };
  });
}

/** OpenCV's calibrateCamera itself on the same corners (K = I guess, default criteria). */
function opencvCalibrate(flags: number): { K: number[]; D: number[]; rms: number } {
  return withMats((keep) => {
    const objectPoints = keep(new cv.MatVector());
    const imagePoints = keep(new cv.MatVector());
    for (const view of input.views) {
      const object = view.ids.flatMap((id) => boardPoint(BOARD, id));
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
      new cv.Size(WIDE.width, WIDE.height),
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

/** OpenCV's projectPoints with the camera's 8 coefficients. */
function opencvProject(camera: CameraIntrinsics, points: Vec3[]): Vec2[] {
  return withMats((keep) => {
    const object = keep(cv.matFromArray(points.length, 1, cv.CV_64FC3, points.flat()));
    const zero = keep(cv.matFromArray(3, 1, cv.CV_64FC1, [0, 0, 0]));
    const K = keep(cv.matFromArray(3, 3, cv.CV_64FC1, camera.K));
    const D = keep(cv.matFromArray(camera.D.length, 1, cv.CV_64FC1, camera.D));
    const out = keep(new cv.Mat());
    cv.projectPoints(object, zero, zero, K, D, out);
    return points.map((_, i): Vec2 => [out.data64F[2 * i]!, out.data64F[2 * i + 1]!]);
  });
}

beforeAll(async () => {
  cv = await loadOpenCv();
  input = { board: BOARD, imageSize: WIDE, views: wideViews(NOISE), model: 'rational_polynomial' };
  result = calibrateIntrinsics(cv, input);
}, 120_000);

describe('rational_polynomial (OpenCV CALIB_RATIONAL_MODEL)', () => {
  it("projects as OpenCV's projectPoints does with 8 coefficients", () => {
    const points: Vec3[] = [];
    for (let x = -1.5; x <= 1.5; x += 0.25) {
      for (let y = -1; y <= 1; y += 0.25) points.push([x * 3, y * 3, 3]);
    }
    const ours = points.map((p) => projectPoint(WIDE, ...p));
    opencvProject(WIDE, points).forEach(([u, v], i) => {
      expect(Math.abs(ours[i]![0] - u)).toBeLessThan(1e-9);
      expect(Math.abs(ours[i]![1] - v)).toBeLessThan(1e-9);
    });
  });

  it('is OpenCV calibrateCamera with CALIB_RATIONAL_MODEL on the same corners', () => {
    const opencv = opencvCalibrate(cv.CALIB_RATIONAL_MODEL);
    expect(result.model).toBe('rational_polynomial');
    expect(result.D).toHaveLength(8);
    expect(result.std.D).toHaveLength(8);
    expect(opencv.D.length).toBeGreaterThanOrEqual(8);
    result.K.forEach((value, i) => expect(value).toBe(opencv.K[i]));
    result.D.forEach((value, i) => expect(value).toBe(opencv.D[i]));
    expect(result.rms).toBe(opencv.rms);
  }, 60_000);

  it('recovers the wide lens that made the corners', () => {
    // Corner noise σ per axis leaves an RMS distance near σ·√2.
    expect(Math.abs(result.rms / (NOISE * Math.SQRT2) - 1)).toBeLessThan(0.1);
    expect(Math.abs(result.K[0]! / WIDE.K[0]! - 1)).toBeLessThan(1e-3);
    expect(Math.abs(result.K[4]! / WIDE.K[4]! - 1)).toBeLessThan(1e-3);
    // The principal point within 3 of OpenCV's own standard deviations (0.14–0.19 px here).
    expect(Math.abs(result.K[2]! - WIDE.K[2]!)).toBeLessThan(3 * result.std.K[2]!);
    expect(Math.abs(result.K[5]! - WIDE.K[5]!)).toBeLessThan(3 * result.std.K[3]!);
    // Every pixel within half a pixel; most of it is the principal point's own uncertainty.
    expect(worstMappingError(toCameraIntrinsics(result))).toBeLessThan(0.5);

    // Without noise the fit is exact: K, p1, p2 to their digits, the lens to a thousandth of a
    // pixel everywhere in view. k1..k6 themselves are not determined (numerator and denominator
    // trade off: OpenCV returns another set that draws the same lens, as it does here).
    const exact = calibrateIntrinsics(cv, { ...input, views: wideViews(0) });
    expect(exact.rms).toBeLessThan(1e-4);
    exact.K.forEach((value, i) => expect(Math.abs(value - WIDE.K[i]!)).toBeLessThan(1e-3));
    expect(Math.abs(exact.D[2]! - WIDE.D[2]!)).toBeLessThan(1e-7);
    expect(Math.abs(exact.D[3]! - WIDE.D[3]!)).toBeLessThan(1e-7);
    expect(worstMappingError(toCameraIntrinsics(exact))).toBeLessThan(1e-3);
  }, 60_000);

  it('writes camera_info as ROS does for --k-coefficients=6, and reads it back', () => {
    const camera = toCameraIntrinsics(result);
    const yaml = cameraInfoYaml(camera, 'wide_camera');
    expect(yaml).toMatch(/\ndistortion_model: rational_polynomial\n/);
    expect(yaml).toMatch(/distortion_coefficients:\n {2}rows: 1\n {2}cols: 8\n/);
    const read = parseCameraInfoYaml(yaml);
    expect(read.intrinsics.model).toBe('rational_polynomial');
    expect(read.intrinsics.D).toEqual(camera.D);
    expect(read.intrinsics.K).toEqual(camera.K);

    const opencv = parseOpenCvYaml(opencvYaml(camera));
    expect(opencv.intrinsics.model).toBe('rational_polynomial');
    expect(opencv.intrinsics.D).toEqual(camera.D);

    const five = yaml.replace(
      /cols: 8\n(.*)data: \[([^,]+,){4}([^,]+),.*\]/,
      'cols: 5\n$1data: [1, 2, 3, 4, 5]',
    );
    expect(() => parseCameraInfoYaml(five)).toThrow(
      'rational_polynomial takes 8 distortion coefficients (k1 k2 p1 p2 k3 k4 k5 k6); the file has 5.',
    );
  });

  it('undistorts pixels to the directions that project to them', () => {
    for (const [x, y] of [
      [0.3, -0.2],
      [0.8, 0.5],
      [-1.1, 0.4],
    ] as const) {
      const [u, v] = projectPoint(WIDE, x, y, 1);
      // OpenCV's fixed five iterations, as getOptimalNewCameraMatrix uses them, get close.
      const [nx, ny] = undistortNormalized(WIDE, u, v);
      expect(Math.hypot(nx - x, ny - y)).toBeLessThan(0.02);
    }
    // The overlay stops where the rational mapping stops increasing (or its denominator 0).
    const limit = monotonicLimit(WIDE);
    expect(limit).toBeGreaterThan(1.6);
  });

  it('solves a lidar–camera pose through the rational lens as solvePnP does', () => {
    const R = fromRpy(0.1, -0.05, 0.2);
    const t: Vec3 = [0.2, -0.1, 0.3];
    const seeded = seededRandom(7);
    const pairs = Array.from({ length: 20 }, () => {
      const point: Vec3 = [(seeded() - 0.5) * 10, (seeded() - 0.5) * 6, 4 + seeded() * 8];
      const p = apply3(R, point);
      return { point, pixel: projectPoint(WIDE, p[0] + t[0], p[1] + t[1], p[2] + t[2]) };
    });
    const solved = solveExtrinsic(cv, {
      K: WIDE.K,
      D: WIDE.D,
      model: 'rational_polynomial',
      pairs,
    });
    solved.R.forEach((value, i) => expect(Math.abs(value - R[i]!)).toBeLessThan(1e-9));
    solved.t.forEach((value, i) => expect(Math.abs(value - t[i]!)).toBeLessThan(1e-9));
    expect(solved.reprojection_rms).toBeLessThan(1e-6);
    // Read as plumb_bob, the rational terms would be dropped: refused, naming the model.
    expect(() => solveExtrinsic(cv, { K: WIDE.K, D: WIDE.D, model: 'plumb_bob', pairs })).toThrow(
      /choose rational_polynomial/,
    );
  });
});

/**
 * The largest distance (px) between where WIDE and `camera` put a direction, over the directions
 * the views' corners cover (within their farthest distance from the principal point): outside
 * them no calibration knows the lens.
 */
function worstMappingError(camera: CameraIntrinsics): number {
  const reach = Math.max(
    ...input.views.flatMap((view) =>
      view.corners.map(([u, v]) => Math.hypot(u - WIDE.K[2]!, v - WIDE.K[5]!)),
    ),
  );
  let worst = 0;
  for (let x = -1.6; x <= 1.6; x += 0.05) {
    for (let y = -1.1; y <= 1.1; y += 0.05) {
      const [u, v] = projectPoint(WIDE, x, y, 1);
      if (!(Math.hypot(u - WIDE.K[2]!, v - WIDE.K[5]!) <= reach)) continue;
      const [su, sv] = projectPoint(camera, x, y, 1);
      worst = Math.max(worst, Math.hypot(su - u, sv - v));
    }
  }
  return worst;
}
