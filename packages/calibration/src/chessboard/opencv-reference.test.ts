import { describe, expect, it } from 'vitest';
import { cornerErrors } from '../../../../test-support/calibration/corner-error';
import {
  REFERENCE_SET,
  referenceCorners,
  referencePoses,
  renderReferenceView,
} from '../../../../test-support/calibration/reference-set';
import reference from '../fixtures/opencv-reference.json';
import { detectChessboard } from './index';

/**
 * Our detector against real OpenCV (findChessboardCorners + cornerSubPix 11×11, run by
 * scripts/calibration-reference on this very set; CI has no OpenCV, so its result is the
 * fixture). Measured when the fixture was made: OpenCV 4.6.0 found 20/20 views with a mean corner
 * error of 0.0286 px; ours finds 20/20 with 0.0247 px.
 */
describe('detectChessboard on the OpenCV reference set', { timeout: 120_000 }, () => {
  const poses = referencePoses();

  it('re-renders the very set the fixture was made from', () => {
    const { seed, views, camera, board, render } = reference.params;
    expect({ seed, views, camera, board, render }).toEqual({
      seed: REFERENCE_SET.seed,
      views: REFERENCE_SET.views,
      camera: REFERENCE_SET.camera,
      board: REFERENCE_SET.board,
      render: REFERENCE_SET.render,
    });
    poses.forEach((pose, index) => {
      const first = referenceCorners(pose)[0]!;
      const [u, v] = reference.truthFirstCorners[index]!;
      expect(Math.hypot(first[0] - u!, first[1] - v!)).toBeLessThan(1e-6);
    });
  });

  const opencv = `OpenCV ${reference.opencvVersion}: ${reference.found}/${reference.views.length} views, ${reference.meanCornerError} px`;
  it(`finds all 20 views, mean corner error ≤ 0.1 px and within 25% of OpenCV's (${opencv})`, () => {
    const errors = poses.map((pose, index) => {
      const view = renderReferenceView(pose, index);
      const detection = detectChessboard(view.image, REFERENCE_SET.board);
      expect(detection.found).toBe(true);
      return cornerErrors(detection.corners, view.corners);
    });
    for (const { mean } of errors) expect(mean).toBeLessThanOrEqual(0.1);
    const mean = errors.reduce((sum, e) => sum + e.mean, 0) / errors.length;
    expect(mean).toBeLessThanOrEqual(0.1);
    expect(mean).toBeLessThanOrEqual(1.25 * reference.meanCornerError);
  });
});
