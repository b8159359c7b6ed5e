import { AD_API_CODES, TELEOP, VehiclePlanning, VehicleState } from '@ads/contract';
import { makeProjector } from '@ads/lanelet2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentError } from '../src/runtime';
import {
  AdApiError,
  type VehicleAdapter,
  type VehicleReading,
  type VehicleSideEvent,
} from '../src/vehicle/adapter';
import { createRosbridgeVehicle } from '../src/vehicle/rosbridge';
import { gearFromAdapi, headingFromQuaternion } from '../src/vehicle/rosbridge/mapping';
import { parseAnswer } from '../src/vehicle/rosbridge/protocol';
import { AW, AW_HMI, type RosbridgeDouble, startRosbridgeDouble } from './rosbridge-double';

// No ROS runs on these machines: the adapter talks to a TEST DOUBLE of a rosbridge v2 server
// with Autoware's AD API (./rosbridge-double.ts), a real WebSocket server on loopback.

const PEDALS = '/api/manual/remote/command/pedals';
const STEERING = '/api/manual/remote/command/steering';
const GEAR = '/api/manual/remote/command/gear';
const HEARTBEAT = '/api/manual/remote/operator/heartbeat';
/** The FMS's five AD API topics and the HMI's eight (projector, routing, planning, perception). */
const SUBSCRIPTIONS = 13;

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
    await vehicle.configure({ operator_timeout_ms: 500 });
    const command = { seq: 1, sent_at: Date.now(), throttle: 1, brake: 0, steering: 0 };
    vehicle.teleop({ ...command, gear: 'D' }, command.sent_at);

    double = await startRosbridgeDouble({ port });
    double.update({ mode: AW.mode.LOCAL });
    await until(() => read().faults.length === 0 && read().mode === 'MANUAL', 'the vehicle back');
    await until(() => double.published(HEARTBEAT).length > 0, 'the heartbeat again');
    const ops = double.received.map((r) => r.message);
    expect(ops.filter((m) => m.op === 'subscribe')).toHaveLength(SUBSCRIPTIONS);
    expect(ops.filter((m) => m.op === 'advertise')).toHaveLength(4);
    // Commands are dropped, never queued: only the operator heartbeat goes out again.
    const published = ops.filter((m) => m.op === 'publish').map((m) => m.topic);
    expect(new Set(published)).toEqual(new Set([HEARTBEAT]));
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

  it('says goodbye on close: full brake and a not-ready heartbeat, then unsubscribes', async () => {
    const closing = double.received.length;
    await vehicle.close();
    await until(() => double.connections() === 0, 'the socket to close');
    const ops = double.received.slice(closing).map((r) => r.message);
    expect(ops.slice(0, 2)).toEqual([
      { op: 'publish', topic: PEDALS, msg: expect.objectContaining({ throttle: 0, brake: 1 }) },
      { op: 'publish', topic: HEARTBEAT, msg: expect.objectContaining({ ready: false }) },
    ]);
    expect(ops.filter((m) => m.op === 'unsubscribe')).toHaveLength(SUBSCRIPTIONS);
    expect(ops.filter((m) => m.op === 'unadvertise')).toHaveLength(4);
    expect(double.closes.at(-1)!.after).toBe(double.received.length);
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
    // The HMI's notifications too: the projector, the route state, localisation.
    expect(unsubscribed.map((r) => r.message.topic).sort()).toEqual([
      '/api/fail_safe/mrm_state',
      '/api/localization/initialization_state',
      '/api/operation_mode/state',
      '/api/routing/state',
      '/map/map_projector_info',
    ]);
    double.update({ mode: AW.mode.AUTONOMOUS });
    await until(() => read().mode === 'AUTO', 'the state on its next change');
  });
});

// ——— HMI (issue 16): routing, localisation, engage, and what the vehicle plans and sees ———

