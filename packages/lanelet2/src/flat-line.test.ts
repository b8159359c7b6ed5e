import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flatLine,
  lineLength,
  linePoints,
  midline,
  midlineLength,
  resampleLine,
  reversedLine,
} from './flat-line';
import { polylineLength, resamplePolyline } from './geometry';

const point = fc.record({
  x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
  y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
  z: fc.double({ min: -100, max: 100, noNaN: true }),
});
const polyline = fc.array(point, { minLength: 1, maxLength: 12 });

describe('flat lines', () => {
  it('hold the points given, forwards and backwards', () => {
    const points = [
      { x: 1, y: 2, z: 3 },
      { x: 4, y: 5, z: 6 },
      { x: 7, y: 8, z: 9 },
    ];
    expect(linePoints(flatLine(points))).toEqual(points);
    expect(linePoints(reversedLine(flatLine(points)))).toEqual(points.slice().reverse());
    expect(linePoints(reversedLine(reversedLine(flatLine(points))))).toEqual(points);
  });

  it('measure and resample exactly as the point functions do', () => {
    fc.assert(
      fc.property(
        polyline,
        fc.integer({ min: 2, max: 20 }),
        fc.boolean(),
        (points, count, back) => {
          const line = back ? reversedLine(flatLine(points)) : flatLine(points);
          const asPoints = linePoints(line);
          expect(lineLength(line)).toBe(polylineLength(asPoints));
          const out = new Float64Array(3 * count);
          const n = resampleLine(line, count, out);
          const resampled = linePoints({ coords: out, start: 0, step: 3, count: n });
          expect(resampled).toEqual(resamplePolyline(asPoints, count));
        },
      ),
    );
  });

  it('average two lines resampled to the same count', () => {
    fc.assert(
      fc.property(polyline, polyline, fc.integer({ min: 2, max: 20 }), (a, b, count) => {
        const mid = linePoints(midline(flatLine(a), flatLine(b), count));
        const [ra, rb] = [resamplePolyline(a, count), resamplePolyline(b, count)];
        expect(mid).toEqual(
          ra.map((p, i) => ({
            x: (p.x + rb[i]!.x) / 2,
            y: (p.y + rb[i]!.y) / 2,
            z: (p.z + rb[i]!.z) / 2,
          })),
        );
        expect(midlineLength(flatLine(a), flatLine(b), count)).toBe(polylineLength(mid));
      }),
    );
  });
});
