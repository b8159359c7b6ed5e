import { describe, expect, it } from 'vitest';
import {
  accumulatePr,
  calcAp,
  calcTp,
  maxRecallIndex,
  noPredictionsPr,
  type PrData,
} from './accumulate';
import { npLinspace } from './np-interp';

const pr = (precision: number[], confidence: number[]): PrData => ({
  recall: npLinspace(0, 1, 101),
  precision: Float64Array.from(precision),
  confidence: Float64Array.from(confidence),
});
const filled = (n: number, v: number) => new Array<number>(n).fill(v);

describe('accumulatePr', () => {
  it('resamples repeated recall values to the last one (a false positive after a hit)', () => {
    // npos 2; processing order: TP, FP → tp [1, 1], fp [0, 1], precision [1, 0.5], recall [0.5, 0.5].
    // np.interp at recall < 0.5 → left = precision[0] = 1; at 0.5 → the last repeat = 0.5; > 0.5 → 0.
    const got = accumulatePr(2, Float64Array.from([0.9, 0.8]), Int32Array.from([0, -1]));
    expect(Array.from(got.precision.slice(48, 53))).toEqual([1, 1, 0.5, 0, 0]);
    // Confidence: 0.9 up to recall 0.5 (last repeat → 0.8 at 0.5 itself), 0 after.
    expect(Array.from(got.confidence.slice(48, 53))).toEqual([0.9, 0.9, 0.8, 0, 0]);
    expect(maxRecallIndex(got)).toBe(50);
  });

  it('gives the no-predictions data without ground truth or without a match', () => {
    expect(accumulatePr(0, new Float64Array(0), new Int32Array(0))).toEqual(noPredictionsPr());
    expect(accumulatePr(3, Float64Array.from([0.5]), Int32Array.from([-1]))).toEqual(
      noPredictionsPr(),
    );
  });
});

describe('calcAp', () => {
  it('averages precision above min recall and min precision', () => {
    // Precision 1 at recall points 0..49, 0.5 at 50, 0 after. Counted: points 11..100 (90).
    // max(p - 0.1, 0): 39 × 0.9 (11..49) + 0.4 (50) = 35.5 → 35.5 / 90 / 0.9 = 35.5 / 81.
    const precision = [...filled(50, 1), 0.5, ...filled(50, 0)];
    expect(calcAp(pr(precision, filled(101, 0)), 0.1, 0.1)).toBeCloseTo(35.5 / 81, 15);
  });

  it('is 0 without predictions and 1 with precision 1 throughout', () => {
    expect(calcAp(noPredictionsPr(), 0.1, 0.1)).toBe(0);
    // 90 × (1 - 0.1) / 90 / 0.9 = 1 (to rounding).
    expect(calcAp(pr(filled(101, 1), filled(101, 1)), 0.1, 0.1)).toBeCloseTo(1, 15);
  });
});

describe('calcTp', () => {
  it('averages from recall point 11 to the max recall reached', () => {
    // Confidence nonzero up to point 60 → mean of the error at points 11..60 (50 values).
    // Error = index / 100 there: (11 + … + 60) / 100 / 50 = 1775 / 5000 = 0.355.
    const confidence = [...filled(61, 0.5), ...filled(40, 0)];
    const error = Float64Array.from({ length: 101 }, (_, i) => i / 100);
    expect(calcTp(pr(filled(101, 0), confidence), error, 0.1)).toBeCloseTo(0.355, 15);
  });

  it('is 1 when the max recall is below the first counted point', () => {
    // Max recall at point 10 < 11 → 1, whatever the error.
    const confidence = [...filled(11, 0.5), ...filled(90, 0)];
    expect(calcTp(pr(filled(101, 0), confidence), new Float64Array(101), 0.1)).toBe(1);
  });
});
