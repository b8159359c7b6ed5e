import { createReadStream } from 'node:fs';
import type { BenchBox } from '@ads/contract';
import { POINT_BYTES } from './import-dataset';

/*
 * How many lidar points each ground-truth box holds: the nuScenes devkit drops ground truth
 * with none (`filter_eval_boxes`, `num_pts == 0`; its annotations carry `num_lidar_pts`). The
 * test is the devkit's `points_in_box`: a point is inside when its projection on each of the
 * box's three edges from one corner lies in [0, edge²], faces included; here the same test in
 * the box's own frame (|along| ≤ l/2, |across| ≤ w/2, |up| ≤ h/2), boxes upright as BenchBox.
 */

/** One box's test, precomputed. */
interface BoxTest {
  x: number;
  y: number;
  z: number;
  cos: number;
  sin: number;
  halfL: number;
  halfW: number;
  halfH: number;
  /** The footprint's circumscribed radius, squared: a quick rejection. */
  r2: number;
}

function boxTests(boxes: readonly BenchBox[]): BoxTest[] {
  return boxes.map((b) => ({
    x: b.x,
    y: b.y,
    z: b.z,
    cos: Math.cos(b.yaw),
    sin: Math.sin(b.yaw),
    halfL: b.l / 2,
    halfW: b.w / 2,
    halfH: b.h / 2,
    r2: (b.l * b.l + b.w * b.w) / 4,
  }));
}

function addPoint(
  tests: readonly BoxTest[],
  counts: Int32Array,
  px: number,
  py: number,
  pz: number,
) {
  for (let k = 0; k < tests.length; k++) {
    const t = tests[k]!;
    const dx = px - t.x;
    const dy = py - t.y;
    if (dx * dx + dy * dy > t.r2) continue;
    if (Math.abs(pz - t.z) > t.halfH) continue;
    if (Math.abs(t.cos * dx + t.sin * dy) > t.halfL) continue;
    if (Math.abs(-t.sin * dx + t.cos * dy) > t.halfW) continue;
    counts[k]!++;
  }
}

/** Points (x, y, z, intensity rows) inside each box, in the boxes' order. */
export function countPointsInBoxes(points: Float32Array, boxes: readonly BenchBox[]): Int32Array {
  const tests = boxTests(boxes);
  const counts = new Int32Array(boxes.length);
  for (let i = 0; i + 3 < points.length; i += 4) {
    addPoint(tests, counts, points[i]!, points[i + 1]!, points[i + 2]!);
  }
  return counts;
}

/**
 * The same for a frame file (`velodyne/<sample>.bin`, float32 little-endian rows), read in
 * pieces of `chunkBytes` so that the import's worker holds one piece, not the frame. A frame
 * without boxes is not read.
 */
export async function countFramePoints(
  file: string,
  boxes: readonly BenchBox[],
  options: { chunkBytes?: number } = {},
): Promise<Int32Array> {
  const counts = new Int32Array(boxes.length);
  if (boxes.length === 0) return counts;
  const tests = boxTests(boxes);
  // A point cut in two by a piece's end waits here for the rest.
  const carry = new Uint8Array(POINT_BYTES);
  const carryView = new DataView(carry.buffer);
  let carried = 0;
  const stream = createReadStream(file, { highWaterMark: options.chunkBytes ?? 1 << 20 });
  for await (const piece of stream as AsyncIterable<Buffer>) {
    let at = 0;
    if (carried > 0) {
      const take = Math.min(POINT_BYTES - carried, piece.length);
      carry.set(piece.subarray(0, take), carried);
      carried += take;
      at = take;
      if (carried < POINT_BYTES) continue;
      const f = (o: number) => carryView.getFloat32(o, true);
      addPoint(tests, counts, f(0), f(4), f(8));
      carried = 0;
    }
    const view = new DataView(piece.buffer, piece.byteOffset, piece.byteLength);
    for (; at + POINT_BYTES <= piece.length; at += POINT_BYTES) {
      addPoint(
        tests,
        counts,
        view.getFloat32(at, true),
        view.getFloat32(at + 4, true),
        view.getFloat32(at + 8, true),
      );
    }
    carry.set(piece.subarray(at), 0);
    carried = piece.length - at;
  }
  return counts;
}

/**
 * Points inside each ground-truth box, in `gt`'s order: each frame with boxes is streamed once
 * (`frameFile(sample)`), one after the other.
 */
export async function countGroundTruthPoints(
  gt: readonly BenchBox[],
  frameFile: (sample: string) => string,
): Promise<number[]> {
  const bySample = new Map<string, number[]>();
  gt.forEach((box, i) => {
    const list = bySample.get(box.sample);
    if (list) list.push(i);
    else bySample.set(box.sample, [i]);
  });
  const numPts = new Array<number>(gt.length).fill(0);
  for (const [sample, indices] of bySample) {
    const counts = await countFramePoints(
      frameFile(sample),
      indices.map((i) => gt[i]!),
    );
    indices.forEach((i, k) => (numPts[i] = counts[k]!));
  }
  return numPts;
}
