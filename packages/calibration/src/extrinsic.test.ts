import { beforeAll, describe, expect, it } from 'vitest';
import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import { loadOpenCv } from '../../../test-support/opencv';
import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import { withMats } from './cv';
import type { PointPixelPair } from './extrinsic';
import {
  OPTICAL_TO_LINK,
  cameraPoseInLidar,
  describeTransform,
  linkChildToOptical,
  opticalChildToLink,
  solveExtrinsic,
  undistortEquidistant,
} from './extrinsic';
import fisheyeFixture from './fixtures/fisheye-undistort.json';
import type { Mat3 } from './rotation';
import {
  apply3,
  composeTransforms,
  fromQuaternion,
  fromRpy,
  invertTransform,
  matMul3,
  quaternionOf,
  rodrigues,
  rodriguesVector,
  rpyOf,
  symmetricEigen3,
  transpose3,
} from './rotation';
import type { CameraIntrinsics, Vec2, Vec3 } from './types';

/** Seeded uniform and normal numbers, so every run checks the same answers. */
function random(seed: number): { uniform: () => number; gaussian: () => number } {
  const uniform = seededRandom(seed);
  return { uniform, gaussian: gaussianRandom(uniform) };
}

/** The angle of R_a · R_bᵀ, degrees (via its rvec: acos of the trace loses small angles). */
function angleBetween(a: Mat3, b: Mat3): number {
  return (Math.hypot(...rodriguesVector(matMul3(a, transpose3(b)))) * 180) / Math.PI;
}

const pinhole: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 1920,
  height: 1080,
  K: [1000, 0, 955.3, 0, 1002, 541.7, 0, 0, 1],
  D: [-0.12, 0.05, 0.0007, -0.0004, -0.01],
};

const fisheye: CameraIntrinsics = {
  model: 'equidistant',
  width: 1280,
  height: 960,
  K: fisheyeFixture.K,
  D: fisheyeFixture.D,
};

/**
 * The true lidar → camera transform: a camera looking forward from the lidar's left front,
 * turned a few degrees each way (camera_link rpy 2°, −3°, 5°) — composed so the optical frame
 * is what solvePnP sees.
 */
const deg = Math.PI / 180;
const linkInLidar = { R: fromRpy(2 * deg, -3 * deg, 5 * deg), t: [0.42, 0.17, -0.23] as Vec3 };
const opticalInLidar = linkChildToOptical(linkInLidar.R, linkInLidar.t);
const truth = invertTransform(opticalInLidar.R, opticalInLidar.t);

/** Points the camera sees (optical frame, within the image), moved to the lidar frame. */
function scene(
  camera: CameraIntrinsics,
  count: number,
  seed: number,
  sigma: number,
): PointPixelPair[] {
  const rng = random(seed);
  const back = invertTransform(truth.R, truth.t);
  const pairs: PointPixelPair[] = [];
  while (pairs.length < count) {
    const z = 2 + rng.uniform() * 13;
    const spread = camera.model === 'equidistant' ? 3 : 0.9;
    const x = (rng.uniform() * 2 - 1) * z * spread;
    const y = (rng.uniform() * 2 - 1) * z * spread * 0.6;
    if (camera.model === 'equidistant' && Math.atan2(Math.hypot(x, y), z) > 75 * deg) continue;
    const [u, v] = projectPoint(camera, x, y, z);
    if (!(u >= 0 && u < camera.width && v >= 0 && v < camera.height)) continue;
    const point = apply3(back.R, [x, y, z]).map((value, k) => value + back.t[k]!) as Vec3;
    pairs.push({ point, pixel: [u + sigma * rng.gaussian(), v + sigma * rng.gaussian()] });
  }
  return pairs;
}

let cv: Cv;
beforeAll(async () => {
  cv = await loadOpenCv();
});

