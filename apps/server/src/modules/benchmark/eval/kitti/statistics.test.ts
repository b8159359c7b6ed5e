import { describe, expect, it } from 'vitest';
import {
  AssignMarks,
  type ClassCandidates,
  firstPassScores,
  keptDetections,
  truePositives,
} from './statistics';

/** One frame; `pairs[g]` lists [detection, IoU] in detection order. */
function frame(scores: number[], pairs: Array<Array<[number, number]>>): ClassCandidates {
  const candStart = new Int32Array(pairs.length + 1);
  const det: number[] = [];
  const iou: number[] = [];
  pairs.forEach((list, g) => {
    for (const [d, o] of list) {
      det.push(d);
      iou.push(o);
    }
    candStart[g + 1] = det.length;
  });
  return {
    activeFrames: Int32Array.of(0),
    gtStart: Int32Array.of(0, pairs.length),
    detScore: Float64Array.from(scores),
    candStart,
    candDet: Int32Array.from(det),
    candBev: Float64Array.from(iou),
    cand3d: Float64Array.from(iou),
  };
}

describe('matching passes (computeStatistics)', () => {
  // g0 overlaps A (score 0.9, IoU 0.8) and B (score 0.6, IoU 0.95); g1 overlaps A (IoU 0.75).
  const c = frame(
    [0.9, 0.6],
    [
      [
        [0, 0.8],
        [1, 0.95],
      ],
      [[0, 0.75]],
    ],
  );

  it('first pass: each ground truth takes the highest score', () => {
    // g0 takes A (0.9 > 0.6); A is gone for g1: one true positive, score 0.9.
    expect(Array.from(firstPassScores(c, c.cand3d, 0.7, new AssignMarks(2)))).toEqual([0.9]);
  });

  it('second pass: the largest overlap among the detections above the threshold', () => {
    // At 0.9, B is ignored: g0 takes A, g1 finds nothing: 1. At 0.6: g0 takes B (0.95 > 0.8),
    // g1 takes A: 2.
    const tp = truePositives(c, c.cand3d, 0.7, Float64Array.of(0.9, 0.6), new AssignMarks(2));
    expect(Array.from(tp)).toEqual([1, 2]);
    // IoU must exceed the threshold: at 0.8, g0 can only take B, and g1's 0.75 is not > 0.8.
    expect(
      Array.from(truePositives(c, c.cand3d, 0.8, Float64Array.of(0.6), new AssignMarks(2))),
    ).toEqual([1]);
  });

  it('ties go to the first detection, as the devkit loop', () => {
    // g0: d0 and d1 both at 0.8 (and both scoring 0.5); g1: d0 only. g0 takes d0, g1 nothing.
    const t = frame(
      [0.5, 0.5],
      [
        [
          [0, 0.8],
          [1, 0.8],
        ],
        [[0, 0.8]],
      ],
    );
    expect(Array.from(firstPassScores(t, t.cand3d, 0.7, new AssignMarks(2)))).toEqual([0.5]);
    expect(
      Array.from(truePositives(t, t.cand3d, 0.7, Float64Array.of(0.5), new AssignMarks(2))),
    ).toEqual([1]);
  });

  it('a NaN score is never a first-pass match but is kept by every threshold (devkit)', () => {
    const n = frame([Number.NaN], [[[0, 0.9]]]);
    expect(firstPassScores(n, n.cand3d, 0.7, new AssignMarks(1))).toHaveLength(0);
    expect(
      Array.from(truePositives(n, n.cand3d, 0.7, Float64Array.of(0.5), new AssignMarks(1))),
    ).toEqual([1]);
    const sorted = Float64Array.of(0.2, 0.5, 0.5, 0.9, Number.NaN).sort();
    expect(Array.from(keptDetections(sorted, Float64Array.of(0.9, 0.5, 0.1, 1)))).toEqual([
      2, 4, 5, 1,
    ]);
  });
});
