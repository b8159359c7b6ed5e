import type { BenchBox } from '@ads/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bevIoU, iou3d } from './box-overlap';

const box = (o: Partial<BenchBox> = {}): BenchBox => ({
  sample: 's',
  class: 'car',
  x: 0,
  y: 0,
  z: 0,
  l: 4,
  w: 2,
  h: 1.5,
  yaw: 0,
  ...o,
});

describe('bevIoU / iou3d: known answers', () => {
  it('identical boxes give exactly 1, whatever the pose', () => {
    for (const b of [
      box(),
      box({ x: 53.1, y: -17.3, z: 0.37, yaw: 0.7 }),
      box({ x: -3.3, y: 8.9, l: 0.81, w: 0.63, h: 1.73, yaw: -2.9 }),
    ]) {
      expect(bevIoU(b, { ...b })).toBe(1);
      expect(iou3d(b, { ...b })).toBe(1);
    }
  });

  it('parallel boxes offset along the length give the exact fraction', () => {
    // 4×2 boxes 1 m apart along x: inter 3·2 = 6, union 8 + 8 − 6 = 10 → 0.6 exactly.
    expect(bevIoU(box(), box({ x: 1 }))).toBe(0.6);
    expect(iou3d(box(), box({ x: 1 }))).toBe(0.6);
    // Offset along the width, 0.5 m: inter 4·1.5 = 6 → 0.6 again.
    expect(bevIoU(box(), box({ y: 0.5 }))).toBe(0.6);
    // The same pair turned by 0.3 rad and moved along its heading: 0.6 up to rounding.
    const c = Math.cos(0.3);
    const s = Math.sin(0.3);
    const a = box({ x: 10, y: 5, yaw: 0.3 });
    const b = box({ x: 10 + c, y: 5 + s, yaw: 0.3 });
    expect(bevIoU(a, b)).toBeCloseTo(0.6, 12);
    // Opposite headings (yaw + π) are the same rectangle: IoU 1 up to rounding.
    expect(bevIoU(a, { ...a, yaw: 0.3 + Math.PI })).toBeCloseTo(1, 12);
  });

  it('a square and the same square turned 45°: the octagon, IoU 1/√2', () => {
    // Side 2 at the origin; the turned one cuts 4 corner triangles of legs 2 − √2, each
    // (2 − √2)² / 2 = 3 − 2√2: inter = 4 − 4(3 − 2√2) = 8√2 − 8,
    // IoU = (8√2 − 8) / (8 − (8√2 − 8)) = (√2 − 1) / (2 − √2) = 1/√2.
    const sq = box({ l: 2, w: 2, h: 1 });
    const turned = { ...sq, yaw: Math.PI / 4 };
    expect(bevIoU(sq, turned)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(iou3d(sq, turned)).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('disjoint and touching boxes give 0', () => {
    expect(bevIoU(box(), box({ x: 10 }))).toBe(0);
    // Edge to edge: x ∈ [−2, 2] and [2, 6].
    expect(bevIoU(box(), box({ x: 4 }))).toBe(0);
    expect(iou3d(box(), box({ x: 4 }))).toBe(0);
    // Side by side: y ∈ [−1, 1] and [1, 3].
    expect(bevIoU(box(), box({ y: 2 }))).toBe(0);
    // Corner to corner, turned: the turned square's corner touches the other's edge.
    const sq = box({ l: 2, w: 2 });
    expect(bevIoU(sq, { ...sq, x: 1 + Math.SQRT2, yaw: Math.PI / 4 })).toBeCloseTo(0, 12);
  });

  it('a box inside another: the ratio of the areas (volumes)', () => {
    // 1×1 inside 2×2: 1/4; with heights 1 inside 2: 1/8.
    const big = box({ l: 2, w: 2, h: 2 });
    const small = box({ l: 1, w: 1, h: 1, x: 0.3, y: -0.2, z: 0.4, yaw: 0.6 });
    expect(bevIoU(big, small)).toBeCloseTo(0.25, 12);
    expect(iou3d(big, small)).toBeCloseTo(0.125, 12);
    // Axis-aligned the numbers are exact.
    expect(bevIoU(big, box({ l: 1, w: 1, h: 1 }))).toBe(0.25);
    expect(iou3d(big, box({ l: 1, w: 1, h: 1 }))).toBe(0.125);
  });

  it('3D: the vertical overlap of [z − h/2, z + h/2]', () => {
    // Same footprint, z ∈ [0, 2] and [1, 3]: 8·1 / (16 + 16 − 8) = 1/3.
    expect(iou3d(box({ z: 1, h: 2 }), box({ z: 2, h: 2 }))).toBe(1 / 3);
    expect(bevIoU(box({ z: 1, h: 2 }), box({ z: 2, h: 2 }))).toBe(1);
    // No vertical overlap (stacked): 0 in 3D, 1 in BEV.
    expect(iou3d(box({ z: 0, h: 2 }), box({ z: 2, h: 2 }))).toBe(0);
    expect(iou3d(box({ z: 0, h: 2 }), box({ z: 5, h: 2 }))).toBe(0);
  });
});

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const arbBox = fc.record({
  x: finite(-50, 50),
  y: finite(-50, 50),
  z: finite(-2, 2),
  l: finite(0.2, 8),
  w: finite(0.2, 4),
  h: finite(0.2, 4),
  yaw: finite(-7, 7),
});
/** A second box near the first, so that most pairs overlap. */
const arbPair = arbBox.chain((a) =>
  fc.tuple(
    fc.constant(a),
    fc.record({
      x: finite(a.x - 3, a.x + 3),
      y: finite(a.y - 3, a.y + 3),
      z: finite(a.z - 1, a.z + 1),
      l: finite(0.2, 8),
      w: finite(0.2, 4),
      h: finite(0.2, 4),
      yaw: fc.oneof(fc.constant(a.yaw), fc.constant(a.yaw + Math.PI / 2), finite(-7, 7)),
    }),
  ),
);
const full = (b: Omit<BenchBox, 'sample' | 'class'>): BenchBox => ({
  sample: 's',
  class: 'car',
  ...b,
});

describe('bevIoU / iou3d: properties', () => {
  it('are symmetric and in [0, 1]', () => {
    fc.assert(
      fc.property(arbPair, ([a, b]) => {
        for (const f of [bevIoU, iou3d]) {
          const ab = f(full(a), full(b));
          expect(ab).toBeGreaterThanOrEqual(0);
          expect(ab).toBeLessThanOrEqual(1);
          expect(Math.abs(ab - f(full(b), full(a)))).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('do not change when both boxes are moved and turned together', () => {
    fc.assert(
      fc.property(
        arbPair,
        finite(-Math.PI, Math.PI),
        finite(-100, 100),
        finite(-100, 100),
        finite(-5, 5),
        ([a, b], t, dx, dy, dz) => {
          const c = Math.cos(t);
          const s = Math.sin(t);
          const move = (p: typeof a) =>
            full({
              ...p,
              x: c * p.x - s * p.y + dx,
              y: s * p.x + c * p.y + dy,
              z: p.z + dz,
              yaw: p.yaw + t,
            });
          for (const f of [bevIoU, iou3d]) {
            expect(Math.abs(f(full(a), full(b)) - f(move(a), move(b)))).toBeLessThan(1e-9);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('3D IoU ≤ BEV IoU, equal when the vertical extents are equal', () => {
    fc.assert(
      fc.property(arbPair, ([a, b]) => {
        const bev = bevIoU(full(a), full(b));
        expect(iou3d(full(a), full(b))).toBeLessThanOrEqual(bev + 1e-12);
        expect(Math.abs(iou3d(full(a), full({ ...b, z: a.z, h: a.h })) - bev)).toBeLessThan(1e-12);
      }),
      { numRuns: 2000 },
    );
  });

  it('give exactly 1 for a box and its copy', () => {
    fc.assert(
      fc.property(arbBox, (a) => {
        expect(bevIoU(full(a), full({ ...a }))).toBe(1);
        expect(iou3d(full(a), full({ ...a }))).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });
});
