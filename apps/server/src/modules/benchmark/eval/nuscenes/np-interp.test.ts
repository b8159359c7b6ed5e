import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { npInterp, npLinspace } from './np-interp';

const interp = (...args: Parameters<typeof npInterp>) => Array.from(npInterp(...args));

describe('npInterp (numpy.interp)', () => {
  it('takes the LAST of repeated xp values, as numpy does', () => {
    // xp = [0, 1, 1, 2, 2], fp = [0, 10, 20, 30, 40]; numpy 2.4 prints [20, 5, 25, 40, 40, 0]:
    //   x = 1   → the last index with xp <= 1 is 2 → fp[2] = 20 (not 10)
    //   x = 0.5 → between xp[0] = 0 and xp[1] = 1: 0 + (10 - 0) / (1 - 0) * 0.5 = 5
    //   x = 1.5 → j = 2: 20 + (30 - 20) / (2 - 1) * 0.5 = 25
    //   x = 2   → the last point: fp[4] = 40;  x = 2.5 → right (fp[-1] = 40);  x = -1 → left (fp[0])
    expect(interp([1, 0.5, 1.5, 2, 2.5, -1], [0, 1, 1, 2, 2], [0, 10, 20, 30, 40])).toEqual([
      20, 5, 25, 40, 40, 0,
    ]);
  });

  it('uses left and right outside xp, as the devkit does with right=0', () => {
    // xp = [0.5, 1], fp = [0.8, 0.6]: x = 0.25 < 0.5 → left; x = 0.75 → 0.8 + (-0.4) * 0.25 = 0.7.
    const got = interp([0.25, 0.75, 1, 1.25], [0.5, 1], [0.8, 0.6], undefined, 0);
    expect(got[0]).toBe(0.8);
    expect(got[1]).toBeCloseTo(0.7, 15);
    expect(got.slice(2)).toEqual([0.6, 0]);
    expect(interp([0, 2], [0.5, 1], [0.8, 0.6], -1, -2)).toEqual([-1, -2]);
  });

  it('handles a single point and NaN as numpy does', () => {
    // One point: below → left (fp[0]), above → right (fp[-1] = fp[0]), equal → fp[0].
    expect(interp([0, 1, 2], [1], [7], undefined, 0)).toEqual([7, 7, 0]);
    expect(interp([NaN], [0, 1], [0, 1])[0]).toBeNaN();
  });

  it('agrees with a plain search on increasing xp, whatever the order of x (the guess)', () => {
    const sorted = fc
      .array(fc.integer({ min: 0, max: 20 }), { minLength: 2, maxLength: 40 })
      .map((a) => a.sort((p, q) => p - q).map((v) => v / 4));
    fc.assert(
      fc.property(
        sorted,
        fc.array(fc.integer({ min: -4, max: 24 }), { maxLength: 30 }),
        (xp, xs) => {
          const fp = xp.map((_, i) => i * 3 + 1);
          const x = xs.map((v) => v / 4);
          const got = interp(x, xp, fp);
          x.forEach((v, i) => {
            const last = xp.length - 1;
            let want: number;
            if (v < xp[0]!) want = fp[0]!;
            else if (v >= xp[last]!)
              want = fp[last]!; // right defaults to fp[-1]
            else {
              let j = 0;
              while (xp[j + 1]! <= v) j++; // the last index with xp[j] <= v
              want =
                xp[j] === v
                  ? fp[j]!
                  : ((fp[j + 1]! - fp[j]!) / (xp[j + 1]! - xp[j]!)) * (v - xp[j]!) + fp[j]!;
            }
            expect(got[i]).toBe(want);
          });
        },
      ),
    );
  });
});

describe('npLinspace (numpy.linspace)', () => {
  it('computes i * step, which is not always i / (num - 1)', () => {
    const grid = npLinspace(0, 1, 101);
    expect(grid.length).toBe(101);
    expect(grid[0]).toBe(0);
    expect(grid[100]).toBe(1);
    // numpy: linspace(0, 1, 101)[35] == 35 * 0.01 == 0.35000000000000003, while 35 / 100 == 0.35.
    expect(grid[35]).toBe(35 * 0.01);
    expect(grid[35]).not.toBe(0.35);
  });
});
