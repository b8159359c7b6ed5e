import type { Vec2 } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { gridStraightness } from './straightness';

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
