/**
 * Calibration (issue 17), in this process on the same images for each pair of figures:
 * - Chessboard corner detection per 1280×720 image (our detector, pure TypeScript) against
 *   opencv.js's cvtColor + 5×5 GaussianBlur of the same image: the least any detector does to a
 *   picture, so the ratio says how many such passes our whole detection costs.
 * - A 20-view calibration end to end (20 detections + OpenCV's calibrateCamera) against those
 *   20 cvtColor + GaussianBlur passes.
 * - Our fisheye (equidistant) Levenberg–Marquardt on the 20 views' corners against OpenCV's own
 *   pinhole calibrateCamera on the same corners (the same size of problem, OpenCV's LM).
 * Medians of several runs after a warm-up. No target in the issue: figures only.
 */
import { type Cv, type Vec2, calibrateIntrinsics, detectChessboard, withMats } from '@ads/contract';
import { loadOpenCv } from '../test-support/opencv';
import { renderBoard, syntheticViews } from '../test-support/calibration/render-board';
import { HD, board } from '../test-support/calibration/test-cameras';
import { type Figure, figure } from './lib/report';
import { median } from './lib/stats';

type Log = (line: string) => void;

export const CALIBRATION_BENCH = { views: 20, runs: 5, seed: 17 };

function timed(work: () => void, runs: number): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The grey image as the RGBA a browser canvas gives, for opencv.js's cvtColor. */
function rgbaOf(gray: ArrayLike<number>): Uint8Array {
  const rgba = new Uint8Array(gray.length * 4);
  for (let i = 0; i < gray.length; i += 1) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = gray[i]!;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

function floorPass(cv: Cv, rgba: Uint8Array, width: number, height: number): void {
  withMats((keep) => {
    const src = keep(cv.matFromArray(height, width, cv.CV_8UC4, rgba));
    const gray = keep(new cv.Mat());
    const blurred = keep(new cv.Mat());
    cv.cvtColor(src, gray, cv.COLOR_RGBA2GRAY);
    cv.GaussianBlur(gray, blurred, new cv.Size(5, 5), 0);
  });
}

export async function calibrationBench(log: Log): Promise<Figure[]> {
  const { views, runs, seed } = CALIBRATION_BENCH;
  const spec = board(9, 6, 0.04);
  const camera = HD;
  log(`calibration: rendering ${views} 1280×720 views`);
  const images = syntheticViews(camera, spec, views, seed).map(
    (pose, i) =>
      renderBoard(camera, spec, pose, { blurSigma: 1, noiseSigma: 2, seed: seed * 100 + i }).image,
  );
  const cv = await loadOpenCv();
  const rgba = images.map((image) => rgbaOf(image.data));
  const { width, height } = camera;

  log('calibration: corner detection against cvtColor + GaussianBlur');
  const detectAll = () => images.map((image) => detectChessboard(image, spec));
  const found = detectAll();
  if (!found.every((detection) => detection.found)) {
    throw new Error('calibration bench: the detector missed a rendered view');
  }
  const detectMs = timed(detectAll, runs) / views;
  const floorMs =
    timed(() => rgba.forEach((image) => floorPass(cv, image, width, height)), runs) / views;

  const input = (model: 'plumb_bob' | 'equidistant') => ({
    board: spec,
    imageSize: { width, height },
    model,
    views: found.map((detection, i) => ({
      file: `view-${i}.png`,
      corners: detection.corners as Vec2[],
      ids: detection.ids,
    })),
  });
  log('calibration: 20 views end to end, and the fisheye solver');
  const endToEndMs = timed(() => {
    const detections = detectAll();
    calibrateIntrinsics(cv, {
      ...input('plumb_bob'),
      views: detections.map((d, i) => ({ file: `view-${i}.png`, corners: d.corners, ids: d.ids })),
    });
  }, 3);
  const pinholeMs = timed(() => calibrateIntrinsics(cv, input('plumb_bob')), runs);
  const fisheyeMs = timed(() => calibrateIntrinsics(cv, input('equidistant')), runs);

  return [
    figure({
      section: 'calibration',
      name: 'chessboard corners per 1280×720 image (ours)',
      unit: 'ms',
      value: detectMs,
      baselineName: 'opencv.js cvtColor + GaussianBlur 5×5',
      baseline: floorMs,
    }),
    figure({
      section: 'calibration',
      name: `${views}-view calibration end to end (detect + calibrateCamera)`,
      unit: 'ms',
      value: endToEndMs,
      baselineName: `${views} × cvtColor + GaussianBlur`,
      baseline: floorMs * views,
    }),
    figure({
      section: 'calibration',
      name: `${views}-view fisheye calibration (our LM)`,
      unit: 'ms',
      value: fisheyeMs,
      baselineName: 'OpenCV calibrateCamera (pinhole), same corners',
      baseline: pinholeMs,
    }),
  ];
}
