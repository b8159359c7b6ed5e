import { z } from './zod';

/**
 * The HMI's side of the vehicle link (issue 16): what the vehicle plans and sees, pushed beside
 * the FMS's VehicleState, and the commands of Autoware's AD API a driver or operator gives. Names
 * and codes follow `autoware_adapi_v1_msgs` (routing, localization, operation mode, planning
 * velocity factors) and `autoware_perception_msgs` (object classes, traffic light colours).
 * Positions are WGS 84 (lat, lon) and compass headings (degrees, 0 north, clockwise), as in the
 * VehicleState, so a map draws them as they come. See docs/adr/0020-hmi.md.
 */
export const HMI_ACTIONS = {
  /** Agent → room, RESPONSE at 10 Hz: VehiclePlanning. A REQUEST asks for one at once. */
  planning: 'vehiclePlanningAPI',
  /** Agent → room, RESPONSE at 2 Hz: PointCloudFrame (a downsampled lidar sweep). */
  cloud: 'vehicleCloudAPI',
  /** Browser → agent: RouteRequest; AD API `/api/routing/set_route_points`. */
  route: 'routeAPI',
  /**
   * Browser → agent: RouteRequest; AD API `/api/routing/change_route_points`: a new goal for a
   * set route, also while driving (clearing a route in use while moving in AUTO is refused).
   */
  changeRoute: 'changeRouteAPI',
  /** Browser → agent: `{}`; AD API `/api/routing/clear_route`. */
  clearRoute: 'clearRouteAPI',
  /** Browser → agent: InitialPoseRequest; AD API `/api/localization/initialize`. */
  initialPose: 'initialPoseAPI',
  /** Browser → agent: `{}`; AD API `/api/operation_mode/change_to_autonomous`. */
  engage: 'engageAPI',
  /** Browser → agent: VehicleMapRequest (which Lanelet2 map the simulated vehicle drives on). */
  map: 'vehicleMapAPI',
  /**
   * Browser → agent: RecordDriveRequest. `start` answers RecordingInfo; `stop` closes the MCAP
   * and uploads it to Data Management: `pending` UploadProgress entries, then `success` with
   * the record id, or `error` (the same entries as `uploadAPI`).
   */
  record: 'recordDriveAPI',
} as const;

/** The HMI's commands: only a PC's owner and admins may send them, with HMI on for their role. */
export const HMI_COMMAND_ACTIONS: readonly string[] = [
  HMI_ACTIONS.route,
  HMI_ACTIONS.changeRoute,
  HMI_ACTIONS.clearRoute,
  HMI_ACTIONS.initialPose,
  HMI_ACTIONS.engage,
  HMI_ACTIONS.map,
  HMI_ACTIONS.record,
];

/**
 * AD API response codes (`autoware_adapi_v1_msgs/msg/ResponseStatus` and the services' own).
 * A refused command answers `status: 'error'` with `{ message, code }`.
 */
export const AD_API_CODES = {
  /** SetRoutePoints: a route is set (ERROR_ROUTE_EXISTS, now ERROR_INVALID_STATE). */
  routeExists: 1,
  /**
   * change_route_points (SetRoutePoints.ERROR_INVALID_STATE): no route is set to change; the
   * same value as routeExists, the service's one code for a route state that does not fit.
   */
  routeNotSet: 1,
  /** SetRoutePoints: the planner is not ready (no map, or not localised). */
  plannerUnready: 2,
  /** SetRoutePoints: no route between the vehicle and the goal. */
  plannerFailed: 3,
  /** InitializeLocalization: the vehicle is moving or engaged. */
  localizationUnsafe: 1,
  /** InitializeLocalization: GNSS gives no fix. */
  localizationGnss: 3,
  /** InitializeLocalization: the pose does not fit the map. */
  localizationEstimation: 4,
  /** ChangeOperationMode: the mode is not available. */
  modeNotAvailable: 1,
  /** ChangeOperationMode: a transition is under way. */
  modeInTransition: 2,
  /**
   * ClearRoute refused while the route is in use (autonomous mode): Autoware's routing API
   * answers it with ResponseStatus.UNKNOWN.
   */
  routeInUse: 50000,
  /** ResponseStatus.SERVICE_UNREADY. */
  serviceUnready: 50001,
  /** ResponseStatus.SERVICE_TIMEOUT. */
  serviceTimeout: 50002,
  /** ResponseStatus.PARAMETER_ERROR. */
  parameterError: 50004,
  /** ResponseStatus.NO_EFFECT: nothing to do (e.g. clearing no route). */
  noEffect: 60001,
} as const;

