import type { Gear, TeleopCommand } from '@ads/contract';

/**
 * What the operator asks of the vehicle, from the keyboard, the on-screen pedals and wheel, or
 * a gamepad: pedals 0–1, steering −1 (full right) … 1 (full left), as the contract's
 * TeleopCommand has them.
 */
export interface DriveInput {
  throttle: number;
  brake: number;
  steering: number;
}

export const NEUTRAL: DriveInput = { throttle: 0, brake: 0, steering: 0 };

/**
 * Keys by `KeyboardEvent.code` (where the key is, not what it types, so WASD sits under the
 * left hand on every layout).
 */
export const DRIVE_KEYS = {
  throttle: ['KeyW', 'ArrowUp'],
  brake: ['KeyS', 'ArrowDown'],
  left: ['KeyA', 'ArrowLeft'],
  right: ['KeyD', 'ArrowRight'],
  deadman: ['Space'],
} as const;

const ALL_KEYS: ReadonlySet<string> = new Set(Object.values(DRIVE_KEYS).flat());

/** Whether a key is one of the driving keys (they are then kept from the page). */
export const isDriveKey = (code: string) => ALL_KEYS.has(code);

const anyHeld = (held: ReadonlySet<string>, codes: readonly string[]) =>
  codes.some((code) => held.has(code));

/** Where held keys want the controls to go: full pedal, full lock, or back to rest. */
export function keyTargets(held: ReadonlySet<string>): DriveInput {
  const left = anyHeld(held, DRIVE_KEYS.left);
  const right = anyHeld(held, DRIVE_KEYS.right);
  return {
    throttle: anyHeld(held, DRIVE_KEYS.throttle) ? 1 : 0,
    brake: anyHeld(held, DRIVE_KEYS.brake) ? 1 : 0,
    // Both sides held cancel out, as two hands on a wheel would.
    steering: left === right ? 0 : left ? 1 : -1,
  };
}

/**
 * Rates (full range per second) at which keys move the controls. A key is all or nothing; a
 * vehicle jerked from 0 to full throttle or full lock in one command is neither comfortable
 * nor safe, so the throttle and the wheel ramp up, while letting go and braking act fast.
 */
export const RAMP_PER_S = {
  throttleUp: 1.25,
  throttleDown: 5,
  brakeUp: 5,
  brakeDown: 5,
  steer: 1.5,
  centre: 3,
} as const;

function approach(current: number, target: number, up: number, down: number, dtS: number) {
  if (target > current) return Math.min(target, current + up * dtS);
  return Math.max(target, current - down * dtS);
}

/** Moves the keyboard's controls from `current` toward `target` over `dtMs`. */
export function rampInput(current: DriveInput, target: DriveInput, dtMs: number): DriveInput {
  const dtS = Math.max(0, dtMs) / 1000;
  const { throttleUp, throttleDown, brakeUp, brakeDown, steer, centre } = RAMP_PER_S;
  // Turning toward the centre is as fast as letting go of a wheel; away from it, as steering.
  const towardCentre = Math.abs(target.steering) < Math.abs(current.steering);
  const steerRate = towardCentre ? centre : steer;
  return {
    throttle: approach(current.throttle, target.throttle, throttleUp, throttleDown, dtS),
    brake: approach(current.brake, target.brake, brakeUp, brakeDown, dtS),
    steering: approach(current.steering, target.steering, steerRate, steerRate, dtS),
  };
}

/**
 * One input from several devices: each pedal as far as any device presses it, the wheel from
 * the device turned furthest.
 */
export function combineInputs(...inputs: readonly DriveInput[]): DriveInput {
  let result = NEUTRAL;
  for (const input of inputs) {
    result = {
      throttle: Math.max(result.throttle, input.throttle),
      brake: Math.max(result.brake, input.brake),
      steering:
        Math.abs(input.steering) > Math.abs(result.steering) ? input.steering : result.steering,
    };
  }
  return result;
}

/** Within [min, max]; not a number reads as 0, and −0 as 0 (a command says 0). */
const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) + 0 : 0;

/** A command as the controls make it; the driver stamps its send time and ack as it leaves. */
export type TeleopControls = Omit<TeleopCommand, 'sent_at' | 'ack'>;

/** The command for one tick while the deadman is held; the brake wins over the throttle. */
export function teleopCommand(seq: number, input: DriveInput, gear: Gear): TeleopControls {
  const brake = clamp(input.brake, 0, 1);
  return {
    seq,
    throttle: brake > 0 ? 0 : clamp(input.throttle, 0, 1),
    brake,
    steering: clamp(input.steering, -1, 1),
    gear,
  };
}

/**
 * The command sent once at the moment the deadman is let go: no throttle, full brake, marked
 * `release` so the vehicle holds the brake without raising its watchdog's fault (a stop asked
 * for is an event; only silence is a TELEOP_TIMEOUT).
 */
export function stopCommand(seq: number, gear: Gear): TeleopControls {
  return { seq, throttle: 0, brake: 1, steering: 0, gear, release: true };
}

/** What one gamepad (the W3C "standard" mapping) reads as. */
export interface PadReading {
  input: DriveInput;
  /** A bumper (LB or RB) is held: the gamepad's deadman. */
  deadman: boolean;
}

/** A stick this close to the centre reads as centred (sticks rarely rest at exactly 0). */
export const STICK_DEAD_ZONE = 0.12;

/**
 * A standard gamepad: right trigger throttle, left trigger brake, left stick steering, a
 * bumper held as the deadman. Anything missing reads as at rest.
 */
export function padReading(pad: {
  axes: readonly number[];
  buttons: ReadonlyArray<{ pressed: boolean; value: number }>;
}): PadReading {
  const stick = pad.axes[0] ?? 0;
  const live = Math.abs(stick) < STICK_DEAD_ZONE ? 0 : stick;
  // Rescaled past the dead zone, so the wheel still reaches full lock.
  const scaled =
    live === 0 ? 0 : Math.sign(live) * ((Math.abs(live) - STICK_DEAD_ZONE) / (1 - STICK_DEAD_ZONE));
  return {
    input: {
      throttle: clamp(pad.buttons[7]?.value ?? 0, 0, 1),
      brake: clamp(pad.buttons[6]?.value ?? 0, 0, 1),
      // The stick is +1 to the right; the contract's steering is +1 to the left.
      steering: clamp(-scaled, -1, 1),
    },
    deadman: Boolean(pad.buttons[4]?.pressed || pad.buttons[5]?.pressed),
  };
}