/** Where the double's map lies: its origin at the double's start position, in Tokyo. */
const ORIGIN = { lat: 35.681236, lon: 139.767125 };
const PROJECTOR_INFO = {
  projector_type: 'LocalCartesianUTM',
  vertical_datum: 'WGS84',
  mgrs_grid: '',
  map_origin: { latitude: ORIGIN.lat, longitude: ORIGIN.lon, altitude: 0 },
};
/** The same projection, from the contract: what the adapter's poses must agree with. */
const projection = makeProjector({
  projector_type: 'LocalCartesianUTM',
  map_origin: { latitude: ORIGIN.lat, longitude: ORIGIN.lon, altitude: 0 },
});
/** A map-frame pose (ENU metres) as Autoware writes it, facing `yaw` (from east). */
const rosPose = (x: number, y: number, yaw = 0) => ({
  position: { x, y, z: 0 },
  orientation: yawQuaternion(yaw),
});
/** 0.001° of latitude north of the origin: about 111 m up the map's y axis. */
const NORTH = { lat: ORIGIN.lat + 0.001, lon: ORIGIN.lon, heading: 0 };
const EAST = { lat: ORIGIN.lat, lon: ORIGIN.lon + 0.001, heading: 90 };
const SET_ROUTE = '/api/routing/set_route_points';
const CLEAR_ROUTE = '/api/routing/clear_route';
const INITIALIZE = '/api/localization/initialize';

const planning = () => vehicle.planning();
/** What the adapter reads must fit the contract as the link pushes it. */
const asPlanning = () =>
  VehiclePlanning.parse({ ...planning(), seq: 1, stamp: Date.now(), recording: null });

/**
 * The vehicle says where its map lies (and any `also`); resolves once the adapter places a probe
 * velocity factor, published after the projector and the vehicle's own topics, on one socket.
 */
async function sayProjector(also: Partial<RosbridgeDouble['vehicle']> = {}) {
  const probe = { pose: rosPose(0, 0), distance: 1, status: 0, behavior: 'probe', sequence: '' };
  double.update({ ...also, projector: PROJECTOR_INFO, factors: [probe] });
  await until(() => planning().velocity_factors.length === 1, 'the map frame');
  double.update({ factors: [] });
}

/** A refusal the adapter passes on: an AdApiError with the vehicle's code and message. */
async function refusal(promise: Promise<unknown>): Promise<AdApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the command was accepted');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdApiError);
  return error as AdApiError;
}

