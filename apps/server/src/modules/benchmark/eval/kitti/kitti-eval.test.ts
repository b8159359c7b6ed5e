import type { BenchBox, BenchClass, BenchPrediction } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { evaluateKitti } from './kitti-eval';
import { randomScene } from './kitti-fixture';

const car = (sample: string, o: Partial<BenchBox> = {}): BenchBox => ({
  sample,
  class: 'car',
  x: 10,
  y: 0,
  z: 0,
  l: 4,
  w: 2,
  h: 1.5,
  yaw: 0,
  ...o,
});
const pred = (b: BenchBox, score: number, o: Partial<BenchBox> = {}): BenchPrediction => ({
  ...b,
  ...o,
  score,
});
/** n frames with one car each. */
const cars = (n: number) => Array.from({ length: n }, (_, i) => car(`f${i}`));

type Aps = { bev: [number, number]; d3: [number, number] };
/** [R40, R11] of BEV and 3D at one IoU setting. */
function aps(r: ReturnType<typeof evaluateKitti>, cls: BenchClass, level: 'strict' | 'loose') {
  const m = r.metrics.classes[cls]![level];
  return { bev: [m.bev.r40, m.bev.r11], d3: [m['3d'].r40, m['3d'].r11] } as Aps;
}
const all = (v: number): Aps => ({ bev: [v, v], d3: [v, v] });

