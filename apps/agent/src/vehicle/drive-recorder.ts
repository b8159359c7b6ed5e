import { type FileHandle, mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { HMI_RATES, type RecordingInfo, type RouteStateName } from '@ads/contract';
import { type IWritable, McapWriter } from '@mcap/core';
import { AgentError } from '../runtime';
import type { CloudReading, PlanningReading, VehicleAdapter, VehicleReading } from './adapter';

/*
 * "Record this drive" (issue 16): the vehicle's topics, as a real Autoware stack names them,
 * written to an MCAP file in the recordings folder (`drives/drive-YYYYMMDD-HHMMSS.mcap`, the
 * vehicle clock's UTC time), for Data Management to index and replay.
 *
 * Every message is JSON (`json` message encoding, `jsonschema` schemas), in chunks of 1 MiB
 * without compression (@mcap/core has no compressor of its own; zstd or lz4 would need a wasm
 * or native module). Log and publish time are the vehicle clock. The topics:
 *
 * | topic                                                  | schema name                              | rate   | content                                                                                                           |
 * | ------------------------------------------------------ | ---------------------------------------- | ------ | ----------------------------------------------------------------------------------------------------------------- |
 * | `/sensing/gnss/fix`                                    | `sensor_msgs/msg/NavSatFix`              | 10 Hz  | header, status (FIX, GPS), latitude, longitude, altitude 0, covariance (0.5 m σ, diagonal known)                  |
 * | `/localization/kinematic_state`                        | `nav_msgs/msg/Odometry`                  | 10 Hz  | pose in metres east/north of the recording's first fix (`map`), yaw from the heading; twist.linear.x = speed, angular.z = yaw rate |
 * | `/vehicle/status`                                      | `ads_studio/msg/VehicleStatus`           | 10 Hz  | the VehicleReading (the FMS state without seq/stamp/control)                                                      |
 * | `/api/routing/state`                                   | `autoware_adapi_v1_msgs/msg/RouteState`  | 10 Hz  | `{ stamp, state }` with the AD API's numbers (UNSET 1, SET 2, ARRIVED 3, CHANGING 4)                               |
 * | `/api/routing/route`                                   | `ads_studio/msg/Route`                   | change | the map, goal, waypoints, lanelets and what is left of the route (written when it changes)                         |
 * | `/planning/trajectory`                                 | `ads_studio/msg/Trajectory`              | 10 Hz  | header and points `{ lat, lon, speed }`                                                                           |
 * | `/api/perception/objects`                              | `ads_studio/msg/DetectedObjects`         | 10 Hz  | header and the HMI's DetectedObject list                                                                          |
 * | `/api/planning/velocity_factors`                       | `ads_studio/msg/VelocityFactorArray`     | 10 Hz  | header and the HMI's VelocityFactor list                                                                          |
 * | `/perception/traffic_light_recognition/traffic_signals`| `ads_studio/msg/TrafficLightGroupArray`  | 10 Hz  | header and the HMI's TrafficLightState list                                                                       |
 * | `/sensing/lidar/points`                                | `foxglove.PointCloud`                    | 2 Hz   | Foxglove's PointCloud in JSON: float32 x, y, z (stride 12), `data` base64, frame `base_link`, the pose as identity |
 *
 * The studio's indexer reads the route, distance and speed from the first two. The ads_studio
 * types are the HMI's own shapes (lat/lon, not map metres), named so nobody takes them for
 * Autoware's messages.
 *
 * A recording ends when stopped, when the agent closes (the file is closed properly: a valid,
 * indexed MCAP), or by itself at RECORDING_LIMITS (2 GiB or 2 hours): then the file is closed,
 * the planning push keeps showing it (its bytes and messages no longer grow) and the next
 * `stop` uploads it. The studio link going down does not stop it.
 */

/** A recording stops by itself at the first of these (then waits for a stop to upload it). */
export const RECORDING_LIMITS = { bytes: 2 * 1024 ** 3, ms: 2 * 3600_000 } as const;
/** The recordings folder's sub-folder of drives. */
export const DRIVES_FOLDER = 'drives';
/** Chunks of this many bytes (McapWriter's default), uncompressed. */
const CHUNK_BYTES = 1024 * 1024;

export interface DriveRecorderOptions {
  adapter: VehicleAdapter;
  /** The recordings folder; files go to its `drives/` sub-folder. */
  folder: string;
  /** The vehicle clock (epoch ms); default `Date.now`. */
  now?: () => number;
  log(line: string): void;
  limits?: { bytes: number; ms: number };
}

export interface DriveRecorder {
  /** Opens a new file and starts writing; refused while a recording is open or waits for upload. */
  start(): Promise<RecordingInfo>;
  /**
   * Closes the file (when still open) and resolves with its name in the recordings folder,
   * for the upload; null when there is no recording.
   */
  stop(): Promise<string | null>;
  /** The recording, for the planning push; null when there is none. */
  info(): RecordingInfo | null;
  /** Closes an open recording properly (the agent stops); it stays in the folder. */
  close(): Promise<void>;
}

/** AD API RouteState numbers. */
const ROUTE_STATE: Record<RouteStateName, number> = {
  UNSET: 1,
  SET: 2,
  ARRIVED: 3,
  CHANGING: 4,
};

const TOPICS = {
  fix: '/sensing/gnss/fix',
  odometry: '/localization/kinematic_state',
  status: '/vehicle/status',
  routeState: '/api/routing/state',
  route: '/api/routing/route',
  trajectory: '/planning/trajectory',
  objects: '/api/perception/objects',
  factors: '/api/planning/velocity_factors',
  lights: '/perception/traffic_light_recognition/traffic_signals',
  lidar: '/sensing/lidar/points',
} as const;
type Topic = keyof typeof TOPICS;

const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const arr = (items: unknown) => ({ type: 'array', items });
const stamp = obj({ sec: int, nanosec: int });
const header = obj({ stamp, frame_id: str });
const vector3 = obj({ x: num, y: num, z: num });
const anyObject = { type: 'object' } as const;

/** Schema name and JSON Schema of each topic. */
const SCHEMAS: Record<Topic, { name: string; schema: Record<string, unknown> }> = {
  fix: {
    name: 'sensor_msgs/msg/NavSatFix',
    schema: obj({
      header,
      status: obj({ status: int, service: int }),
      latitude: num,
      longitude: num,
      altitude: num,
      position_covariance: arr(num),
      position_covariance_type: int,
    }),
  },
  odometry: {
    name: 'nav_msgs/msg/Odometry',
    schema: obj({
      header,
      child_frame_id: str,
      pose: obj({
        pose: obj({ position: vector3, orientation: obj({ x: num, y: num, z: num, w: num }) }),
        covariance: arr(num),
      }),
      twist: obj({ twist: obj({ linear: vector3, angular: vector3 }), covariance: arr(num) }),
    }),
  },
  status: { name: 'ads_studio/msg/VehicleStatus', schema: anyObject },
  routeState: { name: 'autoware_adapi_v1_msgs/msg/RouteState', schema: obj({ stamp, state: int }) },
  route: {
    name: 'ads_studio/msg/Route',
    schema: obj({ header, map: anyObject, route: anyObject }),
  },
  trajectory: {
    name: 'ads_studio/msg/Trajectory',
    schema: obj({ header, points: arr(obj({ lat: num, lon: num, speed: num })) }),
  },
  objects: {
    name: 'ads_studio/msg/DetectedObjects',
    schema: obj({ header, objects: arr(anyObject) }),
  },
  factors: {
    name: 'ads_studio/msg/VelocityFactorArray',
    schema: obj({ header, factors: arr(anyObject) }),
  },
  lights: {
    name: 'ads_studio/msg/TrafficLightGroupArray',
    schema: obj({ header, traffic_light_groups: arr(anyObject) }),
  },
  lidar: {
    name: 'foxglove.PointCloud',
    schema: obj({
      timestamp: obj({ sec: int, nsec: int }),
      frame_id: str,
      pose: obj({ position: vector3, orientation: obj({ x: num, y: num, z: num, w: num }) }),
      point_stride: int,
      fields: arr(obj({ name: str, offset: int, type: int })),
      data: { type: 'string', contentEncoding: 'base64' },
    }),
  },
};

/** Foxglove's PackedElementField type FLOAT32. */
const FLOAT32 = 7;
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** GNSS σ 0.5 m: variance 0.25 m² on east and north, 1 m² up. */
const FIX_COVARIANCE = [0.25, 0, 0, 0, 0.25, 0, 0, 0, 1];
const ZEROS_36 = new Array<number>(36).fill(0);

const encoder = new TextEncoder();

/** `YYYYMMDD-HHMMSS` of an epoch ms, UTC. */
function fileStamp(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2026-11-24T20:30:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/** An MCAP IWritable over an open file: each write lands on disk before the next one. */
class FileWritable implements IWritable {
  private offset = 0n;
  constructor(private readonly handle: FileHandle) {}
  async write(buffer: Uint8Array): Promise<void> {
    let done = 0;
    while (done < buffer.byteLength) {
      const { bytesWritten } = await this.handle.write(buffer, done, buffer.byteLength - done);
      done += bytesWritten;
    }
    this.offset += BigInt(buffer.byteLength);
  }
  position(): bigint {
    return this.offset;
  }
}

interface Snapshot {
  ms: number;
  reading: VehicleReading;
  planning: PlanningReading;
  cloud: CloudReading | null;
}

/** One open file and its writer; every call goes through `queue`, one at a time. */
interface Session {
  name: string;
  since: number;
  handle: FileHandle;
  writable: FileWritable;
  writer: McapWriter;
  channels: Record<Topic, number>;
  /** Whether the file is still being written (false once closed, waiting for the upload). */
  open: boolean;
  messages: number;
  /** Message bytes added since the file last grew: in the chunk being built. */
  buffered: number;
  lastPosition: bigint;
  sequence: number;
  origin: { lat: number; lon: number } | null;
  last: { ms: number; yaw: number } | null;
  lastRoute: string;
  ticks: number;
  queue: Promise<void>;
  failed: string | null;
  /** The vehicle failed to give a reading once: not said again. */
  silent: boolean;
}

export function createDriveRecorder(options: DriveRecorderOptions): DriveRecorder {
  const { adapter } = options;
  const now = options.now ?? Date.now;
  const limits = options.limits ?? RECORDING_LIMITS;
  const period = 1000 / HMI_RATES.planningHz;
  const cloudEvery = Math.round(HMI_RATES.planningHz / HMI_RATES.cloudHz);
  let session: Session | null = null;
  /** A start or stop under way: the next one waits for it to be settled. */
  let busy: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const info = (s: Session): RecordingInfo => ({
    name: s.name,
    since: s.since,
    bytes: Number(s.writable.position()) + s.buffered,
    messages: s.messages,
  });

  function schedule(last: number): void {
    let next = last + period;
    if (next <= now()) next = now() + period;
    timer = setTimeout(() => {
      tick();
      if (session?.open) schedule(next);
    }, next - now());
    timer.unref();
  }

  /** What the vehicle says now, captured at once; written in the queue's time. */
  function tick(): void {
    const s = session;
    if (!s?.open) return;
    const ms = now();
    let snapshot: Snapshot;
    try {
      snapshot = {
        ms,
        reading: adapter.reading(),
        planning: adapter.planning(),
        cloud: s.ticks % cloudEvery === 0 ? adapter.cloud() : null,
      };
    } catch (error) {
      // Said once a recording, not at 10 Hz; the samples the vehicle could not give are missing.
      if (!s.silent) options.log(`drive recording: the vehicle gave no reading (${String(error)})`);
      s.silent = true;
      return;
    }
    s.ticks += 1;
    const messages = encodeSnapshot(s, snapshot);
    // Written even when a stop comes meanwhile: the file ends after what was captured.
    s.queue = s.queue.then(async () => {
      if (s.failed) return;
      try {
        for (const [topic, data] of messages) await add(s, topic, ms, data);
      } catch (error) {
        s.failed = `cannot write ${s.name}: ${error instanceof Error ? error.message : String(error)}`;
        options.log(`drive recording stopped: ${s.failed}`);
        void finish(s);
        return;
      }
      const bytes = Number(s.writable.position()) + s.buffered;
      if (!s.open) return;
      if (bytes >= limits.bytes || ms - s.since >= limits.ms) {
        const why = bytes >= limits.bytes ? `${limits.bytes} bytes` : `${limits.ms / 60_000} min`;
        options.log(`drive recording ${s.name} reached its limit (${why}); stop it to upload it`);
        void finish(s);
      }
    });
  }

  async function add(s: Session, topic: Topic, ms: number, data: Uint8Array): Promise<void> {
    const time = BigInt(Math.round(ms)) * 1_000_000n;
    await s.writer.addMessage({
      channelId: s.channels[topic],
      sequence: s.sequence++,
      logTime: time,
      publishTime: time,
      data,
    });
    s.messages += 1;
    const position = s.writable.position();
    if (position !== s.lastPosition) {
      s.lastPosition = position;
      s.buffered = 0;
    } else {
      s.buffered += data.byteLength + 31; // the Message record's own bytes
    }
  }

  function encodeSnapshot(s: Session, snap: Snapshot): Array<[Topic, Uint8Array]> {
    const { ms, reading, planning, cloud } = snap;
    const stampOf = { sec: Math.floor(ms / 1000), nanosec: Math.round((ms % 1000) * 1e6) };
    const head = (frame_id: string) => ({ stamp: stampOf, frame_id });
    const json = (value: unknown) => encoder.encode(JSON.stringify(value));
    const out: Array<[Topic, Uint8Array]> = [];

    out.push([
      'fix',
      json({
        header: head('gnss_link'),
        status: { status: 0, service: 1 },
        latitude: reading.lat,
        longitude: reading.lon,
        altitude: 0,
        position_covariance: FIX_COVARIANCE,
        position_covariance_type: 2,
      }),
    ]);

    s.origin ??= { lat: reading.lat, lon: reading.lon };
    const east = (reading.lon - s.origin.lon) * RAD * EARTH_RADIUS_M * Math.cos(s.origin.lat * RAD);
    const north = (reading.lat - s.origin.lat) * RAD * EARTH_RADIUS_M;
    const yaw = (90 - reading.heading) * RAD;
    let yawRate = 0;
    if (s.last && ms > s.last.ms) {
      const turn = Math.atan2(Math.sin(yaw - s.last.yaw), Math.cos(yaw - s.last.yaw));
      yawRate = turn / ((ms - s.last.ms) / 1000);
    }
    s.last = { ms, yaw };
    out.push([
      'odometry',
      json({
        header: head('map'),
        child_frame_id: 'base_link',
        pose: {
          pose: {
            position: { x: east, y: north, z: 0 },
            orientation: { x: 0, y: 0, z: Math.sin(yaw / 2), w: Math.cos(yaw / 2) },
          },
          covariance: ZEROS_36,
        },
        twist: {
          twist: { linear: { x: reading.speed, y: 0, z: 0 }, angular: { x: 0, y: 0, z: yawRate } },
          covariance: ZEROS_36,
        },
      }),
    ]);
    out.push(['status', json(reading)]);
    out.push(['routeState', json({ stamp: stampOf, state: ROUTE_STATE[planning.route_state] })]);
    const route = JSON.stringify({
      map: planning.map,
      route: planning.route,
      remaining: planning.remaining,
    });
    if (route !== s.lastRoute) {
      s.lastRoute = route;
      out.push([
        'route',
        json({
          header: head('map'),
          map: planning.map,
          route: planning.route,
          remaining: planning.remaining,
        }),
      ]);
    }
    out.push([
      'trajectory',
      json({
        header: head('map'),
        points: planning.trajectory.map(([lat, lon, speed]) => ({ lat, lon, speed })),
      }),
    ]);
    out.push(['objects', json({ header: head('map'), objects: planning.objects })]);
    out.push(['factors', json({ header: head('map'), factors: planning.velocity_factors })]);
    out.push([
      'lights',
      json({ header: head('map'), traffic_light_groups: planning.traffic_lights }),
    ]);
    if (cloud) {
      const xyz = cloud.xyz;
      const bytes = Buffer.from(xyz.buffer, xyz.byteOffset, xyz.byteLength);
      const cloudMs = cloud.stamp;
      out.push([
        'lidar',
        json({
          timestamp: { sec: Math.floor(cloudMs / 1000), nsec: Math.round((cloudMs % 1000) * 1e6) },
          frame_id: 'base_link',
          pose: { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
          point_stride: 12,
          fields: [
            { name: 'x', offset: 0, type: FLOAT32 },
            { name: 'y', offset: 4, type: FLOAT32 },
            { name: 'z', offset: 8, type: FLOAT32 },
          ],
          data: bytes.toString('base64'),
        }),
      ]);
    }
    return out;
  }

  /** Opens `drives/drive-<time>.mcap` (`-2`, `-3`… when that second's name is taken). */
  async function openFile(since: number): Promise<{ name: string; handle: FileHandle }> {
    const dir = join(options.folder, DRIVES_FOLDER);
    await mkdir(dir, { recursive: true });
    const base = `drive-${fileStamp(since)}`;
    for (let n = 1; ; n += 1) {
      const file = `${base}${n === 1 ? '' : `-${n}`}.mcap`;
      try {
        const handle = await open(join(dir, file), 'wx');
        return { name: `${DRIVES_FOLDER}/${file}`, handle };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
      }
    }
  }

  async function begin(): Promise<RecordingInfo> {
    if (session) {
      throw new AgentError(
        session.open
          ? `Already recording ${session.name}.`
          : `${session.name} reached its limit and waits to be uploaded: stop it first.`,
      );
    }
    const since = now();
    let opened: { name: string; handle: FileHandle };
    try {
      opened = await openFile(since);
    } catch (error) {
      throw new AgentError(
        `Cannot create a drive recording in ${options.folder}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const { name, handle } = opened;
    try {
      const writable = new FileWritable(handle);
      const writer = new McapWriter({ writable, useChunks: true, chunkSize: CHUNK_BYTES });
      await writer.start({ profile: '', library: 'ADS Studio agent (drive recorder)' });
      await writer.addMetadata({
        name: 'ads_studio.drive',
        metadata: new Map([
          ['vehicle', adapter.kind],
          ['started', new Date(since).toISOString()],
        ]),
      });
      const channels = {} as Record<Topic, number>;
      for (const topic of Object.keys(TOPICS) as Topic[]) {
        const { name: schemaName, schema } = SCHEMAS[topic];
        const schemaId = await writer.registerSchema({
          name: schemaName,
          encoding: 'jsonschema',
          data: encoder.encode(JSON.stringify({ title: schemaName, ...schema })),
        });
        channels[topic] = await writer.registerChannel({
          schemaId,
          topic: TOPICS[topic],
          messageEncoding: 'json',
          metadata: new Map(),
        });
      }
      session = {
        name,
        since,
        handle,
        writable,
        writer,
        channels,
        open: true,
        messages: 0,
        buffered: 0,
        lastPosition: writable.position(),
        sequence: 0,
        origin: null,
        last: null,
        lastRoute: '',
        ticks: 0,
        queue: Promise.resolve(),
        failed: null,
        silent: false,
      };
    } catch (error) {
      await handle.close().catch(() => {});
      throw new AgentError(
        `Cannot write ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    options.log(`drive recording started: ${name}`);
    // The first sample at once, then every 100 ms on the vehicle clock.
    tick();
    schedule(since);
    return info(session);
  }

  /** Closes the file once what was captured is written; the session stays for its upload. */
  async function finish(s: Session): Promise<void> {
    if (!s.open) return s.queue;
    s.open = false;
    clearTimeout(timer);
    timer = undefined;
    const closing = s.queue.then(async () => {
      try {
        await s.writer.end();
      } catch (error) {
        s.failed ??= `cannot finish ${s.name}: ${String(error)}`;
        options.log(`drive recording: ${s.failed}`);
      } finally {
        await s.handle.close().catch(() => {});
      }
      s.buffered = 0;
      options.log(`drive recording closed: ${s.name} (${s.messages} messages)`);
    });
    s.queue = closing;
    return closing;
  }

  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = busy.then(work, work);
    busy = result.catch(() => {});
    return result;
  };

  return {
    start: () => serially(begin),
    stop: () =>
      serially(async () => {
        const s = session;
        if (!s) return null;
        await finish(s);
        session = null;
        return s.name;
      }),
    info: () => (session ? info(session) : null),
    close: () =>
      serially(async () => {
        if (session) await finish(session);
      }),
  };
}