describe('solveExtrinsic', () => {
  it('recovers a known lidar → camera transform from noisy pixels (σ = 0.3 px)', () => {
    const pairs = scene(pinhole, 40, 1, 0.3);
    const result = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    expect(angleBetween(result.R, truth.R)).toBeLessThan(0.05);
    expect(Math.hypot(...result.t.map((value, k) => value - truth.t[k]!))).toBeLessThan(0.005);
    // 2D noise of σ per axis: RMS ≈ σ√2 ≈ 0.42 px, a little less for the 6 fitted parameters.
    expect(result.reprojection_rms).toBeGreaterThan(0.3);
    expect(result.reprojection_rms).toBeLessThan(0.5);
    expect(result.residuals).toHaveLength(40);
    expect(result.rpy).toEqual(rpyOf(result.R));
    expect(
      fromQuaternion(result.quaternion).every((v, i) => Math.abs(v - result.R[i]!) < 1e-12),
    ).toBe(true);
  });

  it('is exact without noise, for a planar (board-like) set too', () => {
    const exact = solveExtrinsic(cv, {
      K: pinhole.K,
      D: pinhole.D,
      pairs: scene(pinhole, 12, 2, 0),
    });
    expect(angleBetween(exact.R, truth.R)).toBeLessThan(1e-6);
    expect(exact.reprojection_rms).toBeLessThan(1e-6);

    // A 6 × 4 grid on a plane 5 m ahead of the camera, tilted.
    const plane: PointPixelPair[] = [];
    const back = invertTransform(truth.R, truth.t);
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 6; c += 1) {
        const p: Vec3 = [-0.5 + c * 0.2, -0.3 + r * 0.2, 5 + 0.3 * c * 0.2];
        plane.push({
          point: apply3(back.R, p).map((value, k) => value + back.t[k]!) as Vec3,
          pixel: projectPoint(pinhole, ...p),
        });
      }
    const planar = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs: plane });
    expect(angleBetween(planar.R, truth.R)).toBeLessThan(1e-6);
    expect(planar.reprojection_rms).toBeLessThan(1e-6);
  });

  it('shows a misclicked pair as the largest residual', () => {
    const pairs = scene(pinhole, 30, 3, 0.3);
    const bad = 17;
    pairs[bad] = { ...pairs[bad]!, pixel: [pairs[bad]!.pixel[0] + 12, pairs[bad]!.pixel[1] - 9] };
    const result = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    const worst = result.residuals.indexOf(Math.max(...result.residuals));
    expect(worst).toBe(bad);
    expect(result.residuals[bad]).toBeGreaterThan(8);
  });

  it('solves an equidistant (fisheye) camera, residuals in fisheye pixels', () => {
    const pairs = scene(fisheye, 80, 4, 0.3);
    expect(Math.max(...pairs.map((p) => p.pixel[0]))).toBeGreaterThan(1000);
    const result = solveExtrinsic(cv, { K: fisheye.K, D: fisheye.D, model: 'equidistant', pairs });
    expect(angleBetween(result.R, truth.R)).toBeLessThan(0.05);
    expect(Math.hypot(...result.t.map((value, k) => value - truth.t[k]!))).toBeLessThan(0.005);
    expect(result.reprojection_rms).toBeGreaterThan(0.3);
    expect(result.reprojection_rms).toBeLessThan(0.5);
  });

  it('refuses fewer than 6 pairs and degenerate input, saying why', () => {
    const pairs = scene(pinhole, 10, 5, 0);
    const solve = (list: PointPixelPair[]) => () =>
      solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs: list });
    expect(solve(pairs.slice(0, 5))).toThrow(/at least 6 pairs.*got 5/);
    expect(solve([...pairs.slice(0, 6), pairs[2]!])).toThrow(/Pairs 3 and 7 have the same point/);
    const nan = pairs.map((p, i) => (i === 4 ? { ...p, point: [NaN, 1, 2] as Vec3 } : p));
    expect(solve(nan)).toThrow(/Pair 5 .*not a finite number/);
    const line = pairs.map((p, i) => ({ point: [i + 1, 2 * i, 0.5] as Vec3, pixel: p.pixel }));
    expect(solve(line)).toThrow(/one line/);
    const flatPixels = pairs.map((p, i) => ({ point: p.point, pixel: [100 + i * 10, 50] as Vec2 }));
    expect(solve(flatPixels)).toThrow(/pixels all lie on one line/);
    expect(() => solveExtrinsic(cv, { K: pinhole.K, D: [0, 0, 0, 0, 0, 0.1], pairs })).toThrow(
      /k1 k2 p1 p2 k3/,
    );
  });
});

