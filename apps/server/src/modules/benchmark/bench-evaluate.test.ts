import { describe, expect, it } from 'vitest';
import type { BenchBox, BenchClass } from '@ads/contract';
import type { StoredGroundTruth } from './bench-tasks';
import { evaluateSplit } from './bench-evaluate';
import { parseKittiCalib } from './dataset/kitti-calib';
import { KITTI_000000_CALIB } from './dataset/kitti-fixtures';

const ATTR: Record<BenchClass, string> = {
  car: 'vehicle.moving',
  pedestrian: 'pedestrian.standing',
  cyclist: 'cycle.with_rider',
};

function box(sample: string, cls: BenchClass, x: number, y: number): BenchBox {
  const [l, w, h] = cls === 'car' ? [4, 1.8, 1.5] : [0.6, 0.6, 1.7];
  return { sample, class: cls, x, y, z: 0, l, w, h, yaw: 0.3, vx: 1, vy: 0, attr: ATTR[cls] };
}

/** Two test frames of cars and pedestrians (no cyclist anywhere in the dataset). */
function carsAndPedestrians(): StoredGroundTruth {
  const gt: BenchBox[] = [];
  for (const sample of ['f0', 'f1'])
    for (let k = 0; k < 3; k++) {
      gt.push(box(sample, 'car', 8 + 6 * k, -3 + 3 * k));
      gt.push(box(sample, 'pedestrian', 5 + 4 * k, 6 - k));
    }
  return {
    samples: [
      { sample: 'f0', split: 'test' },
      { sample: 'f1', split: 'test' },
    ],
    gt,
  };
}

describe('evaluateSplit: the classes scored', () => {
  it('a cars-and-pedestrians dataset predicted perfectly scores mAP 1 and NDS 1', () => {
    const stored = carsAndPedestrians();
    const pred = stored.gt.map((b, i) => ({ ...b, score: 1 - i / 100 }));
    const result = evaluateSplit(stored, pred, 'test');
    // Were the absent cyclist scored (AP 0, errors 1): mAP 2/3 and NDS 2/3.
    expect(Object.keys(result.nuscenes.label_aps).sort()).toEqual(['car', 'pedestrian']);
    // 1 to the devkit's rounding (its interpolation sums 101 floats).
    expect(result.nuscenes.mean_ap).toBeCloseTo(1, 15);
    expect(Object.values(result.nuscenes.tp_errors)).toEqual([0, 0, 0, 0, 0]);
    expect(result.nuscenes.nd_score).toBeCloseTo(1, 15);
    expect(Object.keys(result.kitti.classes).sort()).toEqual(['car', 'pedestrian']);
    expect(Object.keys(result.curves.nuscenes).sort()).toEqual(['car', 'pedestrian']);
  });

  it('a class of the dataset missing from the split still counts, as the devkit counts it', () => {
    const stored = carsAndPedestrians();
    // A cyclist in a val frame: the dataset has cyclists, the test split has none.
    stored.samples.push({ sample: 'v0', split: 'val' });
    stored.gt.push(box('v0', 'cyclist', 10, 0));
    const pred = stored.gt
      .filter((b) => b.sample !== 'v0')
      .map((b, i) => ({ ...b, score: 1 - i / 100 }));
    const { nuscenes } = evaluateSplit(stored, pred, 'test');
    expect(nuscenes.label_aps.cyclist!['2.0']).toBe(0);
    expect(nuscenes.mean_ap).toBeCloseTo(2 / 3, 15);
  });

  it('predictions of a class the dataset does not have are left out, not false positives', () => {
    const stored = carsAndPedestrians();
    const pred = stored.gt.map((b, i) => ({ ...b, score: 1 - i / 100 }));
    pred.push({ ...box('f0', 'cyclist', 30, 0), score: 0.99 });
    const result = evaluateSplit(stored, pred, 'test');
    expect(result.nuscenes.nd_score).toBeCloseTo(1, 15);
    expect(result.frames.find((f) => f.sample === 'f0')).toEqual({
      sample: 'f0',
      tp: 6,
      fp: 0,
      fn: 0,
    });
  });
});

