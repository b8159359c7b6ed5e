import {
  type MessageSender,
  type OperationMode,
  type SocketMessage,
  TELEOP,
  type TeleopCommand,
  TeleopEcho,
  type VehicleEvent,
  type VehicleState,
} from '@ads/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimVehicle, DEFAULT_START, SIM_DRIVING, type SimVehicleOptions } from './sim';
import { ENERGY } from './sim/energy';
import { LOCALIZATION } from './sim/localization';
import { createVehicleLink, TAKE_CONTROL_FIRST } from './vehicle-link';

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
/** A command sent now (the fake clock), acking nothing. */
const drive = (seq: number, more: Partial<TeleopCommand> = {}): TeleopCommand => ({
  seq,
  sent_at: Date.now(),
  throttle: 0.3,
  brake: 0,
  steering: 0,
  gear: 'D',
  ...more,
});

const STEP_MS = 1000 / SIM_DRIVING.stepHz;
const COMMAND_MS = 1000 / TELEOP.commandHz;

const rigs: Array<{ close(): void }> = [];
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 9) });
});
afterEach(() => {
  rigs.splice(0).forEach((rig) => rig.close());
  vi.useRealTimers();
});

/**
 * The link on the real simulated vehicle, wired as the agent wires them (open-vehicle.ts, the
 * sim's studio link is the agent's socket), on vitest's fake clock. The sim's own 50 Hz timer
 * is off: `elapse(ms)` moves the clock (the link's heartbeat with it) and steps the model as
 * that timer would.
 */
function rig(options: SimVehicleOptions = {}) {
  let linkUp = false;
  const sent: SocketMessage[] = [];
  const vehicle = createSimVehicle({ studioLinkUp: () => linkUp, autoStep: false, ...options });
  const link = createVehicleLink({
    adapter: vehicle,
    send: (message) => void sent.push(message),
    log: () => {},
  });
  rigs.push({
    close() {
      link.close();
      void vehicle.close();
    },
  });
  // The sim localises by GNSS in its first second (HMI): a vehicle that has been on a while.
  for (let ms = 0; ms <= LOCALIZATION.gnssS * 1000; ms += STEP_MS) {
    vi.advanceTimersByTime(STEP_MS);
    vehicle.step(STEP_MS / 1000);
  }

  const elapse = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) {
      const slice = Math.min(STEP_MS, left);
      vi.advanceTimersByTime(slice);
      vehicle.step(slice / 1000);
    }
  };
  const states = () =>
    sent.filter((m) => m.action === 'vehicleStateAPI').map((m) => m.data as VehicleState);
  const events = () =>
    sent.filter((m) => m.action === 'vehicleEventAPI').map((m) => m.data as VehicleEvent);
  let seq = 0;
  /** The latest echo each connection heard, acked in its next command (as the page does). */
  const heard = new Map<string, { seq: number; heard_at: number }>();
  /**
   * `sender` sends one command now, as the page does: its send time and the ack of the latest
   * echo it heard; the echo comes back at once (the link answers in the same turn).
   */
  async function command(sender: MessageSender, more: Partial<TeleopCommand> = {}) {
    const sid = sender.kind === 'user' ? sender.sid : '';
    seq += 1;
    const ack = heard.get(sid);
    const echo = TeleopEcho.parse(
      await link.handle('teleopAPI', drive(seq, { ...(ack ? { ack } : {}), ...more }), sender),
    );
    expect(echo.seq).toBe(more.seq ?? seq);
    heard.set(sid, { seq: echo.seq, heard_at: Date.now() });
    return echo;
  }

  return {
    vehicle,
    link,
    sent,
    elapse,
    states,
    events,
    lastState: () => states().at(-1)!,
    speed: () => vehicle.reading().speed,
    /** The agent's socket to the studio comes up, or goes down. */
    connect() {
      linkUp = true;
      link.connected();
    },
    disconnect() {
      linkUp = false;
      link.disconnected();
    },
    take: (sender: MessageSender) => link.handle('controlLockAPI', { action: 'take' }, sender),
    mode: (sender: MessageSender, mode: OperationMode | string) =>
      link.handle('operationModeAPI', { mode }, sender),
    command,
    /**
     * `sender` drives (throttle 0.3) for `ms` at the tele-op rate; returns the commands the
     * vehicle applied (all but the first of a connection it has not measured yet).
     */
    async driveFor(sender: MessageSender, ms: number): Promise<number> {
      let applied = 0;
      for (let at = 0; at < ms; at += COMMAND_MS) {
        if ((await command(sender)).applied) applied += 1;
        elapse(COMMAND_MS);
      }
      return applied;
    },
    /**
     * The controls were released, the car rolling: the zero command (full brake) holds at once,
     * so the car stands long before the tele-op watchdog (500 ms) would have stopped it, and the
     * watchdog never trips.
     */
    expectReleased() {
      expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', faults: [] });
      elapse(200);
      expect(vehicle.reading().speed).toBe(0);
      elapse(TELEOP.watchdogMs * 2);
      expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', speed: 0, faults: [] });
    },
  };
}