describe('evaluateKitti: known answers', () => {
  it('perfect predictions (≥ 41 ground truth): AP 1 everywhere, curve at 1', () => {
    // 50 ground truth, all found: 41 thresholds (all 0.9), each with precision 50/50.
    const gt = cars(50);
    const r = evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.9)),
    );
    expect(aps(r, 'car', 'strict')).toEqual(all(1));
    expect(aps(r, 'car', 'loose')).toEqual(all(1));
    expect(r.metrics.classes.car!.strict.iou).toEqual({ bev: 0.7, '3d': 0.7 });
    expect(r.metrics.classes.pedestrian!.loose.iou).toEqual({ bev: 0.25, '3d': 0.25 });
    expect(r.curves.car!.recall).toHaveLength(41);
    expect(r.curves.car!.recall[1]).toBe(1 / 40);
    expect(r.curves.car!.recall[40]).toBe(1);
    expect(r.curves.car!.precision).toEqual(Array(41).fill(1));
  });

  it('nothing at all, or a class missing on one side: 0', () => {
    const empty = evaluateKitti([], []);
    for (const cls of ['car', 'pedestrian', 'cyclist'] as const) {
      expect(aps(empty, cls, 'strict')).toEqual(all(0));
      expect(aps(empty, cls, 'loose')).toEqual(all(0));
      expect(empty.curves[cls]!.precision).toEqual(Array(41).fill(0));
    }
    // Ground truth without predictions (the C++ devkit skips such a class; Python gives 0).
    expect(aps(evaluateKitti(cars(50), []), 'car', 'strict')).toEqual(all(0));
    // Predictions without ground truth: no true positive, no threshold.
    const noGt = evaluateKitti(
      [],
      cars(50).map((b) => pred(b, 0.9)),
    );
    expect(aps(noGt, 'car', 'loose')).toEqual(all(0));
  });

  it('a prediction at IoU just above 0.7 matches, just below does not', () => {
    // Same size 4×2×1.5, shifted by d along the length: IoU = 2(4 − d) / (8 + 2d) = (4−d)/(4+d).
    // d = 0.70: 3.30/4.70 = 0.70213 > 0.7; d = 0.72: 3.28/4.72 = 0.69492 < 0.7 (> 0.5).
    const gt = cars(50);
    const above = evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.8, { x: b.x + 0.7 })),
    );
    expect(aps(above, 'car', 'strict')).toEqual(all(1));
    const below = evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.8, { x: b.x + 0.72 })),
    );
    expect(aps(below, 'car', 'strict')).toEqual(all(0));
    expect(aps(below, 'car', 'loose')).toEqual(all(1));
  });

  it('the threshold is strict: IoU exactly 0.5 does not pass 0.5', () => {
    // A 2×2 prediction centred in the 4×2 car: 4/8 = 0.5 in BEV, 6/12 = 0.5 in 3D, exactly.
    const gt = cars(50);
    const r = evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.8, { l: 2 })),
    );
    expect(aps(r, 'car', 'loose')).toEqual(all(0));
  });

  it('BEV and 3D differ when the heights do not overlap fully', () => {
    // Lifted by 0.3 of 1.5: 3D IoU = 1.2 / (1.5 + 1.5 − 1.2) = 2/3 < 0.7; BEV IoU 1.
    const gt = cars(50);
    const r = evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.8, { z: 0.3 })),
    );
    expect(aps(r, 'car', 'strict')).toEqual({ bev: [1, 1], d3: [0, 0] });
    expect(aps(r, 'car', 'loose')).toEqual(all(1));
  });

  it('R40 and R11 differ: 80 ground truth, 40 found', () => {
    // getThresholds(40 scores, nGt = 80): 21 thresholds (recall 0 … 0.5); precision 1 in slots
    // 0..20, 0 after. R40 = 20/40 = 0.5; R11 = slots 0, 4, 8, 12, 16, 20 = 6/11.
    const gt = cars(80);
    const found = gt.slice(0, 40).map((b, i) => pred(b, 0.9 - i / 100));
    const r = evaluateKitti(gt, found);
    expect(aps(r, 'car', 'strict')).toEqual({ bev: [0.5, 6 / 11], d3: [0.5, 6 / 11] });
    expect(r.curves.car!.precision).toEqual([...Array(21).fill(1), ...Array(20).fill(0)]);
  });

  it('few ground truth: one threshold fills slot 0 only (devkit behaviour)', () => {
    // 2 ground truth, 1 found: one TP score, one threshold; precision [1, 0, …]:
    // R40 = 0 and R11 = 1/11, not the 0.5 and 6/11 of a recall-indexed curve. The same with
    // 1 of 1 found.
    const gt = [car('a'), car('b')];
    const r = evaluateKitti(gt, [pred(gt[0]!, 0.9)]);
    expect(aps(r, 'car', 'strict')).toEqual({ bev: [0, 1 / 11], d3: [0, 1 / 11] });
    const one = evaluateKitti([car('a')], [pred(car('a'), 0.9)]);
    expect(aps(one, 'car', 'strict')).toEqual({ bev: [0, 1 / 11], d3: [0, 1 / 11] });
    // 40 of 40 found: 40 thresholds, slot 40 empty: R40 = 39/40, R11 = 10/11.
    const forty = cars(40);
    const r40 = evaluateKitti(
      forty,
      forty.map((b) => pred(b, 0.9)),
    );
    expect(aps(r40, 'car', 'strict')).toEqual({ bev: [39 / 40, 10 / 11], d3: [39 / 40, 10 / 11] });
  });

  it('false positives count only when they score at least the threshold', () => {
    // 50 found at 0.9 (thresholds all 0.9) and 50 far-away false positives.
    const gt = cars(50);
    const tps = gt.map((b) => pred(b, 0.9));
    const fps = (score: number) => gt.map((b) => pred(b, score, { x: b.x + 30 }));
    // Scoring 0.5 < 0.9: ignored at every threshold; precision 1.
    expect(aps(evaluateKitti(gt, [...tps, ...fps(0.5)]), 'car', 'strict')).toEqual(all(1));
    // Scoring 0.95 ≥ 0.9: precision 50/100 at every threshold.
    expect(aps(evaluateKitti(gt, [...tps, ...fps(0.95)]), 'car', 'strict')).toEqual(all(0.5));
    // Scoring exactly 0.9: kept (the devkit ignores score < threshold only).
    expect(aps(evaluateKitti(gt, [...tps, ...fps(0.9)]), 'car', 'strict')).toEqual(all(0.5));
  });

  it('a prediction in a frame without ground truth is a false positive', () => {
    // 50 of 50 found at 0.9, one more car at 0.95 in frame 'x': precision 50/51 everywhere.
    const gt = cars(50);
    const r = evaluateKitti(gt, [...gt.map((b) => pred(b, 0.9)), pred(car('x'), 0.95)]);
    const p = 50 / 51;
    // R40 sums 40 copies and R11 11 copies of 50/51: equal to it up to rounding.
    const a = aps(r, 'car', 'strict');
    for (const v of [...a.bev, ...a.d3]) expect(v).toBeCloseTo(p, 14);
  });

  it('matches only within a frame and a class; a duplicate is a false positive', () => {
    const gt = cars(50);
    // The right box in the wrong frame, or with the wrong class: nothing matches.
    const shifted = gt.map((b, i) => pred(b, 0.9, { sample: `f${(i + 1) % 50}`, x: b.x + 5 }));
    expect(aps(evaluateKitti(gt, shifted), 'car', 'loose')).toEqual(all(0));
    const wrongClass = gt.map((b) => pred(b, 0.9, { class: 'cyclist' }));
    expect(aps(evaluateKitti(gt, wrongClass), 'car', 'loose')).toEqual(all(0));
    // Each car predicted twice (0.9 and 0.8): at threshold 0.9 the second is ignored: AP 1.
    // At 0.8 it would be a false positive, but 0.8 is no threshold (no TP scored it).
    const twice = gt.flatMap((b) => [pred(b, 0.9), pred(b, 0.8)]);
    expect(aps(evaluateKitti(gt, twice), 'car', 'strict')).toEqual(all(1));
    // A near copy scoring higher (0.95, IoU 3.9/4.1 = 0.951): the first pass takes it (highest
    // score), so every threshold is 0.95, where the exact 0.9 copy is ignored: AP 1 again.
    const dupHigh = gt.flatMap((b) => [pred(b, 0.9), pred(b, 0.95, { x: b.x + 0.1 })]);
    expect(aps(evaluateKitti(gt, dupHigh), 'car', 'strict')).toEqual(all(1));
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    const gt = cars(60);
    evaluateKitti(
      gt,
      gt.map((b) => pred(b, 0.5)),
      { onProgress: (f) => seen.push(f) },
    );
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
  });
});

