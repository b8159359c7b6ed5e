import type { Gear } from '@ads/contract';
import { SIM_VEHICLE, type VehicleParams } from './vehicle-params';

/** The car's body: the rear axle's position in metres east (x) and north (y) of the start. */
export interface Body {
  x: number;
  y: number;
  /** Heading, radians counter-clockwise from east. */
  yaw: number;
  /** Longitudinal speed, negative when reversing. */
  speed: number;
  /** Front tyre angle, positive to the left. */
  steer: number;
  gear: Gear;
}

/** What the driver (a person, the autopilot or the stop logic) asks of the car for one step. */
export interface Pedals {
  /** 0–1 of full throttle and of full service brake. */
  throttle: number;
  brake: number;
  /** The tyre angle wanted; the steering turns toward it no faster than its rate limit. */
  steer: number;
  /** The gear wanted; it engages only near standstill, else the car keeps its gear. */
  gear: Gear;
  /** A speed limiter below the car's own top speed (REMOTE's), m/s. */
  speedCap?: number;
}

export interface StepResult {
  body: Body;
  /** The motor's share of the acceleration this step (≥ 0), for the energy drain. */
  traction: number;
  /** Distance travelled along the path (signed), metres. */
  distance: number;
}

/** Slower than this (m/s) the car is at rest: what rounding leaves of a stop, not motion. */
const AT_REST = 1e-9;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Resistance to motion at a speed: rolling and aerodynamic, m/s². */
export function resistance(speed: number, p: VehicleParams = SIM_VEHICLE): number {
  return p.rollingResistance + p.dragPerSpeedSquared * speed * speed;
}

/**
 * One step of the kinematic bicycle model, referenced at the rear axle: yaw rate is
 * v·tan(δ)/L, so a constant tyre angle δ drives a circle of radius L/tan(δ). Within a step the
 * acceleration is constant and the path an exact arc, so known answers (turning radius,
 * braking distance v²/2a) hold to rounding whatever the step. Brakes and resistance stop the
 * car; they never push it backwards.
 */
export function stepBody(
  body: Body,
  pedals: Pedals,
  dt: number,
  p: VehicleParams = SIM_VEHICLE,
): StepResult {
  const target = clamp(pedals.steer, -p.maxTyreAngle, p.maxTyreAngle);
  const turn = p.maxSteerRate * dt;
  const steer = body.steer + clamp(target - body.steer, -turn, turn);

  const gear =
    pedals.gear !== body.gear && Math.abs(body.speed) <= p.shiftSpeed ? pedals.gear : body.gear;
  // The parking pawl holds the car (a gear engages only near standstill, so it is at rest).
  const v0 = gear === 'P' ? 0 : body.speed;
  const direction = gear === 'D' ? 1 : gear === 'R' ? -1 : 0;
  const cap = Math.min(
    direction > 0 ? p.maxForwardSpeed : p.maxReverseSpeed,
    pedals.speedCap ?? Infinity,
  );
  const resist = gear === 'P' ? 0 : resistance(v0, p) + clamp(pedals.brake, 0, 1) * p.maxBrake;

  // The motor gives what the throttle asks, but never more than reaches the speed cap this step.
  const along = direction * v0;
  const needed = along >= 0 ? (cap - along) / dt + resist : Infinity;
  const traction =
    direction === 0 ? 0 : clamp(clamp(pedals.throttle, 0, 1) * p.maxAccel, 0, Math.max(0, needed));
  const drive = direction * traction;

  let accel: number;
  let v1: number;
  let distance: number;
  if (Math.abs(v0) < AT_REST) {
    // At rest, resistance and brakes hold the car until the motor overcomes them. A speed this
    // small is what floating point leaves of a braking (0.15 − 3 × 0.05 is 1.4e-17): the car is
    // standing, and reads as standing (speed exactly 0), or it never counts as stopped.
    accel = Math.abs(drive) > resist ? Math.sign(drive) * (Math.abs(drive) - resist) : 0;
    v1 = accel * dt;
    distance = (accel * dt * dt) / 2;
  } else {
    accel = drive - Math.sign(v0) * resist;
    v1 = v0 + accel * dt;
    if (Math.sign(v1) !== Math.sign(v0) || Math.abs(v1) < AT_REST) {
      // Stopped within the step (or to within rounding of it): the distance is v²/2a, and the
      // car stays stopped.
      distance = (-v0 * v0) / (2 * accel);
      v1 = 0;
    } else {
      distance = ((v0 + v1) / 2) * dt;
    }
  }

  const dyaw = (distance * Math.tan(steer)) / p.wheelbase;
  let { x, y } = body;
  if (Math.abs(dyaw) > 1e-12) {
    const radius = distance / dyaw;
    x += radius * (Math.sin(body.yaw + dyaw) - Math.sin(body.yaw));
    y += radius * (Math.cos(body.yaw) - Math.cos(body.yaw + dyaw));
  } else {
    x += distance * Math.cos(body.yaw);
    y += distance * Math.sin(body.yaw);
  }
  return {
    body: { x, y, yaw: normalizeAngle(body.yaw + dyaw), speed: v1, steer, gear },
    traction,
    distance,
  };
}

/**
 * The pedals that give an acceleration along the direction of travel (negative: slow down),
 * counting the resistance the car already has. Standing still with nothing asked holds the brake.
 */
export function pedalsFor(
  accel: number,
  speed: number,
  p: VehicleParams = SIM_VEHICLE,
): { throttle: number; brake: number } {
  const moving = Math.abs(speed) > p.standstillSpeed;
  if (!moving && accel <= 0) return { throttle: 0, brake: 1 };
  const resist = resistance(speed, p);
  if (accel >= -resist) return { throttle: clamp((accel + resist) / p.maxAccel, 0, 1), brake: 0 };
  return { throttle: 0, brake: clamp((-accel - resist) / p.maxBrake, 0, 1) };
}

/** An angle in (−π, π]. */
export function normalizeAngle(angle: number): number {
  const turned = angle % (2 * Math.PI);
  if (turned > Math.PI) return turned - 2 * Math.PI;
  if (turned <= -Math.PI) return turned + 2 * Math.PI;
  return turned;
}