/** A refused HMI command's answer data. */
export const AdApiRefusal = z.object({
  message: z.string().max(500),
  code: z.number().int(),
});
export type AdApiRefusal = z.infer<typeof AdApiRefusal>;

const Lat = z.number().min(-90).max(90);
const Lon = z.number().min(-180).max(180);
/** Compass degrees: 0 north, 90 east. */
const Heading = z.number().min(-360).max(720);

/** A pose on the map: where, and facing which way. */
export const MapPose = z.object({ lat: Lat, lon: Lon, heading: Heading });
export type MapPose = z.infer<typeof MapPose>;

export const RouteRequest = z.object({
  goal: MapPose,
  /** Points the route passes through, in order (not stops). */
  waypoints: z.array(MapPose).max(20).default([]),
  /** AD API's `allow_goal_modification`: the goal may move to the nearest lane's centre. */
  allow_goal_modification: z.boolean().default(true),
});
export type RouteRequest = z.input<typeof RouteRequest>;

/** No pose: initialise from GNSS (the AD API's empty pose list). */
export const InitialPoseRequest = z.object({ pose: MapPose.optional() }).default({});
export type InitialPoseRequest = z.input<typeof InitialPoseRequest>;

/** `map_id` null: the built-in sample road network. */
export const VehicleMapRequest = z.object({ map_id: z.number().int().positive().nullable() });
export type VehicleMapRequest = z.infer<typeof VehicleMapRequest>;

export const RecordDriveRequest = z.object({
  action: z.enum(['start', 'stop']),
  /** The project the record joins in Data Management (on stop). */
  project_id: z.number().int().positive().optional(),
});
export type RecordDriveRequest = z.infer<typeof RecordDriveRequest>;

