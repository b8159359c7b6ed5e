import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { RecordStore } from '../../files/record-store';
import type { RecordService } from '../record';
import { createCalibrationRepo } from './calibration.repo';
import { calibrationRoutes } from './calibration.routes';
import { createCalibrationService } from './calibration.service';
import { createRecordCloudService } from './record-cloud.service';

/**
 * Calibration's parts, wired: its SQL and its rules (the solvers run in worker threads), and the
 * lidar frames it reads from Data Management's records (through the record service's rules and
 * the shared record store and readers of src/files).
 */
export function createCalibrationModule(deps: {
  db: Db;
  records: Pick<RecordService, 'get'>;
  store: Pick<RecordStore, 'withLocalFile'>;
}) {
  const repo = createCalibrationRepo(deps.db);
  const service = createCalibrationService({ repo });
  const recordClouds = createRecordCloudService({ records: deps.records, store: deps.store });
  return {
    service,
    recordClouds,
    routes(app: FastifyInstance): void {
      calibrationRoutes(app, { calibration: service, recordClouds });
    },
  };
}
export type CalibrationModule = ReturnType<typeof createCalibrationModule>;
