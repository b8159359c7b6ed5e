import { describe, expect, it } from 'vitest';
import { LIDAR_EXAMPLE, RADAR_EXAMPLE } from './radar-csv';
import {
  DEFAULT_SETTINGS,
  LEVEL,
  type ShownFit,
  fitBlocked,
  mountOf,
  mountValue,
  mountingDraftOf,
  numberOf,
  radarInputs,
  radarSaveBlocked,
} from './radar-rules';

const computed: ShownFit = {
  origin: 'computed',
  fit: { x: 1, y: 0, yaw: 0, rms: 0.02, residuals: [0.01, 0.02], matches: [] },
  key: 'k',
};
const ready = { sensor: 'front_radar', shown: computed, stale: false, framesValid: true };

describe('radar rules: the typed fields', () => {
  it('reads a number field, or null for empty or not a number', () => {
    expect(numberOf(' 1.5 ')).toBe(1.5);
    expect(numberOf('')).toBeNull();
    expect(numberOf('abc')).toBeNull();
  });
  it('takes a mounting within ±100 m and ±180°', () => {
    expect(mountOf(LEVEL)).toEqual({ z: 0, roll: 0, pitch: 0 });
    expect(mountValue({ ...LEVEL, z: '100.5' }, 'z')).toBeNull();
    expect(mountValue({ ...LEVEL, rollDeg: '-180' }, 'rollDeg')).toBe(-180);
    expect(mountValue({ ...LEVEL, pitchDeg: '181' }, 'pitchDeg')).toBeNull();
  });
  it('shows a saved mounting in degrees without the round trip’s noise', () => {
    const draft = mountingDraftOf({ z: 0.85, roll: (1.5 * Math.PI) / 180, pitch: -Math.PI / 60 });
    expect(draft).toEqual({ z: '0.85', rollDeg: '1.5', pitchDeg: '-3' });
  });
});

describe('radar rules: what the fit takes and when it can run', () => {
  it('keeps the detections at or above the min RCS, keyed on what the fit takes', () => {
    const all = radarInputs(RADAR_EXAMPLE, LIDAR_EXAMPLE, DEFAULT_SETTINGS, true);
    expect(all.kept.points.length).toBeLessThanOrEqual(all.radarTable.rows.length);
    expect(all.lidar.length).toBe(all.lidarTable.rows.length);
    expect(fitBlocked(all, DEFAULT_SETTINGS.minRcs)).toBeNull();
    // The azimuth's sense turns the points over, so the key changes.
    const right = radarInputs(RADAR_EXAMPLE, LIDAR_EXAMPLE, DEFAULT_SETTINGS, false);
    expect(right.key).not.toBe(all.key);
  });
  it('says why not: a setting, too few detections, too few reflectors', () => {
    const gate0 = { ...DEFAULT_SETTINGS, gate: '0' };
    expect(fitBlocked(radarInputs(RADAR_EXAMPLE, LIDAR_EXAMPLE, gate0, true), '5')).toMatch(
      /^Check the settings/,
    );
    expect(fitBlocked(radarInputs('', LIDAR_EXAMPLE, DEFAULT_SETTINGS, true), '5')).toBe(
      'Give at least 2 radar detections at or above 5 dBsm (0 now).',
    );
    expect(fitBlocked(radarInputs(RADAR_EXAMPLE, '', DEFAULT_SETTINGS, true), '5')).toBe(
      'Give at least 2 lidar reflectors (0 now).',
    );
  });
});

describe('radar rules: when Save keeps the fit', () => {
  it('wants a sensor, a fit made here and still current, frames and a mounting', () => {
    expect(radarSaveBlocked({ ...ready, mountValid: true })).toBeNull();
    expect(radarSaveBlocked({ ...ready, sensor: ' ', mountValid: true })).toBe(
      'Name the radar first.',
    );
    expect(
      radarSaveBlocked({ ...ready, shown: { ...computed, origin: 'saved' }, mountValid: true }),
    ).toBe('Fit first: Save keeps the fit made here.');
    expect(radarSaveBlocked({ ...ready, stale: true, mountValid: true })).toMatch(/changed/);
    expect(radarSaveBlocked({ ...ready, framesValid: false, mountValid: true })).toMatch(/frames/);
    expect(radarSaveBlocked({ ...ready, mountValid: false })).toMatch(/^Check the mounting/);
  });
});
