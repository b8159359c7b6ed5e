import { describe, expect, it } from 'vitest';
import { cornerErrors } from '../../../../test-support/calibration/corner-error';
import { renderBoard, syntheticViews } from '../../../../test-support/calibration/render-board';
import { seededRandom } from '@ads/seeded-random';
import type { BoardPose, RenderOptions } from '../../../../test-support/calibration/render-board';
import {
  BARREL,
  board,
  centredPose,
  FISHEYE,
  HD,
  VGA,
} from '../../../../test-support/calibration/test-cameras';
import type { CameraIntrinsics, ChessboardSpec } from '../types';
import { detectChessboard } from './index';

const DEG = Math.PI / 180;

/**
 * Renders each pose, detects, and returns each view's corner errors against the truth, which the
 * renderer gives in the binding order: a wrong order shows as errors of whole squares.
 */
function detectViews(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  poses: BoardPose[],
  options: RenderOptions = {},
) {
  return poses.map((pose, index) => {
    const view = renderBoard(camera, spec, pose, { seed: 100 + index, ...options });
    expect(view.visible).toBe(true);
    const detection = detectChessboard(view.image, spec);
    expect(detection.reason).toBeUndefined();
    expect(detection.found).toBe(true);
    expect(detection.ids).toEqual(view.corners.map((_, i) => i));
    return cornerErrors(detection.corners, view.corners);
  });
}

function expectSubPixel(errors: Array<{ mean: number; max: number }>) {
  for (const { mean, max } of errors) {
    expect(mean).toBeLessThanOrEqual(0.1);
    expect(max).toBeLessThanOrEqual(0.35);
  }
}

// Measured mean corner errors (px, over each case's views): clean 0.026, blur 0.021, noise 0.030,
// low contrast 0.057, tilted 0.022, barrel 0.024, fisheye 0.035, 7×5 0.021, 8×8 0.021,
// clutter and uneven light 0.042, 1280×720 0.021. The worst single corner in any case: 0.18 px
// (low contrast).
describe(
  'detectChessboard on rendered boards: every view found, mean corner error ≤ 0.1 px',
  { timeout: 60_000 },
  () => {
    const nineBySix = board(9, 6);
    const vgaViews = syntheticViews(VGA, nineBySix, 6, 11);

    it('clean views', () => {
      expectSubPixel(detectViews(VGA, nineBySix, vgaViews));
    });

    it('blurred views (σ = 1.5 px)', () => {
      expectSubPixel(detectViews(VGA, nineBySix, vgaViews, { blurSigma: 1.5 }));
    });

    it('noisy views (σ = 3 grey levels)', () => {
      expectSubPixel(detectViews(VGA, nineBySix, vgaViews, { noiseSigma: 3, blurSigma: 0.5 }));
    });

    it('low contrast (black 100, white 140) with blur and noise', () => {
      expectSubPixel(
        detectViews(VGA, nineBySix, vgaViews.slice(0, 4), {
          offset: 100,
          gain: 40,
          background: 0.3,
          blurSigma: 1,
          noiseSigma: 1.5,
        }),
      );
    });

    it('boards tilted 50° away from the camera', () => {
      const poses = [
        centredPose(nineBySix, 0.42, [0, 50 * DEG, 0]),
        centredPose(nineBySix, 0.42, [50 * DEG, 0, 5 * DEG]),
        centredPose(nineBySix, 0.45, [-40 * DEG, 30 * DEG, -10 * DEG]),
      ];
      expectSubPixel(detectViews(VGA, nineBySix, poses, { blurSigma: 0.7, noiseSigma: 1 }));
    });

    it('strong barrel distortion (k1 = −0.35)', () => {
      const poses = syntheticViews(BARREL, nineBySix, 5, 5);
      expectSubPixel(detectViews(BARREL, nineBySix, poses, { blurSigma: 0.8, noiseSigma: 1 }));
    });

    it('an equidistant fisheye', () => {
      const poses = syntheticViews(FISHEYE, nineBySix, 5, 9);
      expectSubPixel(detectViews(FISHEYE, nineBySix, poses, { blurSigma: 0.8, noiseSigma: 1 }));
    });

    it('other board sizes: 7×5 and the square 8×8', () => {
      for (const spec of [board(7, 5), board(8, 8, 0.025)]) {
        const poses = syntheticViews(VGA, spec, 4, spec.cols);
        expectSubPixel(detectViews(VGA, spec, poses, { blurSigma: 0.8, noiseSigma: 1.5 }));
      }
    });

    it('clutter around the board and light falling off across the picture', () => {
      const random = seededRandom(5);
      const errors = syntheticViews(VGA, nineBySix, 4, 31).map((pose, index) => {
        const view = renderBoard(VGA, nineBySix, pose, {
          blurSigma: 0.8,
          noiseSigma: 1.5,
          seed: index,
        });
        const data = view.image.data;
        // Grey rectangles, kept 60 px clear of the board's corners, each edge crossing another's.
        const us = view.corners.map(([u]) => u);
        const vs = view.corners.map(([, v]) => v);
        const [u0, u1] = [Math.min(...us) - 60, Math.max(...us) + 60];
        const [v0, v1] = [Math.min(...vs) - 60, Math.max(...vs) + 60];
        for (let k = 0; k < 40; k += 1) {
          const [x0, y0] = [random() * 640, random() * 480];
          const [w, h] = [8 + random() * 90, 8 + random() * 90];
          const grey = Math.floor(random() * 256);
          for (let y = Math.floor(y0); y < Math.min(480, y0 + h); y += 1) {
            for (let x = Math.floor(x0); x < Math.min(640, x0 + w); x += 1) {
              if (x < u0 || x > u1 || y < v0 || y > v1) data[y * 640 + x] = grey;
            }
          }
        }
        // Light falling to a third from left to right, and darker corners.
        for (let y = 0; y < 480; y += 1) {
          for (let x = 0; x < 640; x += 1) {
            const vignette = 1 - 0.15 * (((x - 320) / 320) ** 2 + ((y - 240) / 240) ** 2);
            data[y * 640 + x] = Math.round(data[y * 640 + x]! * (1 - (0.65 * x) / 639) * vignette);
          }
        }
        const detection = detectChessboard(view.image, nineBySix);
        expect(detection.found).toBe(true);
        return cornerErrors(detection.corners, view.corners);
      });
      expectSubPixel(errors);
    });

    it('1280×720 views through a distorting lens, blurred and noisy', () => {
      const poses = syntheticViews(HD, nineBySix, 3, 21);
      expectSubPixel(detectViews(HD, nineBySix, poses, { blurSigma: 1.2, noiseSigma: 2 }));
    });
  },
);