describe('the vehicle link on the simulated vehicle', () => {
  it('pushes the state at 10 Hz while connected: a heartbeat seq, the stamp, the holder', () => {
    const { sent, states, elapse, connect, disconnect } = rig();
    elapse(1000);
    expect(sent).toEqual([]);
    connect();
    elapse(1000);
    const pushed = states();
    expect(pushed.length).toBe(11); // one at connect, then every 100 ms
    expect(pushed.map((state) => state.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pushed[1]!.stamp - pushed[0]!.stamp).toBe(1000 / TELEOP.stateHz);
    expect(pushed[0]).toMatchObject({
      adapter: 'sim',
      mode: 'STOP',
      control: null,
    });
    // Standing where the sim put it: on the sample roads' spawn lane, by `--start` (K-City).
    expect(pushed[0]).toMatchObject({ lat: pushed[10]!.lat, lon: pushed[10]!.lon });
    expect(Math.abs(pushed[0]!.lat - DEFAULT_START.lat)).toBeLessThan(0.01);
    expect(Math.abs(pushed[0]!.lon - DEFAULT_START.lon)).toBeLessThan(0.01);
    expect(sent[0]).toMatchObject({
      action: 'vehicleStateAPI',
      type: 'RESPONSE',
      status: 'success',
    });
    disconnect();
    const before = states().length;
    elapse(1000);
    expect(states().length).toBe(before);
  });

  it('answers vehicleStateAPI at once with the next state', async () => {
    const { link, connect } = rig();
    connect();
    const answer = (await link.handle('vehicleStateAPI', {}, owner)) as VehicleState;
    expect(answer.seq).toBe(1);
    expect(answer.adapter).toBe('sim');
  });

  it('grants the lock, renews it, and refuses a second tab and another user with the holder', async () => {
    const { connect, take, lastState, events } = rig();
    connect();
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
    const { link, connect, take, mode, driveFor, speed, expectReleased, events } = rig();
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    const commands = await driveFor(owner, 1000);
    expect(speed()).toBeGreaterThan(0.5);
    expect(await take(admin)).toMatchObject({ control: { user_id: 9, sid: 'admin-tab' } });
    await expect(link.handle('teleopAPI', drive(99), owner)).rejects.toThrow(TAKE_CONTROL_FIRST);
    // The first command of the connection measured the link (dropped: 'clock'); the rest drove.
    expect(events().map((e) => e.detail)).toContainEqual({
      action: 'end',
      commands,
      duration_ms: commands * COMMAND_MS,
      reason: 'lock',
      drops: { clock: 1, stale: 0, order: 0, link: 0 },
    });
    expect(events().at(-1)).toMatchObject({
      kind: 'control',
      user_id: 9,
      user_name: 'Admin Park',
      detail: { action: 'takeover', from: { user_id: 1, name: 'Kim' } },
    });
    expectReleased();
  });

  it('releases for its holder only, and when the server says the holder’s connection ended', async () => {
    const {
      link,
      connect,
      take,
      mode,
      driveFor,
      speed,
      elapse,
      lastState,
      events,
      expectReleased,
    } = rig();
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    await driveFor(owner, 1000);
    expect(await link.handle('controlLockAPI', { action: 'release' }, admin)).toMatchObject({
      control: { sid: 'kim-tab' },
    });
    // The server's notices are never answered, and another connection's end changes nothing.
    expect(await link.handle('controlLockAPI', { action: 'release', sid: 'x' }, server)).toBe(
      undefined,
    );
    expect(lastState().control).toMatchObject({ sid: 'kim-tab' });
    // Neither released the controls: the holder's last command still drives the car.
    const rolling = speed();
    elapse(100);
    expect(speed()).toBeGreaterThan(rolling);

    expect(
      await link.handle('controlLockAPI', { action: 'release', sid: 'kim-tab' }, server),
    ).toBeUndefined();
    expect(lastState().control).toBeNull();
    expect(events().at(-1)).toMatchObject({
      kind: 'control',
      user_name: 'Kim',
      detail: { action: 'release', reason: 'the holder disconnected' },
    });
    expectReleased();

    await take(owner);
    await driveFor(owner, 1000);
    expect(speed()).toBeGreaterThan(0.5);
    expect(await link.handle('controlLockAPI', { release: true }, owner)).toEqual({
      control: null,
    });
    expectReleased();
  });

  it('ends a lock whose holder said nothing for 10 s, and releases the controls', async () => {
    const { link, connect, take, mode, driveFor, vehicle, elapse, lastState, events } = rig();
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    await driveFor(owner, 500);
    elapse(TELEOP.lockIdleMs - 1000);
    // The commands stopped: the tele-op watchdog has stopped the car, and waits for more.
    expect(vehicle.reading()).toMatchObject({ speed: 0, faults: [{ code: 'TELEOP_TIMEOUT' }] });
    await link.handle('vehicleStateAPI', {}, owner);
    elapse(TELEOP.lockIdleMs - 100);
    expect(lastState().control).not.toBeNull();
    elapse(200);
    expect(lastState().control).toBeNull();
    expect(
      events()
        .filter((e) => e.kind === 'control')
        .at(-1),
    ).toMatchObject({
      user_name: 'Kim',
      detail: { action: 'expired' },
    });
    // The released controls hold the zero command: no operator is awaited any more.
    expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', speed: 0, faults: [] });
    expect(events().at(-1)).toMatchObject({
      kind: 'fault',
      user_name: null,
      detail: { action: 'cleared', code: 'TELEOP_TIMEOUT' },
    });
  });

  it('takes STOP from anyone who may see the vehicle, other modes only from the holder', async () => {
    const { connect, take, mode, vehicle, speed, elapse, lastState, events } = rig();
    connect();
    await expect(mode(admin, 'AUTO')).rejects.toThrow(TAKE_CONTROL_FIRST);
    expect(vehicle.reading().mode).toBe('STOP');
    await take(owner);
    expect(await mode(owner, 'AUTO')).toEqual({
      mode: 'AUTO',
      from: 'STOP',
      transition: { from: 'STOP', to: 'AUTO', deadline: Date.now() + TELEOP.transitionTimeoutMs },
    });
    expect(lastState()).toMatchObject({ mode: 'AUTO', is_in_transition: true });
    // The autopilot engages and drives the route.
    elapse(2000);
    expect(vehicle.reading()).toMatchObject({ mode: 'AUTO', is_in_transition: false, gear: 'D' });
    expect(speed()).toBeGreaterThan(2);
    expect(await mode(admin, 'STOP')).toMatchObject({ mode: 'STOP', from: 'AUTO' });
    // STOP brakes: still rolling, the vehicle itself refuses MANUAL, with its reason.
    elapse(200);
    expect(speed()).toBeGreaterThan(0);
    await expect(mode(owner, 'MANUAL')).rejects.toThrow(
      'The vehicle is moving: MANUAL needs it to stand still.',
    );
    elapse(2000);
    expect(vehicle.reading()).toMatchObject({ mode: 'STOP', speed: 0 });
    await expect(mode(owner, 'WARP')).rejects.toThrow(/Name the mode/);
    expect(
      events()
        .filter((e) => e.kind === 'mode')
        .map((e) => [e.user_name, e.detail]),
    ).toEqual([
      ['Admin Park', { from: 'STOP', to: 'AUTO', result: 'refused', reason: TAKE_CONTROL_FIRST }],
      ['Kim', { from: 'STOP', to: 'AUTO', result: 'accepted' }],
      [null, { from: 'STOP', to: 'AUTO', result: 'completed' }],
      ['Admin Park', { from: 'AUTO', to: 'STOP', result: 'accepted' }],
      [
        'Kim',
        {
          from: 'STOP',
          to: 'MANUAL',
          result: 'refused',
          reason: 'The vehicle is moving: MANUAL needs it to stand still.',
        },
      ],
    ]);
  });

  it('echoes each tele-op command of the holder in REMOTE, drives by the fresh ones, and records the session', async () => {
    const { link, connect, take, mode, command, vehicle, speed, elapse, events } = rig();
    connect();
    await take(owner);
    await expect(link.handle('teleopAPI', drive(1), owner)).rejects.toThrow(
      'Switch the vehicle to REMOTE first.',
    );
    await mode(owner, 'REMOTE');
    await expect(link.handle('teleopAPI', drive(1), admin)).rejects.toThrow(TAKE_CONTROL_FIRST);
    await expect(link.handle('teleopAPI', { seq: 1, throttle: 2 }, owner)).rejects.toThrow(
      /Send a tele-op command/,
    );
    expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', is_in_transition: true, speed: 0 });
    // The first command cannot be aged yet: echoed, dropped, and REMOTE still waits for one.
    const first = await command(owner);
    expect(first).toEqual({
      seq: 1,
      received_at: Date.now(),
      echoed_at: Date.now(),
      applied: false,
      dropped: 'clock',
      message: expect.stringMatching(/measuring the link/),
      round_trip_ms: null,
      drops: { clock: 1, stale: 0, order: 0, link: 0 },
    });
    elapse(COMMAND_MS);
    expect(vehicle.reading()).toMatchObject({ is_in_transition: true, speed: 0 });
    for (let sent = 2; sent <= 11; sent += 1) {
      expect(await command(owner)).toMatchObject({ seq: sent, applied: true, round_trip_ms: 0 });
      elapse(COMMAND_MS);
    }
    // The first applied command completed REMOTE; the throttle moved the car off, east.
    const driven = vehicle.reading();
    expect(driven).toMatchObject({ mode: 'REMOTE', is_in_transition: false, gear: 'D' });
    expect(driven.speed).toBeGreaterThan(0.2);
    expect(driven.lon).toBeGreaterThan(DEFAULT_START.lon);
    elapse(TELEOP.watchdogMs + 100);
    const teleop = events().filter((e) => e.kind === 'teleop');
    expect(teleop.map((e) => e.detail)).toEqual([
      { action: 'start' },
      {
        action: 'end',
        commands: 10,
        duration_ms: 500,
        reason: 'watchdog',
        drops: { clock: 1, stale: 0, order: 0, link: 0 },
      },
    ]);
    expect(teleop.every((e) => e.user_name === 'Kim')).toBe(true);
    // The vehicle's own watchdog said so too, and stops the car.
    expect(events().filter((e) => e.kind === 'fault')).toMatchObject([
      { user_name: null, detail: { action: 'raised', code: 'TELEOP_TIMEOUT' } },
    ]);
    elapse(500);
    expect(speed()).toBe(0);
    // Releasing the controls sends a zero command (throttle 0, full brake): a 'release'.
    await command(owner);
    await command(owner, { throttle: 0, brake: 1 });
    elapse(TELEOP.watchdogMs + 100);
    expect(
      events()
        .filter((e) => e.kind === 'teleop')
        .at(-1)?.detail,
    ).toMatchObject({ action: 'end', commands: 2, reason: 'release' });
  });

  it('drops a late, a replayed and an overtaken command: the stopped car stays stopped', async () => {
    const { link, connect, take, mode, command, driveFor, vehicle, speed, elapse, events } = rig();
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    await driveFor(owner, 1000);
    expect(speed()).toBeGreaterThan(0.5);
    // The link stalls: the page's commands queue up; the watchdog stops the car.
    const queued: TeleopCommand[] = [];
    const last = await command(owner);
    for (let at = 0; at < 2000; at += COMMAND_MS) {
      queued.push(
        drive(last.seq + 1 + queued.length, { ack: { seq: last.seq, heard_at: Date.now() } }),
      );
      elapse(COMMAND_MS);
    }
    expect(vehicle.reading()).toMatchObject({ speed: 0, faults: [{ code: 'TELEOP_TIMEOUT' }] });
    // The operator lets go; half a second later the link comes back: the queue arrives at once.
    // Every command is echoed, none applies.
    elapse(500);
    const echoes = [];
    for (const queuedCommand of queued) {
      echoes.push(TeleopEcho.parse(await link.handle('teleopAPI', queuedCommand, owner)));
    }
    expect(echoes.every((echo) => !echo.applied && echo.dropped === 'stale')).toBe(true);
    expect(echoes.at(-1)!.drops).toMatchObject({ stale: queued.length });
    elapse(1000);
    expect(speed()).toBe(0);
    // A fresh command applies; the same command again does not, nor one it overtook.
    const fresh = await command(owner);
    expect(fresh.applied).toBe(true);
    const again = TeleopEcho.parse(
      await link.handle(
        'teleopAPI',
        drive(fresh.seq, { ack: { seq: fresh.seq, heard_at: Date.now() } }),
        owner,
      ),
    );
    expect(again).toMatchObject({ applied: false, dropped: 'order' });
    const overtaken = TeleopEcho.parse(await link.handle('teleopAPI', drive(fresh.seq - 1), owner));
    expect(overtaken).toMatchObject({ applied: false, dropped: 'order' });
    // The stalled stream's session ended by the watchdog; the burst is a session of drops.
    elapse(TELEOP.watchdogMs + 100);
    const ends = events().filter((e) => e.kind === 'teleop' && e.detail.action === 'end');
    expect(ends.map((e) => [e.detail.reason, e.detail.commands, e.detail.drops])).toEqual([
      ['watchdog', 20, { clock: 1, stale: 0, order: 0, link: 0 }],
      ['watchdog', 0, { clock: 0, stale: queued.length, order: 0, link: 0 }],
      ['watchdog', 1, { clock: 0, stale: 0, order: 2, link: 0 }],
    ]);
  });

  it('takes a release the operator sends as a stop without a fault; silence still raises TELEOP_TIMEOUT', async () => {
    const { connect, take, mode, command, driveFor, vehicle, speed, elapse, events } = rig();
    const faults = () => events().filter((e) => e.kind === 'fault');
    const lastSession = () =>
      events()
        .filter((e) => e.kind === 'teleop')
        .at(-1)?.detail;
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    await driveFor(owner, 1500);
    const rolling = speed();
    expect(rolling).toBeGreaterThan(0.5);
    // The deadman let go: the page's zero command, marked release, brakes at once (full brake,
    // as the zero command always did) and ends the session as a release.
    expect((await command(owner, { throttle: 0, brake: 1, release: true })).applied).toBe(true);
    expect(lastSession()).toMatchObject({ action: 'end', reason: 'release' });
    elapse(100);
    expect(speed()).toBeLessThan(rolling);
    elapse(TELEOP.watchdogMs * 4);
    // Stopped, and nothing raised: a stop the operator asked for is an event, not a fault.
    expect(vehicle.reading()).toMatchObject({ mode: 'REMOTE', speed: 0, faults: [] });
    expect(faults()).toEqual([]);

    // Driving again, then silence (a lost link, a closed tab): the watchdog brakes and says so.
    await driveFor(owner, 1000);
    expect(speed()).toBeGreaterThan(0.5);
    elapse(TELEOP.watchdogMs + 100);
    expect(vehicle.reading().faults).toMatchObject([{ code: 'TELEOP_TIMEOUT' }]);
    expect(lastSession()).toMatchObject({ action: 'end', reason: 'watchdog' });
    elapse(3000);
    expect(speed()).toBe(0);

    // A release too late to trust is dropped like any command: the watchdog stops the car and
    // raises the fault, since what reached the vehicle is silence.
    await driveFor(owner, 1000);
    expect(speed()).toBeGreaterThan(0.5);
    const late = await command(owner, {
      throttle: 0,
      brake: 1,
      release: true,
      sent_at: Date.now() - TELEOP.maxCommandAgeMs - 100,
    });
    expect(late).toMatchObject({ applied: false, dropped: 'stale' });
    elapse(TELEOP.watchdogMs + 100);
    expect(vehicle.reading().faults).toMatchObject([{ code: 'TELEOP_TIMEOUT' }]);
    elapse(3000);
    expect(speed()).toBe(0);
  });

  it('tells the vehicle of a STOP and an E-STOP in the same turn, before anything is awaited', async () => {
    const { vehicle, link, connect, take, mode } = rig();
    connect();
    await take(owner);
    await mode(owner, 'AUTO');
    const told: string[] = [];
    const changeMode = vehicle.changeMode.bind(vehicle);
    const estop = vehicle.estop.bind(vehicle);
    vehicle.changeMode = (to) => (told.push(`mode ${to}`), changeMode(to));
    vehicle.estop = (action) => (told.push(`estop ${action}`), estop(action));
    const stopping = link.handle('operationModeAPI', { mode: 'STOP' }, admin);
    const braking = link.handle('estopAPI', {}, admin);
    expect(told).toEqual(['mode STOP', 'estop engage']);
    await stopping;
    expect(await braking).toEqual({
      mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
      effect: expect.stringMatching(/brake to a standstill/),
    });
  });

  it('takes the e-stop from anyone, and records it', async () => {
    const { link, connect, take, mode, vehicle, speed, elapse, lastState, events } = rig();
    connect();
    await take(owner);
    await mode(owner, 'AUTO');
    elapse(3000);
    expect(speed()).toBeGreaterThan(2);
    expect(await link.handle('estopAPI', {}, admin)).toEqual({
      mrm: { state: 'OPERATING', behavior: 'EMERGENCY_STOP' },
      effect:
        'Full service brake to a standstill, mode STOP; no other mode until the emergency stop is released.',
    });
    expect(lastState()).toMatchObject({ mode: 'STOP', mrm: { state: 'OPERATING' } });
    // The vehicle keeps it until it stands still.
    const stopping = 'The vehicle is still stopping: release the e-stop once it stands still.';
    await expect(link.handle('estopAPI', { action: 'release' }, owner)).rejects.toThrow(stopping);
    elapse(2000);
    expect(vehicle.reading()).toMatchObject({ speed: 0, mrm: { state: 'SUCCEEDED' } });
    expect(await link.handle('estopAPI', { action: 'release' }, owner)).toEqual({
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      effect: 'Emergency stop released: the vehicle stands in STOP, and may be driven again.',
    });
    expect(
      events()
        .filter((e) => e.kind === 'estop' || e.user_id === null)
        .map((e) => [e.user_name, e.kind, e.detail]),
    ).toEqual([
      [null, 'mode', { from: 'STOP', to: 'AUTO', result: 'completed' }],
      [null, 'mode', { from: 'AUTO', to: 'STOP', result: 'completed', reason: 'emergency stop' }],
      [
        'Admin Park',
        'estop',
        {
          action: 'engage',
          mrm: 'OPERATING',
          effect: expect.stringMatching(/^Full service brake/),
        },
      ],
      ['Kim', 'estop', { action: 'release', result: 'refused', reason: stopping }],
      [
        'Kim',
        'estop',
        {
          action: 'release',
          mrm: 'NORMAL',
          effect: expect.stringMatching(/^Emergency stop released/),
        },
      ],
    ]);
  });

  it('takes vehicle settings from the holder only; the sim says its watchdog is fixed', async () => {
    const { link, connect, take, lastState, events } = rig();
    connect();
    expect(lastState().settings).toEqual({ operator_timeout_ms: TELEOP.watchdogMs });
    await expect(
      link.handle('vehicleSettingsAPI', { operator_timeout_ms: 800 }, owner),
    ).rejects.toThrow(TAKE_CONTROL_FIRST);
    await take(owner);
    await expect(
      link.handle('vehicleSettingsAPI', { operator_timeout_ms: 5 }, owner),
    ).rejects.toThrow(/operator-heartbeat timeout in ms \(50–5000\)/);
    const fixed = `The simulated vehicle's own watchdog stops it after ${TELEOP.watchdogMs} ms without a command; it has no setting to change.`;
    await expect(
      link.handle('vehicleSettingsAPI', { operator_timeout_ms: 800 }, owner),
    ).rejects.toThrow(fixed);
    expect(
      events()
        .filter((e) => e.detail.action === 'settings')
        .map((e) => [e.kind, e.user_name, e.detail]),
    ).toEqual([
      [
        'control',
        'Kim',
        {
          action: 'settings',
          operator_timeout_ms: 800,
          result: 'refused',
          reason: TAKE_CONTROL_FIRST,
        },
      ],
      [
        'control',
        'Kim',
        { action: 'settings', operator_timeout_ms: 800, result: 'refused', reason: fixed },
      ],
    ]);
  });

  it('ends the lock and releases the controls when the studio link is lost', async () => {
    const {
      vehicle,
      connect,
      disconnect,
      take,
      mode,
      driveFor,
      lastState,
      events,
      expectReleased,
    } = rig();
    connect();
    await take(owner);
    await mode(owner, 'REMOTE');
    const commands = await driveFor(owner, 1000);
    disconnect();
    expect(
      events()
        .slice(-2)
        .map((e) => e.detail),
    ).toEqual([
      {
        action: 'end',
        commands,
        duration_ms: commands * COMMAND_MS,
        reason: 'disconnect',
        drops: { clock: 1, stale: 0, order: 0, link: 0 },
      },
      { action: 'release', reason: 'the studio link was lost' },
    ]);
    expectReleased();
    expect(vehicle.reading()).toMatchObject({
      is_remote_mode_available: false,
      unavailable: { REMOTE: 'The studio link is down: REMOTE needs it.' },
    });
    connect();
    expect(lastState()).toMatchObject({ control: null, is_remote_mode_available: true });
  });

  it('passes the vehicle’s own events on, and refuses a request that names no sender', async () => {
    const before = Date.now();
    const { link, connect, elapse, events } = rig({ energy: ENERGY.lowWarning - 1 });
    connect();
    elapse(STEP_MS);
    expect(events()).toEqual([
      {
        kind: 'fault',
        // Raised at the sim's first step (the rig lets it localise before the test goes on).
        at: before + STEP_MS,
        user_id: null,
        user_name: null,
        detail: {
          action: 'raised',
          code: 'LOW_ENERGY',
          severity: 'warning',
          message: `Energy is below ${ENERGY.lowWarning} %.`,
        },
      },
    ]);
    await expect(link.handle('vehicleStateAPI', {}, undefined)).rejects.toThrow(
      /did not say who sent this/,
    );
    await expect(link.handle('estopAPI', {}, { kind: 'agent' })).rejects.toThrow(
      /did not say who sent this/,
    );
  });
});
