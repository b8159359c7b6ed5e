import { FrameTransform, LocationFix, PointCloud, SceneUpdate } from '@foxglove/schemas/jsonschema';

/*
 * The drive recorder's topics and the schema each channel carries (the table is in
 * drive-recorder.ts's header). Every schema is a JSON Schema (`jsonschema` encoding) of the
 * message as written:
 *
 * - Foxglove's own types come from @foxglove/schemas (its `jsonschema` export, bundled into the
 *   agent like every dependency, ADR 13): the exact schemas Foxglove and Lichtblick draw by name.
 * - ROS and Autoware types are written here, field for field as their `.msg` definitions, with
 *   the AD API's enumerations as `oneOf` constants (shown by name in Foxglove's raw view).
 * - The studio's own types (`ads_studio/msg/*`) where nothing well known fits.
 *
 * Foxglove reads a JSON Schema into its message definitions with one type per field: every object
 * lists its `properties`, a field is one of boolean, string, number, integer, object or array
 * (or a `oneOf` of numeric constants), and nothing is nullable. So a value that may be null is
 * left out of the message instead, and its property is not `required`.
 */

export const TOPICS = {
  fix: '/sensing/gnss/fix',
  tf: '/tf',
  odometry: '/localization/kinematic_state',
  status: '/vehicle/status',
  velocity: '/vehicle/status/velocity_status',
  routeState: '/api/routing/state',
  route: '/api/routing/route',
  trajectory: '/planning/trajectory',
  objects: '/hmi/objects',
  factors: '/api/planning/velocity_factors',
  signals: '/perception/traffic_light_recognition/traffic_signals',
  lights: '/hmi/traffic_lights',
  lidar: '/sensing/lidar/points',
} as const;
export type Topic = keyof typeof TOPICS;

export type JsonSchema = Record<string, unknown>;

const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const arr = (items: JsonSchema, size?: number): JsonSchema =>
  size === undefined
    ? { type: 'array', items }
    : { type: 'array', items, minItems: size, maxItems: size };
/** An object with these fields, all of them there but the `optional` ones. */
const msg = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});
/** A ROS enumeration: the field's constants by name (Foxglove shows the name). */
const oneOf = (constants: Record<string, number>, description: string): JsonSchema => ({
  description,
  oneOf: Object.entries(constants).map(([title, value]) => ({ title, const: value })),
});

/** builtin_interfaces/Time */
const time = msg({ sec: int, nanosec: int });
/** std_msgs/Header */
const header = msg({ stamp: time, frame_id: str });
const vector3 = msg({ x: num, y: num, z: num });
const quaternion = msg({ x: num, y: num, z: num, w: num });
/** geometry_msgs/Pose */
const pose = msg({ position: vector3, orientation: quaternion });

/** AD API RouteState.state */
export const ROUTE_STATE = { UNKNOWN: 0, UNSET: 1, SET: 2, ARRIVED: 3, CHANGING: 4 } as const;
/** AD API VelocityFactor.status */
export const FACTOR_STATUS = { UNKNOWN: 0, APPROACHING: 1, STOPPED: 2 } as const;
/** autoware_perception_msgs/TrafficLightElement constants (autoware_msgs 1.x). */
export const LIGHT = {
  color: { UNKNOWN: 0, RED: 1, AMBER: 2, GREEN: 3, WHITE: 4 },
  CIRCLE: 5,
  SOLID_ON: 16,
} as const;

const odometry = msg({
  header,
  child_frame_id: str,
  pose: msg({ pose, covariance: arr(num, 36) }),
  twist: msg({ twist: msg({ linear: vector3, angular: vector3 }), covariance: arr(num, 36) }),
});

/** autoware_vehicle_msgs/VelocityReport: where Autoware's tools read the vehicle's speed. */
const velocityReport = msg({
  header,
  longitudinal_velocity: num,
  lateral_velocity: num,
  heading_rate: num,
});

const routeState = msg({
  stamp: time,
  state: oneOf(ROUTE_STATE, 'The route state (AD API RouteState)'),
});

