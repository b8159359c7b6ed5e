import type { CharucoLayout } from '../charuco/layout';
import { renderBoard, type RenderOptions } from '../render/render-board';
import { designedCharucoViews, renderCharuco } from '../render/render-charuco';
import { SAMPLE_CAMERA } from '../render/sample-camera';
import { type ViewDesign, designedViews } from '../render/synthetic-views';
import type { CameraIntrinsics, ChessboardSpec, CharucoSpec, GrayImage, Vec3 } from '../types';

/**
 * The intrinsics tab's sample image sets (issue 30): a chessboard and a ChArUco board, each
 * photographed through one known camera (SAMPLE_CAMERA) in the twelve views a careful person
 * takes (SAMPLE_VIEWS: into each corner and along each edge of the picture, tilted toward the
 * middle; large, small and steeply tilted in the middle), each angle and size jittered by a
 * seed, with a little optical blur and sensor noise. Nothing is stored: the same numbers draw the same
 * pictures, in the browser's worker as in the tests, and calibrating them gives the camera back
 * (intrinsic-samples.test.ts holds that known answer).
 */
export type IntrinsicSampleKind = 'chessboard' | 'charuco';

export interface IntrinsicSample<B extends ChessboardSpec | CharucoSpec> {
  kind: IntrinsicSampleKind;
  /** The file names' stem: `{stem}-01.png`, … */
  stem: string;
  board: B;
  camera: CameraIntrinsics;
  views: readonly ViewDesign[];
  /** White margin around the squares, in squares. */
  border: number;
  /** Seeds the poses' jitter; view i's noise is seeded with noiseSeed + i. */
  poseSeed: number;
  noiseSeed: number;
  render: RenderOptions;
}

/** Blur and noise of a decent machine-vision camera; supersampling 3 is ample at 1280×720. */
const PHOTO: RenderOptions = { blurSigma: 0.8, noiseSigma: 1.5, supersample: 3 };

/**
 * The twelve views: a picture corner or edge each for eight (the board a little over a third of
 * the picture's width, tilted toward the middle as a board held there turns to face the
 * camera, pushed against the picture's edges), then four in the middle: near
 * (60 % of the width), far (30 %), and tilted 40° up and 40° to the side.
 */
export const SAMPLE_VIEWS: readonly ViewDesign[] = [
  { at: [0, 0], rpyDeg: [20, -25, 5], width: 0.35 },
  { at: [0.5, 0], rpyDeg: [30, 0, -8], width: 0.35 },
  { at: [1, 0], rpyDeg: [20, 25, -5], width: 0.35 },
  { at: [0, 0.5], rpyDeg: [0, -35, 10], width: 0.35 },
  { at: [1, 0.5], rpyDeg: [0, 35, -10], width: 0.35 },
  { at: [0, 1], rpyDeg: [-20, -25, -5], width: 0.35 },
  { at: [0.5, 1], rpyDeg: [-30, 0, 8], width: 0.35 },
  { at: [1, 1], rpyDeg: [-20, 25, 5], width: 0.35 },
  { at: [0.5, 0.5], rpyDeg: [-10, 10, 3], width: 0.6 },
  { at: [0.45, 0.55], rpyDeg: [15, 20, 30], width: 0.3 },
  { at: [0.5, 0.5], rpyDeg: [40, 0, 15], width: 0.5 },
  { at: [0.5, 0.5], rpyDeg: [0, -40, -15], width: 0.5 },
];

export const CHESSBOARD_SAMPLE: IntrinsicSample<ChessboardSpec> = {
  kind: 'chessboard',
  stem: 'chessboard',
  board: { kind: 'chessboard', cols: 9, rows: 6, square: 0.04 },
  camera: SAMPLE_CAMERA,
  views: SAMPLE_VIEWS,
  border: 0.5,
  poseSeed: 30,
  noiseSeed: 3000,
  render: PHOTO,
};

export const CHARUCO_SAMPLE: IntrinsicSample<CharucoSpec> = {
  kind: 'charuco',
  stem: 'charuco',
  board: {
    kind: 'charuco',
    squaresX: 10,
    squaresY: 7,
    square: 0.03,
    marker: 0.022,
    dictionary: 'DICT_4X4_50',
  },
  camera: SAMPLE_CAMERA,
  views: SAMPLE_VIEWS,
  border: 0.5,
  poseSeed: 31,
  noiseSeed: 3100,
  render: PHOTO,
};

export interface SampleImage {
  name: string;
  image: GrayImage;
  /** The board's pose in the camera (p_camera = R(rvec) · p_board + tvec), the truth. */
  pose: { rvec: Vec3; tvec: Vec3 };
}

export const sampleFileName = (stem: string, index: number) =>
  `${stem}-${String(index + 1).padStart(2, '0')}.png`;

/** The chessboard sample's poses (cheap: no picture drawn). */
export function chessboardSamplePoses(sample = CHESSBOARD_SAMPLE) {
  return designedViews(sample.camera, sample.board, sample.views, sample.poseSeed, sample.border);
}

export function charucoSamplePoses(sample = CHARUCO_SAMPLE) {
  return designedCharucoViews(
    sample.camera,
    sample.board,
    sample.views,
    sample.poseSeed,
    sample.border,
  );
}

/**
 * The chessboard sample's pictures, one by one (`onImage` after each: the worker reports
 * progress, ~0.2 s a picture).
 */
export function renderChessboardSample(
  onImage: (done: number, total: number) => void = () => undefined,
  sample = CHESSBOARD_SAMPLE,
): SampleImage[] {
  return chessboardSamplePoses(sample).map((pose, i) => {
    const { image } = renderBoard(sample.camera, sample.board, pose, {
      ...sample.render,
      border: sample.border,
      seed: sample.noiseSeed + i,
    });
    onImage(i + 1, sample.views.length);
    return { name: sampleFileName(sample.stem, i), image, pose };
  });
}

/**
 * The ChArUco sample's pictures. The markers' cells are OpenCV's dictionary's, so the layout
 * comes from `charucoLayout(cv, CHARUCO_SAMPLE.board)`: the caller has OpenCV.js, this does not.
 */
export function renderCharucoSample(
  layout: CharucoLayout,
  onImage: (done: number, total: number) => void = () => undefined,
  sample = CHARUCO_SAMPLE,
): SampleImage[] {
  return charucoSamplePoses(sample).map((pose, i) => {
    const { image } = renderCharuco(sample.camera, layout, pose, {
      ...sample.render,
      border: sample.border,
      seed: sample.noiseSeed + i,
    });
    onImage(i + 1, sample.views.length);
    return { name: sampleFileName(sample.stem, i), image, pose };
  });
}
