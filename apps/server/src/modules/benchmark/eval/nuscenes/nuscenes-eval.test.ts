import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BENCH_CLASSES, NuScenesMetrics, type BenchBox, type BenchPrediction } from '@ads/contract';
import { evaluateNuScenes } from './nuscenes-eval';
import { NuScenesInputError } from './input-error';

const ATTR = {
  car: 'vehicle.moving',
  pedestrian: 'pedestrian.moving',
  cyclist: 'cycle.with_rider',
};

function box(over: Partial<BenchBox> = {}): BenchBox {
  return { sample: 's0', class: 'car', x: 0, y: 0, z: 0, l: 4, w: 2, h: 1.5, yaw: 0, ...over };
}
function pred(over: Partial<BenchPrediction> = {}): BenchPrediction {
  return { ...box(over), score: over.score ?? 0.5 };
}

/** Two boxes of each class in each of two samples, with zero velocity and an attribute. */
function scene(): BenchBox[] {
  const gt: BenchBox[] = [];
  for (const sample of ['s0', 's1'])
    BENCH_CLASSES.forEach((cls, c) => {
      for (const k of [0, 1])
        gt.push(
          box({
            sample,
            class: cls,
            x: 10 * c,
            y: 5 * k,
            yaw: 0.3 * k,
            vx: 0,
            vy: 0,
            attr: ATTR[cls],
          }),
        );
    });
  return gt;
}

