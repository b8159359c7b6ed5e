import { describe, expect, it } from 'vitest';
import { decimateForDisplay } from './decimate';

function grid(side: number, spacing: number, z: (x: number, y: number) => number) {
  const xyz = new Float32Array(side * side * 3);
  let i = 0;
  for (let a = 0; a < side; a++) {
    for (let b = 0; b < side; b++) {
      xyz[i++] = a * spacing;
      xyz[i++] = b * spacing;
      xyz[i++] = z(a, b);
    }
  }
  return xyz;
}

describe('decimation for display', () => {
  it('keeps a small cloud whole', () => {
    const xyz = grid(10, 1, () => 0);
    expect([...decimateForDisplay(xyz, 100, 1000)]).toEqual([...Array(100).keys()]);
  });

  it('brings a big cloud to at most the target, spread over the whole cloud', () => {
    // 200 × 200 points every 0.1 m over 20 × 20 m; 4 000 to draw.
    const xyz = grid(200, 0.1, () => 0);
    const kept = decimateForDisplay(xyz, 40_000, 4_000);
    expect(kept.length).toBeLessThanOrEqual(4_000);
    expect(kept.length).toBeGreaterThan(2_000);
    // Every 2 × 2 m square of the cloud still has points drawn.
    const squares = new Set<string>();
    for (const index of kept) {
      squares.add(`${Math.floor(xyz[index * 3]! / 2)},${Math.floor(xyz[index * 3 + 1]! / 2)}`);
    }
    expect(squares.size).toBe(100);
  });

  it('keeps the lowest point of each square: the road, not the tree over it', () => {
    // Pairs of points at the same x, y: road at 0 and canopy at 9.
    const side = 100;
    const xyz = new Float32Array(side * side * 2 * 3);
    let i = 0;
    for (let a = 0; a < side; a++) {
      for (let b = 0; b < side; b++) {
        for (const z of [9, 0]) {
          xyz[i++] = a;
          xyz[i++] = b;
          xyz[i++] = z;
        }
      }
    }
    const kept = decimateForDisplay(xyz, side * side * 2, 2_500);
    expect(kept.length).toBeLessThanOrEqual(2_500);
    for (const index of kept) expect(xyz[index * 3 + 2]).toBe(0);
  });
});
