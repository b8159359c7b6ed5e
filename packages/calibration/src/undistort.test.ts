import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../../test-support/opencv';
import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import reference from './fixtures/solver-reference.json';
import type { CameraIntrinsics, Vec2, Vec3 } from './types';
import { newCameraMatrix, undistortImage, undistortNormalized, type RgbaImage } from './undistort';

let cv: Cv;
beforeAll(async () => {
  cv = await loadOpenCv();
}, 60_000);

const SIGMA = 1.2;

/** Black RGBA image with grey Gaussian dots where `camera` sees `points`. */
function renderDots(camera: CameraIntrinsics, points: readonly Vec3[]): RgbaImage {
  const { width, height } = camera;
  const data = new Uint8ClampedArray(width * height * 4);
  const centres = points.map(([X, Y, Z]) => projectPoint(camera, X, Y, Z));
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      let value = 0;
      for (const [cu, cv] of centres) {
        const d2 = (u - cu) ** 2 + (v - cv) ** 2;
        if (d2 < 64) value += 250 * Math.exp(-d2 / (2 * SIGMA * SIGMA));
      }
      const i = (v * width + u) * 4;
      data[i] = data[i + 1] = data[i + 2] = value;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/** Intensity-weighted centre of the dot near `guess`. */
function centroid(image: RgbaImage, [gu, gv]: Vec2): Vec2 {
  let sum = 0;
  let su = 0;
  let sv = 0;
  for (let v = Math.round(gv) - 5; v <= Math.round(gv) + 5; v += 1) {
    for (let u = Math.round(gu) - 5; u <= Math.round(gu) + 5; u += 1) {
      const w = image.data[(v * image.width + u) * 4]!;
      sum += w;
      su += w * u;
      sv += w * v;
    }
  }
  return [su / sum, sv / sum];
}

/** Where a camera-frame point lands in the undistorted image with camera matrix P. */
function pinholeImage(P: number[], [X, Y, Z]: Vec3): Vec2 {
  return [P[0]! * (X / Z) + P[2]!, P[4]! * (Y / Z) + P[5]!];
}

const plumbBob: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 320,
  height: 240,
  K: [250, 0, 161.3, 0, 251, 118.7, 0, 0, 1],
  D: [-0.3, 0.1, 0.001, -0.0008, -0.02],
};

const equidistant: CameraIntrinsics = {
  model: 'equidistant',
  width: 320,
  height: 240,
  K: [110, 0, 160.5, 0, 110.2, 119.6, 0, 0, 1],
  D: [-0.012, 0.004, -0.001, 0.0002],
};

describe('newCameraMatrix', () => {
  it("is OpenCV 4.6's getOptimalNewCameraMatrix to the bit for plumb_bob", () => {
    for (const name of ['pinhole', 'pinholeFixK3'] as const) {
      const opencv = reference.opencv[name];
      const camera: CameraIntrinsics = {
        model: 'plumb_bob',
        width: 1280,
        height: 720,
        K: opencv.K,
        D: opencv.D,
      };
      expect(newCameraMatrix(camera, 0)).toEqual(opencv.newCameraMatrix['0.0']);
      expect(newCameraMatrix(camera, 1)).toEqual(opencv.newCameraMatrix['1.0']);
    }
  });

  it('is K with the focal lengths over 1 + alpha for equidistant (calibrator.py)', () => {
    expect(newCameraMatrix(equidistant)).toEqual(equidistant.K);
    expect(newCameraMatrix(equidistant, 1)).toEqual([55, 0, 160.5, 0, 55.1, 119.6, 0, 0, 1]);
  });

  it('undistorts a pixel back to its normalized coordinates', () => {
    for (const [x, y] of [
      [0.1, -0.05],
      [-0.2, 0.15],
    ] as Vec2[]) {
      const [u, v] = projectPoint(plumbBob, x, y, 1);
      const [ux, uy] = undistortNormalized(plumbBob, u, v);
      expect(ux).toBeCloseTo(x, 6);
      expect(uy).toBeCloseTo(y, 6);
    }
  });
});

describe('undistortImage', () => {
  it('puts plumb_bob image points where a distortion-free camera with K′ would', () => {
    const points: Vec3[] = [
      [0, 0, 1],
      [0.38, 0.26, 1],
      [-0.4, -0.27, 1],
      [0.4, -0.27, 1],
      [-0.38, 0.27, 1],
      [0.15, -0.1, 1],
    ];
    for (const alpha of [0, 1]) {
      const P = newCameraMatrix(plumbBob, alpha);
      const out = undistortImage(cv, renderDots(plumbBob, points), plumbBob, alpha);
      expect([out.width, out.height, out.data.length]).toEqual([320, 240, 320 * 240 * 4]);
      for (const point of points) {
        const expected = pinholeImage(P, point);
        const found = centroid(out, expected);
        expect(Math.hypot(found[0] - expected[0], found[1] - expected[1])).toBeLessThan(0.15);
      }
      // Pixels with no source are opaque black: every alpha is 255.
      for (let i = 3; i < out.data.length; i += 4)
        if (out.data[i] !== 255) expect(out.data[i]).toBe(255);
    }
  });

  it('puts equidistant image points where K′ = K would see them', () => {
    const points: Vec3[] = [
      [0, 0, 1],
      [0.7, 0.4, 1],
      [-0.75, -0.45, 1],
      [0.6, -0.5, 1],
      [-0.5, 0.55, 1],
    ];
    const out = undistortImage(cv, renderDots(equidistant, points), equidistant);
    for (const point of points) {
      const expected = pinholeImage(equidistant.K, point);
      const found = centroid(out, expected);
      expect(Math.hypot(found[0] - expected[0], found[1] - expected[1])).toBeLessThan(0.15);
    }
  });

  it('undistorts a smaller preview with the full-size calibration', () => {
    const full: CameraIntrinsics = {
      ...plumbBob,
      width: 640,
      height: 480,
      K: [500, 0, 323.1, 0, 502, 237.9, 0, 0, 1],
    };
    // The same camera at half resolution: pixel centres stay centres.
    const half: CameraIntrinsics = {
      ...full,
      width: 320,
      height: 240,
      K: [250, 0, (323.1 + 0.5) / 2 - 0.5, 0, 251, (237.9 + 0.5) / 2 - 0.5, 0, 0, 1],
    };
    const points: Vec3[] = [
      [0.3, 0.2, 1],
      [-0.35, -0.25, 1],
    ];
    const big = undistortImage(cv, renderDots(full, points), full);
    const small = undistortImage(cv, renderDots(half, points), full);
    const P = newCameraMatrix(full);
    for (const point of points) {
      const [u, v] = pinholeImage(P, point);
      const expected: Vec2 = [(u + 0.5) / 2 - 0.5, (v + 0.5) / 2 - 0.5];
      const found = centroid(small, expected);
      expect(Math.hypot(found[0] - expected[0], found[1] - expected[1])).toBeLessThan(0.15);
      const foundBig = centroid(big, [u, v]);
      expect(Math.hypot(foundBig[0] - u, foundBig[1] - v)).toBeLessThan(0.15);
    }
  });

  it('refuses pixel data of the wrong size', () => {
    const image = { width: 4, height: 4, data: new Uint8ClampedArray(10) };
    expect(() => undistortImage(cv, image, plumbBob)).toThrow(/needs 64 bytes/);
  });
});