describe('evaluateSplit: the devkit’s range and zero-point filters', () => {
  const split = (gt: BenchBox[], numPts?: number[]): StoredGroundTruth => ({
    samples: [{ sample: 'f0', split: 'test' }],
    gt,
    ...(numPts ? { numPts } : {}),
  });
  const perfect = (gt: BenchBox[]) => gt.map((b, i) => ({ ...b, score: 0.9 - i / 100 }));

  it('a car beyond 50 m is neither missed nor a false positive', () => {
    const near = box('f0', 'car', 20, 5);
    const far = box('f0', 'car', 30, 40.5); // √(30² + 40.5²) ≈ 50.4 m
    const farFalse = { ...box('f0', 'car', -45, -25), score: 0.99 }; // ≈ 51.5 m
    const { nuscenes, frames } = evaluateSplit(
      split([near, far]),
      [...perfect([near]), farFalse],
      'test',
    );
    expect(nuscenes.mean_ap).toBeCloseTo(1, 15);
    expect(nuscenes.nd_score).toBeCloseTo(1, 15);
    expect(frames).toEqual([{ sample: 'f0', tp: 1, fp: 0, fn: 0 }]);
  });

  it('a pedestrian at 45 m is out of range (40 m), a car at 45 m is not (50 m)', () => {
    const gt = [
      box('f0', 'car', 10, 0),
      box('f0', 'car', 45, 0),
      box('f0', 'pedestrian', 0, 8),
      box('f0', 'pedestrian', 0, -45),
    ];
    // Only the near ones predicted.
    const { nuscenes } = evaluateSplit(split(gt), perfect([gt[0]!, gt[2]!]), 'test');
    expect(nuscenes.mean_dist_aps.pedestrian).toBeCloseTo(1, 15);
    // Car: one of two found → recall 0.5, precision 1 up to it: AP = 40 × 0.9 / 90 / 0.9 = 4/9.
    expect(nuscenes.mean_dist_aps.car).toBeCloseTo(4 / 9, 14);
  });

  it('ground truth with no lidar point inside is dropped; without counts every box counts', () => {
    const seen = box('f0', 'car', 10, 0);
    const empty = box('f0', 'car', 20, 10);
    const pred = perfect([seen]);
    expect(evaluateSplit(split([seen, empty], [12, 0]), pred, 'test').nuscenes.mean_ap).toBeCloseTo(
      1,
      15,
    );
    // A dataset kept before the counts were taken: not filtered (the empty box is missed).
    expect(evaluateSplit(split([seen, empty]), pred, 'test').nuscenes.mean_ap).toBeCloseTo(
      4 / 9,
      14,
    );
  });

  it('KITTI’s metrics are not range-filtered (its devkit has no such filter)', () => {
    const near = box('f0', 'car', 10, 0);
    const far = box('f0', 'car', 60, 0);
    const { kitti } = evaluateSplit(split([near, far]), perfect([near]), 'test');
    expect(kitti.classes.car!.strict['3d'].r40).toBeLessThan(1);
  });
});

describe('evaluateSplit: a KITTI-layout dataset is scored in the camera’s view', () => {
  const calib = parseKittiCalib(KITTI_000000_CALIB, 'calib');
  const stored: StoredGroundTruth = {
    samples: [{ sample: '000000', split: 'val' }],
    gt: [box('000000', 'car', 12, 1), box('000000', 'pedestrian', 8.7, -1.9)],
  };
  const perfect = stored.gt.map((b) => ({ ...b, score: 0.5 }));
  // A 360° detector's confident car behind the vehicle, where KITTI has no labels.
  const behind = { ...box('000000', 'car', -12, 1), score: 0.9 };

  it('a box behind the car is not a false positive', () => {
    const scored = evaluateSplit(stored, [...perfect, behind], 'val', undefined, {
      calibs: { '000000': calib },
    });
    expect(scored.nuscenes.mean_ap).toBeCloseTo(1, 15);
    expect(scored.kitti.classes.car!.strict['3d'].r40).toBe(
      evaluateSplit(stored, perfect, 'val').kitti.classes.car!.strict['3d'].r40,
    );
    expect(scored.frames).toEqual([{ sample: '000000', tp: 2, fp: 0, fn: 0 }]);
    // Without the calibrations (another layout) it is one.
    const unfiltered = evaluateSplit(stored, [...perfect, behind], 'val');
    expect(unfiltered.nuscenes.mean_ap).toBeLessThan(1);
    expect(unfiltered.frames).toEqual([{ sample: '000000', tp: 2, fp: 1, fn: 0 }]);
  });
});

describe('evaluateSplit: KITTI’s DontCare areas', () => {
  const calib = parseKittiCalib(KITTI_000000_CALIB, 'calib');
  const samples = Array.from({ length: 45 }, (_, i) => `f${i}`);
  const gt = samples.map((s) => box(s, 'car', 20, -2));
  const found = gt.map((b) => ({ ...b, score: 0.5 }));
  // A confident car whose 2D box, ≈ (382, 150)–(568, 292), lies inside f0's DontCare area.
  const stray = { ...box('f0', 'car', 10, 2), yaw: 0.3, score: 0.9 };
  const stored = (dontCare?: StoredGroundTruth['dontCare']): StoredGroundTruth => ({
    samples: samples.map((sample) => ({ sample, split: 'val' })),
    gt,
    ...(dontCare ? { dontCare } : {}),
  });
  const calibs = Object.fromEntries(samples.map((s) => [s, calib]));
  const strict3d = (r: ReturnType<typeof evaluateSplit>) => r.kitti.classes.car!.strict['3d'].r40;

  it('a detection in a DontCare area is not a false positive for the KITTI metrics', () => {
    const area: [number, number, number, number] = [350, 100, 600, 300];
    const withArea = evaluateSplit(stored({ f0: [area] }), [...found, stray], 'val', undefined, {
      calibs,
    });
    expect(strict3d(withArea)).toBeCloseTo(1, 14);
    const without = evaluateSplit(stored(), [...found, stray], 'val', undefined, { calibs });
    expect(strict3d(without)).toBeCloseTo(45 / 46, 14);
    // Elsewhere in the image it does not help.
    const elsewhere = evaluateSplit(
      stored({ f0: [[900, 100, 1200, 300]] }),
      [...found, stray],
      'val',
      undefined,
      {
        calibs,
      },
    );
    expect(strict3d(elsewhere)).toBeCloseTo(45 / 46, 14);
  });
});
