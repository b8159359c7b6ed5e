/**
 * TEST DOUBLE of a rosbridge v2 server (rosbridge_suite, ROS 2) in front of Autoware's AD API —
 * not ROS, not rosbridge, not Autoware.
 *
 * No ROS runs on the machines these tests run on, so the rosbridge vehicle adapter is tested
 * against this WebSocket server on loopback. It speaks the rosbridge v2 JSON protocol as
 * rosbridge_suite does, and answers errors the way it does:
 *
 *   advertise / unadvertise   a type other than the topic's is refused (logged, dropped)
 *   subscribe / unsubscribe   by topic and id; a notification topic sends its last message at
 *                             once (transient local), streams follow at 10 Hz
 *   publish                   fields the message type does not have, or of the wrong JSON type,
 *                             are refused and the message dropped (rosbridge logs; the client
 *                             hears nothing)
 *   call_service              → service_response { id, service, result: true, values } or, for
 *                             a service that does not exist or arguments that do not fit,
 *                             { result: false, values: "<error text>" }
 *   float64 NaN               written as a bare NaN, as Python's json does (altitude unknown)
 *
 * What rosbridge would only have logged is kept in `errors`, so tests can insist it is empty.
 *
 * Behind it, a minimal Autoware: the operation-mode services with availability and a short
 * transition, remote manual control in pedals mode (select first; select is refused in REMOTE;
 * the operator heartbeat is relayed only once a control mode is selected, as the AD API's
 * manual control node does), a kinematic bicycle that moves with pedals/steering, the MRM
 * request (DELEGATE → the behaviour Autoware picks, `mrmBehavior`; CANCEL), and
 * `/api/vehicle/specs`. Its vehicle_cmd_gate checks the operator heartbeat only when told to
 * (`gate`), as Autoware's `check_external_emergency_heartbeat` (off as shipped) with
 * `external_emergency_stop_heartbeat_timeout`: only `ready: true` heartbeats count, nothing
 * drives before the first one, and a timeout latches an emergency stop in every mode until it
 * is cleared (`clear_external_emergency_stop` on the real gate; `gateStopped` here).
 * For the HMI (issue 16): routing (set_route_points refused while a route is set or before
 * localisation; change_route_points only while one is set; clear_route refused while the route
 * is in use, moving in AUTONOMOUS), localisation initialisation (refused while moving or
 * engaged), the map projector info, and the planning and perception topics as tests set them
 * (raw messages: the double does not plan; tests say what Autoware would have published).
 * Names and layouts are written out here from autoware_adapi_v1_msgs, not imported from the
 * adapter, so a wrong name on either side shows.
 */
