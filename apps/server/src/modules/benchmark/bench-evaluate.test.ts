import { describe, expect, it } from 'vitest';
import type { BenchBox, BenchClass } from '@ads/contract';
import type { StoredGroundTruth } from './bench-tasks';
import { evaluateSplit } from './bench-evaluate';

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