/** OpenCV's own SQPnP + solvePnPRefineLM on these pairs, as [R, t]. */
function opencvPnP(camera: CameraIntrinsics, pairs: readonly PointPixelPair[]): [Mat3, Vec3] {
  return withMats((keep) => {
    const object = keep(
      cv.matFromArray(
        pairs.length,
        1,
        cv.CV_64FC3,
        pairs.flatMap((p) => p.point),
      ),
    );
    const image = keep(
      cv.matFromArray(
        pairs.length,
        1,
        cv.CV_64FC2,
        pairs.flatMap((p) => p.pixel),
      ),
    );
    const K = keep(cv.matFromArray(3, 3, cv.CV_64FC1, camera.K));
    const D = keep(cv.matFromArray(1, camera.D.length, cv.CV_64FC1, camera.D));
    const rvec = keep(new cv.Mat(3, 1, cv.CV_64FC1));
    const tvec = keep(new cv.Mat(3, 1, cv.CV_64FC1));
    cv.solvePnP(object, image, K, D, rvec, tvec, false, cv.SOLVEPNP_SQPNP);
    const criteria = new cv.TermCriteria(cv.TermCriteria_COUNT + cv.TermCriteria_EPS, 100, 1e-12);
    cv.solvePnPRefineLM(object, image, K, D, rvec, tvec, criteria);
    return [rodrigues(Array.from(rvec.data64F) as Vec3), Array.from(tvec.data64F) as Vec3];
  });
}

/** Gross mistakes at these places: a pixel 25–80 px off, or the pixel of another pair. */
function withOutliers(pairs: PointPixelPair[], at: number[], seed: number): PointPixelPair[] {
  const rng = random(seed);
  const out = pairs.map((pair) => ({ ...pair }));
  at.forEach((i, k) => {
    const pair = out[i]!;
    if (k % 2 === 1) {
      // A swapped pick: this point with another pair's pixel (the pixel moved a little so no
      // two pairs share one).
      const other = pairs[(i + 5) % pairs.length]!.pixel;
      out[i] = { point: pair.point, pixel: [other[0] + 3, other[1] - 2] };
      return;
    }
    const angle = rng.uniform() * 2 * Math.PI;
    const length = 25 + rng.uniform() * 55;
    out[i] = {
      point: pair.point,
      pixel: [pair.pixel[0] + length * Math.cos(angle), pair.pixel[1] + length * Math.sin(angle)],
    };
  });
  return out;
}

