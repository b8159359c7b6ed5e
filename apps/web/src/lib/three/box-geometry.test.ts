import { describe, expect, it } from 'vitest';
import {
  BOX_EDGES,
  boxCorners,
  boxVertexCount,
  dashPieces,
  headingTick,
  labelAnchor,
  writeBoxSegments,
  type ViewBox,
} from './box-geometry';

const box = (patch: Partial<ViewBox> = {}): ViewBox => ({
  x: 10,
  y: 2,
  z: 0.5,
  l: 4,
  w: 2,
  h: 1,
  yaw: 0,
  color: '#FF0000',
  ...patch,
});

const close = (actual: number[][], expected: number[][]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((point, index) =>
    point.forEach((value, axis) => expect(value).toBeCloseTo(expected[index]![axis]!, 5)),
  );
};

describe('box corners', () => {
  it('at yaw 0 lie along x (length) and y (width) around the centre', () => {
    close(boxCorners(box()), [
      [12, 3, 0],
      [12, 1, 0],
      [8, 1, 0],
      [8, 3, 0],
      [12, 3, 1],
      [12, 1, 1],
      [8, 1, 1],
      [8, 3, 1],
    ]);
  });

  it('at yaw π/2 turn counter-clockwise: the front faces +y', () => {
    close(boxCorners(box({ yaw: Math.PI / 2 })), [
      [9, 4, 0],
      [11, 4, 0],
      [11, 0, 0],
      [9, 0, 0],
      [9, 4, 1],
      [11, 4, 1],
      [11, 0, 1],
      [9, 0, 1],
    ]);
  });

  it('join into twelve distinct edges: four each of length, width and height', () => {
    const corners = boxCorners(box({ yaw: 0.7 }));
    const keys = new Set(BOX_EDGES.map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join()));
    expect(keys.size).toBe(12);
    const lengths = BOX_EDGES.map(([a, b]) => {
      const [p, q] = [corners[a]!, corners[b]!];
      return Math.round(Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) * 1e6) / 1e6;
    }).sort();
    expect(lengths).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4]);
  });

  it('tick the heading from the centre to the middle of the front face', () => {
    close(headingTick(box({ yaw: Math.PI / 2 })), [
      [10, 2, 0.5],
      [10, 4, 0.5],
    ]);
    expect(labelAnchor(box())).toEqual([10, 2, 1]);
  });
});

describe('box segments', () => {
  const red = () => [255, 0, 0] as const;

  it('take 26 vertices a solid box: 12 edges and the heading tick, in its colour', () => {
    const boxes = [box(), box({ x: -5, color: '#00FF00' })];
    const positions = new Float32Array(2 * 26 * 3);
    const colors = new Uint8Array(2 * 26 * 3);
    const rgbOf = (css: string) => (css === '#FF0000' ? red() : ([0, 255, 0] as const));
    expect(boxes.map(boxVertexCount)).toEqual([26, 26]);
    expect(writeBoxSegments(boxes, positions, colors, rgbOf)).toBe(52);
    // First edge: front-left to front-right, bottom face.
    expect(Array.from(positions.slice(0, 6))).toEqual([12, 3, 0, 12, 1, 0]);
    // Last two vertices of the first box: the tick.
    expect(Array.from(positions.slice(24 * 3, 26 * 3))).toEqual([10, 2, 0.5, 12, 2, 0.5]);
    expect(Array.from(colors.slice(0, 3))).toEqual([255, 0, 0]);
    expect(Array.from(colors.slice(26 * 3, 26 * 3 + 3))).toEqual([0, 255, 0]);
  });

  it('are cut into dashes that start and end at the corners when dashed', () => {
    expect(dashPieces(4)).toBe(13);
    expect(dashPieces(0.1)).toBe(1);
    const dashed = box({ dashed: true });
    const count = boxVertexCount(dashed);
    expect(count).toBeGreaterThan(26);
    const positions = new Float32Array(count * 3);
    expect(writeBoxSegments([dashed], positions, new Uint8Array(count * 3), red)).toBe(count);
    // The first edge (front, 2 m: 7 pieces, 4 dashes) begins with a dash at the corner …
    close([Array.from(positions.slice(0, 6))], [[12, 3, 0, 12, 3 - 2 / 7, 0]]);
    // … and every dash vertex lies on the box's surface planes.
    for (let at = 0; at < count * 3; at += 3) {
      const [x, y, z] = [positions[at]!, positions[at + 1]!, positions[at + 2]!];
      expect(x).toBeGreaterThanOrEqual(8 - 1e-5);
      expect(x).toBeLessThanOrEqual(12 + 1e-5);
      expect(y).toBeGreaterThanOrEqual(1 - 1e-5);
      expect(y).toBeLessThanOrEqual(3 + 1e-5);
      expect(z).toBeGreaterThanOrEqual(-1e-5);
      expect(z).toBeLessThanOrEqual(1 + 1e-5);
    }
  });
});
