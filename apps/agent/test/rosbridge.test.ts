import { TELEOP, VehicleState, type TeleopCommand } from '@ads/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentError } from '../src/runtime';
import type { VehicleAdapter, VehicleReading, VehicleSideEvent } from '../src/vehicle/adapter';
import { createRosbridgeVehicle } from '../src/vehicle/rosbridge';
import { gearFromAdapi, headingFromQuaternion } from '../src/vehicle/rosbridge/mapping';
import { parseAnswer } from '../src/vehicle/rosbridge/protocol';
import { AW, type RosbridgeDouble, startRosbridgeDouble } from './rosbridge-double';

// No ROS runs on these machines: the adapter talks to a TEST DOUBLE of a rosbridge v2 server
// with Autoware's AD API (./rosbridge-double.ts), a real WebSocket server on loopback.

const PEDALS = '/api/manual/remote/command/pedals';
const STEERING = '/api/manual/remote/command/steering';
const GEAR = '/api/manual/remote/command/gear';
const HEARTBEAT = '/api/manual/remote/operator/heartbeat';
const SELECT = '/api/manual/remote/control_mode/select';
const MRM_SEND = '/api/fail_safe/mrm_request/send';

/** Waits for a condition the double or adapter will reach, failing with `what` if it does not. */
async function until<T>(check: () => T | undefined | false, what: string, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A quaternion for a yaw about z (ENU, counter-clockwise from east). */
const yawQuaternion = (yaw: number) => ({ x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) });

let double: RosbridgeDouble;
let vehicle: VehicleAdapter;
let events: VehicleSideEvent[];
let logs: string[];

async function connectAdapter(url: string) {
  events = [];
  logs = [];
  vehicle = createRosbridgeVehicle({
    url,
    log: (line) => logs.push(line),
    reconnectDelayMs: [50, 100],
  });
  vehicle.onEvent((event) => events.push(event));
  await until(
    () => vehicle.reading().is_stop_mode_available && vehicle.reading().faults.length === 0,
    'a first clean reading',
  );
}

const read = (): VehicleReading => vehicle.reading();
/** The reading as the link will push it must fit the contract. */
const asState = (reading: VehicleReading) =>
  VehicleState.parse({ ...reading, seq: 1, stamp: Date.now(), control: null });

beforeEach(async () => {
  double = await startRosbridgeDouble();
  await connectAdapter(double.url);
});
afterEach(async () => {
  await vehicle?.close();
  await double?.close();
});

describe('AD API mapping (pure)', () => {
  it('turns a map-frame (ENU) quaternion into a compass heading', () => {
    expect(headingFromQuaternion(yawQuaternion(0))).toBeCloseTo(90); // facing east
    expect(headingFromQuaternion(yawQuaternion(Math.PI / 2))).toBeCloseTo(0); // north
    expect(headingFromQuaternion(yawQuaternion(Math.PI / 6))).toBeCloseTo(60);
    expect(headingFromQuaternion(yawQuaternion(-Math.PI / 2))).toBeCloseTo(180); // south
    expect(headingFromQuaternion(yawQuaternion(Math.PI))).toBeCloseTo(270); // west
  });

  it('maps the AD API gears to P/R/N/D', () => {
    expect([0, 1, 2, 3, 4, 5].map(gearFromAdapi)).toEqual(['N', 'N', 'D', 'R', 'P', 'D']);
  });

  it("reads rosbridge frames with Python's bare NaN", () => {
    const frame = '{"op": "publish", "topic": "/t", "msg": {"altitude": NaN, "name": "NaN x"}}';
    expect(parseAnswer(frame)).toEqual({
      op: 'publish',
      topic: '/t',
      msg: { altitude: null, name: 'NaN x' },
    });
  });
});

