import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineM } from '../src/files/indexer/geo';
import { type RecordIndex, indexRecord } from '../src/files/indexer';
import {
  type HmiDrive,
  recordHmiDrive,
  writeLegacyHmiDrive,
} from '../../../test-support/hmi-drive';

// Drives recorded by the HMI (the agent's own drive recorder on the simulated vehicle) index as
// any drive does: the route and distance from its foxglove.LocationFix fixes, the speed from
// its odometry. Records in the recorder's layout before ADR 30 (sensor_msgs/msg/NavSatFix and
// the ads_studio types) index the same from the same readings.

let dir: string;
let drive: HmiDrive;
let current: RecordIndex;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ads-hmi-drive-'));
  // Noon in Korea, where the sample road network lies: a wall-clock drive by day.
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 3, 0, 0) });
  try {
    drive = await recordHmiDrive({
      folder: dir,
      seconds: 40,
      advance: (ms) => vi.advanceTimersByTime(ms),
    });
  } finally {
    vi.useRealTimers();
  }
  current = await indexRecord(drive.path);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The distance the readings cover, metres. */
function driven(readings: HmiDrive['readings']): number {
  let metres = 0;
  for (let i = 1; i < readings.length; i++) {
    const [a, b] = [readings[i - 1]!, readings[i]!];
    metres += haversineM(a.lat, a.lon, b.lat, b.lon);
  }
  return metres;
}

describe('a drive recorded by the HMI', () => {
  it('is indexed from its LocationFix fixes and odometry', () => {
    const readings = drive.readings;
    expect(readings.length).toBe(401); // 10 Hz for 40 s, from the start
    const types = Object.fromEntries(current.topics.map((topic) => [topic.name, topic.type]));
    expect(types).toMatchObject({
      '/sensing/gnss/fix': 'foxglove.LocationFix',
      '/localization/kinematic_state': 'nav_msgs/msg/Odometry',
      '/hmi/objects': 'foxglove.SceneUpdate',
    });
    expect(current.format).toBe('mcap');
    expect(current.route_source).toBe('gnss');
    const [first, last] = [readings[0]!, readings.at(-1)!];
    expect(current.route[0]!.slice(0, 2)).toEqual([first.lon, first.lat]);
    expect(current.route.at(-1)!.slice(0, 2)).toEqual([last.lon, last.lat]);
    expect(current.duration_s).toBeCloseTo(40, 6);

    // The vehicle drove: the distance is the readings' (GNSS counts steps of 3 m at least).
    const truth = driven(readings);
    expect(truth).toBeGreaterThan(100);
    expect(Math.abs(current.distance_m! - truth)).toBeLessThan(3);
    const top = Math.max(...readings.map((reading) => reading.speed));
    expect(current.max_speed_mps).toBeGreaterThan(top - 0.5);
    expect(current.max_speed_mps).toBeLessThanOrEqual(top + 1e-9);
    // The speed curve is the odometry's (the vehicle's own speed), not differentiated fixes.
    expect(current.speed.length).toBeGreaterThan(100);
    for (const [t, mps] of current.speed) {
      const at = Math.min(readings.length - 1, Math.round(t * 10));
      expect(Math.abs(mps - readings[at]!.speed), `at ${t} s`).toBeLessThan(0.5);
    }
    // The vehicle's status is plottable by its speed.
    const status = current.topics.find((topic) => topic.name === '/vehicle/status')!;
    expect(status.fields).toContain('speed');
  });

  it('indexes the same in the layout recorded before ADR 30', async () => {
    const path = join(dir, 'legacy.mcap');
    await writeLegacyHmiDrive(path, drive);
    const legacy = await indexRecord(path);
    const types = Object.fromEntries(legacy.topics.map((topic) => [topic.name, topic.type]));
    expect(types).toEqual({
      '/sensing/gnss/fix': 'sensor_msgs/msg/NavSatFix',
      '/localization/kinematic_state': 'nav_msgs/msg/Odometry',
      '/vehicle/status': 'ads_studio/msg/VehicleStatus',
      '/api/perception/objects': 'ads_studio/msg/DetectedObjects',
    });
    expect(legacy.route_source).toBe('gnss');
    expect(legacy.route).toEqual(current.route);
    expect(legacy.distance_m).toBe(current.distance_m);
    expect(legacy.max_speed_mps).toBe(current.max_speed_mps);
    expect(legacy.speed).toEqual(current.speed);
  });
});
