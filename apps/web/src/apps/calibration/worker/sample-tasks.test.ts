import { CHARUCO_SAMPLE, CHESSBOARD_SAMPLE, SAMPLE_CAMERA, readPcd } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { decodeTestImage, loadCvInNode } from '../test/in-process-worker';
import type { Progress, TaskOutput } from './protocol';
import { type TaskContext, runTask } from './tasks';

/*
 * The worker's sample tasks (issue 30) as they run: files another decoder (pngjs) and the
 * cloud reader read back, the board and camera the tab sets, progress per picture, buffers
 * handed over. That calibrating them gives the camera back is @ads/calibration's
 * samples/*.test.ts (and the browser's, e2e/calibration-samples.spec.ts).
 */

function context(progress: Progress[] = []): TaskContext {
  return {
    loadCv: loadCvInNode,
    decode: decodeTestImage,
    clouds: new Map(),
    progress: (step) => progress.push(step),
  };
}

describe('the calibration worker’s samples', { timeout: 120_000 }, () => {
  it('draws the chessboard sample as twelve 1280×720 PNG files, with its board and camera', async () => {
    const progress: Progress[] = [];
    const { value, transfer } = await runTask(
      { seq: 1, task: 'intrinsicSample', input: { kind: 'chessboard' } },
      context(progress),
    );
    const sample = value as TaskOutput<'intrinsicSample'>;
    expect(sample.board).toEqual(CHESSBOARD_SAMPLE.board);
    expect(sample.camera).toEqual(SAMPLE_CAMERA);
    expect(sample.files.map((file) => file.name)).toEqual(
      [...Array(12).keys()].map((i) => `chessboard-${String(i + 1).padStart(2, '0')}.png`),
    );
    expect(transfer).toHaveLength(12);
    const first = await decodeTestImage(new Blob([sample.files[0]!.bytes]));
    expect([first.width, first.height]).toEqual([1280, 720]);
    // Grey: red, green and blue alike; a board's black and white both there.
    // Counted by hand: an expect per pixel is slow.
    let coloured = 0;
    let [darkest, brightest] = [255, 0];
    for (let i = 0; i < first.data.length; i += 4) {
      if (first.data[i + 1] !== first.data[i] || first.data[i + 2] !== first.data[i]) coloured += 1;
      darkest = Math.min(darkest, first.data[i]!);
      brightest = Math.max(brightest, first.data[i]!);
    }
    expect(coloured).toBe(0);
    expect(darkest).toBeLessThan(40);
    expect(brightest).toBeGreaterThan(210);
    expect(progress.at(-1)).toEqual({ stage: 'Drawing the sample pictures…', done: 12, total: 12 });
  });

  it('draws the ChArUco sample with OpenCV’s markers', async () => {
    const { value } = await runTask(
      { seq: 2, task: 'intrinsicSample', input: { kind: 'charuco' } },
      context(),
    );
    const sample = value as TaskOutput<'intrinsicSample'>;
    expect(sample.board).toEqual(CHARUCO_SAMPLE.board);
    expect(sample.files[0]!.name).toBe('charuco-01.png');
    const { value: found } = await runTask(
      {
        seq: 3,
        task: 'detect',
        input: { image: new Blob([sample.files[8]!.bytes]), board: sample.board },
      },
      context(),
    );
    // The near, square-on view: every one of its 54 inner corners found by id.
    expect((found as TaskOutput<'detect'>).detection.ids).toHaveLength(54);
  });

  it('draws the lidar–camera scene: three pictures and clouds, the board’s centre in each', async () => {
    const { value, transfer } = await runTask(
      { seq: 4, task: 'lidarSample', input: {} },
      context(),
    );
    const scene = value as TaskOutput<'lidarSample'>;
    expect(scene.camera).toEqual(SAMPLE_CAMERA);
    expect(scene.board).toEqual({ kind: 'chessboard', cols: 7, rows: 5, square: 0.12 });
    expect(scene.border).toBe(0.5);
    expect(scene.link).toEqual({ rpyDeg: [1.5, 4, -3], t: [0.15, -0.1, -0.22] });
    expect(scene.captures.map((c) => [c.imageName, c.cloudName])).toEqual([
      ['capture-1.png', 'capture-1.pcd'],
      ['capture-2.png', 'capture-2.pcd'],
      ['capture-3.png', 'capture-3.pcd'],
    ]);
    expect(transfer).toHaveLength(6);
    for (const capture of scene.captures) {
      const cloud = readPcd(new Uint8Array(capture.cloud));
      expect(cloud.count).toBeGreaterThan(20_000);
      // Points of the board around its centre.
      let near = 0;
      for (let i = 0; i < cloud.count; i += 1) {
        const d = Math.hypot(
          cloud.xyz[i * 3]! - capture.boardCentre[0],
          cloud.xyz[i * 3 + 1]! - capture.boardCentre[1],
          cloud.xyz[i * 3 + 2]! - capture.boardCentre[2],
        );
        if (d < 0.3) near += 1;
      }
      expect(near).toBeGreaterThan(50);
      const image = await decodeTestImage(new Blob([capture.image]));
      expect([image.width, image.height]).toEqual([capture.width, capture.height]);
    }
  });
});
