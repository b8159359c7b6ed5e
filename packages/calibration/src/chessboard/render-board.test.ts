import { describe, expect, it } from 'vitest';
import { rayInverter } from '../../../../test-support/calibration/pixel-rays';
import { renderBoard, syntheticViews } from '../../../../test-support/calibration/render-board';
import {
  BARREL,
  board,
  centredPose,
  FISHEYE,
  HD,
  VGA,
} from '../../../../test-support/calibration/test-cameras';
import { projectPoint } from '../camera-model';

// The test renderer's own known answers: the detector's tests are only as true as its truth.
describe(
  'renderBoard (test-support), the chessboard tests’ ground truth',
  { timeout: 60_000 },
  () => {
    const spec = board(9, 6, 0.03);

    it('puts a face-on board’s corners where the pinhole formula does, in board order', () => {
      const t: [number, number, number] = [-0.1, -0.06, 0.5];
      const view = renderBoard(VGA, spec, { rvec: [0, 0, 0], tvec: t });
      expect(view.visible).toBe(true);
      expect(view.order).toEqual([...Array(54).keys()]);
      view.corners.forEach(([u, v], i) => {
        const c = i % 9;
        const r = Math.floor(i / 9);
        expect(u).toBeCloseTo((520 * (t[0] + c * 0.03)) / 0.5 + 319.5, 9);
        expect(v).toBeCloseTo((520 * (t[1] + r * 0.03)) / 0.5 + 239.5, 9);
      });
    });

    it('draws black squares, white squares, the white margin and the background', () => {
      const view = renderBoard(VGA, spec, { rvec: [0, 0, 0], tvec: [-0.1, -0.06, 0.5] });
      const at = (X: number, Y: number) => {
        const [u, v] = projectPoint(VGA, X - 0.1, Y - 0.06, 0.5);
        return view.image.data[Math.round(v) * 640 + Math.round(u)];
      };
      expect(at(-0.015, -0.015)).toBe(25); // square (−1, −1), black
      expect(at(0.015, -0.015)).toBe(225); // square (0, −1), white
      expect(at(0.015, 0.015)).toBe(25); // square (0, 0), black
      expect(at(-0.045, 0.1)).toBe(225); // the margin, left of the squares
      expect(view.image.data[0]).toBe(115); // off the board: 25 + 0.45 · 200
    });

    it('traces each pixel back to the ray projectPoint sends to it (both lens models)', () => {
      for (const camera of [BARREL, FISHEYE, HD]) {
        const inverter = rayInverter(camera);
        const ray = new Float64Array(3);
        for (let v = 0; v < camera.height; v += 37) {
          for (let u = 0; u < camera.width; u += 41) {
            expect(inverter.ray(u, v, ray)).toBe(true);
            const [pu, pv] = projectPoint(camera, ray[0]!, ray[1]!, ray[2]!);
            expect(Math.hypot(pu - u, pv - v)).toBeLessThan(1e-6);
          }
        }
      }
    });

    it('gives the board’s own order, and visible false, when the board is cut', () => {
      const view = renderBoard(VGA, spec, centredPose(spec, 0.4, [0, 0, 0], [0.2, 0]));
      expect(view.visible).toBe(false);
      expect(view.order).toBeNull();
      expect(view.corners[0]![0]).toBeLessThan(view.corners[1]![0]);
    });

    it('draws the same noise from the same seed, with the standard deviation asked for', () => {
      const behind = {
        rpy: [0, 0, 0] as [number, number, number],
        t: [0, 0, -1] as [number, number, number],
      };
      const a = renderBoard(VGA, spec, behind, { noiseSigma: 4, seed: 7 });
      const b = renderBoard(VGA, spec, behind, { noiseSigma: 4, seed: 7 });
      const c = renderBoard(VGA, spec, behind, { noiseSigma: 4, seed: 8 });
      // Counted by hand: a deep equality over 300 000 values is slow.
      const differing = (x: ArrayLike<number>, y: ArrayLike<number>) => {
        let count = 0;
        for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) count += 1;
        return count;
      };
      expect(differing(a.image.data, b.image.data)).toBe(0);
      expect(differing(a.image.data, c.image.data)).toBeGreaterThan(100_000);
      const values = Array.from(a.image.data);
      const mean = values.reduce((s, x) => s + x, 0) / values.length;
      const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length);
      expect(mean).toBeCloseTo(115, 0);
      // Rounding to grey levels adds 1/12 to the variance.
      expect(sd).toBeCloseTo(Math.sqrt(16 + 1 / 12), 1);
    });

    it('syntheticViews: the same poses from the same seed, all in view, reaching the picture’s corners', () => {
      const poses = syntheticViews(VGA, spec, 9, 3);
      expect(syntheticViews(VGA, spec, 9, 3)).toEqual(poses);
      const pictureCorners = [
        [0, 0],
        [639, 0],
        [0, 479],
        [639, 479],
      ] as const;
      const nearest = pictureCorners.map(() => Infinity);
      for (const pose of poses) {
        const view = renderBoard(VGA, spec, pose, { supersample: 1 });
        expect(view.visible).toBe(true);
        for (const [u, v] of view.corners) {
          pictureCorners.forEach(([cu, cv], i) => {
            nearest[i] = Math.min(nearest[i]!, Math.hypot(u - cu, v - cv));
          });
        }
      }
      // Some board's inner corner within 30% of the diagonal (240 px) of each picture corner (its
      // white margin, which must show too, reaches further out).
      for (const distance of nearest) expect(distance).toBeLessThan(0.3 * 800);
    });
  },
);