describe('evaluateKitti: cross-check', () => {
  it('gives the figures of an independent numpy implementation of the devkit', () => {
    // randomScene(42, 150): 743 ground truth, 1094 predictions. The figures come from a separate
    // float64 numpy script written from evaluate_object.cpp (camera-frame boxes, the devkit's
    // toPolygon corners, polygon intersection by vertex collection, dense computeStatistics,
    // getThresholds, max filter, sums); they agreed to the last bit.
    const { gt, preds } = randomScene(42, 150);
    expect([gt.length, preds.length]).toEqual([743, 1094]);
    const r = evaluateKitti(gt, preds);
    const expected: Record<BenchClass, Record<'strict' | 'loose', Aps>> = {
      car: {
        strict: {
          bev: [0.43457028672082576, 0.44743409672876755],
          d3: [0.34287117012652946, 0.34461539879513886],
        },
        loose: {
          bev: [0.5479136305986397, 0.5540411746560827],
          d3: [0.5461522411157216, 0.5526676515670846],
        },
      },
      pedestrian: {
        strict: {
          bev: [0.3660146910026062, 0.3852175260251819],
          d3: [0.35068880521978274, 0.3397808874453688],
        },
        loose: {
          bev: [0.529072293202893, 0.5305372661681456],
          d3: [0.5016711977512993, 0.5159151879220182],
        },
      },
      cyclist: {
        strict: {
          bev: [0.3453533778298086, 0.3483120456458629],
          d3: [0.3059645319045061, 0.29329348264245636],
        },
        loose: {
          bev: [0.45594022547614915, 0.4533988371431331],
          d3: [0.45513487856596024, 0.4524736895002888],
        },
      },
    };
    for (const cls of ['car', 'pedestrian', 'cyclist'] as const) {
      for (const level of ['strict', 'loose'] as const) {
        const got = aps(r, cls, level);
        const want = expected[cls][level];
        for (const k of ['bev', 'd3'] as const) {
          for (const i of [0, 1]) expect(Math.abs(got[k][i]! - want[k][i]!)).toBeLessThan(1e-12);
        }
      }
    }
  });
});

