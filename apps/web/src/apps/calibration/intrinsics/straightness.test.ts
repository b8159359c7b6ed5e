import type { Vec2 } from '@ads/calibration';
import { describe, expect, it } from 'vitest';
import { gridLines, gridStraightness } from './straightness';

/** A 5 × 4 grid, turned by `angle`, with each point pushed out by `bend` · r² (barrel-like). */
function grid(angle: number, bend: number): Vec2[] {
  const points: Vec2[] = [];
  for (let r = 0; r < 4; r += 1) {
    for (let c = 0; c < 5; c += 1) {
      const [x, y] = [(c - 2) * 40, (r - 1.5) * 40];
      const k = 1 + bend * (x * x + y * y);
      const [bx, by] = [x * k, y * k];
      points.push([
        300 + bx * Math.cos(angle) - by * Math.sin(angle),
        200 + bx * Math.sin(angle) + by * Math.cos(angle),
      ]);
    }
  }
  return points;
}

describe('gridStraightness', () => {
  it('is zero for straight rows and columns, however the grid is turned', () => {
    for (const angle of [0, 0.3, Math.PI / 2, 2]) {
      const measure = gridStraightness(grid(angle, 0), 5, 4)!;
      expect(measure.max).toBeLessThan(1e-9);
      expect(measure.lines).toBe(9);
    }
  });

  it('grows with the bend, the same at any angle', () => {
    const small = gridStraightness(grid(0.4, 1e-6), 5, 4)!;
    const large = gridStraightness(grid(0.4, 1e-5), 5, 4)!;
    expect(small.max).toBeGreaterThan(0.01);
    expect(large.max).toBeGreaterThan(5 * small.max);
    expect(gridStraightness(grid(1.4, 1e-5), 5, 4)!.max).toBeCloseTo(large.max, 6);
    expect(large.rms).toBeLessThan(large.max);
  });

  it('needs a whole grid', () => {
    expect(gridStraightness(grid(0, 0).slice(1), 5, 4)).toBeNull();
  });
});

describe('gridStraightness of a ChArUco view (corners by id, some missing)', () => {
  const full = grid(0.4, 1e-5);
  // Corners 1 and 12 not seen: row 0 keeps 4 corners, column 1 keeps 3, column 2 keeps 3.
  const ids = [...Array(20).keys()].filter((id) => id !== 1 && id !== 12);
  const seen = ids.map((id) => full[id]!);

  it('measures the rows and columns seen, each corner at its id', () => {
    const lines = gridLines(seen, 5, 4, ids);
    // 4 rows (row 2 keeps 4 of 5) and 5 columns (column 1 keeps 3 of 4, column 2 keeps 3).
    expect(lines).toHaveLength(9);
    expect(lines[0]).toEqual([full[0], full[2], full[3], full[4]]);
    expect(lines[5]).toEqual([full[1 + 5], full[1 + 10], full[1 + 15]]);
    const partial = gridStraightness(seen, 5, 4, ids)!;
    expect(partial.lines).toBe(9);
    // The same bend as the whole grid's, measured on fewer corners.
    expect(partial.max).toBeGreaterThan(0.5 * gridStraightness(full, 5, 4)!.max);
    expect(
      gridStraightness(
        grid(0.4, 0).filter((_, id) => ids.includes(id)),
        5,
        4,
        ids,
      )!.max,
    ).toBeLessThan(1e-9);
  });

  it('leaves out lines of fewer than 3 corners', () => {
    expect(gridLines([full[0]!, full[1]!], 5, 4, [0, 1])).toEqual([]);
    expect(gridStraightness([full[0]!, full[1]!], 5, 4, [0, 1])).toBeNull();
  });
});