describe('evaluateNuScenes: known answers', () => {
  it('perfect predictions: every AP 1, every error 0, NDS 1', () => {
    const gt = scene();
    const { metrics, curves, frames } = evaluateNuScenes(
      gt,
      gt.map((b, i) => ({ ...b, score: 1 - i / 100 })),
    );
    expect(() => NuScenesMetrics.parse(metrics)).not.toThrow();
    // Precision 1 at every recall point: mean(1 - 0.1) / (1 - 0.1) = 1 (to rounding).
    for (const cls of BENCH_CLASSES) {
      expect(Object.keys(metrics.label_aps[cls]!)).toEqual(['0.5', '1.0', '2.0', '4.0']);
      for (const ap of Object.values(metrics.label_aps[cls]!)) expect(ap).toBeCloseTo(1, 12);
      for (const err of Object.values(metrics.label_tp_errors[cls]!)) expect(err).toBe(0);
      expect(curves[cls]!.precision).toEqual(new Array(101).fill(1));
    }
    expect(metrics.mean_ap).toBeCloseTo(1, 12);
    expect(metrics.tp_scores).toEqual({
      trans_err: 1,
      scale_err: 1,
      orient_err: 1,
      vel_err: 1,
      attr_err: 1,
    });
    // (5 × 1 + 5 × 1) / 10 = 1.
    expect(metrics.nd_score).toBeCloseTo(1, 12);
    expect(frames).toEqual([
      { sample: 's0', tp: 6, fp: 0, fn: 0 },
      { sample: 's1', tp: 6, fp: 0, fn: 0 },
    ]);
  });

  it('no predictions: AP 0, errors 1, NDS 0', () => {
    const { metrics, curves, frames } = evaluateNuScenes(scene(), []);
    for (const cls of BENCH_CLASSES) {
      expect(metrics.label_aps[cls]).toEqual({ '0.5': 0, '1.0': 0, '2.0': 0, '4.0': 0 });
      for (const err of Object.values(metrics.label_tp_errors[cls]!)) expect(err).toBe(1);
      expect(curves[cls]!.precision).toEqual(new Array(101).fill(0));
    }
    expect(metrics.mean_ap).toBe(0);
    expect(Object.values(metrics.tp_scores)).toEqual([0, 0, 0, 0, 0]);
    expect(metrics.nd_score).toBe(0);
    expect(frames[0]).toEqual({ sample: 's0', tp: 0, fp: 0, fn: 6 });
  });

  it('one car 0.7 m off: AP 0 at 0.5 m, 1 at 1, 2 and 4 m; ATE 0.7', () => {
    const gt = [box({ vx: 1, vy: 0, attr: ATTR.car })];
    const { metrics } = evaluateNuScenes(gt, [pred({ x: 0.7, vx: 1, vy: 0, attr: ATTR.car })]);
    // 0.7 >= 0.5 → a false positive, no match → no-predictions data → AP 0. Else one TP for one
    // GT: recall [1], precision [1] → precision 1 at every recall point → AP 1.
    expect(metrics.label_aps.car!['0.5']).toBe(0);
    for (const th of ['1.0', '2.0', '4.0']) expect(metrics.label_aps.car![th]).toBeCloseTo(1, 12);
    const car = metrics.label_tp_errors.car!;
    expect(car.trans_err).toBeCloseTo(0.7, 12);
    expect([car.scale_err, car.orient_err, car.vel_err, car.attr_err]).toEqual([0, 0, 0, 0]);
    // Pedestrians and cyclists have no GT: AP 0, errors 1.
    // mean_dist_aps.car = (0 + 1 + 1 + 1) / 4 = 0.75; mean_ap = (0.75 + 0 + 0) / 3 = 0.25.
    expect(metrics.mean_dist_aps.car).toBeCloseTo(0.75, 12);
    expect(metrics.mean_ap).toBeCloseTo(0.25, 12);
    // tp_errors: trans (0.7 + 1 + 1) / 3 = 0.9, the others (0 + 1 + 1) / 3 = 2/3.
    expect(metrics.tp_errors.trans_err).toBeCloseTo(0.9, 12);
    expect(metrics.tp_errors.attr_err).toBeCloseTo(2 / 3, 12);
    // NDS = (5 × 0.25 + (0.1 + 4 × 1/3)) / 10 = (1.25 + 1.4333…) / 10 = 0.268333…
    expect(metrics.nd_score).toBeCloseTo((1.25 + 0.1 + 4 / 3) / 10, 12);
  });

  it('equal scores: the later prediction in the submission goes first and takes the GT', () => {
    // GT A (0, 0) and B (3, 0); P0 at 0.4 m from A and P1 at 0.2 m from A, both score 0.5.
    // The devkit processes P1 first (later index): P1 takes A (0.2 m); P0's nearest free GT is
    // B at 2.6 m: a FP at 0.5, 1 and 2 m. At 2 m: TP then FP → precision [1, 0.5], recall
    // [0.5, 0.5] → precision 1 at points 0..49, 0.5 at 50 (the last repeat), 0 after:
    // AP = (39 × 0.9 + 0.4) / 90 / 0.9 = 35.5 / 81. ATE = 0.2 (P1's distance).
    const gt = [box({ x: 0 }), box({ x: 3 })];
    const p0 = pred({ x: 0.4 });
    const p1 = pred({ x: 0.2 });
    const { metrics, curves } = evaluateNuScenes(gt, [p0, p1]);
    expect(metrics.label_aps.car!['2.0']).toBeCloseTo(35.5 / 81, 15);
    expect(curves.car!.precision.slice(49, 52)).toEqual([1, 0.5, 0]);
    expect(metrics.label_tp_errors.car!.trans_err).toBeCloseTo(0.2, 12);
    // At 4 m P0 takes B: two TPs → AP 1.
    expect(metrics.label_aps.car!['4.0']).toBeCloseTo(1, 12);
    // The other order: P0 is later, goes first and takes A → ATE 0.4.
    const swapped = evaluateNuScenes(gt, [p1, p0]).metrics;
    expect(swapped.label_tp_errors.car!.trans_err).toBeCloseTo(0.4, 12);
  });

  it('a class whose GT has no attribute gets AAE 1, as the devkit’s cummean gives (the issue said NaN)', () => {
    // attr_acc is NaN for every match → cummean of all NaN = ones → AAE 1 (not NaN, not 0).
    const gt = [box({ class: 'pedestrian' }), box({ class: 'pedestrian', x: 5 })];
    const { metrics } = evaluateNuScenes(
      gt,
      gt.map((b) => ({ ...b, score: 0.5, attr: 'pedestrian.moving' })),
    );
    expect(metrics.label_tp_errors.pedestrian!.attr_err).toBe(1);
    expect(metrics.label_tp_errors.pedestrian!.trans_err).toBe(0);
  });

  it('GT without attribute are left out of the attribute mean', () => {
    // Matches in order: car 1 (attribute right, error 0), car 2 (GT without attribute, NaN):
    // cummean [0, 0] → AAE 0.
    const gt = [box({ attr: ATTR.car }), box({ x: 5 })];
    const preds = [pred({ attr: ATTR.car, score: 0.9 }), pred({ x: 5, score: 0.8 })];
    expect(evaluateNuScenes(gt, preds).metrics.label_tp_errors.car!.attr_err).toBe(0);
  });

  it('a missing velocity is skipped, not counted as 0', () => {
    // Matches in order: velocity error 5 (|(3, 4) - (0, 0)|), then NaN (no predicted velocity):
    // cummean [5, 5] → AVE 5 at every recall point. Were NaN taken as 0 it would fall to 2.5.
    const gt = [box({ vx: 0, vy: 0 }), box({ x: 5, vx: 0, vy: 0 })];
    const preds = [pred({ vx: 3, vy: 4, score: 0.9 }), pred({ x: 5, score: 0.8 })];
    expect(evaluateNuScenes(gt, preds).metrics.label_tp_errors.car!.vel_err).toBe(5);
    // Every velocity missing → cummean of all NaN = ones → AVE 1.
    const none = evaluateNuScenes([box()], [pred()]).metrics;
    expect(none.label_tp_errors.car!.vel_err).toBe(1);
  });

  it('counts TP/FP/FN per frame at 2 m, listed samples first', () => {
    // s0: car 1 m off (TP at 2 m), pedestrian 3 m off (FP + FN at 2 m). s1: a lone FP.
    const gt = [box(), box({ class: 'pedestrian', x: 10 })];
    const preds = [
      pred({ x: 1 }),
      pred({ class: 'pedestrian', x: 13 }),
      pred({ sample: 's1', class: 'cyclist' }),
    ];
    const { frames } = evaluateNuScenes(gt, preds, { samples: ['empty', 's0'] });
    expect(frames).toEqual([
      { sample: 'empty', tp: 0, fp: 0, fn: 0 },
      { sample: 's0', tp: 1, fp: 1, fn: 1 },
      { sample: 's1', tp: 0, fp: 1, fn: 0 },
    ]);
  });

  it('refuses what the devkit refuses', () => {
    const many = Array.from({ length: 501 }, (_, i) => pred({ x: i }));
    expect(() => evaluateNuScenes([box()], many)).toThrow(NuScenesInputError);
    expect(() => evaluateNuScenes([box()], [pred({ score: NaN })])).toThrow(NuScenesInputError);
    expect(() => evaluateNuScenes([box()], [pred({ l: 0 })])).toThrow(NuScenesInputError);
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    evaluateNuScenes(scene(), [], { onProgress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

// Random scenes: a few samples, boxes on a 0.25 m grid so that equal distances happen.
const classArb = fc.constantFrom(...BENCH_CLASSES);
const coord = fc.integer({ min: 0, max: 40 }).map((v) => v / 4);
const sampleArb = fc.constantFrom('a', 'b', 'c');
const gtArb = fc.array(
  fc.record({ sample: sampleArb, class: classArb, x: coord, y: coord }).map((b) => box(b)),
  { maxLength: 25 },
);
const predArb = (scores: fc.Arbitrary<number>) =>
  fc.array(
    fc
      .record({ sample: sampleArb, class: classArb, x: coord, y: coord, score: scores })
      .map((b) => pred(b)),
    { maxLength: 30 },
  );

describe('evaluateNuScenes: properties', () => {
  it('AP lies in [0, 1] (to rounding) and NDS in [0, 1]', () => {
    fc.assert(
      fc.property(gtArb, predArb(fc.integer({ min: 1, max: 5 }).map((v) => v / 5)), (gt, preds) => {
        const { metrics } = evaluateNuScenes(gt, preds);
        for (const aps of Object.values(metrics.label_aps))
          for (const ap of Object.values(aps)) {
            expect(ap).toBeGreaterThanOrEqual(0);
            expect(ap).toBeLessThanOrEqual(1 + 1e-12);
          }
        expect(metrics.nd_score).toBeGreaterThanOrEqual(0);
        expect(metrics.nd_score).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  it('permuting predictions with distinct scores changes nothing', () => {
    const distinct = predArb(fc.double({ min: 0.01, max: 1, noNaN: true })).filter(
      (p) => new Set(p.map((b) => b.score)).size === p.length,
    );
    fc.assert(
      fc.property(gtArb, distinct, fc.nat(), (gt, preds, seed) => {
        const shuffled = [...preds];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) % 2147483648;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const a = evaluateNuScenes(gt, preds);
        const b = evaluateNuScenes(gt, shuffled);
        expect(b.metrics).toEqual(a.metrics);
        expect(b.curves).toEqual(a.curves);
      }),
    );
  });

  it('a far-away false positive scored below the rest never raises an AP', () => {
    fc.assert(
      fc.property(
        gtArb,
        predArb(fc.integer({ min: 2, max: 10 }).map((v) => v / 10)),
        classArb,
        sampleArb,
        (gt, preds, cls, sample) => {
          const before = evaluateNuScenes(gt, preds).metrics;
          const far = pred({ sample, class: cls, x: 1000, y: 1000, score: 0.01 });
          const after = evaluateNuScenes(gt, [...preds, far]).metrics;
          for (const c of BENCH_CLASSES)
            for (const [th, ap] of Object.entries(after.label_aps[c]!))
              expect(ap).toBeLessThanOrEqual(before.label_aps[c]![th]!);
        },
      ),
    );
  });
});
