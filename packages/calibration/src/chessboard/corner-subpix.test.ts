import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../../../test-support/calibration/render-board';
import { board, centredPose, VGA } from '../../../../test-support/calibration/test-cameras';
import { binomialSmooth } from './binomial-smooth';
import { refineCorner, subpixWorkspace } from './corner-subpix';

describe('refineCorner (gradient orthogonality, as OpenCV cornerSubPix)', () => {
  const spec = board(5, 4, 0.04);
  const view = renderBoard(VGA, spec, centredPose(spec, 0.5, [0.3, -0.4, 0.2]), {
    blurSigma: 1,
    noiseSigma: 1,
  });
  const image = binomialSmooth(view.image.data, VGA.width, VGA.height);
  const workspace = subpixWorkspace(6);

  it('pulls a start 1.5 px off onto the true corner', () => {
    const out = new Float64Array(2);
    for (const [u, v] of view.corners) {
      expect(refineCorner(image, VGA.width, VGA.height, u + 1.2, v - 0.9, workspace, out)).toBe(
        true,
      );
      expect(Math.hypot(out[0]! - u, out[1]! - v)).toBeLessThan(0.1);
    }
  });

  it('gives up on a flat patch (no gradient to solve with)', () => {
    const flat = new Float32Array(64 * 64).fill(90);
    expect(refineCorner(flat, 64, 64, 30, 30, workspace, new Float64Array(2))).toBe(false);
  });
});
