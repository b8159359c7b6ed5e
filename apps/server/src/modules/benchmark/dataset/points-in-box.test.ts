import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BenchBox } from '@ads/contract';
import { countFramePoints, countGroundTruthPoints, countPointsInBoxes } from './points-in-box';
import { float32LittleEndian } from './sample-dataset';

function box(over: Partial<BenchBox> = {}): BenchBox {
  return { sample: 'f', class: 'car', x: 0, y: 0, z: 0, l: 4, w: 2, h: 2, yaw: 0, ...over };
}
/** x, y, z, intensity rows. */
const cloud = (...points: Array<[number, number, number]>) =>
  new Float32Array(points.flatMap(([x, y, z]) => [x, y, z, 0.5]));

describe('countPointsInBoxes', () => {
  it('counts points inside an upright box, faces included, as the devkit’s points_in_box', () => {
    const points = cloud(
      [0, 0, 0], // centre
      [1.9, 0.9, 0.9], // inside, near a corner
      [2, 1, 1], // the corner itself: on all three faces, inside (0 ≤ proj ≤ |axis|²)
      [2.01, 0, 0], // just past the front face
      [0, 1.01, 0], // just past a side
      [0, 0, -1.01], // just below the bottom
    );
    expect(Array.from(countPointsInBoxes(points, [box()]))).toEqual([3]);
  });

  it('turns with the yaw: length along the heading, width across it', () => {
    // A 4 × 2 box turned 90°: its length runs along y. (0, 1.9) is inside it, (1.9, 0) is not.
    const turned = box({ x: 10, y: 5, z: -1, yaw: Math.PI / 2 });
    const points = cloud([10, 6.9, -1], [11.9, 5, -1], [10.9, 5, -1.9], [10, 5, 0.1]);
    expect(Array.from(countPointsInBoxes(points, [turned]))).toEqual([2]);
    // 45°: the corner direction (1, 1)/√2 × 2.2 is within the length (2) and the width (1)?
    // Along the heading 2.2 > 2: outside. (1.3, 1.3) → along 1.838, across 0: inside.
    const diagonal = box({ yaw: Math.PI / 4 });
    const d = 2.2 / Math.SQRT2;
    expect(Array.from(countPointsInBoxes(cloud([d, d, 0], [1.3, 1.3, 0]), [diagonal]))).toEqual([
      1,
    ]);
  });

  it('counts a point in every box that holds it, and none in a box far away', () => {
    const points = cloud([0, 0, 0], [0.5, 0, 0], [30, 30, 0]);
    const counts = countPointsInBoxes(points, [box(), box({ x: 0.5, l: 1 }), box({ x: -50 })]);
    expect(Array.from(counts)).toEqual([2, 2, 0]);
  });
});

describe('countFramePoints', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('streams the frame in pieces that cut points in two and gives the same counts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'points-in-box-'));
    const file = join(dir, 'f.bin');
    // 1,000 points on a line through the box: x from −5 to 4.99 step 0.01 → |x| ≤ 2: 401 points.
    const rows: Array<[number, number, number]> = [];
    for (let i = 0; i < 1000; i++) rows.push([-5 + i / 100, 0, 0]);
    await writeFile(file, float32LittleEndian(cloud(...rows)));
    const whole = countPointsInBoxes(cloud(...rows), [box()]);
    // 52-byte pieces: 3¼ points each, so most points arrive split over two pieces.
    const streamed = await countFramePoints(file, [box()], { chunkBytes: 52 });
    expect(Array.from(streamed)).toEqual(Array.from(whole));
    expect(streamed[0]).toBe(401);
  });

  it('counts every ground-truth box of every frame, in the ground truth’s order', async () => {
    dir = await mkdtemp(join(tmpdir(), 'points-in-box-'));
    await writeFile(join(dir, 'a.bin'), float32LittleEndian(cloud([0, 0, 0], [0.5, 0.5, 0])));
    await writeFile(join(dir, 'b.bin'), float32LittleEndian(cloud([10, 0, 0])));
    const gt = [
      box({ sample: 'a' }),
      box({ sample: 'b', x: 10 }),
      box({ sample: 'a', x: 20 }), // nothing there: 0, which the evaluation drops
      box({ sample: 'b' }),
    ];
    expect(await countGroundTruthPoints(gt, (s) => join(dir, `${s}.bin`))).toEqual([2, 1, 0, 0]);
  });

  it('a frame without boxes is not read', async () => {
    expect(Array.from(await countFramePoints('/nonexistent/frame.bin', []))).toEqual([]);
  });
});
