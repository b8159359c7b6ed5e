import { type FileHandle, mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';
import { HMI_RATES, type RecordingInfo } from '@ads/contract';
import { type IWritable, McapWriter } from '@mcap/core';
import { AgentError } from '../runtime';
import type { VehicleAdapter } from './adapter';
import { DriveEncoder, type LatLon, type Snapshot } from './drive-messages';
import { SCHEMAS, schemaData, type Topic, TOPICS } from './drive-topics';

/*
 * "Record this drive" (issue 16): the vehicle's topics, as a real Autoware stack names them,
 * written to an MCAP file in the recordings folder (`drives/drive-YYYYMMDD-HHMMSS.mcap`, the
 * vehicle clock's UTC time), for Data Management to index and replay.
 *
 * Every message is JSON (`json` message encoding, `jsonschema` schemas), in chunks of 1 MiB
 * without compression (@mcap/core has no compressor of its own; zstd or lz4 would need a wasm
 * or native module). Log and publish time are the vehicle clock. The schemas are well-known ones
 * where one fits, so the file draws in Foxglove and Lichtblick as it is (ADR 30, "Drives other
 * tools read"); drive-topics.ts holds them, drive-messages.ts writes the messages. The topics:
 *
 * | topic                                                   | schema name                                           | rate   | content                                                                                                                             |
 * | ------------------------------------------------------- | ----------------------------------------------------- | ------ | ----------------------------------------------------------------------------------------------------------------------------------- |
 * | `/sensing/gnss/fix`                                     | `foxglove.LocationFix`                                | 10 Hz  | the vehicle's latitude, longitude, altitude 0, covariance (0.5 m σ, DIAGONAL_KNOWN), heading (rad from north) and ENU velocity, frame `gnss_link` |
 * | `/tf`                                                   | `foxglove.FrameTransform`                             | 10 Hz  | the ego pose: `map` → `base_link`                                                                                                   |
 * | `/localization/kinematic_state`                         | `nav_msgs/msg/Odometry`                               | 10 Hz  | pose in `map`, yaw from the heading; twist.linear.x = speed, angular.z = yaw rate                                                   |
 * | `/vehicle/status`                                       | `ads_studio/msg/VehicleStatus`                        | 10 Hz  | the VehicleReading (the FMS state without seq/stamp/control; `speed` m/s), null fields left out                                     |
 * | `/vehicle/status/velocity_status`                       | `autoware_vehicle_msgs/msg/VelocityReport`            | 10 Hz  | Autoware's speed report: longitudinal_velocity = speed, heading_rate = yaw rate                                                     |
 * | `/api/routing/state`                                    | `autoware_adapi_v1_msgs/msg/RouteState`               | 10 Hz  | `{ stamp, state }` with the AD API's numbers (UNSET 1, SET 2, ARRIVED 3, CHANGING 4)                                                 |
 * | `/api/routing/route`                                    | `ads_studio/msg/Route`                                | change | the map, goal, waypoints, lanelets and what is left of the route in lat/lon (written when it changes; null parts left out)         |
 * | `/planning/trajectory`                                  | `ads_studio/msg/Trajectory`                           | 10 Hz  | header and points `{ lat, lon, speed }`                                                                                             |
 * | `/hmi/objects`                                          | `foxglove.SceneUpdate`                                | 10 Hz  | the detected objects: a box each (pose, size, colour by class), its class as a label, id, metadata class and speed; replaces the last |
 * | `/api/planning/velocity_factors`                        | `autoware_adapi_v1_msgs/msg/VelocityFactorArray`      | 10 Hz  | the AD API's factors: pose in `map` (identity orientation), distance, status, behavior, detail                                       |
 * | `/perception/traffic_light_recognition/traffic_signals` | `autoware_perception_msgs/msg/TrafficLightGroupArray` | 10 Hz  | Autoware's light states: group id (the regulatory element), one circle element of the colour                                        |
 * | `/hmi/traffic_lights`                                   | `foxglove.SceneUpdate`                                | change | the lights where the HMI places them: a lamp of the colour, id, metadata colour and changes_at (when the colour changes, if known); written when a colour or the lights in view change |
 * | `/sensing/lidar/points`                                 | `foxglove.PointCloud`                                 | 2 Hz   | float32 x, y, z (stride 12), `data` base64, frame `base_link`, the pose as identity                                                 |
 *
 * The `map` frame is metres east (x) and north (y) of the map origin: the vehicle's position
 * when the recording started, in the `ads_studio.drive` metadata (`map_origin_lat`,
 * `map_origin_lon`). The studio's indexer reads the route and distance from the fixes and the
 * speed from the odometry. The ads_studio types are the HMI's own shapes (lat/lon, not map
 * metres), named so nobody takes them for Autoware's messages. Records written before these
 * schemas (NavSatFix fixes, `ads_studio/msg/DetectedObjects` on `/api/perception/objects`, the
 * factors and lights as ads_studio types) are still read by the studio.
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
  messagesOf: DriveEncoder;
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

  /** What the vehicle says now; null (said once a recording) when it gives no reading. */
  function capture(s: Pick<Session, 'ticks' | 'silent'>): Snapshot | null {
    try {
      return {
        ms: now(),
        reading: adapter.reading(),
        planning: adapter.planning(),
        cloud: s.ticks % cloudEvery === 0 ? adapter.cloud() : null,
      };
    } catch (error) {
      // Said once a recording, not at 10 Hz; the samples the vehicle could not give are missing.
      if (!s.silent) options.log(`drive recording: the vehicle gave no reading (${String(error)})`);
      s.silent = true;
      return null;
    }
  }

  /**
   * What the vehicle says now (or `captured`, the start's sample), captured at once; written in
   * the queue's time.
   */
  function tick(captured?: Snapshot | null): void {
    const s = session;
    if (!s?.open) return;
    const snapshot = captured === undefined ? capture(s) : captured;
    if (!snapshot) return;
    const { ms } = snapshot;
    s.ticks += 1;
    const messages = s.messagesOf.encode(snapshot);
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
    let first: Snapshot | null = null;
    let silent = false;
    try {
      const writable = new FileWritable(handle);
      const writer = new McapWriter({ writable, useChunks: true, chunkSize: CHUNK_BYTES });
      await writer.start({ profile: '', library: 'ADS Studio agent (drive recorder)' });
      // The first sample, taken now: its position is the map frame's origin, named in the
      // metadata (when the vehicle gives no reading yet, the first sample that comes is).
      const probe = { ticks: 0, silent: false };
      first = capture(probe);
      silent = probe.silent;
      const origin: LatLon | null = first
        ? { lat: first.reading.lat, lon: first.reading.lon }
        : null;
      await writer.addMetadata({
        name: 'ads_studio.drive',
        metadata: new Map([
          ['vehicle', adapter.kind],
          ['started', new Date(since).toISOString()],
          ...(origin
            ? [
                ['map_origin_lat', String(origin.lat)] as const,
                ['map_origin_lon', String(origin.lon)] as const,
              ]
            : []),
        ]),
      });
      // One schema record per schema name (both scenes are foxglove.SceneUpdate).
      const schemaIds = new Map<string, number>();
      const channels = {} as Record<Topic, number>;
      for (const topic of Object.keys(TOPICS) as Topic[]) {
        const schemaName = SCHEMAS[topic].name;
        let schemaId = schemaIds.get(schemaName);
        if (schemaId === undefined) {
          schemaId = await writer.registerSchema({
            name: schemaName,
            encoding: 'jsonschema',
            data: schemaData(topic),
          });
          schemaIds.set(schemaName, schemaId);
        }
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
        messagesOf: new DriveEncoder(origin),
        ticks: 0,
        queue: Promise.resolve(),
        failed: null,
        silent,
      };
    } catch (error) {
      await handle.close().catch(() => {});
      throw new AgentError(
        `Cannot write ${name}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    options.log(`drive recording started: ${name}`);
    // The first sample at once, then every 100 ms on the vehicle clock.
    tick(first);
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
