import {
  type CalibrationBody,
  type CalibrationEntry,
  type CalibrationKind,
  ROUTES,
} from '@ads/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callBytes } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { saveFile } from '../../lib/save-file';
import { rereadQueries } from '../../lib/queries';

/** Cache keys: everything of Calibration starts with `calibration`. */
export const CALIBRATION_KEYS = {
  all: ['calibration'] as const,
  list: (project: number, kind: CalibrationKind, sensor: string | null) =>
    ['calibration', 'list', project, kind, sensor ?? '*'] as const,
};

/** What a save sends, less the project (the page's) and sensor (the tab's). */
export type SaveInput = CalibrationBody & { note?: string };

/** A sensor name the server takes (SaveCalibrationBody's rule), or why not. */
export function sensorProblem(sensor: string): string | null {
  const name = sensor.trim();
  if (!name) return 'Name the sensor, e.g. camera0.';
  if (name.length > 80) return 'At most 80 characters.';
  if (!/^[A-Za-z0-9_][A-Za-z0-9_/.-]*$/.test(name)) return 'Letters, digits, _ / . and - only.';
  return null;
}

/**
 * A project's saved calibrations of one kind, newest first: one sensor's history, or (sensor
 * null) every sensor's (the lidar–camera tab picks intrinsics from them).
 */
export function useCalibrations(project: number, kind: CalibrationKind, sensor: string | null) {
  const account = useAuth((state) => (isLoggedIn(state) ? state.id : 0));
  const valid = sensor === null || sensorProblem(sensor) === null;
  return useQuery({
    queryKey: [...CALIBRATION_KEYS.list(project, kind, sensor?.trim() ?? null), account],
    queryFn: async (): Promise<CalibrationEntry[]> => {
      const answer = await call(ROUTES.calibration.list, {
        query: { project_id: project, kind, ...(sensor ? { sensor: sensor.trim() } : {}) },
      });
      if (!answer.success) throw new Error(answer.message);
      return [...answer.detail].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
      );
    },
    enabled: valid,
  });
}

/** Saves a result as the sensor's newest; refreshes every calibration list. */
export function useSaveCalibration() {
  const client = useQueryClient();
  return async (project: number, sensor: string, input: SaveInput): Promise<CalibrationEntry> => {
    const answer = await call(ROUTES.calibration.save, {
      body: { project_id: project, sensor: sensor.trim(), ...input },
    });
    if (!answer.success) throw new Error(answer.message);
    await rereadQueries(client, CALIBRATION_KEYS.all);
    return answer.detail;
  };
}

/** The saved files a calibration has, by route. */
export const SAVED_FILES = {
  cameraInfo: { route: ROUTES.calibration.cameraInfo, label: 'camera_info YAML' },
  opencvYaml: { route: ROUTES.calibration.opencvYaml, label: 'OpenCV YAML' },
  sensorKit: { route: ROUTES.calibration.sensorKit, label: 'sensor-kit YAML' },
} as const;

export type SavedFile = keyof typeof SAVED_FILES;

/** Downloads a saved calibration's YAML as the server writes it; throws with its sentence. */
export async function downloadSaved(entry: CalibrationEntry, file: SavedFile): Promise<void> {
  const answer = await callBytes(SAVED_FILES[file].route, { params: { id: entry.id } });
  if (!answer.success) throw new Error(answer.message);
  const sensor = entry.sensor.replaceAll('/', '_');
  const name =
    file === 'cameraInfo'
      ? `${sensor}.yaml`
      : file === 'opencvYaml'
        ? `${sensor}_opencv.yaml`
        : `${sensor}_sensor_kit_calibration.yaml`;
  saveFile(name, answer.bytes, 'application/x-yaml');
}

/** Downloads text made here (an export of a result not saved yet). */
export function downloadText(name: string, text: string, type = 'application/x-yaml'): void {
  saveFile(name, new TextEncoder().encode(text).buffer as ArrayBuffer, type);
}
