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
