import type { CameraIntrinsics, ChessboardSpec } from '@ads/calibration';
import { boardInView, renderBoard, syntheticViews } from './render-board';
import type { RenderedBoard, RenderOptions } from './render-board';

/**
 * The fixed set OpenCV's own detector was run on (scripts/calibration-reference): 20 seeded
 * 1280×720 views through a plumb_bob lens. The script renders it to PNGs; our tests render the
 * same views again and compare with OpenCV's result, kept in
 * packages/calibration/src/fixtures/opencv-reference.json.
 */
export const REFERENCE_SET = {
  seed: 1717,
  views: 20,
  camera: {
    model: 'plumb_bob',
    width: 1280,
    height: 720,
    K: [910, 0, 643.2, 0, 905, 356.8, 0, 0, 1],
    D: [-0.28, 0.11, 0.0008, -0.0005, -0.02],
  } satisfies CameraIntrinsics as CameraIntrinsics,
  board: {
    kind: 'chessboard',
    cols: 9,
    rows: 6,
    square: 0.025,
  } satisfies ChessboardSpec as ChessboardSpec,
  render: { blurSigma: 1, noiseSigma: 2, supersample: 4, border: 1 },
};

export function referencePoses() {
  const { camera, board, views, seed, render } = REFERENCE_SET;
  return syntheticViews(camera, board, views, seed, render.border);
}

/** View `index` of the set; its noise is seeded by the set's seed plus the index. */
export function renderReferenceView(
  pose: ReturnType<typeof referencePoses>[number],
  index: number,
): RenderedBoard {
  const { camera, board, seed, render } = REFERENCE_SET;
  const options: RenderOptions = { ...render, seed: seed + index };
  return renderBoard(camera, board, pose, options);
}

/** View `index`'s true corners (binding order), without drawing it. */
export function referenceCorners(pose: ReturnType<typeof referencePoses>[number]) {
  return boardInView(REFERENCE_SET.camera, REFERENCE_SET.board, pose).corners;
}
