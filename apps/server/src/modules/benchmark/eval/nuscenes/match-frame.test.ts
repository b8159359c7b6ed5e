import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BENCH_CLASSES, type BenchBox, type BenchPrediction } from '@ads/contract';
import { matchFrame } from './match-frame';
import { evaluateNuScenes } from './nuscenes-eval';

function box(over: Partial<BenchBox> = {}): BenchBox {
  return { sample: 's0', class: 'car', x: 0, y: 0, z: 0, l: 4, w: 2, h: 1.5, yaw: 0, ...over };
}
function pred(over: Partial<BenchPrediction> = {}): BenchPrediction {
  return { ...box(over), score: over.score ?? 0.5 };
}

describe('matchFrame', () => {
  it('labels predictions TP/FP and GT matched/missed at 2 m', () => {
    // Car 1 m off → TP; pedestrian 3 m off → FP, and its GT missed; a car GT nobody predicted.
    const gt = [box(), box({ class: 'pedestrian', x: 10 }), box({ x: 50 })];
    const preds = [pred({ x: 1 }), pred({ class: 'pedestrian', x: 13 })];
    const m = matchFrame(gt, preds);
    expect(m.pred).toEqual([true, false]);
    expect(m.gt).toEqual([true, false, false]);
    expect(m.predToGt).toEqual([0, -1]);
    expect(m.gtToPred).toEqual([0, -1, -1]);
    expect([m.tp, m.fp, m.fn]).toEqual([1, 1, 2]);
    // At 4 m the pedestrian matches.
    expect(matchFrame(gt, preds, 4).pred).toEqual([true, true]);
  });

  it('orders equal scores by rank (the submission index), the later first', () => {
    // Both predictions want GT 0; the one processed first takes it, the other is 2.6 m from GT 1.
    const gt = [box({ x: 0 }), box({ x: 3 })];
    const p0 = pred({ x: 0.4 });
    const p1 = pred({ x: 0.2 });
    expect(matchFrame(gt, [p0, p1]).predToGt).toEqual([-1, 0]);
    // Ranks given: p0 came later in the submission → p0 first.
    expect(
      matchFrame(gt, [
        { ...p0, rank: 7 },
        { ...p1, rank: 3 },
      ]).predToGt,
    ).toEqual([0, -1]);
  });

  it('agrees with the evaluation’s frames, ties included', () => {
    const coord = fc.integer({ min: 0, max: 24 }).map((v) => v / 4);
    const sample = fc.constantFrom('a', 'b', 'c', 'd');
    const cls = fc.constantFrom(...BENCH_CLASSES);
    const gtArb = fc.array(fc.record({ sample, class: cls, x: coord, y: coord }).map(box), {
      maxLength: 30,
    });
    const score = fc.integer({ min: 1, max: 3 }).map((v) => v / 3);
    const predArb = fc.array(
      fc.record({ sample, class: cls, x: coord, y: coord, score }).map(pred),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(gtArb, predArb, (gt, preds) => {
        const { frames } = evaluateNuScenes(gt, preds);
        const ranked = preds.map((p, rank) => ({ ...p, rank }));
        for (const frame of frames) {
          const m = matchFrame(
            gt.filter((b) => b.sample === frame.sample),
            ranked.filter((b) => b.sample === frame.sample),
          );
          expect({ sample: frame.sample, tp: m.tp, fp: m.fp, fn: m.fn }).toEqual(frame);
        }
      }),
    );
  });
});
