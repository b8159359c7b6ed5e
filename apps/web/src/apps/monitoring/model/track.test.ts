import { describe, expect, it } from 'vitest';
import { nearestTurn } from './angles';
import { TRAIL_MIN_STEP_M, type TrailPoint, extendTrail, metresBetween, trackLine } from './track';

describe('the drawn track', () => {
  it('measures distances on the earth', () => {
    // One thousandth of a degree of latitude is about 111 m.
    expect(metresBetween({ lon: 127, lat: 37 }, { lon: 127, lat: 37.001 })).toBeCloseTo(111.2, 0);
  });

  it('extends the live trail only with real moves', () => {
    const trail: TrailPoint[] = [];
    expect(extendTrail(trail, { lon: 127, lat: 37, t: 1 })).toBe(true);
    // Standing still: GNSS noise below a metre adds nothing.
    expect(extendTrail(trail, { lon: 127.000001, lat: 37, t: 2 })).toBe(false);
    const step = (TRAIL_MIN_STEP_M * 2) / 111_000;
    expect(extendTrail(trail, { lon: 127, lat: 37 + step, t: 3 })).toBe(true);
    expect(trail.map((point) => point.t)).toEqual([1, 3]);
  });

  it('draws the stored hour, then the live trail, dropping what is older than an hour', () => {
    const stored = [
      { t: 100, lon: 1, lat: 1, heading: 0, speed: 0, mode: 'AUTO' as const },
      { t: 200, lon: 2, lat: 2, heading: 0, speed: 0, mode: 'AUTO' as const },
    ];
    const trail = [{ lon: 3, lat: 3, t: 300 }];
    expect(trackLine(stored, trail, 150)).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(trackLine([], [], 0)).toEqual([]);
  });
});

describe('the arrow turns the short way', () => {
  it('finds the nearest equal angle', () => {
    expect(nearestTurn(359, 1)).toBe(361);
    expect(nearestTurn(10, 350)).toBe(-10);
    expect(nearestTurn(720, 90)).toBe(810);
    expect(nearestTurn(0, 180)).toBe(-180);
  });
});
