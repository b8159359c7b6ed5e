import type {
  DetectedObject,
  ObjectClass,
  TrafficLightColor,
  TrafficLightState,
} from '@ads/contract';
import type { CloudReading, PlanningReading, VehicleReading } from './adapter';
import { FACTOR_STATUS, LIGHT, ROUTE_STATE, type Topic } from './drive-topics';

/*
 * One sample of the vehicle as the drive recorder's messages (drive-topics.ts has their schemas,
 * drive-recorder.ts's header the table). Positions in the `map` frame are metres east (x) and
 * north (y) of the map origin, the recording's first position (written in the file's metadata),
 * on a local tangent plane: good to centimetres over the few kilometres of a drive.
 */

export interface Snapshot {
  /** Vehicle clock, epoch ms. */
  ms: number;
  reading: VehicleReading;
  planning: PlanningReading;
  cloud: CloudReading | null;
}

export interface LatLon {
  lat: number;
  lon: number;
}

/** Foxglove's PackedElementField type FLOAT32. */
const FLOAT32 = 7;
/** SceneEntityDeletion type ALL: each update replaces the whole scene of its topic. */
const DELETE_ALL = 1;
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** GNSS σ 0.5 m: variance 0.25 m² on east and north, 1 m² up. */
const FIX_COVARIANCE = [0.25, 0, 0, 0, 0.25, 0, 0, 0, 1];
/** LocationFix / NavSatFix position_covariance_type DIAGONAL_KNOWN. */
const DIAGONAL_KNOWN = 2;
const ZEROS_36 = new Array<number>(36).fill(0);
const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };
/** Where a traffic light is drawn: its height above the road, metres. */
const LIGHT_HEIGHT_M = 5;

type Rgba = { r: number; g: number; b: number; a: number };
const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
const WHITE = rgba(1, 1, 1);
/** Boxes by class, half transparent so the lidar points inside show. */
const CLASS_COLOURS: Record<ObjectClass, Rgba> = {
  UNKNOWN: rgba(0.6, 0.6, 0.6, 0.5),
  CAR: rgba(0.2, 0.55, 1, 0.5),
  TRUCK: rgba(0.1, 0.35, 0.8, 0.5),
  BUS: rgba(0.1, 0.25, 0.7, 0.5),
  TRAILER: rgba(0.3, 0.3, 0.7, 0.5),
  MOTORCYCLE: rgba(0.9, 0.5, 0.1, 0.5),
  BICYCLE: rgba(1, 0.75, 0.1, 0.5),
  PEDESTRIAN: rgba(1, 0.35, 0.35, 0.5),
};
const LIGHT_COLOURS: Record<TrafficLightColor, Rgba> = {
  RED: rgba(1, 0.1, 0.1),
  AMBER: rgba(1, 0.7, 0),
  GREEN: rgba(0.1, 0.9, 0.25),
  UNKNOWN: rgba(0.5, 0.5, 0.5),
};

/** A ROS time (`nanosec`) and Foxglove's (`nsec`) of an epoch ms. */
function times(ms: number) {
  const sec = Math.floor(ms / 1000);
  const nsec = Math.min(999_999_999, Math.round((ms - sec * 1000) * 1e6));
  return { ros: { sec, nanosec: nsec }, foxglove: { sec, nsec } };
}

/** A rotation by `yaw` radians about z (counter-clockwise from x, east). */
const yawQuaternion = (yaw: number) => ({ x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) });
/** Map yaw (counter-clockwise from east) of a compass heading (clockwise from north), degrees. */
const yawOf = (heading: number) => (90 - heading) * RAD;

/** The value without the fields that are null (Foxglove's JSON Schema has no nullable field). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null) out[key] = withoutNulls(field);
  }
  return out;
}

/**
 * The messages of a recording, sample by sample: it keeps the map origin, the last yaw (for the
 * yaw rate) and the last route and lamps written (those are written when they change).
 */
export class DriveEncoder {
  private last: { ms: number; yaw: number } | null = null;
  private lastRoute = '';
  private lastLights = '';
  private readonly encoder = new TextEncoder();

  /** `origin`: the map frame's origin; null takes the first sample's position. */
  constructor(public origin: LatLon | null) {}

