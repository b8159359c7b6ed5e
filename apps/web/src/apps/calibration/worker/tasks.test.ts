import type { CharucoLayout, CharucoSpec } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { decodeTestImage, loadCvInNode } from '../test/in-process-worker';
import type { TaskOutput } from './protocol';
import { type TaskContext, runTask } from './tasks';

/* The worker's ChArUco tasks as they run (OpenCV.js in Node), on boards drawn from the layout. */

const BOARD: CharucoSpec = {
  kind: 'charuco',
  squaresX: 5,
  squaresY: 4,
  square: 0.04,
  marker: 0.03,
  dictionary: 'DICT_4X4_50',
};

function context(stages: string[] = []): TaskContext {
  return {
    loadCv: loadCvInNode,
    decode: decodeTestImage,
    clouds: new Map(),
    progress: (progress) => stages.push(progress.stage),
  };
}

describe('the calibration worker’s ChArUco tasks', { timeout: 60_000 }, () => {
  it('finds a ChArUco board’s corners by id, with OpenCV', async () => {
    const stages: string[] = [];
    const { value } = await runTask(
      {
        seq: 1,
        task: 'detect',
        input: { image: new Blob(['charuco 5x4 40 30 DICT_4X4_50']), board: BOARD },
      },
      context(stages),
    );
    const { width, height, detection } = value as TaskOutput<'detect'>;
    // 5 × 4 squares of 40 px and 20 px of margin.
    expect([width, height]).toEqual([240, 200]);
    expect(detection.found).toBe(true);
    expect(detection.ids).toEqual([...Array(12).keys()]);
    // Corner (c, r) is where squares meet: 20 + 40 (c + 1) px from the edge, the pixels'
    // centres half a pixel in.
    detection.ids.forEach((id, k) => {
      const [u, v] = detection.corners[k]!;
      expect(u).toBeCloseTo(20 + 40 * ((id % 4) + 1) - 0.5, 1);
      expect(v).toBeCloseTo(20 + 40 * (Math.floor(id / 4) + 1) - 0.5, 1);
    });
    expect(stages).toContain('Loading OpenCV (once per visit)…');
  });

  it('says why when the board set is not the one in the picture', async () => {
    const { value } = await runTask(
      {
        seq: 2,
        task: 'detect',
        input: {
          image: new Blob(['charuco 5x4 40 30 DICT_4X4_50']),
          board: { ...BOARD, dictionary: 'DICT_5X5_100' },
        },
      },
      context(),
    );
    const { detection } = value as TaskOutput<'detect'>;
    expect(detection.found).toBe(false);
    expect(detection.reason).toMatch(/^No DICT_5X5_100 markers found/);
  });

  it('reads a board’s layout from OpenCV’s dictionary, its cells handed over', async () => {
    const { value, transfer } = await runTask(
      { seq: 3, task: 'charucoLayout', input: { board: BOARD } },
      context(),
    );
    const layout = value as CharucoLayout;
    expect(layout.cells).toBe(6);
    expect(layout.markers).toHaveLength(10);
    expect(layout.markers[0]).toMatchObject({ id: 0, x: 1, y: 0 });
    expect(transfer).toHaveLength(10);
  });
});
