import { describe, expect, it } from 'vitest';
import {
  type CalibrationBody,
  CalibrationBody as CalibrationBodySchema,
  SaveCalibrationBody,
  savedCalibrationBody,
} from './calibration';
import {
  childPose,
  savedCameraInfoYaml,
  savedSensorKitYaml,
  savedStaticTransform,
} from './calibration-exports';
import { parseCameraInfoYaml, parseSensorKitYaml } from '@ads/calibration';

const DEG = Math.PI / 180;

type Radar = Extract<CalibrationBody, { kind: 'radar_lidar' }>;

const radarResult = { x: 1.2, y: -0.4, yaw: -2 * DEG, rms: 0.021, residuals: [0.01, 0.03, 0.02] };
const frames = { parent: 'lidar', child: 'front_radar' };
const radar: Radar = {
  kind: 'radar_lidar',
  result: radarResult,
  frames,
  mounting: { z: 0.85, roll: 1.5 * DEG, pitch: -3 * DEG },
};

describe('a saved radar result’s exports', () => {
  it('carry the fit’s x, y, yaw and the saved mounting’s z, roll, pitch', () => {
    const kit = parseSensorKitYaml(savedSensorKitYaml(radar));
    expect(kit.parent).toBe('lidar');
    expect(kit.entries).toHaveLength(1);
    const entry = kit.entries[0]!;
    expect(entry.frame).toBe('front_radar');
    expect(entry.x).toBeCloseTo(1.2, 6);
    expect(entry.y).toBeCloseTo(-0.4, 6);
    expect(entry.z).toBeCloseTo(0.85, 6);
    expect(entry.roll).toBeCloseTo(1.5 * DEG, 6);
    expect(entry.pitch).toBeCloseTo(-3 * DEG, 6);
    expect(entry.yaw).toBeCloseTo(-2 * DEG, 6);

    expect(savedStaticTransform(radar)).toBe(
      'ros2 run tf2_ros static_transform_publisher --x 1.2 --y -0.4 --z 0.85 ' +
        '--roll 0.02618 --pitch -0.05236 --yaw -0.034907 ' +
        '--frame-id lidar --child-frame-id front_radar',
    );
  });

  it('put an unmounted radar (all 0) in the lidar’s plane', () => {
    const pose = childPose({ ...radar, mounting: { z: 0, roll: 0, pitch: 0 } });
    expect(pose).toEqual({ x: 1.2, y: -0.4, z: 0, roll: 0, pitch: 0, yaw: -2 * DEG });
  });
});

describe('saved bodies read back', () => {
  it('gives a radar row saved before the mounting was kept z, roll and pitch of 0', () => {
    const old = savedCalibrationBody('radar_lidar', { result: radarResult, frames });
    expect(old).toEqual({
      kind: 'radar_lidar',
      result: radarResult,
      frames,
      mounting: { z: 0, roll: 0, pitch: 0 },
    });
    const kit = parseSensorKitYaml(savedSensorKitYaml(old as Radar));
    expect(kit.entries[0]).toMatchObject({ z: 0, roll: 0, pitch: 0 });
    expect(kit.entries[0]!.x).toBeCloseTo(1.2, 6);
  });

  it('keeps a stored mounting, each missing or unreadable part read as 0', () => {
    expect(savedCalibrationBody('radar_lidar', { ...radar, kind: undefined })).toEqual(radar);
    const partial = savedCalibrationBody('radar_lidar', {
      result: radarResult,
      frames,
      mounting: { z: 1.1, roll: 'level', pitch: 9 },
    }) as Radar;
    expect(partial.mounting).toEqual({ z: 1.1, roll: 0, pitch: 0 });
    const notAnObject = savedCalibrationBody('radar_lidar', {
      result: radarResult,
      frames,
      mounting: [1, 2, 3],
    }) as Radar;
    expect(notAnObject.mounting).toEqual({ z: 0, roll: 0, pitch: 0 });
  });

  it('leaves an intrinsic row without standard deviations as saved', () => {
    const body = {
      board: { kind: 'chessboard', cols: 9, rows: 6, square: 0.025 },
      result: {
        rms: 0.2,
        K: [900, 0, 640, 0, 880, 400, 0, 0, 1],
        D: [-0.2, 0.05, 0, 0, 0],
        model: 'plumb_bob',
        image_size: [1280, 800],
        views: [],
      },
    };
    const read = savedCalibrationBody('camera_intrinsics', body);
    expect(read).toEqual({ kind: 'camera_intrinsics', ...body });
    expect(read.kind === 'camera_intrinsics' && read.result.std).toBeUndefined();
    // Its exports do not need them.
    expect(parseCameraInfoYaml(savedCameraInfoYaml(read as never, 'camera0')).intrinsics.K).toEqual(
      body.result.K,
    );
  });
});

describe('what a save takes', () => {
  const save = { project_id: 3, sensor: 'front_radar', note: '' };

  it('defaults a radar’s mounting to 0 and refuses one out of range', () => {
    const parsed = SaveCalibrationBody.parse({
      ...save,
      kind: 'radar_lidar',
      result: radarResult,
      frames,
    });
    expect(parsed).toMatchObject({ mounting: { z: 0, roll: 0, pitch: 0 } });
    const halfGiven = CalibrationBodySchema.parse({
      kind: 'radar_lidar',
      result: radarResult,
      frames,
      mounting: { z: 0.5 },
    });
    expect(halfGiven).toMatchObject({ mounting: { z: 0.5, roll: 0, pitch: 0 } });
    const bad = SaveCalibrationBody.safeParse({
      ...save,
      kind: 'radar_lidar',
      result: radarResult,
      frames,
      mounting: { z: 'high', roll: 4, pitch: 0 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'mounting.roll',
      'mounting.z',
    ]);
  });

  it('keeps an intrinsic result’s standard deviations, null where the solver had none', () => {
    const result = {
      rms: 0.2,
      K: [900, 0, 640, 0, 880, 400, 0, 0, 1],
      D: [-0.2, 0.05, 0, 0, 0],
      model: 'plumb_bob',
      image_size: [1280, 800],
      views: [],
    };
    const std = { K: [0.41, 0.4, 0.3, 0.28], D: [0.002, 0.01, 0.0001, 0.0001, null] };
    const board = { kind: 'chessboard', cols: 9, rows: 6, square: 0.025 };
    const parsed = CalibrationBodySchema.parse({
      kind: 'camera_intrinsics',
      board,
      result: { ...result, std },
    });
    expect(parsed.kind === 'camera_intrinsics' && parsed.result.std).toEqual(std);
    for (const wrong of [
      { K: [0.4, 0.4, 0.3], D: [] },
      { K: [0.4, -0.4, 0.3, 0.3], D: [] },
    ]) {
      const refused = CalibrationBodySchema.safeParse({
        kind: 'camera_intrinsics',
        board,
        result: { ...result, std: wrong },
      });
      expect(refused.success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
