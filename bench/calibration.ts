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
import {
  type Cv,
  type Vec2,
  calibrateIntrinsics,
  detectChessboard,
  withMats,
} from '@ads/calibration';
import { loadOpenCv } from '../test-support/opencv';
import { renderBoard, syntheticViews } from '../test-support/calibration/render-board';
import { HD, board } from '../test-support/calibration/test-cameras';
import { chromium } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, pathOf } from '@ads/contract';
import { CHROMIUM_BENCH_LAUNCH } from '../test-support/chromium';
import { encodePng } from '../test-support/calibration/write-png';
import type { ServerProcess } from './lib/child';
import { type Figure, figure } from './lib/report';
import type { StudioInfo } from './lib/studio-process';
import { signInPage, studioApi } from './lib/studio-api';
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

/**
 * The page's own detection: the same views as PNG files given to the intrinsics tab in Chromium
 * (software GL, the suite's launch options), decoded and detected in the calibration Web Worker
 * one after another, timed from handing the files over to the last one found. One view goes
 * first so OpenCV.js's load is not counted. Milliseconds per view.
 */
async function browserDetectMs(
  studio: ServerProcess<StudioInfo>,
  images: ReturnType<typeof renderBoard>['image'][],
): Promise<number> {
  const { url } = studio.info;
  const account = studio.info.superAccount!;
  await studioApi(url, account.access, 'POST', pathOf(API.createProject), {
    title: 'Calibration bench',
    vehicle: '',
  });
  const folder = await mkdtemp(join(tmpdir(), 'ads-bench-calibration-'));
  const browser = await chromium.launch(CHROMIUM_BENCH_LAUNCH);
  try {
    const files: string[] = [];
    for (const [i, image] of images.entries()) {
      const file = join(folder, `view-${String(i).padStart(2, '0')}.png`);
      await writeFile(file, encodePng(image));
      files.push(file);
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInPage(page, url, account);
    await page.goto(`${url}/calibration`);
    await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
    await page.getByRole('menuitem', { name: /Calibration bench/ }).click();
    const tab = page.getByRole('tabpanel', { name: 'Camera intrinsics' });
    await tab.getByLabel('Inner corners across').fill('9');
    await tab.getByLabel('Inner corners down').fill('6');
    await tab.getByLabel('Square size (mm)').fill('40');
    const views = page.getByRole('region', { name: 'Board and images' });
    const input = tab.getByLabel('Board images');
    await input.setInputFiles(files[0]!);
    await page
      .locator('section[aria-label="Board and images"][data-found="1"]')
      .waitFor({ timeout: 120_000 });
    const started = Date.now();
    await input.setInputFiles(files);
    await page
      .locator(`section[aria-label="Board and images"][data-found="${files.length + 1}"]`)
      .waitFor({ timeout: 300_000 });
    const elapsed = Date.now() - started;
    if (Number(await views.getAttribute('data-views')) !== files.length + 1) {
      throw new Error('calibration bench: the page did not take every view');
    }
    return elapsed / files.length;
  } finally {
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  }
}

export async function calibrationBench(
  log: Log,
  studio?: ServerProcess<StudioInfo>,
): Promise<Figure[]> {
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

  const figures: Figure[] = [];
  if (studio?.info.superAccount) {
    log(`calibration: the same ${views} views detected in the browser's worker`);
    const pageMs = await browserDetectMs(studio, images);
    figures.push(
      figure({
        section: 'calibration',
        name: 'chessboard corners per 1280×720 PNG in the page (Chromium worker, decode included)',
        unit: 'ms',
        value: pageMs,
        baselineName: 'the same detection in Node (above)',
        baseline: detectMs,
      }),
    );
  }

  return [
    ...figures,
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