  /** Metres east and north of the origin. */
  private toMap(at: LatLon): { x: number; y: number } {
    const origin = (this.origin ??= { lat: at.lat, lon: at.lon });
    return {
      x: (at.lon - origin.lon) * RAD * EARTH_RADIUS_M * Math.cos(origin.lat * RAD),
      y: (at.lat - origin.lat) * RAD * EARTH_RADIUS_M,
    };
  }

  encode(snapshot: Snapshot): Array<[Topic, Uint8Array]> {
    const { ms, reading, planning, cloud } = snapshot;
    const stamp = times(ms);
    const head = (frame_id: string) => ({ stamp: stamp.ros, frame_id });
    const out: Array<[Topic, Uint8Array]> = [];
    const add = (topic: Topic, message: unknown) =>
      out.push([topic, this.encoder.encode(JSON.stringify(message))]);

    const ego = this.toMap(reading);
    const yaw = yawOf(reading.heading);
    let yawRate = 0;
    if (this.last && ms > this.last.ms) {
      const turn = Math.atan2(Math.sin(yaw - this.last.yaw), Math.cos(yaw - this.last.yaw));
      yawRate = turn / ((ms - this.last.ms) / 1000);
    }
    this.last = { ms, yaw };
    const rotation = yawQuaternion(yaw);
    const compass = (((reading.heading % 360) + 360) % 360) * RAD;

    add('fix', {
      timestamp: stamp.foxglove,
      frame_id: 'gnss_link',
      latitude: reading.lat,
      longitude: reading.lon,
      altitude: 0,
      position_covariance: FIX_COVARIANCE,
      position_covariance_type: DIAGONAL_KNOWN,
      heading: compass,
      velocity: {
        x: reading.speed * Math.sin(compass),
        y: reading.speed * Math.cos(compass),
        z: 0,
      },
    });
    add('tf', {
      timestamp: stamp.foxglove,
      parent_frame_id: 'map',
      child_frame_id: 'base_link',
      translation: { x: ego.x, y: ego.y, z: 0 },
      rotation,
    });
    add('odometry', {
      header: head('map'),
      child_frame_id: 'base_link',
      pose: {
        pose: { position: { x: ego.x, y: ego.y, z: 0 }, orientation: rotation },
        covariance: ZEROS_36,
      },
      twist: {
        twist: { linear: { x: reading.speed, y: 0, z: 0 }, angular: { x: 0, y: 0, z: yawRate } },
        covariance: ZEROS_36,
      },
    });
    add('status', withoutNulls(reading));
    add('velocity', {
      header: head('base_link'),
      longitudinal_velocity: reading.speed,
      lateral_velocity: 0,
      heading_rate: yawRate,
    });
    add('routeState', { stamp: stamp.ros, state: ROUTE_STATE[planning.route_state] });

    const route = { map: planning.map, route: planning.route, remaining: planning.remaining };
    const routeKey = JSON.stringify(route);
    if (routeKey !== this.lastRoute) {
      this.lastRoute = routeKey;
      add('route', withoutNulls({ header: head('map'), ...route }));
    }
    add('trajectory', {
      header: head('map'),
      points: planning.trajectory.map(([lat, lon, speed]) => ({ lat, lon, speed })),
    });
    add('objects', {
      deletions: [{ timestamp: stamp.foxglove, type: DELETE_ALL, id: '' }],
      entities: planning.objects.map((object) => this.objectEntity(object, stamp.foxglove)),
    });
    add('factors', {
      header: head('map'),
      factors: planning.velocity_factors.map((factor) => ({
        pose: { position: { ...this.toMap(factor), z: 0 }, orientation: IDENTITY },
        distance: factor.distance,
        status: FACTOR_STATUS[factor.status],
        behavior: factor.behavior,
        sequence: '',
        detail: factor.detail,
        cooperation: [],
      })),
    });
    add('signals', {
      stamp: stamp.ros,
      traffic_light_groups: planning.traffic_lights.map((light) => ({
        traffic_light_group_id: light.id,
        elements: [
          {
            color: LIGHT.color[light.color],
            shape: LIGHT.CIRCLE,
            status: light.color === 'UNKNOWN' ? LIGHT.color.UNKNOWN : LIGHT.SOLID_ON,
            confidence: 1,
          },
        ],
      })),
    });
    // The lamps stay drawn until replaced: written when a colour changes or a light comes into
    // or leaves view, not at 10 Hz (a dozen lamps at 10 Hz weighed a tenth of a drive). So
    // they carry when the colour changes (a time), not a countdown that would be stale at once.
    const lightsKey = JSON.stringify(
      planning.traffic_lights.map((light) => [light.id, light.color]),
    );
    if (lightsKey !== this.lastLights) {
      this.lastLights = lightsKey;
      add('lights', {
        deletions: [{ timestamp: stamp.foxglove, type: DELETE_ALL, id: '' }],
        entities: planning.traffic_lights.map((light) =>
          this.lightEntity(light, ms, stamp.foxglove),
        ),
      });
    }
    if (cloud) {
      const xyz = cloud.xyz;
      add('lidar', {
        timestamp: times(cloud.stamp).foxglove,
        frame_id: 'base_link',
        pose: { position: { x: 0, y: 0, z: 0 }, orientation: IDENTITY },
        point_stride: 12,
        fields: [
          { name: 'x', offset: 0, type: FLOAT32 },
          { name: 'y', offset: 4, type: FLOAT32 },
          { name: 'z', offset: 8, type: FLOAT32 },
        ],
        data: Buffer.from(xyz.buffer, xyz.byteOffset, xyz.byteLength).toString('base64'),
      });
    }
    return out;
  }

