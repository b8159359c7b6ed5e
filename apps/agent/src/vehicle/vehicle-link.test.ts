import {
  type MessageSender,
  type OperationMode,
  type SocketMessage,
  TELEOP,
  type TeleopCommand,
  type VehicleEvent,
  type VehicleState,
} from '@ads/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentError } from '../runtime';
import type { VehicleAdapter, VehicleReading, VehicleSideEvent } from './adapter';
import { createVehicleLink } from './vehicle-link';

/** An adapter that does what it is told and records what it was asked. */
function fakeAdapter() {
  const reading: VehicleReading = {
    adapter: 'sim',
    lat: 37.242,
    lon: 126.7745,
    heading: 90,
    speed: 0,
    gear: 'P',
    steering: 0,
    energy: 80,
    mode: 'STOP',
    is_in_transition: false,
    transition: null,
    is_stop_mode_available: true,
    is_autonomous_mode_available: true,
    is_remote_mode_available: true,
    is_local_mode_available: true,
    unavailable: {},
    mrm: { state: 'NORMAL', behavior: 'NONE' },
    faults: [],
  };
  const listeners: Array<(event: VehicleSideEvent) => void> = [];
  const asked = {
    teleop: [] as TeleopCommand[],
    released: 0,
    refuse: null as string | null,
  };
  const adapter: VehicleAdapter = {
    kind: 'sim',
    reading: () => structuredClone(reading),
    async changeMode(mode: OperationMode) {
      if (asked.refuse) throw new AgentError(asked.refuse);
      reading.transition =
        mode === 'STOP' ? null : { from: reading.mode, to: mode, deadline: Date.now() + 10_000 };
      reading.is_in_transition = reading.transition !== null;
      reading.mode = mode;
    },
    teleop: (command) => void asked.teleop.push(command),
    releaseControls: () => void (asked.released += 1),
    async estop(action) {
      reading.mrm =
        action === 'engage'
          ? { state: 'OPERATING', behavior: 'EMERGENCY_STOP' }
          : { state: 'NORMAL', behavior: 'NONE' };
      return reading.mrm;
    },
    onEvent: (listener) => void listeners.push(listener),
    async close() {},
  };
  return { adapter, reading, asked, emit: (e: VehicleSideEvent) => listeners.forEach((l) => l(e)) };
}

const user = (user_id: number, name: string, sid: string, admin = false): MessageSender => ({
  kind: 'user',
  user_id,
  name,
  admin,
  sid,
});
const owner = user(1, 'Kim', 'kim-tab');
const ownerOtherTab = user(1, 'Kim', 'kim-tab-2');
const admin = user(9, 'Admin Park', 'admin-tab', true);
const server: MessageSender = { kind: 'server' };
const drive = (seq: number, more: Partial<TeleopCommand> = {}): TeleopCommand => ({
  seq,
  throttle: 0.3,
  brake: 0,
  steering: 0,
  gear: 'D',
  ...more,
});

let sent: SocketMessage[];
let vehicle: ReturnType<typeof fakeAdapter>;
let link: ReturnType<typeof createVehicleLink>;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9) });
  sent = [];
  vehicle = fakeAdapter();
  link = createVehicleLink({
    adapter: vehicle.adapter,
    send: (message) => void sent.push(message),
    log: () => {},
  });
});
afterEach(() => {
  link.close();
  vi.useRealTimers();
});

const states = () =>
  sent.filter((m) => m.action === 'vehicleStateAPI').map((m) => m.data as VehicleState);
const events = () =>
  sent.filter((m) => m.action === 'vehicleEventAPI').map((m) => m.data as VehicleEvent);
const lastState = () => states().at(-1)!;
const take = (sender: MessageSender) => link.handle('controlLockAPI', { action: 'take' }, sender);

