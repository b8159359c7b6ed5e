import { describe, expect, it } from 'vitest';
import {
  NEUTRAL,
  RAMP_PER_S,
  combineInputs,
  isDriveKey,
  keyTargets,
  padReading,
  rampInput,
  stopCommand,
  teleopCommand,
} from './drive-input';

const keys = (...codes: string[]) => new Set(codes);

describe('keys to controls', () => {
  it('maps WASD and the arrows; left is positive steering, as the contract has it', () => {
    expect(keyTargets(keys('KeyW'))).toEqual({ throttle: 1, brake: 0, steering: 0 });
    expect(keyTargets(keys('ArrowDown'))).toEqual({ throttle: 0, brake: 1, steering: 0 });
    expect(keyTargets(keys('KeyA')).steering).toBe(1);
    expect(keyTargets(keys('ArrowRight')).steering).toBe(-1);
    expect(keyTargets(keys('KeyA', 'KeyD')).steering).toBe(0);
    expect(keyTargets(keys())).toEqual(NEUTRAL);
    expect(isDriveKey('Space')).toBe(true);
    expect(isDriveKey('KeyQ')).toBe(false);
  });

  it('ramps the throttle and the wheel up, and lets go fast', () => {
    const full = { throttle: 1, brake: 0, steering: 1 };
    const after100 = rampInput(NEUTRAL, full, 100);
    expect(after100.throttle).toBeCloseTo(RAMP_PER_S.throttleUp / 10);
    expect(after100.steering).toBeCloseTo(RAMP_PER_S.steer / 10);
    // A long time reaches the target and never passes it.
    expect(rampInput(NEUTRAL, full, 10_000)).toEqual(full);
    // Letting go: back toward rest at the faster rates.
    const released = rampInput({ throttle: 1, brake: 0, steering: 1 }, NEUTRAL, 100);
    expect(released.throttle).toBeCloseTo(1 - RAMP_PER_S.throttleDown / 10);
    expect(released.steering).toBeCloseTo(1 - RAMP_PER_S.centre / 10);
    expect(rampInput(NEUTRAL, full, -50)).toEqual(NEUTRAL);
  });

  it('combines devices: each pedal as far as any presses it, the wheel turned furthest', () => {
    expect(
      combineInputs(
        { throttle: 0.2, brake: 0, steering: 0.1 },
        { throttle: 0.6, brake: 0.3, steering: -0.5 },
        NEUTRAL,
      ),
    ).toEqual({ throttle: 0.6, brake: 0.3, steering: -0.5 });
  });
});

describe('commands', () => {
  it('lets the brake win over the throttle and keeps every field in range', () => {
    expect(teleopCommand(7, { throttle: 0.8, brake: 0.2, steering: 0 }, 'D')).toEqual({
      seq: 7,
      throttle: 0,
      brake: 0.2,
      steering: 0,
      gear: 'D',
    });
    expect(teleopCommand(8, { throttle: 3, brake: -1, steering: -4 }, 'R')).toEqual({
      seq: 8,
      throttle: 1,
      brake: 0,
      steering: -1,
      gear: 'R',
    });
    expect(teleopCommand(9, { throttle: Number.NaN, brake: 0, steering: 0 }, 'D').throttle).toBe(0);
  });

  it('stops with no throttle and full brake', () => {
    expect(stopCommand(3, 'D')).toEqual({
      seq: 3,
      throttle: 0,
      brake: 1,
      steering: 0,
      gear: 'D',
      release: true,
    });
  });
});

describe('a standard gamepad', () => {
  const buttons = (pressed: Record<number, number>) =>
    Array.from({ length: 16 }, (_, index) => ({
      pressed: (pressed[index] ?? 0) > 0.5,
      value: pressed[index] ?? 0,
    }));

  it('reads triggers as pedals, the left stick as the wheel, a bumper as the deadman', () => {
    const reading = padReading({ axes: [1, 0, 0, 0], buttons: buttons({ 7: 0.5, 6: 0.25, 5: 1 }) });
    expect(reading.deadman).toBe(true);
    expect(reading.input).toEqual({ throttle: 0.5, brake: 0.25, steering: -1 });
    expect(padReading({ axes: [-0.1], buttons: buttons({}) })).toEqual({
      input: NEUTRAL,
      deadman: false,
    });
    // A pad without sticks or triggers reads as at rest.
    expect(padReading({ axes: [], buttons: [] })).toEqual({ input: NEUTRAL, deadman: false });
  });
});
