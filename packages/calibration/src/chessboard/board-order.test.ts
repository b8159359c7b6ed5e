import { describe, expect, it } from 'vitest';
import type { Vec2 } from '../types';
import { bindingOrder } from './board-order';

/** A cols×rows grid in its own order, placed by `at(c, r)`. */
function grid(cols: number, rows: number, at: (c: number, r: number) => Vec2): Vec2[] {
  const points: Vec2[] = [];
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) points.push(at(c, r));
  return points;
}

describe('bindingOrder: corner 0 nearest the top-left, rows the horizontal way on square boards', () => {
  it('keeps a grid that already starts top-left and runs right', () => {
    const points = grid(4, 3, (c, r) => [100 + 20 * c, 50 + 20 * r]);
    expect(bindingOrder(points, 4, 3)).toEqual([...Array(12).keys()]);
  });

  it('reverses a grid seen upside down', () => {
    const points = grid(4, 3, (c, r) => [200 - 20 * c, 150 - 20 * r]);
    expect(bindingOrder(points, 4, 3)).toEqual([...Array(12).keys()].reverse());
  });

  it('flips only the rows of a mirrored grid (its corner 0 bottom-left)', () => {
    const points = grid(3, 2, (c, r) => [100 + 20 * c, 150 - 20 * r]);
    expect(bindingOrder(points, 3, 2)).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('a non-square grid standing upright keeps its rows, vertical as they are', () => {
    // Rows of 3 run down the picture; corner 0 is the top-left one.
    const points = grid(3, 2, (c, r) => [100 + 20 * r, 100 + 20 * c]);
    expect(bindingOrder(points, 3, 2)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('swaps rows and columns of a square grid whose rows run down the picture', () => {
    const points = grid(3, 3, (c, r) => [100 + 20 * r, 100 + 20 * c]);
    expect(bindingOrder(points, 3, 3)).toEqual([0, 3, 6, 1, 4, 7, 2, 5, 8]);
  });

  it('on a square grid turned 30°, the top-left corner and the row nearer horizontal', () => {
    const turn = (30 * Math.PI) / 180;
    const points = grid(3, 3, (c, r) => [
      300 + 20 * (c * Math.cos(turn) - r * Math.sin(turn)),
      300 + 20 * (c * Math.sin(turn) + r * Math.cos(turn)),
    ]);
    // Corner (0, 0) has the least u + v; its row (+c, 30° from horizontal) beats its column (120°).
    expect(bindingOrder(points, 3, 3)).toEqual([...Array(9).keys()]);
  });

  it('refuses a point count that is not cols × rows', () => {
    expect(() => bindingOrder([[0, 0]], 2, 2)).toThrow(/1 points for a 2×2 grid/);
  });
});