  /** A detected object as a box on the ground, labelled with its class, in the map frame. */
  private objectEntity(object: DetectedObject, timestamp: { sec: number; nsec: number }) {
    const at = this.toMap(object);
    const { length, width, height } = object;
    return {
      ...emptyEntity(timestamp, object.id),
      metadata: [
        { key: 'class', value: object.class },
        { key: 'speed', value: String(object.speed) },
      ],
      cubes: [
        {
          pose: {
            position: { x: at.x, y: at.y, z: height / 2 },
            orientation: yawQuaternion(yawOf(object.heading)),
          },
          size: { x: length, y: width, z: height },
          color: CLASS_COLOURS[object.class],
        },
      ],
      texts: [label(at, height + 0.5, object.class)],
    };
  }

  /**
   * A traffic light group as a lamp of its colour where the HMI places it; `changes_at` (UTC,
   * ISO 8601) when the vehicle knows when the colour changes.
   */
  private lightEntity(
    light: TrafficLightState,
    ms: number,
    timestamp: { sec: number; nsec: number },
  ) {
    const at = this.toMap(light);
    return {
      ...emptyEntity(timestamp, String(light.id)),
      metadata: [
        { key: 'color', value: light.color },
        ...(light.remaining_s === null
          ? []
          : [
              {
                key: 'changes_at',
                value: new Date(Math.round(ms + light.remaining_s * 1000)).toISOString(),
              },
            ]),
      ],
      spheres: [
        {
          pose: { position: { x: at.x, y: at.y, z: LIGHT_HEIGHT_M }, orientation: IDENTITY },
          size: { x: 1, y: 1, z: 1 },
          color: LIGHT_COLOURS[light.color],
        },
      ],
      texts: [label(at, LIGHT_HEIGHT_M + 1, light.color)],
    };
  }
}

/** A SceneEntity in the map frame with no primitives yet; it stays until the next update. */
function emptyEntity(timestamp: { sec: number; nsec: number }, id: string) {
  return {
    timestamp,
    frame_id: 'map',
    id,
    lifetime: { sec: 0, nsec: 0 },
    frame_locked: false,
    metadata: [] as Array<{ key: string; value: string }>,
    arrows: [],
    cubes: [] as unknown[],
    spheres: [] as unknown[],
    cylinders: [],
    lines: [],
    triangles: [],
    texts: [] as unknown[],
    models: [],
  };
}

function label(at: { x: number; y: number }, z: number, text: string) {
  return {
    pose: { position: { x: at.x, y: at.y, z }, orientation: IDENTITY },
    billboard: true,
    font_size: 14,
    scale_invariant: true,
    color: WHITE,
    text,
  };
}