describe('solveExtrinsic with outlier pairs (issue 32)', () => {
  const bad = [3, 11, 19, 26];

  it('leaves gross outliers out, flags them, and finds the true transform', () => {
    const good = scene(pinhole, 36, 11, 0.3);
    const pairs = withOutliers(good, bad, 12);
    const result = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    expect(result.outliers).toEqual(bad);
    expect(angleBetween(result.R, truth.R)).toBeLessThan(0.05);
    expect(Math.hypot(...result.t.map((value, k) => value - truth.t[k]!))).toBeLessThan(0.005);
    expect(result.reprojection_rms).toBeLessThan(0.5);
    // Each outlier keeps its residual, well past the inlier threshold the others are within.
    expect(result.residuals).toHaveLength(36);
    expect(result.inlier_threshold).toBeGreaterThanOrEqual(2);
    expect(result.inlier_threshold).toBeLessThan(3);
    bad.forEach((i) => expect(result.residuals[i]).toBeGreaterThan(20));
    result.residuals.forEach((r, i) => {
      if (!bad.includes(i)) expect(r).toBeLessThanOrEqual(result.inlier_threshold!);
    });

    // The pose is the least-squares pose of the inliers: OpenCV's solvePnP on them.
    const inliers = pairs.filter((_, i) => !bad.includes(i));
    const [R, t] = opencvPnP(pinhole, inliers);
    expect(angleBetween(result.R, R)).toBeLessThan(1e-9);
    result.t.forEach((value, k) => expect(Math.abs(value - t[k]!)).toBeLessThan(1e-9));

    // Without the consensus the same outliers bend the pose (what this replaces).
    const bent = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs, robust: false });
    expect(bent.outliers).toEqual([]);
    expect(angleBetween(bent.R, truth.R)).toBeGreaterThan(0.2);
  });

  it('gives the plain solve, bit for bit, when no pair is an outlier', () => {
    for (const [count, seed] of [
      [8, 21],
      [40, 22],
    ] as const) {
      const pairs = scene(pinhole, count, seed, 0.3);
      const robust = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
      const plain = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs, robust: false });
      expect(robust.outliers).toEqual([]);
      expect(robust.R).toEqual(plain.R);
      expect(robust.t).toEqual(plain.t);
      expect(robust.residuals).toEqual(plain.residuals);
      expect(robust.reprojection_rms).toBe(plain.reprojection_rms);
      // …which is OpenCV's solvePnP on every pair.
      const [R, t] = opencvPnP(pinhole, pairs);
      expect(angleBetween(robust.R, R)).toBeLessThan(1e-9);
      robust.t.forEach((value, k) => expect(Math.abs(value - t[k]!)).toBeLessThan(1e-9));
    }
  });

  it('flags no good pair of a small set with a careless click noise (σ = 1 px)', () => {
    let flagged = 0;
    for (const count of [6, 7, 8, 10, 14]) {
      for (let seed = 100; seed < 120; seed += 1) {
        const pairs = scene(pinhole, count, seed, 1);
        const robust = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
        flagged += robust.outliers.length;
        if (robust.outliers.length === 0) {
          const plain = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs, robust: false });
          expect(robust.t).toEqual(plain.t);
        }
      }
    }
    expect(flagged).toBe(0);
  });

  it('gives the same answer every time (seeded samples)', () => {
    const pairs = withOutliers(scene(pinhole, 60, 31, 0.5), [5, 17, 33, 41, 50], 32);
    const first = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    const again = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    expect(again).toEqual(first);
    expect(first.outliers).toEqual([5, 17, 33, 41, 50]);
  });

  it('leaves out a fisheye camera’s outliers too, residuals in fisheye pixels', () => {
    const pairs = withOutliers(scene(fisheye, 50, 41, 0.3), [2, 9, 30], 42);
    const result = solveExtrinsic(cv, { K: fisheye.K, D: fisheye.D, model: 'equidistant', pairs });
    expect(result.outliers).toEqual([2, 9, 30]);
    expect(angleBetween(result.R, truth.R)).toBeLessThan(0.05);
    expect(Math.hypot(...result.t.map((value, k) => value - truth.t[k]!))).toBeLessThan(0.005);
  });

  it('solves a set too small to outvote its outliers on every pair, as before', () => {
    // 7 pairs, 2 of them wrong: 5 agree, fewer than the 6 a pose needs, and a fit on 6 cannot
    // tell a wrong pair from a far one. No pair is dropped on a guess.
    const pairs = withOutliers(scene(pinhole, 7, 51, 0.3), [1, 4], 52);
    const robust = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs });
    const plain = solveExtrinsic(cv, { K: pinhole.K, D: pinhole.D, pairs, robust: false });
    expect(robust.outliers).toEqual([]);
    expect(robust.R).toEqual(plain.R);
    expect(robust.t).toEqual(plain.t);
    expect(robust.residuals).toEqual(plain.residuals);
  });
});

