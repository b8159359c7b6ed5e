import type { Db } from '../../db/client';
import { createCalibrationRepo } from './calibration.repo';
import { createCalibrationService } from './calibration.service';

/** Calibration's parts, wired: its SQL and its rules (the solvers run in worker threads). */
export function createCalibrationModule(deps: { db: Db }) {
  const repo = createCalibrationRepo(deps.db);
  const service = createCalibrationService({ repo });
  return { repo, service };
}
