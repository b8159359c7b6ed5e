import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchBox } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesOf } from './bench-class';
import { parseGtJson } from './gt-json';
import { importDatasetArchive } from './import-dataset';
import { lidarBoxCorners } from './kitti-convert';
import { predictionsFromGt } from './predictions-from-gt';
import { parsePredictionsJson } from './predictions-json';
import {
  MIN_POINTS_PER_BOX,
  type SampleFrame,
  generateSampleDataset,
  sampleDatasetFrames,
  writeSampleDatasetArchive,
} from './sample-dataset';
import { EGO_SPEED, FRAME_SECONDS, SCENE_AHEAD, SCENE_BEHIND, StreetScene } from './sample-scene';

let dir: string;
let frames: SampleFrame[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-sample-'));
  frames = [...sampleDatasetFrames({ frames: 30, seed: 7, pointsPerFrame: 20_000 })];
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Points of `points` inside `box` (in its own frame, within half its size on each axis). */
function pointsInside(points: Float32Array, box: BenchBox): number {
  const c = Math.cos(box.yaw);
  const s = Math.sin(box.yaw);
  let n = 0;
  for (let i = 0; i < points.length; i += 4) {
    const dx = points[i]! - box.x;
    const dy = points[i + 1]! - box.y;
    const dz = points[i + 2]! - box.z;
    if (
      Math.abs(c * dx + s * dy) <= box.l / 2 &&
      Math.abs(-s * dx + c * dy) <= box.w / 2 &&
      Math.abs(dz) <= box.h / 2
    ) {
      n++;
    }
  }
  return n;
}

/** Whether two boxes' footprints overlap (separating axes of two rectangles). */
function footprintsOverlap(a: BenchBox, b: BenchBox): boolean {
  const corners = (box: BenchBox) => lidarBoxCorners(box).slice(0, 4);
  const ca = corners(a);
  const cb = corners(b);
  for (const box of [a, b]) {
    for (const axis of [
      [Math.cos(box.yaw), Math.sin(box.yaw)],
      [-Math.sin(box.yaw), Math.cos(box.yaw)],
    ] as const) {
      const project = (cs: typeof ca) => cs.map(([x, y]) => x * axis[0] + y * axis[1]);
      const pa = project(ca);
      const pb = project(cb);
      if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return false;
    }
  }
  return true;
}

describe('the sample dataset', () => {
  it('is the same bytes for the same seed, and different for another', async () => {
    const options = { frames: 3, pointsPerFrame: 2_000 };
    const a = join(dir, 'a.tar');
    const b = join(dir, 'b.tar');
    const c = join(dir, 'c.tar');
    await writeSampleDatasetArchive(a, { ...options, seed: 3 });
    await writeSampleDatasetArchive(b, { ...options, seed: 3 });
    await writeSampleDatasetArchive(c, { ...options, seed: 4 });
    const [ha, hb, hc] = await Promise.all([a, b, c].map(async (p) => sha256(await readFile(p))));
    expect(ha).toBe(hb);
    expect(hc).not.toBe(ha);

    const folder = join(dir, 'folder');
    const progress: number[] = [];
    await generateSampleDataset(folder, {
      ...options,
      seed: 3,
      onProgress: (f) => progress.push(f),
    });
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    const again = join(dir, 'again');
    await generateSampleDataset(again, { ...options, seed: 3 });
    for (const file of ['gt.json', 'velodyne/000000.bin', 'velodyne/000002.bin']) {
      expect(sha256(await readFile(join(again, file)))).toBe(
        sha256(await readFile(join(folder, file))),
      );
    }
    expect(await readdir(join(folder, 'velodyne'))).toEqual([
      '000000.bin',
      '000001.bin',
      '000002.bin',
    ]);
  });

  it('is imported as a user archive is: same frames, same ground truth', async () => {
    const path = join(dir, 'sample.tar.gz');
    const written = await writeSampleDatasetArchive(path, {
      frames: 4,
      seed: 2,
      pointsPerFrame: 3_000,
    });
    const out = join(dir, 'imported');
    const imported = await importDatasetArchive(path, out);
    expect(imported.archive).toBe('tar.gz');
    expect(imported.format).toBe('layout');
    expect(imported.samples).toEqual(written.samples);
    expect(imported.gt).toEqual(written.gt);
    expect(imported.pointCounts).toEqual(written.pointCounts);
    expect(Object.values(imported.pointCounts)).toEqual([3_000, 3_000, 3_000, 3_000]);
    // And gt.json parses as a user's would.
    const folder = join(dir, 'sample-folder');
    await generateSampleDataset(folder, { frames: 4, seed: 2, pointsPerFrame: 3_000 });
    expect(parseGtJson(await readFile(join(folder, 'gt.json'), 'utf8')).gt).toEqual(written.gt);
    expect(sha256(await readFile(join(out, 'velodyne', '000003.bin')))).toBe(
      sha256(await readFile(join(folder, 'velodyne', '000003.bin'))),
    );
  });

  it('has the points asked for, with KITTI intensities, the road 1.73 m below the lidar', () => {
    for (const { points } of frames) {
      expect(points.length).toBe(20_000 * 4);
      let road = 0;
      let outside = 0;
      for (let i = 0; i < points.length; i += 4) {
        if (!(points[i + 3]! >= 0 && points[i + 3]! <= 1)) outside++;
        if (Math.abs(points[i + 2]! + 1.73) < 0.05) road++;
      }
      expect(outside).toBe(0);
      expect(road / 20_000).toBeGreaterThan(0.4);
    }
  });

  it('labels about 15 objects a frame, each with points inside its box, none overlapping', () => {
    const counts = frames.map((f) => f.gt.length);
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(25);
    const classes = new Set(frames.flatMap((f) => f.gt.map((b) => b.class)));
    expect([...classes].sort()).toEqual(['car', 'cyclist', 'pedestrian']);
    for (const { sample, points, gt } of frames) {
      for (const box of gt) {
        expect(box.sample).toBe(sample);
        expect(pointsInside(points, box)).toBeGreaterThanOrEqual(MIN_POINTS_PER_BOX);
      }
      for (let i = 0; i < gt.length; i++) {
        for (let j = i + 1; j < gt.length; j++)
          expect(footprintsOverlap(gt[i]!, gt[j]!)).toBe(false);
      }
    }
  });

  it('gives sizes, velocities and attributes that fit each class', () => {
    for (const box of frames.flatMap((f) => f.gt)) {
      expect(attributesOf(box.class)).toContain(box.attr);
      expect(box.vy).toBe(0);
      const speed = Math.abs(box.vx!);
      if (
        [
          'vehicle.parked',
          'vehicle.stopped',
          'pedestrian.standing',
          'cycle.without_rider',
        ].includes(box.attr!)
      ) {
        expect(speed).toBeLessThanOrEqual(0.2);
      } else {
        expect(speed).toBeGreaterThan(0.2);
      }
      const [l, w, h] = {
        car: [4.5, 1.8, 1.5],
        pedestrian: [0.7, 0.7, 1.75],
        cyclist: [1.8, 0.6, 1.7],
      }[box.class];
      expect(Math.abs(box.l - l!)).toBeLessThan(0.6);
      expect(Math.abs(box.w - w!)).toBeLessThan(0.25);
      expect(Math.abs(box.h - h!)).toBeLessThan(box.attr === 'cycle.without_rider' ? 0.75 : 0.25);
      expect(box.z - box.h / 2).toBeCloseTo(-1.73, 3);
    }
  });

  it('moves objects smoothly from one frame to the next, as seen from a car driving at 8 m/s', () => {
    let followed = 0;
    for (let f = 1; f < frames.length; f++) {
      for (const box of frames[f]!.gt) {
        // Each object keeps its (random) size, which identifies it from frame to frame.
        const before = frames[f - 1]!.gt.find(
          (b) => b.class === box.class && b.l === box.l && b.w === box.w && b.h === box.h,
        );
        if (!before) continue; // just came into view
        followed++;
        const expected = before.x + (before.vx! - EGO_SPEED) * FRAME_SECONDS;
        expect(Math.abs(box.x - expected)).toBeLessThan(0.05);
        expect(box.y).toBe(before.y);
        expect(box.yaw).toBe(before.yaw);
      }
    }
    expect(followed).toBeGreaterThan(frames.length * 8);
  });

  it('keeps going for 20,000 frames with a bounded street', () => {
    const scene = new StreetScene(11);
    let fewest = Infinity;
    let most = 0;
    for (let f = 0; f < 20_000; f++) {
      if (f > 0) scene.step();
      if (f % 50 === 0) {
        const n = scene.nearby().length;
        fewest = Math.min(fewest, n);
        most = Math.max(most, n);
      }
    }
    expect(scene.egoX).toBeCloseTo(20_000 * 0.1 * 8 - 0.8, 6);
    expect(fewest).toBeGreaterThan(3);
    expect(most).toBeLessThan(60);
    const kept = scene.strips.reduce((sum, strip) => sum + strip.objects.length, 0);
    expect(kept).toBeLessThan(200); // what fell far behind is forgotten
    for (const object of scene.nearby()) {
      const x = scene.worldX(object) - scene.egoX;
      expect(x).toBeGreaterThanOrEqual(-SCENE_BEHIND);
      expect(x).toBeLessThanOrEqual(SCENE_AHEAD);
    }
  });
});

describe('predictionsFromGt', () => {
  const gt = () => frames.flatMap((f) => f.gt);
  const samples = () => frames.map((f) => f.sample);

  it('is deterministic, valid, and gives the ground truth back without noise', () => {
    const a = predictionsFromGt(gt(), { seed: 5, samples: samples() });
    expect(predictionsFromGt(gt(), { seed: 5, samples: samples() })).toEqual(a);
    expect(predictionsFromGt(gt(), { seed: 6, samples: samples() })).not.toEqual(a);
    const checked = parsePredictionsJson(JSON.stringify({ pred: a }), new Set(samples()));
    expect(checked).toHaveLength(a.length);

    const exact = predictionsFromGt(gt(), { noise: 0 });
    expect(exact.map(({ score: _score, ...box }) => box)).toEqual(gt());
    for (const p of exact) expect(p.score).toBeGreaterThan(0.8);
  });

  it('misses some boxes, adds false positives, and scores worse boxes lower', () => {
    const truth = gt();
    const pred = predictionsFromGt(truth, {
      seed: 1,
      samples: samples(),
      dropRate: 0.2,
      falsePositivesPerSample: 2,
    });
    const fp = pred.filter((p) => p.score <= 0.5);
    expect(fp.length).toBeGreaterThan(frames.length);
    const matched = pred.length - fp.length;
    expect(matched).toBeGreaterThan(truth.length * 0.6);
    expect(matched).toBeLessThan(truth.length * 0.95);
    for (const p of pred) {
      expect(p.score).toBeGreaterThan(0);
      expect(p.score).toBeLessThan(1);
      expect(Math.abs(p.yaw)).toBeLessThanOrEqual(Math.PI);
    }
  });
});
