import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AD_API_CODES, TELEOP, type Gear, type TeleopCommand } from '@ads/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { AdApiError, type VehicleAdapter, type VehicleReading } from '../src/vehicle/adapter';
import { createRosbridgeVehicle } from '../src/vehicle/rosbridge';
import { REMOTE_UNCONFIRMED } from '../src/vehicle/rosbridge/reading';
import { GEAR_REFUSED } from '../src/vehicle/rosbridge/remote-control';
import {
  AW,
  AW_HMI,
  type DoubleOptions,
  type RosbridgeDouble,
  startRosbridgeDouble,
} from './rosbridge-double';
import { tempDir } from './studio';

// The rosbridge adapter's tele-op safety (issue 25) against the TEST DOUBLE of a rosbridge v2
// server with Autoware's AD API (./rosbridge-double.ts): silence means brake, REMOTE only once
// the vehicle's own heartbeat timeout is confirmed, the E-STOP, and the HMI's route change.

const PEDALS = '/api/manual/remote/command/pedals';
const STEERING = '/api/manual/remote/command/steering';
const GEAR = '/api/manual/remote/command/gear';
const HEARTBEAT = '/api/manual/remote/operator/heartbeat';
const SELECT = '/api/manual/remote/control_mode/select';
const TO_REMOTE = '/api/operation_mode/change_to_remote';
const TO_STOP = '/api/operation_mode/change_to_stop';
const MRM_SEND = '/api/fail_safe/mrm_request/send';
/**
 * The longest a 10 Hz stream may pause here: its period with room for a loaded machine, and
 * well under the 500 ms heartbeat timeout the double's gate is given in these tests.
 */
const STREAM_GAP_MS = 300;

async function until<T>(check: () => T | undefined | false, what: string, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything a test opened, closed after it. */
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close();
});

interface Rig {
  double: RosbridgeDouble;
  vehicle: VehicleAdapter;
  logs: string[];
  read(): VehicleReading;
  /** Messages of a topic published from `since` (Date.now()) on, up to `until`. */
  since(topic: string, since: number, until?: number): any[];
}

async function rig(
  options: DoubleOptions = {},
  adapter: { settingsFile?: string; confirm?: boolean; url?: string } = {},
): Promise<Rig> {
  const double = await startRosbridgeDouble(options);
  opened.push(double);
  const logs: string[] = [];
  const vehicle = createRosbridgeVehicle({
    url: adapter.url ?? double.url,
    log: (line) => logs.push(line),
    reconnectDelayMs: [50, 100],
    settingsFile: adapter.settingsFile,
  });
  opened.push(vehicle);
  const read = () => vehicle.reading();
  await until(() => read().is_stop_mode_available && read().faults.length === 0, 'a clean reading');
  if (adapter.confirm !== false) await vehicle.configure({ operator_timeout_ms: 500 });
  return {
    double,
    vehicle,
    logs,
    read,
    since: (topic, since, until = Infinity) =>
      double
        .published(topic)
        .filter((r) => r.at >= since && r.at <= until)
        .map((r) => r.message.msg),
  };
}

async function enterRemote({ vehicle, read }: Rig) {
  await vehicle.changeMode('REMOTE');
  await until(() => read().mode === 'REMOTE' && !read().is_in_transition, 'REMOTE');
}

let seq = 0;
/** One command as the link hands it over: sent `ageMs` ago on the vehicle clock. */
function command(vehicle: VehicleAdapter, parts: Partial<TeleopCommand> = {}, ageMs = 0) {
  const sentAt = Date.now() - ageMs;
  seq += 1;
  const sent: TeleopCommand = {
    seq,
    sent_at: sentAt,
    throttle: 0,
    brake: 0,
    steering: 0,
    gear: 'D',
    ...parts,
  };
  vehicle.teleop(sent, sentAt);
  return sentAt;
}

/** Commands at TELEOP.commandHz for `ms`; resolves with their send times. */
async function drive(vehicle: VehicleAdapter, parts: Partial<TeleopCommand>, ms: number) {
  const sent: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    sent.push(command(vehicle, parts, 40));
    await sleep(1000 / TELEOP.commandHz);
  }
  return sent;
}

const stampMs = (stamp: { sec: number; nanosec: number }) => stamp.sec * 1000 + stamp.nanosec / 1e6;