import { type AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** AD API constants (autoware_adapi_v1_msgs). */
export const AW = {
  mode: { UNKNOWN: 0, STOP: 1, AUTONOMOUS: 2, LOCAL: 3, REMOTE: 4 },
  gear: { UNKNOWN: 0, NEUTRAL: 1, DRIVE: 2, REVERSE: 3, PARK: 4, LOW: 5 },
  control: { DISABLED: 1, PEDALS: 2, ACCELERATION: 3, VELOCITY: 4 },
  mrm: { NORMAL: 1, MRM_OPERATING: 2, MRM_SUCCEEDED: 3, MRM_FAILED: 4 },
  behavior: { NONE: 1, EMERGENCY_STOP: 2, COMFORTABLE_STOP: 3, PULL_OVER: 4 },
  strategy: { CANCEL: 1, DELEGATE: 2 },
} as const;

/** The simulated vehicle; tests may set any of it through `update`. */
export interface DoubleVehicle {
  mode: number;
  is_autoware_control_enabled: boolean;
  is_in_transition: boolean;
  available: { stop: boolean; autonomous: boolean; local: boolean; remote: boolean };
  lat: number;
  lon: number;
  /** Yaw in the ENU map frame, radians counter-clockwise from east. */
  yaw: number;
  /** Replaces the orientation sent, when a test wants an exact quaternion. */
  orientation: { x: number; y: number; z: number; w: number } | null;
  speed: number;
  gear: number;
  steering: number;
  /** Ratio 0–1 (VehicleMetrics.energy). */
  energy: number;
  mrm: { state: number; behavior: number };
  controlMode: number;
  pedals: { throttle: number; brake: number };
  /** When the last operator heartbeat with `ready: true` reached the gate (Date.now()). */
  heartbeatAt: number | null;
  /** The gate's latched emergency stop (its heartbeat timed out); a test clears it. */
  gateStopped: boolean;
  /** Times the gate's heartbeat check latched its emergency stop. */
  gateStops: number;
  /** The maneuver Autoware picks for a DELEGATE MRM request (MrmState.behavior). */
  mrmBehavior: number;
  /** VehicleSpecs.max_steering_tire_angle, radians. */
  maxSteeringTireAngle: number;
  /** Height of the vehicle in the map frame (kinematics pose position z). */
  height: number;
  /** TurnIndicators.status and HazardLights.status. */
  turnIndicators: number;
  hazardLights: number;
  // --- HMI (raw AD API / Autoware values) ---
  /** MapProjectorInfo, or null: Autoware publishes none. */
  projector: Record<string, unknown> | null;
  /** RouteState.state */
  routeState: number;
  /** LocalizationInitializationState.state */
  localization: number;
  /** The route set: its goal pose and the lanelet ids it runs over. */
  route: { goal: object; lanelets: number[] } | null;
  /** The lanelets the next route set will run over (the double does not plan). */
  routeLanelets: number[];
  /** VelocityFactorArray.factors, DynamicObjectArray.objects, Trajectory.points, groups. */
  factors: object[];
  objects: object[];
  trajectory: object[];
  trafficLights: object[];
  /** Set to refuse the next call of a service with this status (code, message). */
  refuse: Record<string, { code: number; message: string }>;
  /** Answers a service this many ms late (Infinity: never), until changed. */
  delay: Record<string, number>;
}

export interface Received {
  at: number;
  message: any;
}

export interface RosbridgeDouble {
  url: string;
  port: number;
  vehicle: DoubleVehicle;
  /** Every frame received from any client, parsed, in order. */
  received: Received[];
  /** What rosbridge would have logged and dropped. */
  errors: string[];
  /** `publish` frames received on a topic. */
  published(topic: string): Received[];
  /** `call_service` frames received for a service. */
  calls(service: string): Received[];
  /**
   * The longest silence on a topic from `since` to now (or `until`): the gap between two
   * messages, or from `since` to the first, or from the last to the end.
   */
  longestSilence(topic: string, since: number, until?: number): number;
  /** Connections that ended: when, and how many frames had been received by then. */
  closes: Array<{ at: number; after: number }>;
  connections(): number;
  /** Changes the vehicle and publishes the notifications at once. */
  update(patch: Partial<DoubleVehicle>): void;
  close(): Promise<void>;
}

export interface DoubleOptions {
  /** Listen here (a restart keeps the port); default: any free port. */
  port?: number;
  /** How long a mode change stays in transition. */
  transitionMs?: number;
  /** false: an Autoware before AD API v1.9.0, without /api/fail_safe/mrm_request/send. */
  mrmRequest?: boolean;
  /**
   * false: notifications reach a new subscriber only at their next change, as with a
   * subscription rosbridge made (volatile) before Autoware's publishers existed.
   */
  latched?: boolean;
  /**
   * The gate's operator-heartbeat check: `check_external_emergency_heartbeat: true` with
   * `external_emergency_stop_heartbeat_timeout` = timeoutMs. Default: off, as Autoware ships.
   */
  gate?: { timeoutMs: number };
  /** false: an Autoware without `/api/vehicle/specs`. */
  specs?: boolean;
}

/** A field's JSON type; `[inner]` is an array of `inner`. */
type Field = 'number' | 'boolean' | 'string' | Field[] | { [name: string]: Field };
const TIME: Field = { sec: 'number', nanosec: 'number' };
const HEADER: Field = { stamp: TIME, frame_id: 'string' };
const XYZ: Field = { x: 'number', y: 'number', z: 'number' };
const POSE: Field = {
  position: XYZ,
  orientation: { x: 'number', y: 'number', z: 'number', w: 'number' },
};

/** Topics Autoware subscribes to, with their type and fields. */
const COMMAND_TOPICS: Record<string, { type: string; fields: Field }> = {
  '/api/manual/remote/command/pedals': {
    type: 'autoware_adapi_v1_msgs/msg/PedalsCommand',
    fields: { stamp: TIME, throttle: 'number', brake: 'number' },
  },
  '/api/manual/remote/command/steering': {
    type: 'autoware_adapi_v1_msgs/msg/SteeringCommand',
    fields: { stamp: TIME, steering_tire_angle: 'number', steering_tire_velocity: 'number' },
  },
  '/api/manual/remote/command/gear': {
    type: 'autoware_adapi_v1_msgs/msg/GearCommand',
    fields: { stamp: TIME, command: { status: 'number' } },
  },
  '/api/manual/remote/operator/heartbeat': {
    type: 'autoware_adapi_v1_msgs/msg/ManualOperatorHeartbeat',
    fields: { stamp: TIME, ready: 'boolean' },
  },
};

/** Topics Autoware publishes; notifications are sent on change and to new subscribers. */
const STATE_TOPICS: Record<string, { type: string; notification: boolean }> = {
  '/api/operation_mode/state': {
    type: 'autoware_adapi_v1_msgs/msg/OperationModeState',
    notification: true,
  },
  '/api/fail_safe/mrm_state': { type: 'autoware_adapi_v1_msgs/msg/MrmState', notification: true },
  '/api/vehicle/kinematics': {
    type: 'autoware_adapi_v1_msgs/msg/VehicleKinematics',
    notification: false,
  },
  '/api/vehicle/status': { type: 'autoware_adapi_v1_msgs/msg/VehicleStatus', notification: false },
  '/api/vehicle/metrics': {
    type: 'autoware_adapi_v1_msgs/msg/VehicleMetrics',
    notification: false,
  },
  '/map/map_projector_info': { type: 'autoware_map_msgs/msg/MapProjectorInfo', notification: true },
  '/api/routing/state': { type: 'autoware_adapi_v1_msgs/msg/RouteState', notification: true },
  '/api/routing/route': { type: 'autoware_adapi_v1_msgs/msg/Route', notification: true },
  '/api/localization/initialization_state': {
    type: 'autoware_adapi_v1_msgs/msg/LocalizationInitializationState',
    notification: true,
  },
  '/api/planning/velocity_factors': {
    type: 'autoware_adapi_v1_msgs/msg/VelocityFactorArray',
    notification: false,
  },
  '/api/perception/objects': {
    type: 'autoware_adapi_v1_msgs/msg/DynamicObjectArray',
    notification: false,
  },
  '/planning/scenario_planning/trajectory': {
    type: 'autoware_planning_msgs/msg/Trajectory',
    notification: false,
  },
  '/perception/traffic_light_recognition/traffic_signals': {
    type: 'autoware_perception_msgs/msg/TrafficLightGroupArray',
    notification: false,
  },
};

const CHANGE_MODE = 'autoware_adapi_v1_msgs/srv/ChangeOperationMode';
const SET_ROUTE_POINTS = 'autoware_adapi_v1_msgs/srv/SetRoutePoints';
const ROUTE_POINTS: Field = {
  header: HEADER,
  option: { allow_goal_modification: 'boolean', allow_while_using_route: 'boolean' },
  goal: POSE,
  waypoints: [POSE],
};
const SERVICE_TYPES: Record<string, { type: string; request: Field }> = {
  '/api/operation_mode/change_to_stop': { type: CHANGE_MODE, request: {} },
  '/api/operation_mode/change_to_autonomous': { type: CHANGE_MODE, request: {} },
  '/api/operation_mode/change_to_local': { type: CHANGE_MODE, request: {} },
  '/api/operation_mode/change_to_remote': { type: CHANGE_MODE, request: {} },
  '/api/manual/remote/control_mode/select': {
    type: 'autoware_adapi_v1_msgs/srv/SelectManualControlMode',
    request: { mode: { mode: 'number' } },
  },
  '/api/fail_safe/mrm_request/send': {
    type: 'autoware_adapi_v1_msgs/srv/SendMrmRequest',
    request: { request: { sender: 'string', strategy: 'number' } },
  },
  '/api/vehicle/specs': { type: 'autoware_adapi_v1_msgs/srv/GetVehicleSpecs', request: {} },
  '/api/routing/set_route_points': { type: SET_ROUTE_POINTS, request: ROUTE_POINTS },
  '/api/routing/change_route_points': { type: SET_ROUTE_POINTS, request: ROUTE_POINTS },
  '/api/routing/clear_route': { type: 'autoware_adapi_v1_msgs/srv/ClearRoute', request: {} },
  '/api/localization/initialize': {
    type: 'autoware_adapi_v1_msgs/srv/InitializeLocalization',
    request: { pose: [{ header: HEADER, pose: { pose: POSE, covariance: ['number'] } }] },
  },
};

/** AD API RouteState and LocalizationInitializationState values. */
export const AW_HMI = {
  route: { UNKNOWN: 0, UNSET: 1, SET: 2, ARRIVED: 3, CHANGING: 4 },
  localization: { UNKNOWN: 0, UNINITIALIZED: 1, INITIALIZING: 2, INITIALIZED: 3 },
} as const;

const WHEELBASE_M = 2.8;
const MAX_ACCEL = 2.5;
const MAX_DECEL = 6;
/** A comfortable stop or a pull-over brakes gently. */
const GENTLE_DECEL = 2;

/** Checks a message against its type as rosbridge's populate_instance does; the error text. */
function misfit(value: unknown, field: Field, type: string, path: string): string | null {
  if (typeof field === 'string') {
    return typeof value === field
      ? null
      : `${type} message requires a ${field} for field ${path}, but got ${typeof value}`;
  }
  if (Array.isArray(field)) {
    if (!Array.isArray(value)) return `${type} message requires a list for field ${path}`;
    for (const [index, inner] of value.entries()) {
      const problem = misfit(inner, field[0]!, type, `${path}${index}.`);
      if (problem) return problem;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return `${type} message requires an object at ${path}`;
  for (const [name, inner] of Object.entries(value)) {
    const expected = field[name];
    if (!expected) return `Message type ${type} does not have a field ${path}${name}`;
    const problem = misfit(inner, expected, type, `${path}${name}.`);
    if (problem) return problem;
  }
  return null;
}

const stampNow = () => {
  const ms = Date.now();
  return { sec: Math.floor(ms / 1000), nanosec: (ms % 1000) * 1e6 };
};

/** JSON as Python writes it: a NaN float stays a bare NaN. */
const pythonJson = (value: unknown) =>
  JSON.stringify(value, (_key, v) =>
    typeof v === 'number' && Number.isNaN(v) ? '__NaN__' : v,
  ).replace(/"__NaN__"/g, 'NaN');

export async function startRosbridgeDouble(options: DoubleOptions = {}): Promise<RosbridgeDouble> {
  const transitionMs = options.transitionMs ?? 100;
  const received: Received[] = [];
  const errors: string[] = [];
  const vehicle: DoubleVehicle = {
    mode: AW.mode.STOP,
    is_autoware_control_enabled: true,
    is_in_transition: false,
    available: { stop: true, autonomous: true, local: true, remote: true },
    lat: 35.681236,
    lon: 139.767125,
    yaw: 0,
    orientation: null,
    speed: 0,
    gear: AW.gear.PARK,
    steering: 0,
    energy: 0.8,
    mrm: { state: AW.mrm.NORMAL, behavior: AW.behavior.NONE },
    controlMode: AW.control.DISABLED,
    pedals: { throttle: 0, brake: 0 },
    heartbeatAt: null,
    gateStopped: false,
    gateStops: 0,
    mrmBehavior: AW.behavior.EMERGENCY_STOP,
    maxSteeringTireAngle: 0.52,
    height: 0,
    turnIndicators: 1,
    hazardLights: 1,
    projector: null,
    routeState: AW_HMI.route.UNSET,
    localization: AW_HMI.localization.INITIALIZED,
    route: null,
    routeLanelets: [101, 102, 103],
    factors: [],
    objects: [],
    trajectory: [],
    trafficLights: [],
    refuse: {},
    delay: {},
  };
  const closes: Array<{ at: number; after: number }> = [];
  interface Client {
    socket: WebSocket;
    /** topic → subscription ids ('' for none) */
    subscriptions: Map<string, Set<string>>;
    adverts: Map<string, string>;
  }
  const clients = new Set<Client>();
  let transitionTimer: NodeJS.Timeout | undefined;
  /** Notifications' stamps stay put, so an unchanged state is not sent again. */
  const routeStamp = stampNow();

  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;

  // --- what Autoware publishes ------------------------------------------------------------

  const orientation = () =>
    vehicle.orientation ?? {
      x: 0,
      y: 0,
      z: Math.sin(vehicle.yaw / 2),
      w: Math.cos(vehicle.yaw / 2),
    };
  const messages: Record<string, () => object> = {
    '/api/operation_mode/state': () => ({
      stamp: stampNow(),
      mode: vehicle.mode,
      is_autoware_control_enabled: vehicle.is_autoware_control_enabled,
      is_in_transition: vehicle.is_in_transition,
      is_stop_mode_available: vehicle.available.stop,
      is_autonomous_mode_available: vehicle.available.autonomous,
      is_local_mode_available: vehicle.available.local,
      is_remote_mode_available: vehicle.available.remote,
    }),
    '/api/fail_safe/mrm_state': () => ({ stamp: stampNow(), ...vehicle.mrm }),
    '/api/vehicle/kinematics': () => {
      const header = (frame_id: string) => ({ stamp: stampNow(), frame_id });
      const covariance = new Array(36).fill(0);
      const zero = { x: 0, y: 0, z: 0 };
      return {
        geographic_pose: {
          header: header('map'),
          position: { latitude: vehicle.lat, longitude: vehicle.lon, altitude: NaN },
        },
        pose: {
          header: header('map'),
          pose: {
            pose: { position: { x: 0, y: 0, z: vehicle.height }, orientation: orientation() },
            covariance,
          },
        },
        twist: {
          header: header('base_link'),
          twist: { twist: { linear: { x: vehicle.speed, y: 0, z: 0 }, angular: zero }, covariance },
        },
        accel: {
          header: header('base_link'),
          accel: { accel: { linear: zero, angular: zero }, covariance },
        },
      };
    },
    '/api/vehicle/status': () => ({
      stamp: stampNow(),
      gear: { status: vehicle.gear },
      turn_indicators: { status: vehicle.turnIndicators },
      hazard_lights: { status: vehicle.hazardLights },
      steering_tire_angle: vehicle.steering,
    }),
    '/api/vehicle/metrics': () => ({ stamp: stampNow(), energy: vehicle.energy }),
    // Not published at all while the vehicle has no projector (a `local` map says so instead).
    '/map/map_projector_info': () => vehicle.projector ?? {},
    '/api/routing/state': () => ({ stamp: routeStamp, state: vehicle.routeState }),
    '/api/routing/route': () => ({
      header: { stamp: routeStamp, frame_id: 'map' },
      data: vehicle.route
        ? [
            {
              start: { position: { x: 0, y: 0, z: 0 }, orientation: orientation() },
              goal: vehicle.route.goal,
              segments: vehicle.route.lanelets.map((id) => ({
                preferred: { id, type: 'lane' },
                alternatives: [],
              })),
            },
          ]
        : [],
    }),
    '/api/localization/initialization_state': () => ({
      stamp: routeStamp,
      state: vehicle.localization,
    }),
    '/api/planning/velocity_factors': () => ({
      header: { stamp: stampNow(), frame_id: 'map' },
      factors: vehicle.factors,
    }),
    '/api/perception/objects': () => ({
      header: { stamp: stampNow(), frame_id: 'map' },
      objects: vehicle.objects,
    }),
    '/planning/scenario_planning/trajectory': () => ({
      header: { stamp: stampNow(), frame_id: 'map' },
      points: vehicle.trajectory,
    }),
    '/perception/traffic_light_recognition/traffic_signals': () => ({
      stamp: stampNow(),
      traffic_light_groups: vehicle.trafficLights,
    }),
  };

  const sendTo = (client: Client, topic: string, msg: object) => {
    if (client.socket.readyState === client.socket.OPEN) {
      client.socket.send(pythonJson({ op: 'publish', topic, msg }));
    }
  };
  const publish = (topic: string) => {
    if (topic === '/map/map_projector_info' && !vehicle.projector) return;
    const msg = messages[topic]?.();
    if (!msg) return;
    for (const client of clients) if (client.subscriptions.has(topic)) sendTo(client, topic, msg);
  };
  const lastNotified = new Map<string, string>();
  const notifyChanges = () => {
    for (const [topic, meta] of Object.entries(STATE_TOPICS)) {
      if (!meta.notification) continue;
      const { stamp: _stamp, ...content } = messages[topic]!() as { stamp: unknown };
      const key = JSON.stringify(content);
      if (lastNotified.get(topic) === key) continue;
      lastNotified.set(topic, key);
      publish(topic);
    }
  };

  // --- Autoware's behaviour ------------------------------------------------------------------

  const status = (success: boolean, code = 0, message = '') => ({
    status: { success, code, message },
  });
  const changeMode = (target: number, available: boolean) => {
    if (target !== AW.mode.STOP && vehicle.is_in_transition) {
      return status(false, 2, 'The mode change is in progress.');
    }
    if (!available) return status(false, 1, 'The target mode is not available.');
    if (vehicle.mode === target && !vehicle.is_in_transition) return status(true);
    vehicle.mode = target;
    vehicle.is_in_transition = true;
    clearTimeout(transitionTimer);
    transitionTimer = setTimeout(() => {
      vehicle.is_in_transition = false;
      notifyChanges();
    }, transitionMs);
    notifyChanges();
    return status(true);
  };
  const services: Record<string, (args: any) => object> = {
    '/api/operation_mode/change_to_stop': () => changeMode(AW.mode.STOP, vehicle.available.stop),
    '/api/operation_mode/change_to_autonomous': () =>
      changeMode(AW.mode.AUTONOMOUS, vehicle.available.autonomous),
    '/api/operation_mode/change_to_local': () => changeMode(AW.mode.LOCAL, vehicle.available.local),
    '/api/operation_mode/change_to_remote': () =>
      changeMode(AW.mode.REMOTE, vehicle.available.remote),
    '/api/manual/remote/control_mode/select': (args) => {
      if (vehicle.mode === AW.mode.REMOTE) {
        return status(false, 50000, 'The control mode cannot be changed in remote operation.');
      }
      vehicle.controlMode = args?.mode?.mode ?? AW.control.DISABLED;
      return status(true);
    },
    '/api/fail_safe/mrm_request/send': (args) => {
      if (args?.request?.strategy === AW.strategy.DELEGATE) {
        if (vehicle.mrm.state === AW.mrm.NORMAL) {
          vehicle.mrm = { state: AW.mrm.MRM_OPERATING, behavior: vehicle.mrmBehavior };
        }
      } else if (args?.request?.strategy === AW.strategy.CANCEL) {
        vehicle.mrm = { state: AW.mrm.NORMAL, behavior: AW.behavior.NONE };
      }
      notifyChanges();
      return status(true);
    },
    '/api/vehicle/specs': () => ({
      ...status(true),
      specs: { max_steering_tire_angle: vehicle.maxSteeringTireAngle },
    }),
  };
  Object.assign(services, {
    '/api/routing/set_route_points': (args: any) => {
      if (vehicle.routeState === AW_HMI.route.SET || vehicle.routeState === AW_HMI.route.CHANGING) {
        return status(false, 1, 'The route is already set.');
      }
      if (vehicle.localization !== AW_HMI.localization.INITIALIZED) {
        return status(false, 2, 'The planner is not ready.');
      }
      vehicle.route = { goal: args.goal, lanelets: [...vehicle.routeLanelets] };
      vehicle.routeState = AW_HMI.route.SET;
      notifyChanges();
      return status(true);
    },
    '/api/routing/change_route_points': (args: any) => {
      if (vehicle.routeState !== AW_HMI.route.SET) {
        return status(false, 1, "The route hasn't set yet. Cannot reroute.");
      }
      vehicle.route = { goal: args.goal, lanelets: [...vehicle.routeLanelets] };
      notifyChanges();
      return status(true);
    },
    '/api/routing/clear_route': () => {
      if (vehicle.mode === AW.mode.AUTONOMOUS && vehicle.speed !== 0) {
        return status(false, 0, 'The route cannot be cleared while it is in use.');
      }
      vehicle.route = null;
      vehicle.routeState = AW_HMI.route.UNSET;
      notifyChanges();
      return status(true);
    },
    '/api/localization/initialize': () => {
      if (vehicle.speed !== 0 || vehicle.mode === AW.mode.AUTONOMOUS) {
        return status(false, 1, 'Unsafe to initialize while moving or in autonomous mode.');
      }
      vehicle.localization = AW_HMI.localization.INITIALIZED;
      notifyChanges();
      return status(true);
    },
  } satisfies Record<string, (args: any) => object>);
  if (options.mrmRequest === false) delete services['/api/fail_safe/mrm_request/send'];
  if (options.specs === false) delete services['/api/vehicle/specs'];

  const command = (topic: string, msg: any) => {
    // The AD API relays the heartbeat once a control mode is selected; the gate counts ready ones.
    if (topic === '/api/manual/remote/operator/heartbeat') {
      if (vehicle.controlMode !== AW.control.DISABLED && msg.ready)
        vehicle.heartbeatAt = Date.now();
      return;
    }
    // Commands count only in pedals mode, as Autoware's manual control does.
    if (vehicle.controlMode !== AW.control.PEDALS) return;
    if (topic === '/api/manual/remote/command/pedals') {
      vehicle.pedals = { throttle: msg.throttle ?? 0, brake: msg.brake ?? 0 };
    } else if (topic === '/api/manual/remote/command/steering') {
      vehicle.steering = msg.steering_tire_angle ?? 0;
    } else if (topic === '/api/manual/remote/command/gear') {
      vehicle.gear = msg.command?.status ?? vehicle.gear;
    }
  };

  /** 50 Hz: the bicycle model under the gate's command. */
  let lastStep = Date.now();
  const step = () => {
    const now = Date.now();
    const dt = (now - lastStep) / 1000;
    lastStep = now;
    let drive = 0;
    let decel = 0;
    const remote = vehicle.mode === AW.mode.REMOTE && vehicle.controlMode === AW.control.PEDALS;
    // vehicle_cmd_gate with its heartbeat check on: nothing before the first ready heartbeat,
    // and an emergency stop, held in every mode, once one is older than the timeout.
    const gate = options.gate;
    if (gate && vehicle.heartbeatAt !== null && now - vehicle.heartbeatAt > gate.timeoutMs) {
      if (!vehicle.gateStopped) vehicle.gateStops++;
      vehicle.gateStopped = true;
      vehicle.heartbeatAt = null;
    }
    const gateHolds = gate !== undefined && (vehicle.gateStopped || vehicle.heartbeatAt === null);
    if (gateHolds || vehicle.mode === AW.mode.STOP) {
      decel = MAX_DECEL;
    } else if (vehicle.mrm.state === AW.mrm.MRM_OPERATING) {
      decel = vehicle.mrm.behavior === AW.behavior.EMERGENCY_STOP ? MAX_DECEL : GENTLE_DECEL;
    } else if (remote) {
      const direction =
        vehicle.gear === AW.gear.DRIVE ? 1 : vehicle.gear === AW.gear.REVERSE ? -1 : 0;
      drive = direction * vehicle.pedals.throttle * MAX_ACCEL;
      decel = vehicle.pedals.brake * MAX_DECEL;
    }
    vehicle.speed += drive * dt;
    const slowed = Math.max(0, Math.abs(vehicle.speed) - decel * dt);
    vehicle.speed = Math.sign(vehicle.speed) * slowed;
    if (vehicle.mrm.state === AW.mrm.MRM_OPERATING && vehicle.speed === 0) {
      vehicle.mrm = { state: AW.mrm.MRM_SUCCEEDED, behavior: vehicle.mrm.behavior };
    }
    vehicle.yaw += ((vehicle.speed * Math.tan(vehicle.steering)) / WHEELBASE_M) * dt;
    const east = vehicle.speed * Math.cos(vehicle.yaw) * dt;
    const north = vehicle.speed * Math.sin(vehicle.yaw) * dt;
    vehicle.lat += north / 111_320;
    vehicle.lon += east / (111_320 * Math.cos((vehicle.lat * Math.PI) / 180));
    notifyChanges();
  };
  notifyChanges(); // Autoware published its state at start, before any client came
  const physics = setInterval(step, 20);
  const streams = setInterval(() => {
    for (const [topic, meta] of Object.entries(STATE_TOPICS))
      if (!meta.notification) publish(topic);
  }, 100);

  // --- the rosbridge protocol ----------------------------------------------------------------

  const handle = (client: Client, message: any) => {
    const op = message?.op;
    const id: string | undefined = message?.id;
    if (op === 'advertise') {
      const known = COMMAND_TOPICS[message.topic]?.type ?? STATE_TOPICS[message.topic]?.type;
      if (known && known !== message.type) {
        errors.push(`Topic ${message.topic} already established with type ${known}`);
      } else client.adverts.set(message.topic, message.type);
    } else if (op === 'unadvertise') {
      client.adverts.delete(message.topic);
    } else if (op === 'subscribe') {
      const meta = STATE_TOPICS[message.topic];
      if (meta && message.type && message.type !== meta.type) {
        errors.push(`Requested type ${message.type} for ${message.topic}, topic has ${meta.type}`);
        return;
      }
      const ids = client.subscriptions.get(message.topic) ?? new Set<string>();
      ids.add(id ?? '');
      client.subscriptions.set(message.topic, ids);
      const silentProjector = message.topic === '/map/map_projector_info' && !vehicle.projector;
      if (meta?.notification && options.latched !== false && !silentProjector) {
        sendTo(client, message.topic, messages[message.topic]!());
      }
    } else if (op === 'unsubscribe') {
      const ids = client.subscriptions.get(message.topic);
      if (id !== undefined) ids?.delete(id);
      if (id === undefined || ids?.size === 0) client.subscriptions.delete(message.topic);
    } else if (op === 'publish') {
      const meta = COMMAND_TOPICS[message.topic];
      const type = client.adverts.get(message.topic) ?? meta?.type;
      if (!meta || !type) {
        errors.push(
          `Cannot infer topic type for topic ${message.topic} as it is not yet advertised`,
        );
        return;
      }
      const problem = misfit(message.msg, meta.fields, type, '');
      if (problem) errors.push(`publish: ${problem}`);
      else command(message.topic, message.msg);
    } else if (op === 'call_service') {
      const answer = (result: boolean, values: unknown) =>
        client.socket.send(
          JSON.stringify({
            op: 'service_response',
            service: message.service,
            values,
            result,
            ...(id === undefined ? {} : { id }),
          }),
        );
      const service = services[message.service];
      const meta = SERVICE_TYPES[message.service];
      if (!service || !meta) return answer(false, `Service ${message.service} does not exist`);
      const problem = misfit(message.args ?? {}, meta.request, `${meta.type}_Request`, '');
      if (problem) return answer(false, problem);
      const refusal = vehicle.refuse[message.service];
      const late = vehicle.delay[message.service] ?? 0;
      if (late === Infinity) return;
      const respond = () => {
        if (refusal) {
          delete vehicle.refuse[message.service];
          return answer(true, status(false, refusal.code, refusal.message));
        }
        answer(true, service(message.args ?? {}));
      };
      if (late > 0) setTimeout(respond, late);
      else respond();
    } else {
      errors.push(`Unknown operation: ${String(op)}`);
    }
  };

  server.on('connection', (socket) => {
    const client: Client = { socket, subscriptions: new Map(), adverts: new Map() };
    clients.add(client);
    socket.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(data.toString());
      } catch {
        errors.push(`Unable to deserialize: ${data.toString().slice(0, 80)}`);
        return;
      }
      received.push({ at: Date.now(), message });
      handle(client, message);
    });
    socket.on('close', () => {
      clients.delete(client);
      closes.push({ at: Date.now(), after: received.length });
    });
  });

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    vehicle,
    received,
    errors,
    published: (topic) =>
      received.filter((r) => r.message.op === 'publish' && r.message.topic === topic),
    calls: (service) =>
      received.filter((r) => r.message.op === 'call_service' && r.message.service === service),
    longestSilence(topic, since, until = Date.now()) {
      const times = received
        .filter((r) => r.message.op === 'publish' && r.message.topic === topic)
        .map((r) => r.at)
        .filter((at) => at >= since && at <= until);
      const marks = [since, ...times, until];
      return Math.max(...marks.slice(1).map((at, i) => at - marks[i]!));
    },
    closes,
    connections: () => clients.size,
    update(patch) {
      Object.assign(vehicle, patch);
      notifyChanges();
      for (const [topic, meta] of Object.entries(STATE_TOPICS))
        if (!meta.notification) publish(topic);
    },
    async close() {
      clearInterval(physics);
      clearInterval(streams);
      clearTimeout(transitionTimer);
      // A rosbridge that stops drops its sockets: clients see the connection end.
      for (const client of clients) client.socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