describe('evaluateKitti: speed', () => {
  it('evaluates 5,000 frames of 15 ground truth and ~20 predictions in a few seconds', () => {
    // A quarter of the benchmark's 20,000 frames (the full size took ~2.5 s on 2 busy cores).
    let s = 7;
    const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const kinds = ['car', 'car', 'car', 'pedestrian', 'cyclist'] as const;
    const gt: BenchBox[] = [];
    const preds: BenchPrediction[] = [];
    for (let f = 0; f < 5000; f++) {
      for (let k = 0; k < 15; k++) {
        const cls = kinds[Math.floor(rnd() * 5)]!;
        const big = cls === 'car';
        const b = car(`f${f}`, {
          class: cls,
          x: rnd() * 70,
          y: rnd() * 80 - 40,
          l: big ? 4 : 1,
          w: big ? 1.8 : 0.6,
          yaw: rnd() * 6,
        });
        gt.push(b);
        if (rnd() < 0.85) {
          preds.push(pred(b, rnd(), { x: b.x + rnd() - 0.5, y: b.y + rnd() - 0.5 }));
        }
      }
      for (let k = 0; k < 7; k++) {
        preds.push(
          pred(car(`f${f}`, { x: rnd() * 70, y: rnd() * 80 - 40, yaw: rnd() * 6 }), rnd()),
        );
      }
    }
    const t0 = performance.now();
    const r = evaluateKitti(gt, preds);
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(r.metrics.classes.car!.loose.bev.r40).toBeGreaterThan(0.3);
  });
});

describe('evaluateKitti: DontCare areas (the C++ devkit’s “stuff”)', () => {
  // 50 frames of one car each, found; plus a confident false positive in frame f0.
  const gt = cars(50);
  const found = gt.map((b) => pred(b, 0.9));
  const stray = pred(car('f0', { x: 30 }), 0.95);
  /** Every AP of a setting is `v` (to the rounding of the 40- and 11-point means). */
  const near = (r: ReturnType<typeof evaluateKitti>, level: 'strict' | 'loose', v: number) => {
    const a = aps(r, 'car', level);
    for (const ap of [...a.bev, ...a.d3]) expect(ap).toBeCloseTo(v, 14);
  };

  it('an unassigned detection overlapping a DontCare area by more than the IoU threshold is not a false positive', () => {
    // Without DontCare: every threshold keeps 51 detections, 50 true: precision 50/51.
    const plain = evaluateKitti(gt, [...found, stray]);
    near(plain, 'strict', 50 / 51);
    // Its 2D box lies 0.9 inside a DontCare area (> 0.7 and > 0.5): ignored at both settings.
    const overlap = [...found.map(() => 0), 0.9];
    const inStuff = evaluateKitti(gt, [...found, stray], { dontCareOverlap: overlap });
    expect(aps(inStuff, 'car', 'strict')).toEqual(all(1));
    expect(aps(inStuff, 'car', 'loose')).toEqual(all(1));
    // 0.6: above the loose 0.5, not above the strict 0.7 (the devkit's MIN_OVERLAP per class).
    const partly = evaluateKitti(gt, [...found, stray], {
      dontCareOverlap: [...found.map(() => 0), 0.6],
    });
    near(partly, 'strict', 50 / 51);
    expect(aps(partly, 'car', 'loose')).toEqual(all(1));
  });

  it('a detection assigned to ground truth stays a true positive, whatever DontCare it touches', () => {
    const r = evaluateKitti(gt, found, { dontCareOverlap: found.map(() => 0.9) });
    expect(aps(r, 'car', 'strict')).toEqual(all(1));
    expect(r.curves.car!.precision).toEqual(Array(41).fill(1));
  });
});
