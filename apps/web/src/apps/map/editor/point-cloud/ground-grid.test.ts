import { describe, expect, it } from 'vitest';
import { GROUND_PERCENTILE, buildGroundGrid, groundAt } from './ground-grid';

/** x, y, z per point as the PCD reader gives them. */
function cloud(points: [number, number, number][]) {
  return { xyz: Float32Array.from(points.flat()), count: points.length };
}

describe('the ground of a point cloud', () => {
  it('is the low percentile of z in the cell under a position, not a car or a tree on it', () => {
    // One 1 m cell at x, y in [0, 1): 20 road points at 12.5 ± 0.02 and a car roof at 14.
    const points: [number, number, number][] = [];
    for (let i = 0; i < 20; i++) points.push([0.05 * i, 0.5, 12.5 + (i % 2 ? 0.02 : -0.02)]);
    for (let i = 0; i < 10; i++) points.push([0.1 * i, 0.7, 14]);
    const { xyz, count } = cloud(points);
    const grid = buildGroundGrid(xyz, count)!;
    // 30 points sorted: the 10th percentile is the 3rd lowest (index floor(0.1 * 29) = 2).
    expect(GROUND_PERCENTILE).toBe(0.1);
    expect(groundAt(grid, 0.5, 0.5)).toBeCloseTo(12.48, 5);
  });

  it('a stray point under the road does not pull the ground down', () => {
    const points: [number, number, number][] = [[0.5, 0.5, 2]];
    for (let i = 0; i < 30; i++) points.push([0.03 * i, 0.2, 8]);
    const { xyz, count } = cloud(points);
    expect(groundAt(buildGroundGrid(xyz, count)!, 0.4, 0.4)).toBe(8);
  });

  it('follows a slope cell by cell', () => {
    // A plane rising 1 m per 10 m eastwards, a point every 0.25 m over 20 × 4 m.
    const points: [number, number, number][] = [];
    for (let x = 0; x < 20; x += 0.25)
      for (let y = 0; y < 4; y += 0.25) points.push([x, y, x / 10]);
    const { xyz, count } = cloud(points);
    const grid = buildGroundGrid(xyz, count)!;
    // Cell [15, 16): z of x = 15, 15.25, 15.5, 15.75; the low percentile is 1.5.
    expect(groundAt(grid, 15.6, 2)).toBeCloseTo(1.5, 5);
    expect(groundAt(grid, 2.1, 1)).toBeCloseTo(0.2, 5);
  });

  it('fills a hole from the cells around it, and knows nothing far outside', () => {
    // Cells around (5, 5) at z 3 and 5; the cell itself is empty.
    const points: [number, number, number][] = [
      [0, 0, 0],
      [4.5, 5.5, 3],
      [6.5, 5.5, 5],
      [10, 10, 0],
    ];
    const { xyz, count } = cloud(points);
    const grid = buildGroundGrid(xyz, count)!;
    expect(groundAt(grid, 5.5, 5.5)).toBe(4);
    // Two cells away from (4, 5) and (6, 5): still found in the second ring.
    expect(groundAt(grid, 5.5, 7.5)).toBe(4);
    expect(groundAt(grid, 40, 40)).toBeNull();
    expect(groundAt(grid, -3.5, 0)).toBeNull();
  });

  it('widens its cells for a wide cloud, and has nothing for an empty one', () => {
    const { xyz, count } = cloud([
      [0, 0, 1],
      [10_000, 10_000, 2],
    ]);
    const grid = buildGroundGrid(xyz, count, { maxCells: 10_000 })!;
    expect(grid.cols * grid.rows).toBeLessThanOrEqual(10_000);
    expect(grid.cell).toBe(128);
    expect(groundAt(grid, 9_999, 9_999)).toBe(2);
    expect(buildGroundGrid(new Float32Array(0), 0)).toBeNull();
  });
});