describe('the vehicle link', () => {
  it('pushes the state at 10 Hz while connected: a heartbeat seq, the stamp, the holder', () => {
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    link.connected();
    vi.advanceTimersByTime(1000);
    const pushed = states();
    expect(pushed.length).toBe(11); // one at connect, then every 100 ms
    expect(pushed.map((state) => state.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pushed[1]!.stamp - pushed[0]!.stamp).toBe(1000 / TELEOP.stateHz);
    expect(pushed[0]).toMatchObject({ mode: 'STOP', control: null, lat: 37.242 });
    expect(sent[0]).toMatchObject({
      action: 'vehicleStateAPI',
      type: 'RESPONSE',
      status: 'success',
    });
    link.disconnected();
    const before = states().length;
    vi.advanceTimersByTime(1000);
    expect(states().length).toBe(before);
  });

  it('answers vehicleStateAPI at once with the next state', async () => {
    link.connected();
    const answer = (await link.handle('vehicleStateAPI', {}, owner)) as VehicleState;
    expect(answer.seq).toBe(1);
    expect(answer.adapter).toBe('sim');
  });

  it('grants the lock, renews it, and refuses a second tab and another user with the holder', async () => {
    link.connected();
    expect(await take(owner)).toEqual({
      control: { user_id: 1, name: 'Kim', sid: 'kim-tab', since: Date.now() },
    });
    expect(lastState().control).toMatchObject({ user_id: 1, sid: 'kim-tab' });
    await take(owner);
    await expect(take(ownerOtherTab)).rejects.toThrow(
      'You have control of this vehicle in another window.',
    );
    await expect(take(user(2, 'Lee', 'lee-tab'))).rejects.toThrow(
      'Kim has control of this vehicle.',
    );
    expect(events().map((e) => [e.user_name, e.detail])).toEqual([
      ['Kim', { action: 'take' }],
      ['Kim', { action: 'refused', reason: 'You have control of this vehicle in another window.' }],
      ['Lee', { action: 'refused', reason: 'Kim has control of this vehicle.' }],
    ]);
  });

  it('lets an admin take the lock over, releasing the controls of the operator before', async () => {
    link.connected();
    await take(owner);
    await link.handle('operationModeAPI', { mode: 'REMOTE' }, owner);
    await link.handle('teleopAPI', drive(1), owner);
    expect(await take(admin)).toMatchObject({ control: { user_id: 9, sid: 'admin-tab' } });
    expect(vehicle.asked.released).toBe(1);
    await expect(link.handle('teleopAPI', drive(2), owner)).rejects.toThrow(
      'Take control of this vehicle first.',
    );
    const detail = events().map((e) => e.detail);
    expect(detail).toContainEqual({ action: 'end', commands: 1, duration_ms: 0, reason: 'lock' });
    expect(events().at(-1)).toMatchObject({
      kind: 'control',
      user_id: 9,
      user_name: 'Admin Park',
      detail: { action: 'takeover', from: { user_id: 1, name: 'Kim' } },
    });
  });

  it('releases for its holder only, and when the server says the holder’s connection ended', async () => {
    link.connected();
    await take(owner);
    expect(await link.handle('controlLockAPI', { action: 'release' }, admin)).toMatchObject({
      control: { sid: 'kim-tab' },
    });
    // The server's notices are never answered, and another connection's end changes nothing.
    expect(await link.handle('controlLockAPI', { action: 'release', sid: 'x' }, server)).toBe(
      undefined,
    );
    expect(lastState().control).toMatchObject({ sid: 'kim-tab' });
    expect(
      await link.handle('controlLockAPI', { action: 'release', sid: 'kim-tab' }, server),
    ).toBeUndefined();
    expect(lastState().control).toBeNull();
    expect(vehicle.asked.released).toBe(1);
    expect(events().at(-1)).toMatchObject({
      kind: 'control',
      user_name: 'Kim',
      detail: { action: 'release', reason: 'the holder disconnected' },
    });
    await take(owner);
    expect(await link.handle('controlLockAPI', { release: true }, owner)).toEqual({
      control: null,
    });
    expect(vehicle.asked.released).toBe(2);
  });

  it('ends a lock whose holder said nothing for 10 s', async () => {
    link.connected();
    await take(owner);
    vi.advanceTimersByTime(TELEOP.lockIdleMs - 1000);
    await link.handle('vehicleStateAPI', {}, owner);
    vi.advanceTimersByTime(TELEOP.lockIdleMs - 100);
    expect(lastState().control).not.toBeNull();
    vi.advanceTimersByTime(200);
    expect(lastState().control).toBeNull();
    expect(events().at(-1)).toMatchObject({
      kind: 'control',
      user_name: 'Kim',
      detail: { action: 'expired' },
    });
  });

  it('takes STOP from anyone who may see the vehicle, other modes only from the holder', async () => {
    link.connected();
    await expect(link.handle('operationModeAPI', { mode: 'AUTO' }, admin)).rejects.toThrow(
      'Take control of this vehicle first.',
    );
    await take(owner);
    expect(await link.handle('operationModeAPI', { mode: 'AUTO' }, owner)).toEqual({
      mode: 'AUTO',
      from: 'STOP',
      transition: { from: 'STOP', to: 'AUTO', deadline: Date.now() + 10_000 },
    });
    expect(lastState()).toMatchObject({ mode: 'AUTO', is_in_transition: true });
    expect(await link.handle('operationModeAPI', { mode: 'STOP' }, admin)).toMatchObject({
      mode: 'STOP',
      from: 'AUTO',
    });
    vehicle.asked.refuse = 'The studio link is down: REMOTE needs it.';
    await expect(link.handle('operationModeAPI', { mode: 'REMOTE' }, owner)).rejects.toThrow(
      'The studio link is down: REMOTE needs it.',
    );
    await expect(link.handle('operationModeAPI', { mode: 'WARP' }, owner)).rejects.toThrow(
      /Name the mode/,
    );
    expect(
      events()
        .filter((e) => e.kind === 'mode')
        .map((e) => [e.user_name, e.detail]),
    ).toEqual([
      [
        'Admin Park',
        {
          from: 'STOP',
          to: 'AUTO',
          result: 'refused',
          reason: 'Take control of this vehicle first.',
        },
      ],
      ['Kim', { from: 'STOP', to: 'AUTO', result: 'accepted' }],
      ['Admin Park', { from: 'AUTO', to: 'STOP', result: 'accepted' }],
      [
        'Kim',
        {
          from: 'STOP',
          to: 'REMOTE',
          result: 'refused',
          reason: 'The studio link is down: REMOTE needs it.',
        },
      ],
    ]);
  });

  it('echoes each tele-op command of the holder in REMOTE, and records the session', async () => {
    link.connected();
    await take(owner);
    await expect(link.handle('teleopAPI', drive(1), owner)).rejects.toThrow(
      'Switch the vehicle to REMOTE first.',
    );
    await link.handle('operationModeAPI', { mode: 'REMOTE' }, owner);
    await expect(link.handle('teleopAPI', drive(1), admin)).rejects.toThrow(
      'Take control of this vehicle first.',
    );
    await expect(link.handle('teleopAPI', { seq: 1, throttle: 2 }, owner)).rejects.toThrow(
      /Send a tele-op command/,
    );
    for (let seq = 1; seq <= 10; seq += 1) {
      expect(await link.handle('teleopAPI', drive(seq), owner)).toEqual({ seq });
      vi.advanceTimersByTime(1000 / TELEOP.commandHz);
    }
    expect(vehicle.asked.teleop.map((command) => command.seq)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    vi.advanceTimersByTime(TELEOP.watchdogMs + 100);
    const teleop = events().filter((e) => e.kind === 'teleop');
    expect(teleop.map((e) => e.detail)).toEqual([
      { action: 'start' },
      { action: 'end', commands: 10, duration_ms: 450, reason: 'watchdog' },
    ]);
    expect(teleop.every((e) => e.user_name === 'Kim')).toBe(true);
    // Releasing the controls sends a zero command (throttle 0, full brake): a 'release'.
    await link.handle('teleopAPI', drive(11), owner);
    await link.handle('teleopAPI', drive(12, { throttle: 0, brake: 1 }), owner);
    vi.advanceTimersByTime(TELEOP.watchdogMs + 100);
    expect(events().at(-1)?.detail).toMatchObject({
      action: 'end',
      commands: 2,
      reason: 'release',
    });
  });

  it('takes the e-stop from anyone, and records it', async () => {
    link.connected();
    expect(await link.handle('estopAPI', {}, admin)).toEqual({
      mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
    });
    expect(lastState().mrm.state).toBe('OPERATING');
    expect(await link.handle('estopAPI', { action: 'release' }, owner)).toEqual({
      mrm: { state: 'NORMAL', behavior: 'NONE' },
    });
    expect(events().map((e) => [e.user_name, e.kind, e.detail])).toEqual([
      ['Admin Park', 'estop', { action: 'engage', mrm: 'OPERATING' }],
      ['Kim', 'estop', { action: 'release', mrm: 'NORMAL' }],
    ]);
  });

  it('ends the lock and releases the controls when the studio link is lost', async () => {
    link.connected();
    await take(owner);
    await link.handle('operationModeAPI', { mode: 'REMOTE' }, owner);
    await link.handle('teleopAPI', drive(1), owner);
    link.disconnected();
    expect(vehicle.asked.released).toBeGreaterThanOrEqual(1);
    expect(
      events()
        .slice(-2)
        .map((e) => e.detail),
    ).toEqual([
      { action: 'end', commands: 1, duration_ms: 0, reason: 'disconnect' },
      { action: 'release', reason: 'the studio link was lost' },
    ]);
    link.connected();
    expect(lastState().control).toBeNull();
  });

  it('passes the vehicle’s own events on, and refuses a request that names no sender', async () => {
    link.connected();
    vehicle.emit({ kind: 'fault', detail: { action: 'raised', code: 'LOW_ENERGY', message: 'x' } });
    expect(events().at(-1)).toMatchObject({
      kind: 'fault',
      user_id: null,
      user_name: null,
      at: Date.now(),
    });
    await expect(link.handle('vehicleStateAPI', {}, undefined)).rejects.toThrow(
      /did not say who sent this/,
    );
    await expect(link.handle('estopAPI', {}, { kind: 'agent' })).rejects.toThrow(
      /did not say who sent this/,
    );
  });
});
