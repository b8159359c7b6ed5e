import { describe, expect, it } from 'vitest';
import { projectPoint } from './camera-model';
import { depthColor, monotonicLimit, projectCloud, turbo } from './cloud-overlay';
import turboFixture from './fixtures/turbo-samples.json';
import { fromRpy } from './rotation';
import type { CameraIntrinsics } from './types';

const camera: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 640,
  height: 480,
  K: [500, 0, 319.5, 0, 500, 239.5, 0, 0, 1],
  D: [0, 0, 0, 0, 0],
};

// Lidar x forward, y left, z up → optical x right, y down, z forward; the camera 0.5 m ahead.
const R = fromRpy(-Math.PI / 2, 0, -Math.PI / 2).map((v) => Math.round(v) + 0);
const lidarToCamera = {
  R: [R[0]!, R[3]!, R[6]!, R[1]!, R[4]!, R[7]!, R[2]!, R[5]!, R[8]!],
  t: [0, 0, -0.5],
};

describe('projectCloud', () => {
  it('keeps points in front and inside the image, with their pixel, depth and index', () => {
    const xyz = new Float32Array([
      10.5,
      0,
      0, // straight ahead: the principal point, depth 10
      5.5,
      1,
      -0.5, // left and low: u < cx, v > cy
      -5,
      0,
      0, // behind the camera
      1.5,
      5,
      0, // far outside the image to the left
      0.55,
      0,
      0, // 5 cm ahead: nearer than minDepth
    ]);
    const out = projectCloud(camera, lidarToCamera.R, lidarToCamera.t, xyz);
    expect(out.count).toBe(2);
    expect(Array.from(out.index)).toEqual([0, 1]);
    expect(out.u[0]).toBeCloseTo(319.5, 4);
    expect(out.v[0]).toBeCloseTo(239.5, 4);
    expect(out.depth[0]).toBeCloseTo(10, 5);
    const [u, v] = projectPoint(camera, -1, 0.5, 5);
    expect(out.u[1]).toBeCloseTo(u, 3);
    expect(out.v[1]).toBeCloseTo(v, 3);
    expect(out.depth[1]).toBeCloseTo(5, 5);

    const limited = projectCloud(camera, lidarToCamera.R, lidarToCamera.t, xyz, { maxDepth: 8 });
    expect(Array.from(limited.index)).toEqual([1]);
  });

  it('drops points past the fold of a strong distortion, which would wrap into the image', () => {
    // k1 = −0.4: r (1 − 0.4 r²) peaks at r = 1/√1.2 ≈ 0.913, then comes back towards the centre.
    const strong: CameraIntrinsics = { ...camera, D: [-0.4, 0, 0, 0, 0] };
    expect(monotonicLimit(strong)).toBeCloseTo(1 / Math.sqrt(1.2), 9);
    // x/z = 1.5: far outside the field of view, yet the polynomial puts it at 1.5 (1 − 0.9) = 0.15.
    const [u] = projectPoint(strong, 1.5, 0, 1);
    expect(u).toBeGreaterThan(0);
    expect(u).toBeLessThan(640);
    const xyz = new Float32Array([1.5, -1.5, 0, 2.5, -0.2, 0]);
    const out = projectCloud(strong, lidarToCamera.R, lidarToCamera.t, xyz);
    expect(Array.from(out.index)).toEqual([1]);
  });

  it('projects through an equidistant lens and limits it to the front half-space', () => {
    const fisheye: CameraIntrinsics = {
      model: 'equidistant',
      width: 1280,
      height: 960,
      K: [410, 0, 639.5, 0, 409, 481.2, 0, 0, 1],
      D: [-0.021, 0.0043, -0.0012, 0.00017],
    };
    expect(monotonicLimit(fisheye)).toBe(Math.PI / 2);
    const xyz = new Float32Array([3.5, 2, 1]);
    const out = projectCloud(fisheye, lidarToCamera.R, lidarToCamera.t, xyz);
    const [u, v] = projectPoint(fisheye, -2, -1, 3);
    expect(out.u[0]).toBeCloseTo(u, 3);
    expect(out.v[0]).toBeCloseTo(v, 3);
  });
});

describe('depthColor', () => {
  it("matches OpenCV's COLORMAP_TURBO table within 3/255", () => {
    for (const { index, rgb } of turboFixture.samples) {
      const got = turbo(index / 255);
      got.forEach((value, k) => expect(Math.abs(value - rgb[k]!)).toBeLessThanOrEqual(3));
    }
  });

  it('paints near dark red and far dark blue, clamped beyond', () => {
    expect(depthColor(2, 2, 50)).toEqual([122, 4, 3]);
    expect(depthColor(1, 2, 50)).toEqual([122, 4, 3]);
    expect(depthColor(50, 2, 50)).toEqual([48, 18, 59]);
    expect(depthColor(80, 2, 50)).toEqual([48, 18, 59]);
    expect(depthColor(26, 2, 50)).toEqual(turbo(0.5));
  });
});
