import { describe, expect, it } from 'vitest';
import { seededRandom } from '@ads/seeded-random';
import { BENCH_CLASSES, type BenchBox } from '@ads/contract';
import type { StoredGroundTruth } from './bench-tasks';
import { datasetClasses, evaluateSplit } from './bench-evaluate';
import { predictionsFromGt } from './dataset';
import { evaluateKitti } from './eval/kitti';
import { DETECTION_CVPR_2019, evaluateNuScenes, filterEvalBoxes } from './eval/nuscenes';

/** Two splits, boxes of every class (some far, some without points, attributes or velocity). */
function dataset(): StoredGroundTruth {
  const random = seededRandom(33);
  const samples: StoredGroundTruth['samples'] = [];
  const gt: BenchBox[] = [];
  const numPts: number[] = [];
  for (let f = 0; f < 300; f++) {
    const sample = `s${f}`;
    samples.push({ sample, split: f % 3 === 0 ? 'test' : 'val' });
    for (let b = 0; b < 12; b++) {
      const cls = BENCH_CLASSES[Math.floor(random() * BENCH_CLASSES.length)]!;
      gt.push({
        sample,
        class: cls,
        x: -60 + (b % 4) * 30 + random() * 8,
        y: -40 + Math.floor(b / 4) * 30 + random() * 8,
        z: random() - 1,
        l: 1 + random() * 4,
        w: 0.5 + random() * 1.5,
        h: 1 + random(),
        yaw: (random() * 2 - 1) * Math.PI,
        ...(random() < 0.8 ? { vx: random() * 4 - 2, vy: random() * 4 - 2 } : {}),
        ...(random() < 0.7 ? { attr: 'vehicle.moving' } : {}),
      });
      numPts.push(random() < 0.1 ? 0 : 1 + Math.floor(random() * 50));
    }
  }
  return { samples, gt, numPts };
}

describe('evaluateSplit on box tables', () => {
  it('scores as both evaluators do on the objects, to the bit', () => {
    const stored = dataset();
    const pred = predictionsFromGt(stored.gt, { seed: 5, falsePositivesPerSample: 4 });
    for (const split of ['val', 'test'] as const) {
      const inSplit = new Set(stored.samples.filter((s) => s.split === split).map((s) => s.sample));
      const kept = stored.gt.flatMap((box, i) => (inSplit.has(box.sample) ? [i] : []));
      const gt = kept.map((i) => stored.gt[i]!);
      const numPts = kept.map((i) => stored.numPts![i]!);
      const classes = datasetClasses(stored);
      const range = DETECTION_CVPR_2019.classRange;
      const nuscenes = evaluateNuScenes(
        filterEvalBoxes(gt, range, numPts),
        filterEvalBoxes(pred, range),
        { samples: [...inSplit], classes },
      );
      const kitti = evaluateKitti(gt, pred, { classes });
      expect(evaluateSplit(stored, pred, split)).toEqual({
        nuscenes: nuscenes.metrics,
        kitti: kitti.metrics,
        curves: { nuscenes: nuscenes.curves, kitti: kitti.curves },
        frames: nuscenes.frames,
      });
    }
  });
});
