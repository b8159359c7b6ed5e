import { describe, expect, it } from 'vitest';
import { autopilot, AUTOPILOT } from './autopilot';
import { type Body, stepBody } from './bicycle';
import { compassHeading, DEFAULT_START, offsetLatLon } from './geo';
import { LOOP, loopRoute } from './route';

describe('the loop route', () => {
  const route = loopRoute();

  it('is a rounded rectangle of a few hundred metres that closes on itself', () => {
    const { width, height, cornerRadius } = LOOP;
    const expected = 2 * (width - 2 * cornerRadius) + 2 * (height - 2 * cornerRadius);
    expect(route.length).toBeCloseTo(expected + 2 * Math.PI * cornerRadius, 6);
    expect(route.at(0)).toMatchObject({ x: 0, y: 0, yaw: 0 });
    const closing = route.at(route.length - 0.01);
    expect(Math.hypot(closing.x, closing.y)).toBeLessThan(0.02);
    // The far side is `height` north, heading west.
    const far = route.at(route.length / 2);
    expect(far.y).toBeCloseTo(height, 6);
    expect(Math.abs(far.yaw)).toBeCloseTo(Math.PI, 6);
  });

  it('finds the nearest point and the distance to it', () => {
    expect(route.nearest(10, 3)).toMatchObject({ s: expect.closeTo(10, 6), distance: 3 });
    const corner = route.nearest(50 + 30 / Math.SQRT2, 30 - 30 / Math.SQRT2);
    expect(corner.distance).toBeLessThan(0.001);
  });

  it('maps metres to latitude and longitude around the start, and yaw to a compass heading', () => {
    const north = offsetLatLon(DEFAULT_START, 0, 111_320);
    expect(north.lat - DEFAULT_START.lat).toBeCloseTo(1, 2);
    const east = offsetLatLon(DEFAULT_START, 100, 0);
    expect(east.lat).toBe(DEFAULT_START.lat);
    expect(east.lon).toBeGreaterThan(DEFAULT_START.lon);
    expect(compassHeading(0)).toBe(90);
    expect(compassHeading(Math.PI / 2)).toBe(0);
    expect(compassHeading(Math.PI)).toBe(270);
  });
});

describe('the pure-pursuit autopilot', () => {
  it('drives a lap at its cruise speed, close to the route, within its comfort limits', () => {
    const route = loopRoute();
    let body: Body = { x: 0, y: 0, yaw: 0, speed: 0, steer: 0, gear: 'P' };
    let travelled = 0;
    let worst = 0;
    let fastest = 0;
    let hardest = 0;
    const dt = 0.02;
    for (let t = 0; travelled < route.length + 20; t += dt) {
      if (t > 120) throw new Error(`only ${travelled} m in 120 s`);
      const before = body.speed;
      const moved = stepBody(body, autopilot(body, route).pedals, dt);
      body = moved.body;
      travelled += moved.distance;
      hardest = Math.max(hardest, Math.abs(body.speed - before) / dt);
      fastest = Math.max(fastest, body.speed);
      if (travelled > 10) worst = Math.max(worst, route.nearest(body.x, body.y).distance);
    }
    expect(body.gear).toBe('D');
    expect(worst).toBeLessThan(0.5);
    expect(fastest).toBeGreaterThan(AUTOPILOT.cruiseSpeed - 0.3);
    expect(fastest).toBeLessThan(AUTOPILOT.cruiseSpeed + 0.1);
    expect(hardest).toBeLessThanOrEqual(AUTOPILOT.maxDecel + 0.01);
  });
});