/** autoware_adapi_v1_msgs/CooperationStatus (the recorder writes none). */
const cooperation = msg({
  uuid: msg({ uuid: arr(int, 16) }),
  autonomous: msg({ type: int }),
  cooperator: msg({ type: int }),
});
const velocityFactors = msg({
  header,
  factors: arr(
    msg({
      pose,
      distance: num,
      status: oneOf(FACTOR_STATUS, 'Whether the vehicle approaches or stopped for it'),
      behavior: str,
      sequence: str,
      detail: str,
      cooperation: { ...arr(cooperation), maxItems: 1 },
    }),
  ),
});

const trafficSignals = msg({
  stamp: time,
  traffic_light_groups: arr(
    msg({
      traffic_light_group_id: int,
      elements: arr(
        msg({
          color: oneOf(LIGHT.color, 'The light’s colour'),
          shape: int,
          status: int,
          confidence: num,
        }),
      ),
    }),
  ),
});

const latLon = msg({ lat: num, lon: num });
const mapPose = msg({ lat: num, lon: num, heading: num });

/** The VehicleReading (packages/contract VehicleState without seq, stamp and control). */
const vehicleStatus = msg(
  {
    adapter: str,
    lat: num,
    lon: num,
    heading: num,
    speed: num,
    gear: str,
    steering: num,
    energy: num,
    mode: str,
    is_in_transition: bool,
    transition: msg({ from: str, to: str, deadline: num }),
    is_stop_mode_available: bool,
    is_autonomous_mode_available: bool,
    is_remote_mode_available: bool,
    is_local_mode_available: bool,
    unavailable: msg({ STOP: str, AUTO: str, REMOTE: str, MANUAL: str }, [
      'STOP',
      'AUTO',
      'REMOTE',
      'MANUAL',
    ]),
    mrm: msg({ state: str, behavior: str }),
    faults: arr(msg({ code: str, severity: str, message: str, since: num })),
    settings: msg({ operator_timeout_ms: int }, ['operator_timeout_ms']),
  },
  ['transition', 'unavailable', 'settings'],
);

/** The HMI's route: lat/lon, not map metres (the map's lanelet ids as the vehicle names them). */
const route = msg(
  {
    header,
    map: msg({ source: str, name: str, origin: latLon, map_id: int, version: int }, [
      'origin',
      'map_id',
      'version',
    ]),
    route: msg({ goal: mapPose, waypoints: arr(mapPose), lanelets: arr(int) }),
    remaining: msg({ distance: num, time: num }),
  },
  ['map', 'route', 'remaining'],
);

const trajectory = msg({ header, points: arr(msg({ lat: num, lon: num, speed: num })) });

/** Schema name and JSON Schema of each topic. */
export const SCHEMAS: Record<Topic, { name: string; schema: JsonSchema }> = {
  fix: { name: 'foxglove.LocationFix', schema: LocationFix },
  tf: { name: 'foxglove.FrameTransform', schema: FrameTransform },
  odometry: { name: 'nav_msgs/msg/Odometry', schema: odometry },
  status: { name: 'ads_studio/msg/VehicleStatus', schema: vehicleStatus },
  velocity: { name: 'autoware_vehicle_msgs/msg/VelocityReport', schema: velocityReport },
  routeState: { name: 'autoware_adapi_v1_msgs/msg/RouteState', schema: routeState },
  route: { name: 'ads_studio/msg/Route', schema: route },
  trajectory: { name: 'ads_studio/msg/Trajectory', schema: trajectory },
  objects: { name: 'foxglove.SceneUpdate', schema: SceneUpdate },
  factors: { name: 'autoware_adapi_v1_msgs/msg/VelocityFactorArray', schema: velocityFactors },
  signals: {
    name: 'autoware_perception_msgs/msg/TrafficLightGroupArray',
    schema: trafficSignals,
  },
  lights: { name: 'foxglove.SceneUpdate', schema: SceneUpdate },
  lidar: { name: 'foxglove.PointCloud', schema: PointCloud },
};

/** The schema's bytes in the file: the JSON Schema, titled with its name when it has no title. */
export function schemaData(topic: Topic): Uint8Array {
  const { name, schema } = SCHEMAS[topic];
  return new TextEncoder().encode(JSON.stringify({ title: name, ...schema }));
}
