import { describe, expect, it } from 'vitest';
import {
  angleDiff,
  attrAcc,
  centerDistance,
  NO_ATTRIBUTE,
  scaleIou,
  velocityL2,
  yawDiff,
} from './box-errors';
import { pyMod, pyRound } from './py-float';

describe('Python float helpers', () => {
  it('pyMod is floored like Python (sign of the divisor)', () => {
    expect(pyMod(-1, 3)).toBe(2); // Python: -1 % 3 == 2; JavaScript: -1 % 3 == -1
    expect(pyMod(1, -3)).toBe(-2);
    expect(pyMod(7.5, 2)).toBe(1.5);
  });

  it('pyRound rounds halves to even', () => {
    expect([0.5, 1.5, 2.5, -2.5, 10.000000000000002].map(pyRound)).toEqual([0, 2, 2, -2, 10]);
  });
});

describe('per-match measures', () => {
  it('centre distance uses x and y only', () => {
    expect(centerDistance(0, 0, 3, 4)).toBe(5);
  });

  it('velocity error is NaN when a velocity is missing', () => {
    expect(velocityL2(0, 0, 3, 4)).toBe(5);
    expect(velocityL2(NaN, NaN, 3, 4)).toBeNaN();
  });

  it('scale IoU aligns the boxes', () => {
    // gt 4 × 2 × 1.5 = 12, pred 2 × 2 × 1.5 = 6, intersection 2 × 2 × 1.5 = 6 → 6 / (12 + 6 - 6) = 0.5.
    expect(scaleIou(4, 2, 1.5, 2, 2, 1.5)).toBe(0.5);
    expect(scaleIou(4, 2, 1.5, 4, 2, 1.5)).toBe(1);
  });

  it('yaw difference wraps at 2π and lies in [0, π]', () => {
    // 3.0 and -3.0 are 2π - 6 ≈ 0.2832 apart across ±π.
    expect(yawDiff(3, -3)).toBeCloseTo(2 * Math.PI - 6, 12);
    expect(yawDiff(0, Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(yawDiff(0.25, 0.25 + 4 * Math.PI)).toBeCloseTo(0, 12);
    // angle_diff(x, y) is the signed angle from y to x: from 0.5 to 0.2 is -0.3.
    expect(angleDiff(0.2, 0.5, 2 * Math.PI)).toBeCloseTo(-0.3, 12);
  });

  it('attribute accuracy is NaN without a ground-truth attribute', () => {
    expect(attrAcc(NO_ATTRIBUTE, 2)).toBeNaN();
    expect(attrAcc(1, 1)).toBe(1);
    expect(attrAcc(1, NO_ATTRIBUTE)).toBe(0);
  });
});
