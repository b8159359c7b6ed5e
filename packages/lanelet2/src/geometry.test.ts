import { describe, expect, it } from 'vitest';
import type { Point2 } from './geometry';
import {
  angleBetween,
  distanceToPolyline,
  pointInPolygon,
  polylineLength,
  resamplePolyline,
  segmentsCrossProperly,
  signedArea,
  triangleOverlapArea,
} from './geometry';
import { GridIndex, cellSizeFor } from './spatial-index';

const p = (x: number, y: number) => ({ x, y, z: 0 });
type Tri = [Point2, Point2, Point2];

describe('geometry', () => {
  it('resamples by arc length, keeping the ends and interpolating z', () => {
    const line = [p(0, 0), { x: 10, y: 0, z: 2 }];
    expect(resamplePolyline(line, 3)).toEqual([
      p(0, 0),
      { x: 5, y: 0, z: 1 },
      { x: 10, y: 0, z: 2 },
    ]);
    const bent = [p(0, 0), p(3, 0), p(3, 4)];
    expect(polylineLength(bent)).toBe(7);
    expect(resamplePolyline(bent, 8).map((q) => [q.x, q.y])[4]).toEqual([3, 1]);
    expect(resamplePolyline([p(1, 1), p(1, 1)], 3)).toEqual([p(1, 1), p(1, 1), p(1, 1)]);
    expect(resamplePolyline([], 3)).toEqual([]);
  });

  it('measures triangle overlaps whatever the corner order', () => {
    const a: Tri = [p(0, 0), p(4, 0), p(0, 4)];
    const b: Tri = [p(0, 0), p(0, 4), p(4, 0)];
    expect(triangleOverlapArea(a, b)).toBeCloseTo(8, 9);
    const shifted: Tri = [p(2, 0), p(6, 0), p(2, 4)];
    expect(triangleOverlapArea(a, shifted)).toBeCloseTo(2, 9);
    const apart: Tri = [p(10, 10), p(11, 10), p(10, 11)];
    expect(triangleOverlapArea(a, apart)).toBe(0);
    const touching: Tri = [p(4, 0), p(0, 4), p(4, 4)];
    expect(triangleOverlapArea(a, touching)).toBeCloseTo(0, 9);
    expect(triangleOverlapArea(a, [p(0, 0), p(1, 1), p(2, 2)])).toBe(0);
  });

  it('answers the small predicates', () => {
    const square = [p(0, 0), p(2, 0), p(2, 2), p(0, 2)];
    expect(signedArea(square)).toBe(4);
    expect(pointInPolygon({ x: 1, y: 1 }, square)).toBe(true);
    expect(pointInPolygon({ x: 3, y: 1 }, square)).toBe(false);
    expect(segmentsCrossProperly(p(0, 0), p(2, 2), p(0, 2), p(2, 0))).toBe(true);
    expect(segmentsCrossProperly(p(0, 0), p(2, 2), p(2, 2), p(3, 0))).toBe(false);
    expect(angleBetween(1, 0, 0, 1)).toBeCloseTo(Math.PI / 2, 12);
    expect(angleBetween(1, 0, -1, 0)).toBeCloseTo(Math.PI, 12);
    expect(distanceToPolyline({ x: 1, y: 1 }, [p(0, 0), p(2, 0)])).toBe(1);
  });
});

describe('GridIndex', () => {
  it('finds boxes near a query, each once, and keeps oversized ones everywhere', () => {
    const index = new GridIndex<string>(10);
    index.insert({ minX: 0, minY: 0, maxX: 25, maxY: 5 }, 'long');
    index.insert({ minX: 100, minY: 100, maxX: 101, maxY: 101 }, 'far');
    index.insert({ minX: -1e12, minY: 0, maxX: 1e12, maxY: 1 }, 'huge');
    index.insert({ minX: NaN, minY: 0, maxX: 1, maxY: 1 }, 'broken');
    expect(index.search({ minX: 1, minY: 1, maxX: 21, maxY: 2 }).sort()).toEqual(['huge', 'long']);
    expect(index.search({ minX: 100.5, minY: 100.5, maxX: 100.5, maxY: 100.5 }).sort()).toEqual([
      'far',
      'huge',
    ]);
    expect(index.search({ minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 }).sort()).toEqual([
      'far',
      'huge',
      'long',
    ]);
  });

  it('sizes cells by the median box', () => {
    const box = (s: number) => ({ minX: 0, minY: 0, maxX: s, maxY: s / 2 });
    expect(cellSizeFor([box(5), box(20), box(40)])).toBe(20);
    expect(cellSizeFor([])).toBe(10);
    expect(cellSizeFor([box(1e9)])).toBe(1000);
  });
});