describe('undistortEquidistant', () => {
  it("inverts the fisheye model as OpenCV 4.6's fisheye.undistortPoints does", () => {
    for (const c of fisheyeFixture.cases) {
      const { xy, theta } = undistortEquidistant(fisheye, c.pixel as Vec2);
      expect(Math.abs(xy[0] - c.undistorted[0]!)).toBeLessThan(1e-9);
      expect(Math.abs(xy[1] - c.undistorted[1]!)).toBeLessThan(1e-9);
      const [dx, dy, dz] = c.direction as Vec3;
      expect(Math.abs(theta - Math.atan2(Math.hypot(dx, dy), dz))).toBeLessThan(1e-9);
    }
  });

  it('refuses a pixel past 90°', () => {
    expect(() => undistortEquidistant(fisheye, [639.5 + 410 * 1.7, 481.2])).toThrow(/valid field/);
  });
});

describe('rotations', () => {
  it('round-trips rpy → R → quaternion → R → rvec → R → rpy', () => {
    const rng = random(9);
    for (let i = 0; i < 200; i += 1) {
      const rpy: Vec3 = [
        (rng.uniform() * 2 - 1) * Math.PI,
        (rng.uniform() * 2 - 1) * (Math.PI / 2 - 1e-3),
        (rng.uniform() * 2 - 1) * Math.PI,
      ];
      const R = fromRpy(...rpy);
      const viaQuaternion = fromQuaternion(quaternionOf(R));
      const viaRvec = rodrigues(rodriguesVector(viaQuaternion));
      expect(angleBetween(viaRvec, R)).toBeLessThan(1e-9);
      rpyOf(viaRvec).forEach((value, k) => expect(value).toBeCloseTo(rpy[k]!, 9));
    }
  });

  it('keeps R through the gimbal lock (pitch ±90°), all of roll−yaw given to yaw', () => {
    for (const pitch of [Math.PI / 2, -Math.PI / 2]) {
      const R = fromRpy(0.3, pitch, -0.8);
      const [roll, p, yaw] = rpyOf(R);
      expect(roll).toBe(0);
      expect(p).toBeCloseTo(pitch, 12);
      expect(angleBetween(fromRpy(roll, p, yaw), R)).toBeLessThan(1e-6);
      // About the same vertical axis: yaw = −0.8 − 0.3 at +90°, −0.8 + 0.3 at −90°.
      expect(yaw).toBeCloseTo(pitch > 0 ? -1.1 : -0.5, 9);
    }
  });

  it("agrees with OpenCV's Rodrigues, including angles near π", () => {
    for (const rvec of [
      [0.1, -0.2, 0.3],
      [Math.PI - 1e-6, 0, 0],
      [0, 2.2, -2.2],
      [1e-9, 0, 0],
    ]) {
      const R = withMats((keep) => {
        const src = keep(cv.matFromArray(3, 1, cv.CV_64FC1, rvec));
        const dst = keep(new cv.Mat());
        cv.Rodrigues(src, dst);
        return Array.from(dst.data64F);
      });
      rodrigues(rvec).forEach((value, k) => expect(value).toBeCloseTo(R[k]!, 12));
      expect(angleBetween(rodrigues(rodriguesVector(R)), R)).toBeLessThan(1e-6);
    }
  });

  it('composes transforms and decomposes symmetric matrices', () => {
    const a = { R: fromRpy(0.1, 0.2, 0.3), t: [1, 2, 3] as Vec3 };
    const b = { R: fromRpy(-0.4, 0.1, 1.2), t: [-0.5, 0.25, 2] as Vec3 };
    const ab = composeTransforms(a, b);
    const p: Vec3 = [0.3, -1.1, 4];
    const inner = apply3(b.R, p).map((v, k) => v + b.t[k]!);
    const expected = apply3(a.R, inner).map((v, k) => v + a.t[k]!);
    apply3(ab.R, p).forEach((v, k) => expect(v + ab.t[k]!).toBeCloseTo(expected[k]!, 12));

    // Q diag(5, 2, 0.001) Qᵀ.
    const Q = fromRpy(0.7, -0.3, 2.1);
    const D = [5, 0, 0, 0, 2, 0, 0, 0, 0.001];
    const { values, vectors } = symmetricEigen3(matMul3(matMul3(Q, D), transpose3(Q)));
    expect(values[0]).toBeCloseTo(5, 12);
    expect(values[1]).toBeCloseTo(2, 12);
    expect(values[2]).toBeCloseTo(0.001, 12);
    const column2: Vec3 = [Q[2]!, Q[5]!, Q[8]!];
    expect(Math.abs(vectors[2].reduce((s, v, k) => s + v * column2[k]!, 0))).toBeCloseTo(1, 12);
  });
});