describe('rosbridge tele-op: silence means brake', () => {
  it('keeps the heartbeat coming in every mode; ready only while someone drives in REMOTE', async () => {
    const car = await rig({ gate: { timeoutMs: 500 } });
    const { double, vehicle, since } = car;
    const inStop = Date.now();
    await sleep(600);
    expect(double.longestSilence(HEARTBEAT, inStop)).toBeLessThan(STREAM_GAP_MS);
    expect(since(HEARTBEAT, inStop).every((msg) => msg.ready === true)).toBe(true);
    expect(since(PEDALS, inStop)).toEqual([]); // outside REMOTE, pedals are not the studio's

    // In REMOTE before the first command: held on the brake, heartbeat not ready.
    const entering = Date.now();
    await enterRemote(car);
    await sleep(400);
    expect(double.longestSilence(PEDALS, entering + 100)).toBeLessThan(STREAM_GAP_MS);
    expect(since(PEDALS, entering)).not.toContainEqual(expect.objectContaining({ brake: 0 }));
    expect(since(HEARTBEAT, entering + 100).map((msg) => msg.ready)).not.toContain(true);

    // Driving: each command's pedals, steering and heartbeat carry its send time.
    const driving = Date.now();
    const sentAts = await drive(vehicle, { throttle: 0.5 }, 1200);
    const drove = Date.now();
    expect(double.vehicle.speed).toBeGreaterThan(0.5);
    const pedals = since(PEDALS, driving).filter((msg) => msg.throttle === 0.5);
    expect(pedals.map((msg) => stampMs(msg.stamp))).toEqual(
      sentAts.map((at) => expect.closeTo(at, 0)),
    );
    const steering = since(STEERING, driving);
    expect(steering.map((msg) => stampMs(msg.stamp))).toEqual(
      sentAts.map((at) => expect.closeTo(at, 0)),
    );
    const beats = since(HEARTBEAT, driving + 100, drove);
    expect(beats.length).toBeGreaterThan(10);
    expect(beats.every((msg) => msg.ready === true)).toBe(true);
    expect(beats.every((msg) => sentAts.some((at) => Math.abs(stampMs(msg.stamp) - at) < 3))).toBe(
      true,
    );
    // The gate, checking the heartbeat with a 500 ms timeout, never stopped the car meanwhile.
    expect(double.vehicle.gateStops).toBe(0);

    // Released: full brake at once and at 10 Hz, the heartbeat goes on, not ready.
    const released = Date.now();
    vehicle.releaseControls();
    const first = await until(
      () => double.published(PEDALS).find((r) => r.at >= released && r.message.msg.brake === 1),
      'the release brake',
    );
    expect(first.at - released).toBeLessThan(100);
    await sleep(1000);
    expect(double.longestSilence(HEARTBEAT, released)).toBeLessThan(STREAM_GAP_MS);
    expect(double.longestSilence(PEDALS, released)).toBeLessThan(STREAM_GAP_MS);
    // Judged from the release's brake on, in the order rosbridge received them: a heartbeat the
    // agent sent while still driving arrived after `released` once, on a loaded CI run.
    const afterBrake = double.received.slice(double.received.indexOf(first) + 1);
    const beatsAfter = afterBrake.filter((r) => r.message.topic === HEARTBEAT);
    expect(beatsAfter.length).toBeGreaterThanOrEqual(8);
    expect(beatsAfter.map((r) => r.message.msg.ready)).not.toContain(true);
    const pedalsAfter = afterBrake.filter((r) => r.message.topic === PEDALS);
    expect(pedalsAfter.length).toBeGreaterThanOrEqual(8);
    expect(pedalsAfter.map((r) => r.message.msg)).not.toContainEqual(
      expect.objectContaining({ throttle: 0.5 }),
    );
    expect(double.vehicle.speed).toBe(0);
    // A not-ready operator is, to a gate that checks, a lost one: it holds its stop.
    expect(double.vehicle.gateStops).toBe(1);
    expect(double.errors).toEqual([]);
  });

  it('brakes 500 ms after the last command and keeps braking, the heartbeat never silent', async () => {
    const car = await rig();
    const { double, vehicle, since, logs } = car;
    await enterRemote(car);
    await drive(vehicle, { throttle: 1 }, 600);
    const lastAt = command(vehicle, { throttle: 1 });
    expect(double.vehicle.speed).toBeGreaterThan(0);

    const brake = await until(
      () => double.published(PEDALS).find((r) => r.at > lastAt && r.message.msg.brake === 1),
      'the silence brake',
    );
    expect(brake.at - lastAt).toBeGreaterThanOrEqual(TELEOP.watchdogMs - 10);
    expect(brake.at - lastAt).toBeLessThan(TELEOP.watchdogMs + 200);
    expect(logs).toContain(`no tele-op command for ${TELEOP.watchdogMs} ms: full brake`);
    await sleep(1000);
    expect(double.longestSilence(PEDALS, brake.at)).toBeLessThan(STREAM_GAP_MS);
    expect(double.longestSilence(HEARTBEAT, lastAt)).toBeLessThan(STREAM_GAP_MS);
    expect(since(HEARTBEAT, brake.at).map((msg) => msg.ready)).not.toContain(true);
    // With the gate's check off (as Autoware ships), the brake alone stops the car.
    expect(double.vehicle.speed).toBe(0);
    expect(double.vehicle.gateStops).toBe(0);
  });

  it('takes the steering limit from /api/vehicle/specs', async () => {
    const car = await rig();
    await until(() => car.logs.some((line) => line.startsWith('vehicle specs')), 'the specs');
    await enterRemote(car);
    const from = Date.now();
    command(car.vehicle, { steering: 0.5 });
    const [sent] = await until(
      () => car.since(STEERING, from).length > 0 && car.since(STEERING, from),
      'steering',
    );
    expect(sent.steering_tire_angle).toBeCloseTo(0.26, 6); // half of the vehicle's 0.52 rad
  });

  it('falls back to 0.6 rad, and says so, on an Autoware without /api/vehicle/specs', async () => {
    const car = await rig({ specs: false });
    await until(
      () =>
        car.logs.includes(
          '/api/vehicle/specs does not exist on the vehicle: a full steering command is 0.6 rad',
        ),
      'the fallback said',
    );
    await enterRemote(car);
    const from = Date.now();
    command(car.vehicle, { steering: -1 });
    const [sent] = await until(
      () => car.since(STEERING, from).length > 0 && car.since(STEERING, from),
      'steering',
    );
    expect(sent.steering_tire_angle).toBeCloseTo(-0.6, 6);
  });

  it('refuses a gear change above 0.2 m/s, as the simulated car does', async () => {
    const car = await rig();
    const { double, vehicle, read, logs } = car;
    await enterRemote(car);
    const gears = () => double.published(GEAR).map((r) => r.message.msg.command.status);
    const driving = drive(vehicle, { throttle: 1, gear: 'D' }, 1500);
    await until(() => read().speed > 1, 'the car moving', 4000);
    await driving;
    expect(gears()).toEqual([AW.gear.DRIVE]);

    const asked: Gear = 'R';
    await drive(vehicle, { throttle: 0, brake: 0.05, gear: asked }, 300);
    expect(gears()).toEqual([AW.gear.DRIVE]);
    expect(double.vehicle.gear).toBe(AW.gear.DRIVE);
    expect(logs.filter((line) => line.startsWith(GEAR_REFUSED))).toHaveLength(1);

    // Stopped, the same request shifts.
    const stopping = drive(vehicle, { brake: 1, gear: asked }, 2000);
    await until(() => double.vehicle.gear === AW.gear.REVERSE, 'reverse engaged', 4000);
    expect(Math.abs(read().speed)).toBeLessThanOrEqual(0.2);
    await stopping;
    expect(gears()).toEqual([AW.gear.DRIVE, AW.gear.REVERSE]);
  });
});

