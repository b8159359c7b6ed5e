/*
 * Drives recorded as the HMI's "Record this drive" writes them, for the studio's tests of
 * records from a PC: `recordHmiDrive` runs the agent's own drive recorder on the simulated
 * vehicle driving its patrol route (the file a PC uploads today), and `writeLegacyHmiDrive`
 * writes the same readings in the layout the recorder wrote before ADR 30 (NavSatFix fixes and
 * the studio's own `ads_studio/msg/*` types), which the studio must keep reading.
 */
import { join } from 'node:path';
import { open } from 'node:fs/promises';
import { McapWriter } from '@mcap/core';
import type { VehicleReading } from '../apps/agent/src/vehicle/adapter';
import { createDriveRecorder } from '../apps/agent/src/vehicle/drive-recorder';
import { createSimVehicle } from '../apps/agent/src/vehicle/sim';

/** The simulated vehicle's model step, as its own 50 Hz timer runs it. */
const STEP_MS = 20;
/** Its GNSS initialisation (LOCALIZATION.gnssS) with a margin. */
const LOCALISE_MS = 1500;

export interface HmiDrive {
  /** The MCAP file. */
  path: string;
  /** What the vehicle reported at each of the recorder's samples (10 Hz), in order. */
  readings: VehicleReading[];
  /** Each sample's time, epoch ms (the vehicle clock). */
  times: number[];
}

/**
 * Records `seconds` of the simulated vehicle driving in AUTO into `folder`. The recorder and
 * the vehicle run on timers: `advance(ms)` must move the caller's fake clock and fire its timers
 * (vitest's `vi.advanceTimersByTime`), so a minute of driving takes a moment.
 */
export async function recordHmiDrive(options: {
  folder: string;
  seconds: number;
  advance: (ms: number) => void;
}): Promise<HmiDrive> {
  const vehicle = createSimVehicle({ autoStep: false });
  const run = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) {
      options.advance(STEP_MS);
      vehicle.step(STEP_MS / 1000);
    }
  };
  const readings: VehicleReading[] = [];
  const times: number[] = [];
  const recorder = createDriveRecorder({
    adapter: new Proxy(vehicle, {
      get(target, key, receiver) {
        if (key === 'reading') {
          return () => {
            const reading = target.reading();
            readings.push(reading);
            times.push(Date.now());
            return reading;
          };
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
    folder: options.folder,
    log: () => {},
  });
  try {
    run(LOCALISE_MS);
    await vehicle.engage(); // its patrol route is set from the start
    const { name } = await recorder.start();
    run(options.seconds * 1000);
    await recorder.stop();
    return { path: join(options.folder, name), readings, times };
  } finally {
    await recorder.close();
    await vehicle.close();
  }
}

/**
 * The recorder's layout before ADR 30, from the same readings: `/sensing/gnss/fix` as
 * `sensor_msgs/msg/NavSatFix`, `/localization/kinematic_state` as `nav_msgs/msg/Odometry`, the
 * status as `ads_studio/msg/VehicleStatus` (schema `{ type: 'object' }`) and an empty
 * `ads_studio/msg/DetectedObjects` list, JSON messages with JSON Schemas, as the agent wrote them.
 */
export async function writeLegacyHmiDrive(path: string, drive: HmiDrive): Promise<void> {
  const handle = await open(path, 'wx');
  let offset = 0n;
  const writer = new McapWriter({
    writable: {
      position: () => offset,
      async write(buffer) {
        let done = 0;
        while (done < buffer.byteLength) {
          done += (await handle.write(buffer, done, buffer.byteLength - done)).bytesWritten;
        }
        offset += BigInt(buffer.byteLength);
      },
    },
    useChunks: true,
  });
  const text = new TextEncoder();
  try {
    await writer.start({ profile: '', library: 'ADS Studio agent (drive recorder)' });
    const channel = async (topic: string, schema: string, jsonSchema: object) =>
      writer.registerChannel({
        topic,
        messageEncoding: 'json',
        metadata: new Map(),
        schemaId: await writer.registerSchema({
          name: schema,
          encoding: 'jsonschema',
          data: text.encode(JSON.stringify({ title: schema, ...jsonSchema })),
        }),
      });
    const fix = await channel('/sensing/gnss/fix', 'sensor_msgs/msg/NavSatFix', {
      type: 'object',
    });
    const odometry = await channel('/localization/kinematic_state', 'nav_msgs/msg/Odometry', {
      type: 'object',
    });
    const status = await channel('/vehicle/status', 'ads_studio/msg/VehicleStatus', {
      type: 'object',
    });
    const objects = await channel('/api/perception/objects', 'ads_studio/msg/DetectedObjects', {
      type: 'object',
    });
    let sequence = 0;
    for (const [i, reading] of drive.readings.entries()) {
      const ms = drive.times[i]!;
      const time = BigInt(ms) * 1_000_000n;
      const header = {
        stamp: { sec: Math.floor(ms / 1000), nanosec: (ms % 1000) * 1e6 },
        frame_id: 'map',
      };
      const add = (channelId: number, message: object) =>
        writer.addMessage({
          channelId,
          sequence: sequence++,
          logTime: time,
          publishTime: time,
          data: text.encode(JSON.stringify(message)),
        });
      await add(fix, {
        header: { ...header, frame_id: 'gnss_link' },
        status: { status: 0, service: 1 },
        latitude: reading.lat,
        longitude: reading.lon,
        altitude: 0,
        position_covariance: [0.25, 0, 0, 0, 0.25, 0, 0, 0, 1],
        position_covariance_type: 2,
      });
      await add(odometry, {
        header,
        child_frame_id: 'base_link',
        twist: { twist: { linear: { x: reading.speed, y: 0, z: 0 } } },
      });
      await add(status, reading);
      await add(objects, {
        header,
        objects: [{ id: 'car-1', class: 'CAR', lat: reading.lat, lon: reading.lon, speed: 3 }],
      });
    }
    await writer.end();
  } finally {
    await handle.close();
  }
}
