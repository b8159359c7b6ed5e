import { describe, expect, it } from 'vitest';
import {
  AXIS_COLORS,
  TRAIL_COLOR,
  overlayVertexCount,
  trailPointCount,
  writeOverlaySegments,
} from './overlay-geometry';

// Colour bytes as the scene's would give them, without three.js: the first three hex pairs.
const rgbOf = (css: string) =>
  [1, 3, 5].map((at) => parseInt(css.slice(at, at + 2), 16)) as [number, number, number];

const vertices = (positions: Float32Array, count: number) =>
  Array.from({ length: count }, (_, i) => Array.from(positions.subarray(i * 3, i * 3 + 3)));

describe('overlay geometry', () => {
  it('draws a trail of n points as n − 1 segments, point to point, in its colour', () => {
    const trail = { points: new Float32Array([0, 0, 0, 1, 0, 0, 1, 2, 0]) };
    expect(trailPointCount(trail)).toBe(3);
    expect(overlayVertexCount(trail, [])).toBe(4);
    const positions = new Float32Array(12);
    const colors = new Uint8Array(12);
    expect(writeOverlaySegments(trail, [], positions, colors, rgbOf)).toBe(4);
    expect(vertices(positions, 4)).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [1, 2, 0],
    ]);
    expect(Array.from(colors.subarray(0, 3))).toEqual(rgbOf(TRAIL_COLOR));
  });

  it('colours a trail point by point when it carries colours, else in its one colour', () => {
    const points = new Float32Array([0, 0, 0, 1, 0, 0, 1, 2, 0]);
    const each = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255]);
    const colors = new Uint8Array(12);
    writeOverlaySegments({ points, colors: each }, [], new Float32Array(12), colors, rgbOf);
    // Segment 0: point 0 → point 1; segment 1: point 1 → point 2.
    expect(Array.from(colors)).toEqual([255, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 255]);
    // Too few colours for its points: the trail's one colour.
    writeOverlaySegments(
      { points, colors: each.subarray(0, 6), color: '#102030' },
      [],
      new Float32Array(12),
      colors,
      rgbOf,
    );
    expect(Array.from(colors.subarray(9, 12))).toEqual([16, 32, 48]);
  });

  it('draws nothing for a trail of one point or a partial triple', () => {
    expect(overlayVertexCount({ points: new Float32Array([1, 2, 3]) }, [])).toBe(0);
    expect(overlayVertexCount({ points: new Float32Array([1, 2, 3, 4, 5]) }, [])).toBe(0);
    expect(overlayVertexCount(undefined, [])).toBe(0);
  });

  it("draws a frame's axes along its yaw: x red, y green, z blue, each its length", () => {
    const axes = [{ x: 5, y: 1, z: 0.5, yaw: Math.PI / 2, length: 2 }];
    expect(overlayVertexCount(undefined, axes)).toBe(6);
    const positions = new Float32Array(18);
    const colors = new Uint8Array(18);
    expect(writeOverlaySegments(undefined, axes, positions, colors, rgbOf)).toBe(6);
    const drawn = vertices(positions, 6);
    const expected = [
      [5, 1, 0.5],
      [5, 3, 0.5], // x turned a quarter: along +y
      [5, 1, 0.5],
      [3, 1, 0.5], // y turned a quarter: along −x
      [5, 1, 0.5],
      [5, 1, 2.5],
    ];
    drawn.forEach((point, i) =>
      point.forEach((value, axis) => expect(value).toBeCloseTo(expected[i]![axis]!, 5)),
    );
    expect(Array.from(colors.subarray(0, 3))).toEqual(rgbOf(AXIS_COLORS[0]));
    expect(Array.from(colors.subarray(6, 9))).toEqual(rgbOf(AXIS_COLORS[1]));
    expect(Array.from(colors.subarray(12, 15))).toEqual(rgbOf(AXIS_COLORS[2]));
  });

  it('writes the trail first, then the axes, in one run', () => {
    const trail = { points: new Float32Array([0, 0, 0, 1, 1, 0]), color: '#102030' };
    const axes = [{ x: 0, y: 0, z: 0, yaw: 0 }];
    const count = overlayVertexCount(trail, axes);
    expect(count).toBe(8);
    const positions = new Float32Array(count * 3);
    const colors = new Uint8Array(count * 3);
    expect(writeOverlaySegments(trail, axes, positions, colors, rgbOf)).toBe(8);
    expect(Array.from(colors.subarray(0, 3))).toEqual([16, 32, 48]);
    expect(vertices(positions, 8)[3]).toEqual([1, 0, 0]);
  });
});