describe('rosbridge REMOTE needs the vehicle’s own heartbeat timeout', () => {
  it('offers REMOTE only once confirmed, kept in the data folder by URL', async () => {
    const folder = await tempDir('ads-agent-vehicle-settings-');
    opened.push({ close: folder.remove });
    const file = join(folder.dir, 'vehicle-settings.json');
    const car = await rig({}, { settingsFile: file, confirm: false });
    const { double, vehicle, read } = car;

    expect(read()).toMatchObject({
      is_remote_mode_available: false,
      unavailable: { REMOTE: REMOTE_UNCONFIRMED },
      settings: { operator_timeout_ms: null },
    });
    expect(REMOTE_UNCONFIRMED).toContain('check_external_emergency_heartbeat');
    expect(REMOTE_UNCONFIRMED).toContain('external_emergency_stop_heartbeat_timeout');
    await expect(vehicle.changeMode('REMOTE')).rejects.toThrow(REMOTE_UNCONFIRMED);
    expect(double.calls(SELECT)).toEqual([]);
    expect(double.calls(TO_REMOTE)).toEqual([]);
    // Put in REMOTE on the vehicle itself: commands still do not move it.
    double.update({ mode: AW.mode.REMOTE, controlMode: AW.control.PEDALS });
    await until(() => read().mode === 'REMOTE', 'REMOTE on the vehicle');
    const from = Date.now();
    await drive(vehicle, { throttle: 1 }, 300);
    expect(car.since(PEDALS, from)).not.toContainEqual(expect.objectContaining({ throttle: 1 }));
    expect(double.vehicle.speed).toBe(0);
    double.update({ mode: AW.mode.STOP });
    await until(() => read().mode === 'STOP', 'STOP');

    await expect(vehicle.configure({ operator_timeout_ms: 150 })).rejects.toThrow(
      'shorter than two',
    );
    await vehicle.configure({ operator_timeout_ms: 800 });
    expect(read()).toMatchObject({
      is_remote_mode_available: true,
      settings: { operator_timeout_ms: 800 },
    });
    expect(read().unavailable.REMOTE).toBeUndefined();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      [double.url]: { operator_timeout_ms: 800 },
    });

    // The agent restarted: the same car is confirmed, another car is not.
    const again = createRosbridgeVehicle({ url: double.url, log: () => {}, settingsFile: file });
    opened.push(again);
    expect(again.reading().settings).toEqual({ operator_timeout_ms: 800 });
    const elsewhere = 'ws://127.0.0.1:9';
    const other = createRosbridgeVehicle({ url: elsewhere, log: () => {}, settingsFile: file });
    opened.push(other);
    expect(other.reading().settings).toEqual({ operator_timeout_ms: null });
    await other.configure({ operator_timeout_ms: 1000 });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      [double.url]: { operator_timeout_ms: 800 },
      [elsewhere]: { operator_timeout_ms: 1000 },
    });

    // A lost file means not confirmed; a torn one too, and it is said.
    await rm(file);
    const lost = createRosbridgeVehicle({ url: double.url, log: () => {}, settingsFile: file });
    opened.push(lost);
    expect(lost.reading().settings).toEqual({ operator_timeout_ms: null });
    await writeFile(file, '{"ws://');
    const said: string[] = [];
    const torn = createRosbridgeVehicle({
      url: double.url,
      log: (line) => said.push(line),
      settingsFile: file,
    });
    opened.push(torn);
    expect(torn.reading().settings).toEqual({ operator_timeout_ms: null });
    expect(said.some((line) => line.includes('is not a vehicle settings file'))).toBe(true);

    // Taken back: REMOTE is off again.
    await vehicle.configure({ operator_timeout_ms: null });
    expect(read().unavailable.REMOTE).toBe(REMOTE_UNCONFIRMED);
  });
});