describe('rosbridge vehicle against the AD API double', () => {
  it('subscribes and advertises with the AD API names and types', () => {
    const ops = double.received.map((r) => r.message);
    const subscribed = ops.filter((m) => m.op === 'subscribe').map((m) => [m.topic, m.type]);
    expect(subscribed).toEqual(
      expect.arrayContaining([
        ['/api/operation_mode/state', 'autoware_adapi_v1_msgs/msg/OperationModeState'],
        ['/api/vehicle/kinematics', 'autoware_adapi_v1_msgs/msg/VehicleKinematics'],
        ['/api/vehicle/status', 'autoware_adapi_v1_msgs/msg/VehicleStatus'],
        ['/api/vehicle/metrics', 'autoware_adapi_v1_msgs/msg/VehicleMetrics'],
        ['/api/fail_safe/mrm_state', 'autoware_adapi_v1_msgs/msg/MrmState'],
      ]),
    );
    const advertised = ops.filter((m) => m.op === 'advertise');
    expect(advertised.map((m) => [m.topic, m.type, m.latch ?? false])).toEqual(
      expect.arrayContaining([
        [PEDALS, 'autoware_adapi_v1_msgs/msg/PedalsCommand', false],
        [STEERING, 'autoware_adapi_v1_msgs/msg/SteeringCommand', false],
        [HEARTBEAT, 'autoware_adapi_v1_msgs/msg/ManualOperatorHeartbeat', false],
        [GEAR, 'autoware_adapi_v1_msgs/msg/GearCommand', true],
      ]),
    );
    expect(ops.filter((m) => m.op !== 'publish').every((m) => typeof m.id === 'string')).toBe(true);
    expect(double.errors).toEqual([]);
  });

  it('reads what the double publishes: position, heading, speed, gear, energy, modes', async () => {
    double.update({
      mode: AW.mode.AUTONOMOUS,
      orientation: yawQuaternion(Math.PI / 6),
      gear: AW.gear.REVERSE,
      steering: 0.2,
      energy: 0.42,
      available: { stop: true, autonomous: true, local: false, remote: true },
    });
    const reading = await until(() => {
      const r = read();
      return r.mode === 'AUTO' && r.gear === 'R' && r.energy > 40 && r;
    }, 'the new state');
    expect(reading).toMatchObject({
      adapter: 'rosbridge',
      lat: double.vehicle.lat,
      lon: double.vehicle.lon,
      speed: 0,
      steering: 0.2,
      is_autonomous_mode_available: true,
      is_local_mode_available: false,
      unavailable: { MANUAL: 'Autoware reports LOCAL mode as not available.' },
      mrm: { state: 'NORMAL', behavior: 'NONE' },
      faults: [],
    });
    expect(reading.heading).toBeCloseTo(60, 6);
    expect(reading.energy).toBeCloseTo(42, 4);
    expect(() => asState(reading)).not.toThrow();

    const modes: Array<[number, string]> = [
      [AW.mode.LOCAL, 'MANUAL'],
      [AW.mode.REMOTE, 'REMOTE'],
      [AW.mode.STOP, 'STOP'],
    ];
    for (const [mode, ours] of modes) {
      double.update({ mode });
      await until(() => read().mode === ours, `mode ${ours}`);
    }
    double.update({ mode: AW.mode.AUTONOMOUS, speed: 3 });
    await until(() => read().speed === 3, 'speed 3 m/s');

    double.update({ mode: AW.mode.UNKNOWN });
    const unknown = await until(
      () => read().faults.find((f) => f.code === 'MODE_UNKNOWN') && read(),
      'an UNKNOWN mode',
    );
    expect(unknown.mode).toBe('STOP');
  });

  it('refuses a mode Autoware refuses, with its message', async () => {
    double.update({ available: { stop: true, autonomous: false, local: true, remote: true } });
    await until(() => !read().is_autonomous_mode_available, 'autonomous unavailable');
    const refusal = vehicle.changeMode('AUTO');
    await expect(refusal).rejects.toBeInstanceOf(AgentError);
    await expect(refusal).rejects.toThrow('The target mode is not available.');
    expect(double.vehicle.mode).toBe(AW.mode.STOP);
  });

  it('follows an accepted change through its transition', async () => {
    await vehicle.changeMode('AUTO');
    const during = read();
    expect(during.is_in_transition).toBe(true);
    expect(during.transition).toMatchObject({ from: 'STOP', to: 'AUTO' });
    expect(during.transition!.deadline).toBeGreaterThan(
      Date.now() + TELEOP.transitionTimeoutMs - 1000,
    );
    await until(() => read().mode === 'AUTO' && !read().is_in_transition, 'the transition to end');
    expect(read().transition).toBeNull();
    // Autoware publishes the new state before it answers: still one change, the studio's.
    expect(events.filter((event) => event.kind === 'mode')).toEqual([
      { kind: 'mode', detail: { from: 'STOP', to: 'AUTO', result: 'completed' } },
    ]);
    expect(double.calls('/api/operation_mode/change_to_autonomous')[0]!.message.args).toEqual({});
  });

  it('drives in REMOTE: pedals mode first, then pedals, steering, gear and heartbeats', async () => {
    await vehicle.changeMode('REMOTE');
    const select = double.calls(SELECT);
    const remote = double.calls('/api/operation_mode/change_to_remote');
    expect(select.map((c) => c.message.args)).toEqual([{ mode: { mode: AW.control.PEDALS } }]);
    expect(select[0]!.at).toBeLessThanOrEqual(remote[0]!.at);
    await until(() => read().mode === 'REMOTE' && !read().is_in_transition, 'REMOTE');

    const start = { lat: double.vehicle.lat, lon: double.vehicle.lon };
    const command: TeleopCommand = { seq: 0, throttle: 0.5, brake: 0, steering: 0.5, gear: 'D' };
    for (let seq = 0; seq < 10; seq++) {
      vehicle.teleop({ ...command, seq });
      await new Promise((resolve) => setTimeout(resolve, 1000 / TELEOP.commandHz));
    }
    await until(() => double.published(HEARTBEAT).length === 10, 'ten heartbeats');

    const pedals = double.published(PEDALS).map((r) => r.message.msg);
    expect(pedals).toHaveLength(10);
    expect(pedals[0]).toEqual({
      stamp: { sec: expect.any(Number), nanosec: expect.any(Number) },
      throttle: 0.5,
      brake: 0,
    });
    const steering = double.published(STEERING).map((r) => r.message.msg);
    expect(steering).toHaveLength(10);
    expect(steering[0]!.steering_tire_angle).toBeCloseTo(0.3); // half of the 0.6 rad default
    expect(steering[0]!.steering_tire_velocity).toBeGreaterThan(0);
    // The gear topic is a notification: sent once, when it changes.
    expect(double.published(GEAR).map((r) => r.message.msg.command)).toEqual([
      { status: AW.gear.DRIVE },
    ]);
    expect(double.published(HEARTBEAT).every((r) => r.message.msg.ready === true)).toBe(true);
    expect(double.errors).toEqual([]);

    expect(double.vehicle.speed).toBeGreaterThan(0);
    await until(() => read().speed > 0 && read().gear === 'D', 'the adapter to see it moving');
    expect([double.vehicle.lat, double.vehicle.lon]).not.toEqual([start.lat, start.lon]);
  });

  it('goes silent with the commands: heartbeats stop, one full brake after 500 ms', async () => {
    await vehicle.changeMode('REMOTE');
    await until(() => read().mode === 'REMOTE' && !read().is_in_transition, 'REMOTE');
    for (let seq = 0; seq < 6; seq++) {
      vehicle.teleop({ seq, throttle: 1, brake: 0, steering: 0, gear: 'D' });
      await new Promise((resolve) => setTimeout(resolve, 1000 / TELEOP.commandHz));
    }
    const lastCommandAt = Date.now();
    vehicle.teleop({ seq: 6, throttle: 1, brake: 0, steering: 0, gear: 'D' });
    expect(double.vehicle.speed).toBeGreaterThan(0);

    const brake = await until(
      () => double.published(PEDALS).find((r) => r.message.msg.brake === 1),
      'the silence brake',
    );
    expect(brake.message.msg.throttle).toBe(0);
    expect(brake.at - lastCommandAt).toBeGreaterThanOrEqual(TELEOP.watchdogMs - 10);
    // Seven commands, seven heartbeats: none after the last command.
    expect(double.published(HEARTBEAT)).toHaveLength(7);

    // Autoware's gate saw the heartbeat time out and stopped the car.
    await until(() => double.vehicle.speed === 0, 'the vehicle to stop');
    expect(double.vehicle.gateStops).toBe(1);
    expect(double.published(PEDALS).filter((r) => r.message.msg.brake === 1)).toHaveLength(1);
    expect(double.published(HEARTBEAT)).toHaveLength(7);
  });

  it('releasing the controls brakes at once, without waiting for the watchdog', async () => {
    await vehicle.changeMode('REMOTE');
    vehicle.teleop({ seq: 0, throttle: 0.3, brake: 0, steering: 0, gear: 'D' });
    const releasedAt = Date.now();
    vehicle.releaseControls();
    const brake = await until(
      () => double.published(PEDALS).find((r) => r.message.msg.brake === 1),
      'the release brake',
    );
    expect(brake.message.msg).toMatchObject({ throttle: 0, brake: 1 });
    expect(brake.at - releasedAt).toBeLessThan(TELEOP.watchdogMs);
  });

  it('e-stop sends the MRM request, and releases it once the vehicle stands still', async () => {
    double.update({ mode: AW.mode.AUTONOMOUS, speed: 4 });
    await until(() => read().speed > 3, 'the vehicle moving');
    await expect(vehicle.estop('release')).rejects.toThrow('still moving');

    await expect(vehicle.estop('engage')).resolves.toEqual({
      state: 'OPERATING',
      behavior: 'EMERGENCY_STOP',
    });
    expect(double.calls(MRM_SEND).map((c) => c.message.args)).toEqual([
      { request: { sender: 'ads-studio', strategy: AW.strategy.DELEGATE } },
    ]);
    expect(double.published(PEDALS).at(-1)!.message.msg).toMatchObject({ throttle: 0, brake: 1 });

    await until(() => read().mrm.state === 'SUCCEEDED' && read().speed === 0, 'the MRM to end');
    await expect(vehicle.estop('release')).resolves.toEqual({ state: 'NORMAL', behavior: 'NONE' });
    expect(double.calls(MRM_SEND).at(-1)!.message.args).toEqual({
      request: { sender: 'ads-studio', strategy: AW.strategy.CANCEL },
    });
    expect(double.errors).toEqual([]);
  });

  it('survives rosbridge restarting: says so, reconnects, subscribes again', async () => {
    const port = double.port;
    await double.close();
    const down = await until(
      () => read().faults.find((f) => f.code === 'ROSBRIDGE_DISCONNECTED') && read(),
      'the disconnection to show',
    );
    expect(down.faults[0]!.severity).toBe('error');
    expect(down.is_stop_mode_available).toBe(false);
    expect(down.unavailable.AUTO).toContain('No connection');
    expect(() => asState(down)).not.toThrow();
    await expect(vehicle.changeMode('STOP')).rejects.toThrow('No connection');
    // Commands are dropped, never queued for later.
    vehicle.teleop({ seq: 1, throttle: 1, brake: 0, steering: 0, gear: 'D' });

    double = await startRosbridgeDouble({ port });
    double.update({ mode: AW.mode.LOCAL });
    await until(() => read().faults.length === 0 && read().mode === 'MANUAL', 'the vehicle back');
    const ops = double.received.map((r) => r.message);
    expect(ops.filter((m) => m.op === 'subscribe')).toHaveLength(5);
    expect(ops.filter((m) => m.op === 'advertise')).toHaveLength(4);
    expect(ops.filter((m) => m.op === 'publish')).toEqual([]);
    expect(events).toEqual(
      expect.arrayContaining([
        {
          kind: 'fault',
          detail: expect.objectContaining({ action: 'raised', code: 'ROSBRIDGE_DISCONNECTED' }),
        },
        {
          kind: 'fault',
          detail: expect.objectContaining({ action: 'cleared', code: 'ROSBRIDGE_DISCONNECTED' }),
        },
        {
          kind: 'mode',
          detail: {
            from: 'STOP',
            to: 'MANUAL',
            result: 'completed',
            reason: 'changed on the vehicle',
          },
        },
      ]),
    );
  });

  it('says goodbye on close: unsubscribes and unadvertises', async () => {
    await vehicle.close();
    await until(() => double.connections() === 0, 'the socket to close');
    const ops = double.received.map((r) => r.message);
    expect(ops.filter((m) => m.op === 'unsubscribe')).toHaveLength(5);
    expect(ops.filter((m) => m.op === 'unadvertise')).toHaveLength(4);
  });
});

