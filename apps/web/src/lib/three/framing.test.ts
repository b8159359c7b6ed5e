import { describe, expect, it } from 'vitest';
import { MIN_HALF_EXTENT, bevFrame, footprintOf, orbitFrame } from './framing';

const cloud = (...points: Array<[number, number, number]>) => new Float32Array(points.flat());

describe('framing', () => {
  it('takes the footprint of the points and the ego, leaving out no-returns and far hits', () => {
    const positions = cloud(
      [20, 5, 0],
      [30, -8, 1],
      [Number.NaN, 100, 0],
      [500, 0, 0],
      [25, Number.POSITIVE_INFINITY, 0],
    );
    expect(footprintOf(positions)).toEqual({ minX: 0, maxX: 30, minY: -8, maxY: 5 });
    // Only the first point counted.
    expect(footprintOf(positions, 1)).toEqual({ minX: 0, maxX: 20, minY: 0, maxY: 5 });
  });

  it('fits a long cloud along the screen height and a wide one across the screen width', () => {
    const long = bevFrame({ minX: -40, maxX: 60, minY: -10, maxY: 10 }, 2, 0);
    expect(long).toEqual({ centerX: 10, centerY: 0, halfX: 50, halfY: 100 });
    const wide = bevFrame({ minX: -10, maxX: 10, minY: -80, maxY: 80 }, 2, 0);
    expect(wide.halfY).toBe(80);
    expect(wide.halfX).toBe(40);
    // Either way the whole footprint is inside, with the margin.
    const margin = bevFrame({ minX: -40, maxX: 60, minY: -10, maxY: 10 }, 2, 0.1);
    expect(margin.halfX).toBeCloseTo(55);
  });

  it('never zooms in past a car-sized neighbourhood, even for an empty cloud', () => {
    const empty = bevFrame(footprintOf(new Float32Array()), 1.5);
    expect(empty).toEqual({ centerX: 0, centerY: 0, halfX: MIN_HALF_EXTENT, halfY: 15 });
    expect(bevFrame({ minX: 0, maxX: 0, minY: 0, maxY: 0 }, 0).halfY).toBe(MIN_HALF_EXTENT);
  });

  it('puts the orbit camera behind and above the footprint, looking at its middle', () => {
    const { position, target } = orbitFrame({ minX: -20, maxX: 60, minY: -30, maxY: 30 });
    expect(target).toEqual([20, 0, 0]);
    expect(position[0]).toBeLessThan(target[0]);
    expect(position[1]).toBe(0);
    expect(position[2]).toBeGreaterThan(0);
    const distance = Math.hypot(position[0] - target[0], position[2] - target[2]);
    expect(distance).toBeCloseTo(55);
  });
});
