import type { CalibrationEntry } from '@ads/contract';
import type { CalibrationWithOwner } from './calibration.repo';

/** A saved calibration as the API answers it. */
export function toCalibrationEntry(row: CalibrationWithOwner): CalibrationEntry {
  return {
    id: row.id,
    project_id: row.projectId,
    sensor: row.sensor,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    kind: row.kind,
    ...row.body,
  } as CalibrationEntry;
}