describe('detectChessboard orders corners as the contract binds', { timeout: 60_000 }, () => {
  // Upright and facing the camera, the board's own corner 0 is the top-left one and its rows run
  // across the picture: the binding order is the board's own.
  it('an upright board: corner r·cols + c is board corner (c, r)', () => {
    const spec = board(9, 6);
    const upright = renderBoard(VGA, spec, centredPose(spec, 0.5, [0, 0, 0]));
    expect(upright.order).toEqual([...Array(54).keys()]);
    const detection = detectChessboard(upright.image, spec);
    expect(detection.found).toBe(true);
    expect(cornerErrors(detection.corners, upright.corners).mean).toBeLessThan(0.1);
    // Corner 0 top-left, corner 1 to its right, corner 9 below it.
    const [c0, c1] = [detection.corners[0]!, detection.corners[1]!];
    const c9 = detection.corners[9]!;
    expect(c1[0] - c0[0]).toBeGreaterThan(20);
    expect(Math.abs(c1[1] - c0[1])).toBeLessThan(1);
    expect(c9[1] - c0[1]).toBeGreaterThan(20);
  });

  it('a board upside down: corner 0 is the board’s last corner', () => {
    const spec = board(9, 6);
    const view = renderBoard(VGA, spec, centredPose(spec, 0.5, [0, 0, 180 * DEG]));
    const native = [...Array(54).keys()].reverse();
    expect(view.order).toEqual(native);
    const detection = detectChessboard(view.image, spec);
    expect(cornerErrors(detection.corners, view.corners).mean).toBeLessThan(0.1);
  });

  it('a 9×6 board turned 90°: its rows of 9 run down the picture', () => {
    const spec = board(9, 6);
    const view = renderBoard(VGA, spec, centredPose(spec, 0.5, [0, 0, 90 * DEG]));
    // Turned +90° (x → down, y → left), board corner (c, r) is at binding (c, 5 − r).
    const expected = [];
    for (let r = 0; r < 6; r += 1) for (let c = 0; c < 9; c += 1) expected.push((5 - r) * 9 + c);
    expect(view.order).toEqual(expected);
    const detection = detectChessboard(view.image, spec);
    expect(cornerErrors(detection.corners, view.corners).mean).toBeLessThan(0.1);
    expect(detection.corners[1]![1] - detection.corners[0]![1]).toBeGreaterThan(20);
  });

  it('a square 8×8 board turned 90°: rows still run across the picture', () => {
    const spec = board(8, 8, 0.025);
    const view = renderBoard(VGA, spec, centredPose(spec, 0.45, [0, 0, 90 * DEG]));
    // Binding (c', r') is board corner (r', 7 − c'): the board's columns become the rows.
    const expected = [];
    for (let r = 0; r < 8; r += 1) for (let c = 0; c < 8; c += 1) expected.push((7 - c) * 8 + r);
    expect(view.order).toEqual(expected);
    const detection = detectChessboard(view.image, spec);
    expect(cornerErrors(detection.corners, view.corners).mean).toBeLessThan(0.1);
    expect(detection.corners[1]![0] - detection.corners[0]![0]).toBeGreaterThan(20);
  });

  it('a 9×6 board given as 6×9: rows of 6 corners', () => {
    const spec = board(9, 6);
    const view = renderBoard(VGA, spec, centredPose(spec, 0.5, [0.2, -0.3, 0.1]));
    const detection = detectChessboard(view.image, board(6, 9));
    expect(detection.found).toBe(true);
    // Corner 0 is the same top-left corner; along a row of 6 the corners go down the picture.
    expect(Math.hypot(...minus(detection.corners[0]!, view.corners[0]!))).toBeLessThan(0.3);
    expect(Math.hypot(...minus(detection.corners[1]!, view.corners[9]!))).toBeLessThan(0.3);
    expect(Math.hypot(...minus(detection.corners[6]!, view.corners[1]!))).toBeLessThan(0.3);
  });
});

function minus(a: readonly number[], b: readonly number[]): [number, number] {
  return [a[0]! - b[0]!, a[1]! - b[1]!];
}
