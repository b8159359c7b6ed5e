import type { CalibrationEntry } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import {
  intrinsicSummary,
  lidarCameraSummary,
  mountingText,
  radarSummary,
  sigmaText,
} from './saved-summary';

type Of<K extends CalibrationEntry['kind']> = Extract<CalibrationEntry, { kind: K }>;

const DEG = Math.PI / 180;
const head = {
  id: 1,
  project_id: 3,
  sensor: 's',
  note: '',
  created_at: '2026-03-01T10:00:00.000Z',
  created_by: null,
};

const intrinsic: Of<'camera_intrinsics'> = {
  ...head,
  kind: 'camera_intrinsics',
  board: { kind: 'chessboard', cols: 9, rows: 6, square: 0.025 },
  result: {
    rms: 0.2134,
    K: [900, 0, 640, 0, 880, 400, 0, 0, 1],
    D: [-0.2, 0.05, 0, 0, 0],
    model: 'plumb_bob',
    image_size: [1280, 800],
    views: [
      { file: 'a.png', found: true, rms: 0.2 },
      { file: 'b.png', found: true, rms: 0.22 },
      { file: 'c.png', found: false, rms: null, reason: 'No board.' },
    ],
  },
};

describe('a saved result’s headline', () => {
  it('gives intrinsics their RMS, views used and the σ of fx, fy, cx, cy when kept', () => {
    expect(intrinsicSummary(intrinsic)).toBe('RMS 0.213 px over 2 views');
    const withStd = {
      ...intrinsic,
      result: { ...intrinsic.result, std: { K: [0.417, 0.4, 0.313, null], D: [0.002] } },
    };
    expect(intrinsicSummary(withStd)).toBe(
      'RMS 0.213 px over 2 views · σ fx 0.42 · fy 0.40 · cx 0.31 · cy — px',
    );
  });

  it('gives a lidar–camera result its pairs when the residuals were kept', () => {
    const entry: Of<'lidar_camera'> = {
      ...head,
      kind: 'lidar_camera',
      frames: { parent: 'lidar', child: 'camera0/camera_link' },
      result: {
        R: [1, 0, 0, 0, 1, 0, 0, 0, 1],
        t: [0, 0, 0],
        rpy: [0, 0, 0],
        quaternion: [0, 0, 0, 1],
        reprojection_rms: 0.372,
      },
    };
    expect(lidarCameraSummary(entry)).toBe('RMS 0.37 px · lidar → camera0/camera_link');
    expect(
      lidarCameraSummary({ ...entry, result: { ...entry.result, residuals: [0.3, 0.4, 0.5] } }),
    ).toBe('RMS 0.37 px over 3 pairs · lidar → camera0/camera_link');
    // Outliers left out of the solve are not among the pairs its RMS is over.
    const withOutlier = { ...entry.result, residuals: [0.3, 0.4, 31.5], outliers: [2] };
    expect(lidarCameraSummary({ ...entry, result: withOutlier })).toBe(
      'RMS 0.37 px over 2 pairs · lidar → camera0/camera_link',
    );
  });

  it('gives a radar result its matched reflectors, yaw and mounting', () => {
    const entry: Of<'radar_lidar'> = {
      ...head,
      kind: 'radar_lidar',
      frames: { parent: 'lidar', child: 'front_radar' },
      result: { x: 1.2, y: -0.4, yaw: -2 * DEG, rms: 0.0213, residuals: [0.01, 0.03, 0.02] },
      mounting: { z: 0.85, roll: 1.5 * DEG, pitch: -3 * DEG },
    };
    expect(radarSummary(entry)).toBe(
      'RMS 2.1 cm over 3 reflectors · yaw -2.00° · z 0.85 m · roll 1.50° · pitch -3.00°',
    );
    expect(
      radarSummary({
        ...entry,
        result: { ...entry.result, residuals: [0.01] },
        mounting: { z: 0, roll: 0, pitch: 0 },
      }),
    ).toMatch(/over 1 reflector · .* · z 0\.00 m · roll 0\.00° · pitch 0\.00°$/);
    expect(mountingText({ z: -0.2, roll: 0, pitch: 90 * DEG })).toBe(
      'z -0.20 m · roll 0.00° · pitch 90.00°',
    );
  });

  it('writes a missing standard deviation as a dash', () => {
    expect(sigmaText(0.4167, 2)).toBe('0.42');
    expect(sigmaText(null, 2)).toBe('—');
    expect(sigmaText(undefined, 2)).toBe('—');
    expect(sigmaText(NaN, 2)).toBe('—');
  });
});
