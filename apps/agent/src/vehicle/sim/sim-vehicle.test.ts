import { TELEOP, type TeleopCommand, VehicleState } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_START, SIM_VEHICLE } from '@ads/driving-sim';
import { sim } from './sim-harness';
import { SIM_DRIVING } from './sim-vehicle';

const command = (more: Partial<TeleopCommand> = {}): TeleopCommand => ({
  seq: 0,
  sent_at: 0,
  throttle: 0,
  brake: 0,
  steering: 0,
  gear: 'D',
  ...more,
});
const faultCodes = (reading: { faults: { code: string }[] }) =>
  reading.faults.map((fault) => fault.code);

describe('the simulated vehicle', () => {
  it('starts parked in STOP on the sample network near its start, localising, its patrol set', () => {
    const { vehicle, drive } = sim({}, { localised: false });
    const reading = vehicle.reading();
    expect(reading).toMatchObject({
      adapter: 'sim',
      heading: 90,
      speed: 0,
      gear: 'P',
      energy: 100,
      mode: 'STOP',
      is_in_transition: false,
      transition: null,
      is_stop_mode_available: true,
      is_autonomous_mode_available: false,
      is_remote_mode_available: true,
      is_local_mode_available: true,
      unavailable: { AUTO: 'The vehicle is not localised: set its initial pose.' },
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      faults: [],
    });
    // The spawn lies ~105 m north and 15 m east of the network's origin.
    expect(reading.lat - DEFAULT_START.lat).toBeCloseTo(104.75 / 111_000, 4);
    expect(reading.lon).toBeGreaterThan(DEFAULT_START.lon);
    expect(vehicle.planning()).toMatchObject({ localization: 'INITIALIZING', route_state: 'SET' });
    drive(1.1);
    expect(vehicle.planning().localization).toBe('INITIALIZED');
    expect(vehicle.reading()).toMatchObject({
      is_autonomous_mode_available: true,
      unavailable: {},
    });
  });

  it('reads as the contract’s VehicleState once the link adds its heartbeat and holder', async () => {
    const { vehicle, drive } = sim({ energy: 15 });
    await vehicle.changeMode('AUTO');
    await vehicle.changeMode('REMOTE').catch(() => {});
    for (let lap = 0; lap < 30; lap += 1) {
      drive(2);
      const reading = vehicle.reading();
      expect(() =>
        VehicleState.parse({ ...reading, seq: lap, stamp: Date.now(), control: null }),
      ).not.toThrow();
    }
  });

  it('drives its patrol route in AUTO once the autopilot is engaged, and STOP brakes it and holds', async () => {
    const start = { lat: 35.1, lon: 129.04 };
    const { vehicle, events, drive, until } = sim({ start });
    await vehicle.changeMode('AUTO');
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO', is_in_transition: true });
    drive(0.1);
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO', is_in_transition: false, gear: 'D' });
    expect(events).toEqual([
      { kind: 'mode', detail: { from: 'STOP', to: 'AUTO', result: 'completed' } },
    ]);
    // Still on the first straight, east, under its 50 km/h limit.
    drive(7);
    const cruising = vehicle.reading();
    expect(cruising.speed).toBeGreaterThan(8);
    expect(cruising.speed).toBeLessThanOrEqual(50 / 3.6);
    expect(cruising.heading).toBeCloseTo(90, 0);
    expect(cruising.lon).toBeGreaterThan(start.lon);

    await vehicle.changeMode('STOP');
    const seconds = until(() => vehicle.reading().speed === 0, 10);
    // STOP's 2.5 m/s² (plus the car's own resistance).
    expect(seconds).toBeGreaterThan(cruising.speed / 2.9);
    expect(seconds).toBeLessThan(cruising.speed / 2.5 + 0.2);
    const stopped = vehicle.reading();
    drive(2);
    expect(vehicle.reading()).toMatchObject({ mode: 'STOP', speed: 0, lat: stopped.lat });
  });

  it('takes an E-STOP after STOP braked it to a standstill as succeeded at once, from any speed', async () => {
    // STOP's braking leaves floating-point dust (1e-17 m/s) at some speeds; the car must still
    // count as standing, or the emergency stop of a standing car never reads SUCCEEDED.
    for (const seconds of [3, 3.12, 4, 4.52, 5.92, 7]) {
      const { vehicle, drive, until } = sim();
      await vehicle.changeMode('AUTO');
      drive(seconds);
      await vehicle.changeMode('STOP');
      until(() => vehicle.reading().speed === 0, 10);
      drive(0.5);
      await vehicle.estop('engage');
      expect(until(() => vehicle.reading().mrm.state === 'SUCCEEDED', 1)).toBeLessThanOrEqual(0.02);
    }
  });

  it('refuses AUTO far from the route with the distance, and MANUAL while moving', async () => {
    const { vehicle, drive, now } = sim();
    await vehicle.changeMode('REMOTE');
    // Full left lock at walking pace drives a small circle off the loop, inside it.
    drive(8, () => vehicle.teleop(command({ throttle: 0.2, steering: 1 }), now()));
    const off = vehicle.reading();
    expect(off.speed).toBeGreaterThan(0.5);
    expect(off.is_autonomous_mode_available).toBe(false);
    expect(off.unavailable.AUTO).toMatch(
      /^The vehicle is \d+ m from the route: AUTO needs it within 5 m\.$/,
    );
    await expect(vehicle.changeMode('AUTO')).rejects.toThrow(off.unavailable.AUTO!);
    await expect(vehicle.changeMode('MANUAL')).rejects.toThrow(
      'The vehicle is moving: MANUAL needs it to stand still.',
    );
    expect(vehicle.reading().mode).toBe('REMOTE');
  });

  it('completes REMOTE with the first tele-op command, and drives by the commands within the limits', async () => {
    const { vehicle, events, drive, now } = sim();
    await vehicle.changeMode('REMOTE');
    drive(1);
    expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', is_in_transition: true, speed: 0 });
    vehicle.teleop(command({ throttle: 1 }), now());
    drive(0.02);
    expect(vehicle.reading().is_in_transition).toBe(false);
    expect(events.at(-1)).toEqual({
      kind: 'mode',
      detail: { from: 'STOP', to: 'REMOTE', result: 'completed' },
    });
    // Full throttle from P: the gear goes to D at standstill; 3 m/s² minus resistance.
    drive(2, () => vehicle.teleop(command({ throttle: 1 }), now()));
    const after = vehicle.reading();
    expect(after.gear).toBe('D');
    expect(after.speed).toBeGreaterThan(5.3);
    expect(after.speed).toBeLessThanOrEqual(6);
    // REMOTE's limiter: 30 km/h at most, however long the throttle is held.
    drive(6, () => vehicle.teleop(command({ throttle: 1 }), now()));
    expect(vehicle.reading().speed).toBeCloseTo(SIM_DRIVING.remoteSpeedCap, 3);
    // A gear change while moving is not engaged.
    drive(0.1, () => vehicle.teleop(command({ gear: 'R' }), now()));
    expect(vehicle.reading().gear).toBe('D');
    // Steering: −1 is full right.
    drive(1, () => vehicle.teleop(command({ steering: -1 }), now()));
    expect(vehicle.reading().steering).toBeCloseTo(-SIM_VEHICLE.maxTyreAngle, 6);
  });

  it('stops by itself when no command came for 500 ms, with a TELEOP_TIMEOUT until the next one', async () => {
    const { vehicle, events, drive, until, now } = sim();
    await vehicle.changeMode('REMOTE');
    drive(3, () => vehicle.teleop(command({ throttle: 0.6 }), now()));
    const speed = vehicle.reading().speed;
    expect(speed).toBeGreaterThan(4);
    const lastCommand = now();
    // Silence: within the watchdog's time the last command still drives.
    drive(0.48);
    expect(vehicle.reading().speed).toBeGreaterThanOrEqual(speed);
    expect(faultCodes(vehicle.reading())).toEqual([]);
    drive(0.04);
    expect(faultCodes(vehicle.reading())).toEqual(['TELEOP_TIMEOUT']);
    expect(events.at(-1)).toMatchObject({
      kind: 'fault',
      detail: { action: 'raised', code: 'TELEOP_TIMEOUT' },
    });
    until(() => vehicle.reading().speed === 0, 5);
    // A controlled stop of ≈ 4 m/s²: from ~5 m/s in ~1.3 s after the 500 ms.
    const stoppedAfter = (now() - lastCommand) / 1000;
    expect(stoppedAfter).toBeGreaterThan(TELEOP.watchdogMs / 1000 + speed / 4.5);
    expect(stoppedAfter).toBeLessThan(TELEOP.watchdogMs / 1000 + speed / 3.5 + 0.05);
    vehicle.teleop(command(), now());
    drive(0.02);
    expect(faultCodes(vehicle.reading())).toEqual([]);
    expect(events.at(-1)).toMatchObject({
      kind: 'fault',
      detail: { action: 'cleared', code: 'TELEOP_TIMEOUT' },
    });
  });

  it('lets a command drive for the watchdog’s time from when it was sent, not from when it came', async () => {
    const { vehicle, drive, until, now } = sim();
    await vehicle.changeMode('REMOTE');
    drive(3, () => vehicle.teleop(command({ throttle: 0.6 }), now()));
    // A command the link let through 400 ms after it was sent: 100 ms of driving left.
    vehicle.teleop(command({ throttle: 0.6 }), now() - 400);
    drive(0.08);
    expect(faultCodes(vehicle.reading())).toEqual([]);
    const waited = until(() => faultCodes(vehicle.reading()).includes('TELEOP_TIMEOUT'), 1);
    expect(waited).toBeLessThanOrEqual(0.04);
    // A send time ahead of the vehicle's clock (an estimate's error) counts as now.
    vehicle.teleop(command({ throttle: 0.6 }), now() + 10_000);
    drive(0.48);
    expect(faultCodes(vehicle.reading())).toEqual([]);
    drive(0.04);
    expect(faultCodes(vehicle.reading())).toEqual(['TELEOP_TIMEOUT']);
  });

  it('has its own watchdog, fixed: its reading says so, and there is nothing to configure', async () => {
    const { vehicle } = sim();
    expect(vehicle.reading().settings).toEqual({ operator_timeout_ms: TELEOP.watchdogMs });
    await expect(vehicle.configure({ operator_timeout_ms: 1000 })).rejects.toThrow(
      `The simulated vehicle's own watchdog stops it after ${TELEOP.watchdogMs} ms without a command; it has no setting to change.`,
    );
    expect(vehicle.reading().settings).toEqual({ operator_timeout_ms: TELEOP.watchdogMs });
  });

  it('brakes fully at once when the controls are released, without a watchdog fault', async () => {
    const { vehicle, drive, until, now } = sim();
    await vehicle.changeMode('REMOTE');
    drive(3, () => vehicle.teleop(command({ throttle: 0.6 }), now()));
    vehicle.teleop(command({ throttle: 1 }), now());
    vehicle.releaseControls();
    const seconds = until(() => vehicle.reading().speed === 0, 3);
    // Full service brake: 6 m/s² from ~5 m/s.
    expect(seconds).toBeLessThan(1);
    drive(1);
    expect(vehicle.reading()).toMatchObject({ speed: 0, faults: [] });
  });

  it('falls back from REMOTE to the mode before when no command comes within 10 s', async () => {
    const { vehicle, events, drive, until } = sim();
    await vehicle.changeMode('AUTO');
    drive(5);
    await vehicle.changeMode('REMOTE');
    // No operator: the vehicle stops in the meantime.
    const seconds = until(() => vehicle.reading().mode === 'AUTO', 11);
    expect(seconds).toBeCloseTo(TELEOP.transitionTimeoutMs / 1000, 1);
    expect(events.at(-1)).toEqual({
      kind: 'mode',
      detail: {
        from: 'AUTO',
        to: 'REMOTE',
        result: 'fell back',
        reason: 'REMOTE was not engaged within 10 s',
      },
    });
    drive(0.1);
    expect(vehicle.reading().is_in_transition).toBe(false);
  });

  it('takes STOP during a transition', async () => {
    const { vehicle, events, drive } = sim();
    await vehicle.changeMode('REMOTE');
    drive(1);
    await expect(vehicle.changeMode('AUTO')).rejects.toThrow(/under way/);
    await vehicle.changeMode('STOP');
    expect(vehicle.reading()).toMatchObject({ mode: 'STOP', is_in_transition: false });
    expect(events.at(-1)?.detail).toEqual({
      from: 'STOP',
      to: 'REMOTE',
      result: 'fell back',
      reason: 'replaced by a change to STOP',
    });
  });

  it('makes REMOTE unavailable while the studio link is down', async () => {
    const { vehicle, setLink } = sim();
    setLink(false);
    expect(vehicle.reading().unavailable).toEqual({
      REMOTE: 'The studio link is down: REMOTE needs it.',
    });
    await expect(vehicle.changeMode('REMOTE')).rejects.toThrow('The studio link is down');
  });

  it('makes an emergency stop: hard braking, STOP, only STOP available until released at rest', async () => {
    const { vehicle, events, drive, until } = sim();
    await vehicle.changeMode('AUTO');
    drive(10);
    const speed = vehicle.reading().speed;
    expect(await vehicle.estop('engage')).toEqual({
      mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
      effect:
        'Full service brake to a standstill, mode STOP; no other mode until the emergency stop is released.',
    });
    expect(await vehicle.estop('engage')).toMatchObject({
      effect: 'The emergency stop was already engaged.',
    });
    expect(events.at(-1)).toEqual({
      kind: 'mode',
      detail: { from: 'AUTO', to: 'STOP', result: 'completed', reason: 'emergency stop' },
    });
    const reading = vehicle.reading();
    expect(reading).toMatchObject({
      mode: 'STOP',
      is_autonomous_mode_available: false,
      is_remote_mode_available: false,
      is_local_mode_available: false,
      is_stop_mode_available: true,
    });
    await expect(vehicle.estop('release')).rejects.toThrow('still stopping');
    await expect(vehicle.changeMode('AUTO')).rejects.toThrow(
      'The vehicle is making an emergency stop.',
    );
    // The full service brake: 8 m/s at 6 m/s² (and resistance) is about 1.3 s.
    const seconds = until(() => vehicle.reading().mrm.state === 'SUCCEEDED', 3);
    expect(seconds).toBeLessThan(speed / 6 + 0.05);
    expect(vehicle.reading()).toMatchObject({ speed: 0, mode: 'STOP' });
    await expect(vehicle.changeMode('REMOTE')).rejects.toThrow('release it first');
    expect(await vehicle.estop('release')).toEqual({
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      effect: 'Emergency stop released: the vehicle stands in STOP, and may be driven again.',
    });
    expect(await vehicle.estop('release')).toMatchObject({
      effect: 'No emergency stop was engaged: nothing changed.',
    });
    expect(vehicle.reading().is_autonomous_mode_available).toBe(true);
    await vehicle.changeMode('AUTO');
  });

  it('enters MANUAL only at a standstill, and completes it there', async () => {
    const { vehicle, events, drive } = sim();
    await vehicle.changeMode('MANUAL');
    drive(0.02);
    expect(vehicle.reading()).toMatchObject({ mode: 'MANUAL', is_in_transition: false });
    expect(events.at(-1)?.detail).toEqual({ from: 'STOP', to: 'MANUAL', result: 'completed' });
  });

  it('drains its battery with use: a warning, then AUTO ends and is not available', async () => {
    const { vehicle, events, drive, until } = sim({ energy: 10.5 });
    await vehicle.changeMode('AUTO');
    drive(0.02);
    expect(faultCodes(vehicle.reading())).toEqual(['LOW_ENERGY']);
    until(() => vehicle.reading().mode === 'STOP', 120);
    expect(vehicle.reading().energy).toBeLessThan(10);
    expect(vehicle.reading().energy).toBeGreaterThan(9.9);
    expect(faultCodes(vehicle.reading())).toEqual(['LOW_ENERGY', 'ENERGY_CRITICAL']);
    expect(events).toContainEqual({
      kind: 'mode',
      detail: { from: 'AUTO', to: 'STOP', result: 'completed', reason: 'Energy is below 10 %' },
    });
    expect(vehicle.reading().unavailable.AUTO).toBe('Energy is at 9 %: AUTO needs at least 10 %.');
    // Standing in STOP it charges, and AUTO comes back.
    until(() => vehicle.reading().is_autonomous_mode_available, 60);
    drive(0.1);
    expect(faultCodes(vehicle.reading())).toEqual(['LOW_ENERGY']);
  });
});