describe('rosbridge vehicle that cannot reach its rosbridge', () => {
  it('reads "connecting" at first, then a ROSBRIDGE_DISCONNECTED fault', async () => {
    const closedPort = double.port;
    await vehicle.close();
    await double.close();
    let clock = Date.now();
    vehicle = createRosbridgeVehicle({
      url: `ws://127.0.0.1:${closedPort}`,
      log: () => {},
      clock: { now: () => clock },
      reconnectDelayMs: [50, 100],
    });
    expect(read()).toMatchObject({ faults: [], is_stop_mode_available: false });
    expect(read().unavailable.STOP).toContain('Connecting');
    clock += 2500;
    expect(read().faults).toEqual([
      expect.objectContaining({ code: 'ROSBRIDGE_DISCONNECTED', severity: 'error', since: clock }),
    ]);
    expect(read().unavailable.STOP).toContain('No connection');
    double = await startRosbridgeDouble(); // for afterEach
  });
});

describe('rosbridge vehicle that subscribed before Autoware was up', () => {
  it('subscribes again to notification topics that stay silent', async () => {
    await vehicle.close();
    await double.close();
    double = await startRosbridgeDouble({ latched: false });
    let clock = Date.now();
    vehicle = createRosbridgeVehicle({
      url: double.url,
      log: () => {},
      clock: { now: () => clock },
      reconnectDelayMs: [50, 100],
    });
    await until(() => read().speed === 0 && read().lat !== 0, 'the streams');
    expect(read().unavailable.STOP).toContain('Waiting for');
    const subscribes = (topic: string) =>
      double.received.filter((r) => r.message.op === 'subscribe' && r.message.topic === topic);
    expect(subscribes('/api/operation_mode/state')).toHaveLength(1);

    clock += 2500;
    read();
    read(); // not twice in a row
    await until(() => subscribes('/api/fail_safe/mrm_state').length === 2, 'a new subscription');
    expect(subscribes('/api/operation_mode/state')).toHaveLength(2);
    const unsubscribed = double.received.filter((r) => r.message.op === 'unsubscribe');
    expect(unsubscribed.map((r) => r.message.topic).sort()).toEqual([
      '/api/fail_safe/mrm_state',
      '/api/operation_mode/state',
    ]);
    double.update({ mode: AW.mode.AUTONOMOUS });
    await until(() => read().mode === 'AUTO', 'the state on its next change');
  });
});

describe('rosbridge vehicle on an Autoware without the MRM request API', () => {
  it('e-stop falls back to STOP mode', async () => {
    await vehicle.close();
    await double.close();
    double = await startRosbridgeDouble({ mrmRequest: false });
    await connectAdapter(double.url);
    double.update({ mode: AW.mode.AUTONOMOUS });
    await until(() => read().mode === 'AUTO', 'AUTO');

    await vehicle.estop('engage');
    expect(double.calls(MRM_SEND)).toHaveLength(1);
    expect(double.calls('/api/operation_mode/change_to_stop')).toHaveLength(1);
    expect(double.vehicle.mode).toBe(AW.mode.STOP);
    expect(logs.some((line) => line.includes('falls back to STOP'))).toBe(true);
  });
});
