import type { JudgedBox } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { VERDICT_COLOURS, frameBoxes, verdictCounts } from './frame-boxes';

const box = (verdict: JudgedBox['verdict'], score?: number): JudgedBox => ({
  class: 'car',
  x: 1,
  y: 2,
  z: -1,
  l: 4,
  w: 2,
  h: 1.5,
  yaw: 0.5,
  verdict,
  ...(score === undefined ? {} : { score }),
});

describe('the boxes of a frame', () => {
  it('draws a dataset frame’s ground truth in the ground-truth colour', () => {
    const header = {
      dataset: 1,
      sample: 'a',
      split: 'val' as const,
      gt: [{ ...box(null), class: 'car' }],
    };
    expect(frameBoxes(header, undefined)).toEqual([
      { x: 1, y: 2, z: -1, l: 4, w: 2, h: 1.5, yaw: 0.5, color: VERDICT_COLOURS.gt, label: 'car' },
    ]);
    expect(frameBoxes({ ...header, split: 'test', gt: null }, undefined)).toEqual([]);
  });

  it('colours a judged frame by verdict: missed, TP and FP dashed, found', () => {
    const judged = { gt: [box('tp'), box('fn')], pred: [box('tp', 0.9), box('fp', 0.4)] };
    const drawn = frameBoxes(undefined, judged);
    // In the order their labels take precedence: misses, predictions, ground truth found.
    expect(drawn.map((b) => [b.color, b.dashed ?? false])).toEqual([
      [VERDICT_COLOURS.fn, false],
      [VERDICT_COLOURS.tp, true],
      [VERDICT_COLOURS.fp, true],
      [VERDICT_COLOURS.gt, false],
    ]);
    expect(drawn[0]!.label).toBe('car · missed');
    expect(drawn[2]!.label).toBe('car 0.40');
    expect(verdictCounts(judged)).toEqual({ tp: 1, fp: 1, fn: 1 });
  });

  it('draws test-split predictions without verdicts in one colour', () => {
    const drawn = frameBoxes(undefined, { gt: null, pred: [box(null, 0.7)] });
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.color).toBe(VERDICT_COLOURS.pred);
    expect(verdictCounts({ gt: null, pred: [box(null, 0.7)] })).toEqual({ tp: 0, fp: 0, fn: 0 });
  });
});
