import { describe, expect, it } from 'vitest';
import { routePositionAt } from './route-position';

const ROUTE: Array<[number, number, number]> = [
  [127.0, 37.0, 0],
  [127.1, 37.2, 10],
  [127.3, 37.2, 20],
];

describe('the position on the route', () => {
  it('is between the route points around the time, in proportion', () => {
    const [lon, lat] = routePositionAt(ROUTE, 5)!;
    expect(lon).toBeCloseTo(127.05, 9);
    expect(lat).toBeCloseTo(37.1, 9);
    expect(routePositionAt(ROUTE, 15)![0]).toBeCloseTo(127.2, 9);
    expect(routePositionAt(ROUTE, 10)).toEqual([127.1, 37.2]);
  });

  it('is the first or last point outside the route, none without a route', () => {
    expect(routePositionAt(ROUTE, -3)).toEqual([127.0, 37.0]);
    expect(routePositionAt(ROUTE, 99)).toEqual([127.3, 37.2]);
    expect(routePositionAt([], 1)).toBeNull();
  });
});