describe('rosbridge vehicle: HMI commands', () => {
  it('subscribes to the HMI topics with their types', () => {
    const subscribed = double.received
      .filter((r) => r.message.op === 'subscribe')
      .map((r) => [r.message.topic, r.message.type]);
    expect(subscribed).toEqual(
      expect.arrayContaining([
        ['/map/map_projector_info', 'autoware_map_msgs/msg/MapProjectorInfo'],
        ['/api/routing/state', 'autoware_adapi_v1_msgs/msg/RouteState'],
        ['/api/routing/route', 'autoware_adapi_v1_msgs/msg/Route'],
        [
          '/api/localization/initialization_state',
          'autoware_adapi_v1_msgs/msg/LocalizationInitializationState',
        ],
        ['/api/planning/velocity_factors', 'autoware_adapi_v1_msgs/msg/VelocityFactorArray'],
        ['/api/perception/objects', 'autoware_adapi_v1_msgs/msg/DynamicObjectArray'],
        ['/planning/scenario_planning/trajectory', 'autoware_planning_msgs/msg/Trajectory'],
        [
          '/perception/traffic_light_recognition/traffic_signals',
          'autoware_perception_msgs/msg/TrafficLightGroupArray',
        ],
      ]),
    );
    expect(subscribed).toHaveLength(SUBSCRIPTIONS);
  });

  it('refuses poses before the vehicle said where its map lies; GNSS needs none', async () => {
    const route = await refusal(
      vehicle.setRoute({ goal: NORTH, waypoints: [], allow_goal_modification: true }),
    );
    expect(route.code).toBe(AD_API_CODES.serviceUnready);
    expect(route.message).toBe(
      'The vehicle has not said where its map lies (/map/map_projector_info).',
    );
    const pose = await refusal(vehicle.initialPose({ pose: NORTH }));
    expect(pose.code).toBe(AD_API_CODES.serviceUnready);
    expect(double.calls(SET_ROUTE)).toEqual([]);
    expect(double.calls(INITIALIZE)).toEqual([]);
    // Without a pose, Autoware initialises from GNSS: an empty list.
    await vehicle.initialPose({});
    expect(double.calls(INITIALIZE).map((c) => c.message.args)).toEqual([{ pose: [] }]);
    // Nothing can be placed either: the states are known, the positions are not.
    expect(planning()).toMatchObject({ route: null, trajectory: [], objects: [] });
  });

  it('sets a route: goal and waypoints in the map frame, with the vehicle’s height', async () => {
    await sayProjector({ height: 12.5 });
    await vehicle.setRoute({ goal: NORTH, waypoints: [EAST], allow_goal_modification: false });

    const [call] = double.calls(SET_ROUTE);
    const args = call!.message.args;
    expect(args.header.frame_id).toBe('map');
    expect(args.option).toEqual({ allow_goal_modification: false });
    const goal = projection.forward(NORTH.lat, NORTH.lon, 0);
    expect(args.goal.position.x).toBeCloseTo(goal.x, 6);
    expect(args.goal.position.y).toBeCloseTo(goal.y, 6);
    expect(args.goal.position.z).toBe(12.5);
    // Independently of the projection's code: 0.001° north is ≈ 111 m up y, x about 0 (UTM
    // grid convergence turns it by under a degree here).
    expect(args.goal.position.y).toBeGreaterThan(109);
    expect(args.goal.position.y).toBeLessThan(112);
    expect(Math.abs(args.goal.position.x)).toBeLessThan(2);
    // Heading 0 (north) is yaw 90° from east; heading 90 (east) is yaw 0.
    expect(args.goal.orientation.z).toBeCloseTo(Math.SQRT1_2, 9);
    expect(args.goal.orientation.w).toBeCloseTo(Math.SQRT1_2, 9);
    expect(args.waypoints).toHaveLength(1);
    expect(args.waypoints[0].position.x).toBeGreaterThan(88); // 0.001° east at 35.7°N ≈ 90 m
    expect(args.waypoints[0].orientation).toEqual({ x: 0, y: 0, z: 0, w: 1 });
    expect(double.errors).toEqual([]);

    // Autoware's route comes back: goal on the earth again, lanelets, our waypoints.
    const set = (await until(
      () => planning().route_state === 'SET' && planning().route,
      'the route',
    ))!;
    expect(set.goal.lat).toBeCloseTo(NORTH.lat, 7);
    expect(set.goal.lon).toBeCloseTo(NORTH.lon, 7);
    expect(set.goal.heading).toBeCloseTo(0, 6);
    expect(set.lanelets).toEqual([101, 102, 103]);
    expect(set.waypoints).toEqual([EAST]);
    expect(() => asPlanning()).not.toThrow();
  });

  it('passes a refused route’s code and message through', async () => {
    await sayProjector();
    const goal = { goal: NORTH, waypoints: [], allow_goal_modification: true };
    double.update({ localization: AW_HMI.localization.UNINITIALIZED });
    const unready = await refusal(vehicle.setRoute(goal));
    expect([unready.code, unready.message]).toEqual([2, 'The planner is not ready.']);

    double.update({ localization: AW_HMI.localization.INITIALIZED });
    await vehicle.setRoute(goal);
    const exists = await refusal(vehicle.setRoute(goal));
    expect([exists.code, exists.message]).toEqual([
      AD_API_CODES.routeExists,
      'The route is already set.',
    ]);
    double.update({ refuse: { [CLEAR_ROUTE]: { code: 3, message: 'No route between them.' } } });
    const failed = await refusal(vehicle.clearRoute());
    expect([failed.code, failed.message]).toEqual([3, 'No route between them.']);
  });

  it('clears the route', async () => {
    await sayProjector();
    await vehicle.setRoute({ goal: NORTH, waypoints: [EAST], allow_goal_modification: true });
    await until(() => planning().route, 'the route');
    await vehicle.clearRoute();
    expect(double.calls(CLEAR_ROUTE).map((c) => c.message.args)).toEqual([{}]);
    const cleared = await until(() => planning().route_state === 'UNSET' && planning(), 'UNSET');
    expect(cleared.route).toBeNull();
  });

  it('initialises localisation at a pose with RViz’s covariance, refused while moving', async () => {
    await sayProjector();
    await vehicle.initialPose({ pose: EAST });
    const [call] = double.calls(INITIALIZE);
    const [sent] = call!.message.args.pose;
    expect(sent.header.frame_id).toBe('map');
    const at = projection.forward(EAST.lat, EAST.lon, 0);
    expect(sent.pose.pose.position.x).toBeCloseTo(at.x, 6);
    expect(sent.pose.pose.position.y).toBeCloseTo(at.y, 6);
    expect(sent.pose.pose.orientation).toEqual({ x: 0, y: 0, z: 0, w: 1 });
    expect(sent.pose.covariance).toHaveLength(36);
    expect([sent.pose.covariance[0], sent.pose.covariance[7]]).toEqual([0.25, 0.25]);
    expect(double.errors).toEqual([]);

    double.update({ speed: 3 });
    const moving = await refusal(vehicle.initialPose({ pose: EAST }));
    expect(moving.code).toBe(AD_API_CODES.localizationUnsafe);
    expect(moving.message).toMatch(/^Unsafe to initialize/);
  });

  it('engages through change_to_autonomous, passing a refusal’s code', async () => {
    double.update({ available: { stop: true, autonomous: false, local: true, remote: true } });
    const refused = await refusal(vehicle.engage());
    expect([refused.code, refused.message]).toEqual([
      AD_API_CODES.modeNotAvailable,
      'The target mode is not available.',
    ]);
    double.update({ available: { stop: true, autonomous: true, local: true, remote: true } });
    await vehicle.engage();
    expect(double.calls('/api/operation_mode/change_to_autonomous')).toHaveLength(2);
    await until(() => read().mode === 'AUTO', 'AUTO');
  });

  it('refuses another map, and sends no lidar cloud', async () => {
    const refused = await refusal(vehicle.useMap(null));
    expect(refused.code).toBe(AD_API_CODES.parameterError);
    expect(refused.message).toBe('A real vehicle drives on its own map: load maps on the vehicle.');
    expect(vehicle.cloud()).toBeNull();
  });
});