describe('rosbridge E-STOP', () => {
  it('brakes at once, asks STOP and the MRM together, and says what Autoware chose', async () => {
    const car = await rig();
    const { double, vehicle, read } = car;
    double.update({
      mode: AW.mode.AUTONOMOUS,
      speed: 4,
      mrmBehavior: AW.behavior.COMFORTABLE_STOP,
    });
    await until(() => read().speed > 3, 'the car moving');
    // STOP answers late: the MRM request goes out all the same, at once.
    double.vehicle.delay[TO_STOP] = 300;
    const pressed = double.received.length;
    const answer = await vehicle.estop('engage');
    const frames = double.received.slice(pressed).map((r) => r.message);
    const index = (test: (m: any) => boolean) => frames.findIndex(test);
    const brake = index((m) => m.topic === PEDALS && m.msg.brake === 1 && m.msg.throttle === 0);
    const stop = index((m) => m.op === 'call_service' && m.service === TO_STOP);
    const mrm = index((m) => m.op === 'call_service' && m.service === MRM_SEND);
    expect(brake).toBeGreaterThanOrEqual(0);
    expect(Math.min(stop, mrm)).toBeGreaterThan(brake);
    const sent = (i: number) => double.received[pressed + i]!.at;
    expect(Math.abs(sent(mrm) - sent(stop))).toBeLessThan(50);
    expect(frames[mrm].args).toEqual({
      request: { sender: 'ads-studio', strategy: AW.strategy.DELEGATE },
    });

    expect(answer.mrm).toEqual({ state: 'OPERATING', behavior: 'COMFORTABLE_STOP' });
    expect(answer.effect).toContain('Full brake on the remote pedals at once');
    expect(answer.effect).toContain('STOP mode accepted');
    expect(answer.effect).toContain('DELEGATE: Autoware chooses it, and reports COMFORTABLE_STOP');
    expect(answer.effect.length).toBeLessThanOrEqual(300);

    // Held on the brake at 10 Hz, commands refused, until released at a standstill.
    const held = Date.now();
    await vehicle.estop('release').then(
      () => {
        throw new Error('released while moving');
      },
      (error: Error) => expect(error.message).toContain('still moving'),
    );
    command(vehicle, { throttle: 1 });
    await until(() => read().speed === 0 && read().mrm.state === 'SUCCEEDED', 'the stop', 5000);
    expect(double.longestSilence(PEDALS, held)).toBeLessThan(STREAM_GAP_MS);
    expect(car.since(PEDALS, held)).not.toContainEqual(expect.objectContaining({ throttle: 1 }));
    const released = await vehicle.estop('release');
    expect(released.mrm).toEqual({ state: 'NORMAL', behavior: 'NONE' });
    expect(released.effect).toBe(
      'MRM request cancelled; the vehicle stays in STOP until a mode is chosen.',
    );
    expect(double.calls(MRM_SEND).at(-1)!.message.args.request.strategy).toBe(AW.strategy.CANCEL);
    // In STOP and released, the pedals are not the studio's any more.
    await sleep(300);
    const after = Date.now();
    await sleep(300);
    expect(car.since(PEDALS, after)).toEqual([]);
    expect(double.errors).toEqual([]);
  });

  it('does not wait for a service that never answers, and says so', async () => {
    const car = await rig();
    const { double, vehicle, read } = car;
    double.update({ mode: AW.mode.AUTONOMOUS, speed: 4 });
    await until(() => read().speed > 3, 'the car moving');
    double.vehicle.delay[TO_STOP] = Infinity;
    const pressed = Date.now();
    const answer = await vehicle.estop('engage');
    expect(Date.now() - pressed).toBeLessThan(3500);
    expect(answer.effect).toContain('STOP mode not answered yet');
    expect(answer.effect).toContain('minimal risk maneuver requested');
    // Two seconds on, the MRM has likely ended: the answer says what holds now.
    expect(answer.mrm.behavior).toBe('EMERGENCY_STOP');
    expect(['OPERATING', 'SUCCEEDED']).toContain(answer.mrm.state);
    await until(() => double.vehicle.speed === 0, 'the MRM to stop the car');
  });

  it('on an Autoware without the MRM request: STOP alone, and the answer says so', async () => {
    const car = await rig({ mrmRequest: false });
    const { double, vehicle, read } = car;
    double.update({ mode: AW.mode.AUTONOMOUS });
    await until(() => read().mode === 'AUTO', 'AUTO');
    const answer = await vehicle.estop('engage');
    expect(answer.effect).toContain('STOP mode accepted');
    expect(answer.effect).toContain('this Autoware has no MRM request service');
    expect(double.calls(TO_STOP)).toHaveLength(1);
    expect(double.vehicle.mode).toBe(AW.mode.STOP);
    const released = await vehicle.estop('release');
    expect(released.effect).toBe(
      'E-STOP released; the vehicle stays in STOP until a mode is chosen.',
    );
  });

  it('is an error that says why when Autoware takes neither STOP nor the MRM', async () => {
    const car = await rig();
    const { double, vehicle } = car;
    double.update({
      mode: AW.mode.AUTONOMOUS,
      refuse: {
        [TO_STOP]: { code: 1, message: 'The target mode is not available.' },
        [MRM_SEND]: { code: 50001, message: 'The MRM handler is not ready.' },
      },
    });
    const pressed = Date.now();
    const refused = vehicle.estop('engage');
    await expect(refused).rejects.toThrow(
      /STOP mode refused \(The target mode is not available\.\)/,
    );
    await expect(refused).rejects.toThrow(/MRM request refused \(The MRM handler is not ready\.\)/);
    // The pedals braked all the same, and keep braking.
    expect(car.since(PEDALS, pressed)[0]).toMatchObject({ throttle: 0, brake: 1 });
  });
});