describe('frames for export', () => {
  it('turns the optical frame into camera_link as REP 103 / 105 have them', () => {
    expect(OPTICAL_TO_LINK).toEqual(
      fromRpy(-Math.PI / 2, 0, -Math.PI / 2).map((v) => Math.round(v) + 0),
    );
    expect(apply3(OPTICAL_TO_LINK, [0, 0, 1])).toEqual([1, 0, 0]); // forward
    expect(apply3(OPTICAL_TO_LINK, [1, 0, 0])).toEqual([0, -1, 0]); // right = −left
    expect(apply3(OPTICAL_TO_LINK, [0, 1, 0])).toEqual([0, 0, -1]); // down = −up
    const there = opticalChildToLink(fromRpy(0.2, 0.1, -0.3), [1, 2, 3]);
    const back = linkChildToOptical(there.R, there.t);
    expect(angleBetween(back.R, fromRpy(0.2, 0.1, -0.3))).toBeLessThan(1e-9);
    expect(back.t).toEqual([1, 2, 3]);
  });

  it("gives the camera's pose in the lidar for either camera frame, direction spelt out", () => {
    const link = cameraPoseInLidar(truth, 'velodyne_top', 'camera0', 'camera_link');
    expect(link.child).toBe('camera0/camera_link');
    [link.x, link.y, link.z].forEach((v, k) => expect(v).toBeCloseTo(linkInLidar.t[k]!, 12));
    [link.roll, link.pitch, link.yaw].forEach((v, k) =>
      expect(v).toBeCloseTo([2 * deg, -3 * deg, 5 * deg][k]!, 12),
    );
    expect(link.text).toContain('p_velodyne_top = R · p_camera0/camera_link + t');
    expect(link.text).toContain('yaw 0.087266 rad (5.0000°)');

    const optical = cameraPoseInLidar(truth, 'velodyne_top', 'camera0', 'camera_optical_link');
    expect(optical.child).toBe('camera0/camera_optical_link');
    expect(angleBetween(optical.R, matMul3(linkInLidar.R, OPTICAL_TO_LINK))).toBeLessThan(1e-9);
    expect([optical.x, optical.y, optical.z]).toEqual([link.x, link.y, link.z]);

    // Level camera, only yawed: optical rpy = (−90°, 0, −90° + yaw).
    const level = { R: fromRpy(0, 0, 0.1), t: [1.2, 0.1, -0.3] as Vec3 };
    const levelOptical = linkChildToOptical(level.R, level.t);
    const solution = invertTransform(levelOptical.R, levelOptical.t);
    const d = cameraPoseInLidar(solution, 'lidar', 'cam', 'camera_optical_link');
    expect(d.roll).toBeCloseTo(-Math.PI / 2, 12);
    expect(d.pitch).toBeCloseTo(0, 12);
    expect(d.yaw).toBeCloseTo(-Math.PI / 2 + 0.1, 12);
    const q = describeTransform(fromRpy(0, 0, Math.PI / 2), [0, 0, 0], 'a', 'b').quaternion;
    q.forEach((v, k) => expect(v).toBeCloseTo([0, 0, Math.SQRT1_2, Math.SQRT1_2][k]!, 12));
  });
});