/** A drive being recorded: the MCAP file in the agent's recordings folder. */
export const RecordingInfo = z.object({
  /** The file's name in the recordings folder, e.g. `drives/drive-20261124-203000.mcap`. */
  name: z.string().max(255),
  /** Epoch ms (vehicle clock). */
  since: z.number(),
  bytes: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type RecordingInfo = z.infer<typeof RecordingInfo>;

/** AD API `RouteState`. */
export const RouteStateName = z.enum(['UNSET', 'SET', 'ARRIVED', 'CHANGING']);
export type RouteStateName = z.infer<typeof RouteStateName>;
/** AD API `LocalizationInitializationState`. */
export const LocalizationStateName = z.enum(['UNINITIALIZED', 'INITIALIZING', 'INITIALIZED']);
export type LocalizationStateName = z.infer<typeof LocalizationStateName>;

/** `autoware_perception_msgs/ObjectClassification` labels. */
export const OBJECT_CLASSES = [
  'UNKNOWN',
  'CAR',
  'TRUCK',
  'BUS',
  'TRAILER',
  'MOTORCYCLE',
  'BICYCLE',
  'PEDESTRIAN',
] as const;
export const ObjectClass = z.enum(OBJECT_CLASSES);
export type ObjectClass = z.infer<typeof ObjectClass>;

/** One detected object (AD API `/api/perception/objects`, flattened). */
export const DetectedObject = z.object({
  id: z.string().min(1).max(40),
  class: ObjectClass,
  lat: Lat,
  lon: Lon,
  heading: Heading,
  /** Box size, metres. */
  length: z.number().nonnegative(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  /** Speed along its heading, m/s. */
  speed: z.number(),
});
export type DetectedObject = z.infer<typeof DetectedObject>;

/** `autoware_perception_msgs/TrafficLightElement` colours. */
export const TrafficLightColor = z.enum(['RED', 'AMBER', 'GREEN', 'UNKNOWN']);
export type TrafficLightColor = z.infer<typeof TrafficLightColor>;

/** One traffic light group (its regulatory element on the map) in its current state. */
export const TrafficLightState = z.object({
  /** The traffic_light regulatory element's id. */
  id: z.number().int(),
  color: TrafficLightColor,
  /** Where to draw it: the middle of its light (or its stop line). */
  lat: Lat,
  lon: Lon,
  /** Seconds until it changes, when the vehicle knows (V2I, or the sim's cycle). */
  remaining_s: z.number().nonnegative().nullable(),
});
export type TrafficLightState = z.infer<typeof TrafficLightState>;

/** AD API `VelocityFactor.status`. */
export const VelocityFactorStatus = z.enum(['UNKNOWN', 'APPROACHING', 'STOPPED']);
export type VelocityFactorStatus = z.infer<typeof VelocityFactorStatus>;

/**
 * Why the vehicle slows or stops (AD API `/api/planning/velocity_factors`). `behavior` is the
 * AD API's PlanningBehavior text: `traffic-signal`, `crosswalk`, `route-obstacle`,
 * `stop-sign`, `intersection`, `merge`, …; `distance` to the stop point, metres.
 */
export const VelocityFactor = z.object({
  behavior: z.string().min(1).max(40),
  status: VelocityFactorStatus,
  distance: z.number(),
  lat: Lat,
  lon: Lon,
  detail: z.string().max(200).default(''),
});
export type VelocityFactor = z.infer<typeof VelocityFactor>;

/** One point of the planned trajectory: `[lat, lon, speed m/s]` (compact: 10 Hz × 100 points). */
export const TrajectoryPoint = z.tuple([Lat, Lon, z.number()]);
export type TrajectoryPoint = z.infer<typeof TrajectoryPoint>;

/** Which map the vehicle localises on. */
export const VehicleMapRef = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('sample'),
    name: z.string().max(200),
    /**
     * Where its local (0, 0) lies (the agent's `--start`; default @ads/lanelet2's
     * SAMPLE_ROAD_NETWORK.origin).
     */
    origin: z.object({ lat: Lat, lon: Lon }),
  }),
  z.object({
    source: z.literal('project'),
    map_id: z.number().int(),
    version: z.number().int(),
    name: z.string().max(200),
  }),
  /** A real vehicle's own map (rosbridge): the studio does not know which. */
  z.object({ source: z.literal('vehicle'), name: z.string().max(200) }),
]);
export type VehicleMapRef = z.infer<typeof VehicleMapRef>;

export const TurnSignal = z.enum(['NONE', 'LEFT', 'RIGHT', 'HAZARD']);
export type TurnSignal = z.infer<typeof TurnSignal>;

/** What the vehicle plans and sees, at 10 Hz (`vehiclePlanningAPI`). */
export const VehiclePlanning = z.object({
  seq: z.number().int().nonnegative(),
  stamp: z.number(),
  map: VehicleMapRef.nullable(),
  localization: LocalizationStateName,
  route_state: RouteStateName,
  /** The route: its goal, waypoints and the lanelets it runs over, in order. */
  route: z
    .object({
      goal: MapPose,
      waypoints: z.array(MapPose).max(20),
      lanelets: z.array(z.number().int()).max(5000),
    })
    .nullable(),
  /** What is left of the route: metres, and seconds at the planned speeds. */
  remaining: z.object({ distance: z.number(), time: z.number() }).nullable(),
  trajectory: z.array(TrajectoryPoint).max(500),
  objects: z.array(DetectedObject).max(500),
  traffic_lights: z.array(TrafficLightState).max(500),
  velocity_factors: z.array(VelocityFactor).max(50),
  turn_signal: TurnSignal,
  recording: RecordingInfo.nullable(),
});
export type VehiclePlanning = z.infer<typeof VehiclePlanning>;

