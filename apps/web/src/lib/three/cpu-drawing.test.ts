import { describe, expect, it } from 'vitest';
import { sceneCpuLines } from './cpu-drawing';
import { colorBytes, makeEgo, makeGrid } from './scene-parts';

/* What the CPU draws over the points, as the scene hands it over (sceneCpuLines). */

const corners = (triangles: Float32Array) =>
  Array.from({ length: triangles.length / 3 }, (_, i) =>
    Array.from(triangles.subarray(i * 3, i * 3 + 3), (v) => Math.round(v * 1000) / 1000),
  );

describe('sceneCpuLines', () => {
  it('draws the ego at the origin, pointing along +x, until it is moved', () => {
    const lines = sceneCpuLines(makeGrid(), makeEgo(), colorBytes(), []);
    expect(lines.triangleCount).toBe(1);
    expect(corners(lines.triangles)).toEqual([
      [2.5, 0, 0],
      [-1.8, 1, 0],
      [-1.8, -1, 0],
    ]);
  });

  it('draws the ego where it stands, turned by its yaw (a vehicle followed by the view)', () => {
    const ego = makeEgo();
    ego.position.set(20, 10, 0);
    ego.rotation.z = Math.PI / 2;
    const lines = sceneCpuLines(makeGrid(), ego, colorBytes(), []);
    // The tip 2.5 m ahead of it along +y; the back corners 1.8 m behind, 1 m to either side.
    expect(corners(lines.triangles)).toEqual([
      [20, 12.5, 0],
      [19, 8.2, 0],
      [21, 8.2, 0],
    ]);
  });

  it('draws no ego for a scene without one', () => {
    expect(sceneCpuLines(makeGrid(), undefined, colorBytes(), []).triangleCount).toBe(0);
  });
});
