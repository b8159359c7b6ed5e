import { type CalibrationEntry, savedCalibrationBody } from '@ads/contract';
import type { CalibrationWithOwner } from './calibration.repo';

/**
 * A saved calibration as the API answers it. The body is read as it was saved, with what a row
 * saved before a field existed lacks filled in (`savedCalibrationBody`: a radar's mounting).
 */
export function toCalibrationEntry(row: CalibrationWithOwner): CalibrationEntry {
  return {
    id: row.id,
    project_id: row.projectId,
    sensor: row.sensor,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    ...savedCalibrationBody(row.kind, row.body),
  };
}
