import type { Db } from '../../db/client';
import type { RecordStore } from '../../files/record-store';
import type { RecordService } from '../record/record.service';
import { createCalibrationRepo } from './calibration.repo';
import { createCalibrationService } from './calibration.service';
import { createRecordCloudService } from './record-cloud.service';

/**
 * Calibration's parts, wired: its SQL and its rules (the solvers run in worker threads), and the
 * lidar frames it reads from Data Management's records (through the record service's rules and
 * the record store).
 */
export function createCalibrationModule(deps: {
  db: Db;
  records: Pick<RecordService, 'get'>;
  store: Pick<RecordStore, 'withLocalFile'>;
}) {
  const repo = createCalibrationRepo(deps.db);
  const service = createCalibrationService({ repo });
  const recordClouds = createRecordCloudService({ records: deps.records, store: deps.store });
  return { repo, service, recordClouds };
}