describe('rosbridge vehicle: what the HMI reads', () => {
  /** A pedestrian 20 m north walking east at 1.2 m/s, with a UUID of bytes 0…15. */
  const pedestrian = {
    id: { uuid: Buffer.from([...Array(16).keys()]).toString('base64') },
    existence_probability: 1,
    classification: [
      { label: 1, probability: 0.2 },
      { label: 7, probability: 0.8 },
    ],
    kinematics: {
      pose: rosPose(0, 20, 0),
      twist: { linear: { x: 1.2, y: 0, z: 0 }, angular: { x: 0, y: 0, z: 0 } },
    },
    shape: { type: 1, dimensions: [0.6, 0.5, 1.8] },
  };
  /** 200 points up the y axis, 1 m apart, at 8 m/s. */
  const trajectory = [...Array(200).keys()].map((i) => ({
    pose: rosPose(0, i, Math.PI / 2),
    longitudinal_velocity_mps: 8,
  }));

  it('maps the topics into planning(): states, factors, objects, trajectory, lights, signal', async () => {
    await sayProjector();
    double.update({
      localization: AW_HMI.localization.INITIALIZING,
      factors: [
        {
          pose: rosPose(0, 50),
          distance: 23.5,
          status: 1,
          behavior: 'traffic-signal',
          sequence: '',
          detail: 'red',
        },
      ],
      objects: [pedestrian],
      trajectory,
      trafficLights: [{ traffic_light_group_id: 5000, elements: [{ color: 1, shape: 1 }] }],
      turnIndicators: 2,
    });
    const seen = await until(
      () => planning().objects.length === 1 && planning().turn_signal === 'LEFT' && planning(),
      'the planning topics',
    );
    const stop = projection.reverse(0, 50, 0);
    expect(seen).toMatchObject({
      map: { source: 'vehicle', name: "The vehicle's own map" },
      localization: 'INITIALIZING',
      route_state: 'UNSET',
      route: null,
      remaining: null,
      velocity_factors: [
        { behavior: 'traffic-signal', status: 'APPROACHING', distance: 23.5, detail: 'red' },
      ],
      traffic_lights: [{ id: 5000, color: 'RED', remaining_s: null }],
      objects: [
        {
          id: '000102030405060708090a0b0c0d0e0f',
          class: 'PEDESTRIAN',
          length: 0.6,
          width: 0.5,
          height: 1.8,
          speed: 1.2,
        },
      ],
    });
    expect(seen.velocity_factors[0]!.lat).toBeCloseTo(stop.lat, 9);
    expect(seen.velocity_factors[0]!.lon).toBeCloseTo(stop.lon, 9);
    // The light stands where the vehicle stops for it.
    expect(seen.traffic_lights[0]).toMatchObject({ lat: seen.velocity_factors[0]!.lat });
    expect(seen.objects[0]!.heading).toBeCloseTo(90, 6);
    // Thinned to 60 points, first and last kept, with their speeds.
    expect(seen.trajectory).toHaveLength(60);
    const last = projection.reverse(0, 199, 0);
    expect(seen.trajectory[0]![0]).toBeCloseTo(ORIGIN.lat, 9);
    expect(seen.trajectory[59]![0]).toBeCloseTo(last.lat, 9);
    expect(seen.trajectory[59]![2]).toBe(8);
    expect(() => asPlanning()).not.toThrow();

    double.update({ hazardLights: 2 });
    await until(() => planning().turn_signal === 'HAZARD', 'the hazard lights');
    double.update({ localization: AW_HMI.localization.INITIALIZED });
    await until(() => planning().localization === 'INITIALIZED', 'localised');
  });

  it('measures what is left along the trajectory once it reaches the goal; 0 on arrival', async () => {
    await sayProjector();
    double.update({ trajectory });
    const end = projection.reverse(0, 199, 0);
    await vehicle.setRoute({
      goal: { lat: end.lat, lon: end.lon, heading: 0 },
      waypoints: [],
      allow_goal_modification: true,
    });
    const left = (await until(() => planning().remaining, 'the remaining distance'))!;
    expect(left.distance).toBeCloseTo(199, 0);
    expect(left.time).toBeCloseTo(199 / 8, 0);
    double.update({ routeState: AW_HMI.route.ARRIVED });
    await until(() => planning().route_state === 'ARRIVED', 'ARRIVED');
    expect(planning().remaining).toEqual({ distance: 0, time: 0 });
  });

  it('forgets what it saw when rosbridge goes away', async () => {
    await sayProjector();
    double.update({ objects: [pedestrian] });
    await until(() => planning().objects.length === 1, 'the pedestrian');
    await double.close();
    await until(() => read().faults.some((f) => f.code === 'ROSBRIDGE_DISCONNECTED'), 'down');
    expect(planning()).toMatchObject({ objects: [], route_state: 'UNSET', trajectory: [] });
    const offline = await refusal(vehicle.clearRoute());
    expect(offline.code).toBe(AD_API_CODES.serviceUnready);
    double = await startRosbridgeDouble(); // for afterEach
  });
});