/**
 * A downsampled lidar sweep at 2 Hz (`vehicleCloudAPI`), in the vehicle's `base_link` frame
 * (x forward, y left, z up, origin on the ground under the rear axle) at the pose it was taken.
 * `points`: base64 of little-endian Int16 triplets x, y, z in centimetres (±327 m): 6 bytes a
 * point, so 20,000 points are 160 kB of text, well under socket.io's 1 MB message limit.
 */
export const PointCloudFrame = z.object({
  seq: z.number().int().nonnegative(),
  stamp: z.number(),
  lat: Lat,
  lon: Lon,
  heading: Heading,
  count: z.number().int().nonnegative().max(100_000),
  points: z.string().max(900_000),
});
export type PointCloudFrame = z.infer<typeof PointCloudFrame>;

/** Centimetres a unit of PointCloudFrame's Int16 coordinates. */
export const CLOUD_UNIT_M = 0.01;

/** Packs x, y, z metres (a flat array) into PointCloudFrame's base64 Int16 centimetres. */
export function packCloud(xyz: ArrayLike<number>): { count: number; points: string } {
  const count = Math.floor(xyz.length / 3);
  const ints = new Int16Array(count * 3);
  for (let i = 0; i < count * 3; i += 1) {
    const value = Math.round((xyz[i] as number) / CLOUD_UNIT_M);
    ints[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  const bytes = new Uint8Array(ints.buffer);
  return { count, points: toBase64(bytes) };
}

/** Unpacks PointCloudFrame's points into metres (x, y, z flat). */
export function unpackCloud(frame: Pick<PointCloudFrame, 'count' | 'points'>): Float32Array {
  const bytes = fromBase64(frame.points);
  const count = Math.min(frame.count, Math.floor(bytes.byteLength / 6));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(count * 3);
  for (let i = 0; i < count * 3; i += 1) out[i] = view.getInt16(i * 2, true) * CLOUD_UNIT_M;
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i += 1) B64_INDEX[B64.charCodeAt(i)] = i;

/** Base64 without Buffer or btoa, so the same code runs in Node, the browser and workers. */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = i + 1 < bytes.length ? (bytes[i + 1] as number) : 0;
    const c = i + 2 < bytes.length ? (bytes[i + 2] as number) : 0;
    const n = (a << 16) | (b << 8) | c;
    chunk +=
      B64[(n >> 18) & 63]! +
      B64[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=') +
      (i + 2 < bytes.length ? B64[n & 63]! : '=');
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

export function fromBase64(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && text[end - 1] === '=') end -= 1;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < end; i += 1) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? (B64_INDEX[code] as number) : -1;
    if (digit < 0) continue;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 255;
    }
  }
  return o === out.length ? out : out.subarray(0, o);
}

/**
 * Headers of a map's OSM answer (`GET /api/hmi/map/:id/osm`, `/api/agent/map/:id/osm`): the name
 * (URI-encoded), the version, and the projector (JSON of a MapProjector) it was written with.
 */
export const MAP_FILE_HEADERS = {
  name: 'x-map-name',
  version: 'x-map-version',
  projector: 'x-map-projector',
} as const;

/** The HMI's rates. */
export const HMI_RATES = {
  planningHz: 10,
  cloudHz: 2,
  /** Points of a cloud frame at most (the 20k-point cloud). */
  cloudPoints: 20_000,
  /**
   * The plan and the cloud are pushed only while someone watches: for this long after a
   * viewer last asked for either (a `vehiclePlanningAPI` or `vehicleCloudAPI` REQUEST). An HMI
   * page asks again every `watchMs / 2`; a fleet page, which draws neither, never asks, so a
   * vehicle no one watches in HMI does not send ~400 kB/s nor ray-cast its lidar for no one.
   */
  watchMs: 5_000,
} as const;