// ——— HMI: a new goal for a set route (change_route_points), clearing a route in use ———

const ORIGIN = { lat: 35.681236, lon: 139.767125 };
const PROJECTOR_INFO = {
  projector_type: 'LocalCartesianUTM',
  vertical_datum: 'WGS84',
  mgrs_grid: '',
  map_origin: { latitude: ORIGIN.lat, longitude: ORIGIN.lon, altitude: 0 },
};
const NORTH = { lat: ORIGIN.lat + 0.001, lon: ORIGIN.lon, heading: 0 };
const EAST = { lat: ORIGIN.lat, lon: ORIGIN.lon + 0.001, heading: 90 };

/** The vehicle says where its map lies; resolves once the adapter places a probe factor. */
async function sayProjector({ double, vehicle }: Rig) {
  const probe = {
    pose: { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
    distance: 1,
    status: 0,
    behavior: 'probe',
    sequence: '',
  };
  double.update({ projector: PROJECTOR_INFO, factors: [probe] });
  await until(() => vehicle.planning().velocity_factors.length === 1, 'the map frame');
  double.update({ factors: [] });
}

async function refusal(promise: Promise<unknown>): Promise<AdApiError> {
  const error = await promise.then(
    () => new Error('the command was accepted'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdApiError);
  return error as AdApiError;
}

describe('rosbridge HMI: changing and clearing a route', () => {
  it('gives a set route a new goal with change_route_points; refused when none is set', async () => {
    const car = await rig();
    const { double, vehicle } = car;
    await sayProjector(car);
    const unset = await refusal(
      vehicle.changeRoute({ goal: EAST, waypoints: [], allow_goal_modification: true }),
    );
    expect([unset.code, unset.message]).toEqual([
      AD_API_CODES.routeExists, // ERROR_INVALID_STATE, the same 1
      "The route hasn't set yet. Cannot reroute.",
    ]);

    await vehicle.setRoute({ goal: NORTH, waypoints: [EAST], allow_goal_modification: true });
    await until(() => vehicle.planning().route?.waypoints.length === 1, 'the route');
    // Driving in AUTO, as the HMI's new goal would be sent.
    double.update({ mode: AW.mode.AUTONOMOUS, speed: 5 });
    await vehicle.changeRoute({ goal: EAST, waypoints: [], allow_goal_modification: false });
    const call = double.calls('/api/routing/change_route_points').at(-1);
    expect(call!.message.args.header.frame_id).toBe('map');
    expect(call!.message.args.option).toEqual({ allow_goal_modification: false });
    expect(call!.message.args.goal.position.x).toBeGreaterThan(88); // 0.001° east ≈ 90 m
    expect(double.calls('/api/routing/clear_route')).toEqual([]);
    const changed = await until(
      () => (vehicle.planning().route?.goal.lon ?? 0) > ORIGIN.lon + 0.0005 && vehicle.planning(),
      'the new goal',
    );
    expect(changed.route_state).toBe('SET');
    expect(changed.route!.waypoints).toEqual([]);
    expect(double.errors).toEqual([]);
  });

  it('passes on Autoware’s refusal to clear a route in use', async () => {
    const car = await rig();
    const { double, vehicle } = car;
    await sayProjector(car);
    await vehicle.setRoute({ goal: NORTH, waypoints: [], allow_goal_modification: true });
    double.update({ mode: AW.mode.AUTONOMOUS, speed: 5 });
    const refused = await refusal(vehicle.clearRoute());
    expect([refused.code, refused.message]).toEqual([
      0,
      'The route cannot be cleared while it is in use.',
    ]);
    expect(double.vehicle.routeState).toBe(AW_HMI.route.SET);
  });
});
