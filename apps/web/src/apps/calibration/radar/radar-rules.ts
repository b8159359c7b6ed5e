import type { CalibrationEntry } from '@ads/contract';
import type { RadarCalibration } from '@ads/calibration';
import { sensorProblem } from '../api';
import { parseLidarCsv, parseRadarCsv, radarPoints } from './radar-csv';

/*
 * The radar tab's rules, without the DOM: the typed fields read as numbers, what the fit takes
 * from the CSVs and the settings, why it cannot be fitted or saved yet, and the mounting fields
 * of an opened saved result. The tab's hook (use-radar-tab.ts) holds the state.
 */

export const RAD = Math.PI / 180;

/** A number field's value, or null when it is not one. */
export const numberOf = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null;

/** The fit's settings as typed: min RCS (dBsm), the match gate (m) and the guess (m, °). */
export interface RadarSettings {
  minRcs: string;
  gate: string;
  x: string;
  y: string;
  yawDeg: string;
}
export const DEFAULT_SETTINGS: RadarSettings = {
  minRcs: '5',
  gate: '1.5',
  x: '0',
  y: '0',
  yawDeg: '0',
};

/** The mounting fields' text: z (m), roll and pitch (°); all 0 until the user types them. */
export interface MountingDraft {
  z: string;
  rollDeg: string;
  pitchDeg: string;
}
export const LEVEL: MountingDraft = { z: '0', rollDeg: '0', pitchDeg: '0' };
/** What a save takes (RadarMounting): |z| ≤ 100 m, roll and pitch within ±180°. */
const MOUNT_LIMITS: Record<keyof MountingDraft, number> = { z: 100, rollDeg: 180, pitchDeg: 180 };

/** A mounting field's value, or null when it is not a number within its limit. */
export const mountValue = (draft: MountingDraft, name: keyof MountingDraft) => {
  const value = numberOf(draft[name]);
  return value !== null && Math.abs(value) <= MOUNT_LIMITS[name] ? value : null;
};

/** The mounting's values (m, °), each null when its field is not valid. */
export const mountOf = (draft: MountingDraft) => ({
  z: mountValue(draft, 'z'),
  roll: mountValue(draft, 'rollDeg'),
  pitch: mountValue(draft, 'pitchDeg'),
});

/** A number as a field shows it: no float noise from the degrees' round trip. */
const fieldText = (value: number) => String(Number(value.toFixed(6)));

/** A saved fit's mounting (m, rad) as the fields show it (m, °). */
export const mountingDraftOf = (
  mounting: Extract<CalibrationEntry, { kind: 'radar_lidar' }>['mounting'],
): MountingDraft => ({
  z: fieldText(mounting.z),
  rollDeg: fieldText(mounting.roll / RAD),
  pitchDeg: fieldText(mounting.pitch / RAD),
});

/** A fit on the page: made here, or opened from the history (no matches kept). */
export interface ShownFit {
  origin: 'computed' | 'saved';
  fit: Pick<RadarCalibration, 'x' | 'y' | 'yaw' | 'rms' | 'residuals'> & {
    matches: RadarCalibration['matches'];
  };
  /** The inputs a computed fit came from (`RadarInputs.key`): a change makes it stale. */
  key: string;
  savedLabel?: string;
}

/** What the fit takes from the two CSVs and the settings. */
export function radarInputs(
  radarText: string,
  lidarText: string,
  settings: RadarSettings,
  azimuthLeft: boolean,
) {
  const radarTable = parseRadarCsv(radarText);
  const lidarTable = parseLidarCsv(lidarText);
  const minRcs = numberOf(settings.minRcs);
  const gate = numberOf(settings.gate);
  const guess = {
    x: numberOf(settings.x),
    y: numberOf(settings.y),
    yaw: numberOf(settings.yawDeg),
  };
  const kept = radarPoints(radarTable.rows, { minRcs: minRcs ?? -Infinity, azimuthLeft });
  const lidar = lidarTable.rows.map((row): [number, number] => [row.x, row.y]);
  const key = JSON.stringify([kept.points, lidar, gate, guess]);
  const settingsValid =
    minRcs !== null &&
    gate !== null &&
    gate > 0 &&
    guess.x !== null &&
    guess.y !== null &&
    guess.yaw !== null;
  return { radarTable, lidarTable, gate, guess, kept, lidar, key, settingsValid };
}
export type RadarInputs = ReturnType<typeof radarInputs>;

/** Why Match and fit cannot run yet; null when it can. */
export function fitBlocked(inputs: RadarInputs, minRcsText: string): string | null {
  if (!inputs.settingsValid) return 'Check the settings: every one is a number, the gate above 0.';
  if (inputs.kept.points.length < 2)
    return `Give at least 2 radar detections at or above ${minRcsText} dBsm (${inputs.kept.points.length} now).`;
  if (inputs.lidar.length < 2)
    return `Give at least 2 lidar reflectors (${inputs.lidar.length} now).`;
  return null;
}

/** Why Save cannot keep the fit yet; null when it can. */
export function radarSaveBlocked(the: {
  sensor: string;
  shown: ShownFit | null;
  stale: boolean;
  framesValid: boolean;
  mountValid: boolean;
}): string | null {
  if (sensorProblem(the.sensor)) return 'Name the radar first.';
  if (!the.shown || the.shown.origin !== 'computed')
    return 'Fit first: Save keeps the fit made here.';
  if (the.stale) return 'The inputs changed since the fit: Fit again first.';
  if (!the.framesValid) return 'Name the parent and child frames.';
  if (!the.mountValid) return 'Check the mounting: z within ±100 m, roll and pitch within ±180°.';
  return null;
}
