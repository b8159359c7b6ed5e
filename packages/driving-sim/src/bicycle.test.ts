import { describe, expect, it } from 'vitest';
import { type Body, pedalsFor, type Pedals, stepBody } from './bicycle';
import { SIM_VEHICLE, type VehicleParams } from './vehicle-params';

const DT = 0.02;
const at = (speed: number, more: Partial<Body> = {}): Body => ({
  x: 0,
  y: 0,
  yaw: 0,
  speed,
  steer: 0,
  gear: 'D',
  ...more,
});
const pedals = (more: Partial<Pedals>): Pedals => ({
  throttle: 0,
  brake: 0,
  steer: 0,
  gear: 'D',
  ...more,
});
/** Without rolling resistance and drag, so the textbook answers hold exactly. */
const frictionless: VehicleParams = {
  ...SIM_VEHICLE,
  rollingResistance: 0,
  dragPerSpeedSquared: 0,
};

function run(body: Body, input: Pedals, seconds: number, p: VehicleParams = SIM_VEHICLE) {
  let current = body;
  let distance = 0;
  const path: Body[] = [];
  for (let t = 0; t < seconds - 1e-9; t += DT) {
    const result = stepBody(current, input, DT, p);
    current = result.body;
    distance += result.distance;
    path.push(current);
  }
  return { body: current, distance, path };
}

describe('kinematic bicycle model', () => {
  it('drives a circle of radius L/tan(δ) at a constant tyre angle', () => {
    const delta = 0.3;
    const radius = SIM_VEHICLE.wheelbase / Math.tan(delta);
    // Already steered, rolling at 5 m/s on a frictionless car with the throttle off.
    const { path } = run(at(5, { steer: delta }), pedals({ steer: delta }), 4, frictionless);
    // Turning left from the origin heading east: the centre is `radius` to the north.
    for (const point of path) {
      expect(Math.hypot(point.x, point.y - radius)).toBeCloseTo(radius, 6);
    }
    // And the yaw rate is v·tan(δ)/L.
    expect(path.at(-1)!.yaw).toBeCloseTo((5 * Math.tan(delta) * 4) / SIM_VEHICLE.wheelbase, 6);
  });

  it('stops from v in v²/2a with the full service brake (6 m/s²), and stays stopped', () => {
    const { body, distance } = run(at(20), pedals({ brake: 1 }), 5, frictionless);
    expect(distance).toBeCloseTo((20 * 20) / (2 * 6), 6);
    expect(body.speed).toBe(0);
    expect(body.x).toBeCloseTo(distance, 6);
  });

  it('stands exactly still when braking leaves a speed of rounding error, not creeping at 1e-17 m/s', () => {
    // 0.15 m/s less three steps of 2.5 m/s² × 20 ms is 1.4e-17 m/s in floating point, not 0: a
    // car left at that speed never reads as stopped (an emergency stop never SUCCEEDED).
    const brake = 2.5 / frictionless.maxBrake;
    expect(frictionless.maxBrake * brake).toBe(2.5);
    for (const start of [0.15, 0.2, 0.3, 1.25, 3.45]) {
      const { body } = run(at(start), pedals({ brake }), 2, frictionless);
      expect(body.speed).toBe(0);
    }
    // And a car handed such a speed stops at once with the brake held.
    expect(stepBody(at(1e-17), pedals({ brake: 1 }), DT).body.speed).toBe(0);
    expect(
      stepBody(at(-1e-17, { gear: 'R' }), pedals({ brake: 1, gear: 'R' }), DT).body.speed,
    ).toBe(0);
  });

  it('accelerates at most 3 m/s², and rolling resistance and drag slow a coasting car', () => {
    const { body } = run(at(0), pedals({ throttle: 1 }), 2, frictionless);
    expect(body.speed).toBeCloseTo(6, 6);
    const coast = run(at(10), pedals({}), 1);
    const expected = SIM_VEHICLE.rollingResistance + SIM_VEHICLE.dragPerSpeedSquared * 100;
    expect(10 - coast.body.speed).toBeGreaterThan(SIM_VEHICLE.rollingResistance);
    expect(10 - coast.body.speed).toBeLessThanOrEqual(expected + 1e-9);
  });

  it('limits the tyre angle and how fast it turns', () => {
    const quarter = run(at(0), pedals({ steer: 2 }), 0.2);
    expect(quarter.body.steer).toBeCloseTo(SIM_VEHICLE.maxSteerRate * 0.2, 6);
    const full = run(at(0), pedals({ steer: 2 }), 2);
    expect(full.body.steer).toBe(SIM_VEHICLE.maxTyreAngle);
  });

  it('caps forward speed, reverse speed and a speed limiter', () => {
    expect(run(at(0), pedals({ throttle: 1 }), 20).body.speed).toBeCloseTo(
      SIM_VEHICLE.maxForwardSpeed,
      6,
    );
    const reverse = run(at(0, { gear: 'R' }), pedals({ throttle: 1, gear: 'R' }), 5);
    expect(reverse.body.speed).toBeCloseTo(-SIM_VEHICLE.maxReverseSpeed, 6);
    expect(reverse.body.x).toBeLessThan(0);
    const capped = run(at(0), pedals({ throttle: 1, speedCap: 30 / 3.6 }), 10);
    expect(capped.body.speed).toBeCloseTo(30 / 3.6, 6);
  });

  it('shifts only near standstill; P holds the car and N gives no drive', () => {
    const moving = stepBody(at(5), pedals({ gear: 'R' }), DT).body;
    expect(moving.gear).toBe('D');
    const stopped = stepBody(at(0.1), pedals({ gear: 'R' }), DT).body;
    expect(stopped.gear).toBe('R');
    const parked = run(at(0, { gear: 'P' }), pedals({ throttle: 1, gear: 'P' }), 1).body;
    expect(parked.speed).toBe(0);
    expect(parked.x).toBe(0);
    const neutral = run(at(0, { gear: 'N' }), pedals({ throttle: 1, gear: 'N' }), 1).body;
    expect(neutral.speed).toBe(0);
  });

  it('turns a wanted acceleration into pedals, holding the brake at a standstill', () => {
    expect(pedalsFor(0, 0)).toEqual({ throttle: 0, brake: 1 });
    const gentle = pedalsFor(-1, 10);
    expect(gentle.throttle).toBe(0);
    const resist = SIM_VEHICLE.rollingResistance + SIM_VEHICLE.dragPerSpeedSquared * 100;
    expect(gentle.brake).toBeCloseTo((1 - resist) / SIM_VEHICLE.maxBrake, 9);
    const braked = run(at(10), { ...gentle, steer: 0, gear: 'D' }, 1).body;
    expect(braked.speed).toBeCloseTo(9, 2);
  });
});
