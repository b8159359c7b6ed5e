import { join } from 'node:path';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Limits } from '../../deps';
import type { ProjectRepo } from '../project/project.repo';
import { createDownloadTokens } from './download-token';
import { createFileRecordStore } from '../../files/file-record-store';
import type { RecordStore } from '../../files/record-store';
import { createRecordRepo } from './record.repo';
import { createRecordService } from './record.service';
import { createRecordStatsRepo } from './record-stats.repo';
import { createStorageSweep } from './storage-sweep';
import { createUploadFiles } from './upload-files';
import { createUploadService } from './upload.service';

/**
 * Data Management's parts, wired: the record store (DATA_DIR/records unless another store is
 * given), the uploads folder (DATA_DIR/uploads), rules, and the sweep of leftovers.
 */
export function createRecordModule(deps: {
  db: Db;
  dataDir: string;
  store?: RecordStore | undefined;
  projects: ProjectRepo;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
  limits: Limits;
  warn(message: string, error: unknown): void;
}) {
  const store = deps.store ?? createFileRecordStore(join(deps.dataDir, 'records'));
  const files = createUploadFiles(join(deps.dataDir, 'uploads'));
  const repo = createRecordRepo(deps.db);
  const records = createRecordService({
    records: repo,
    stats: createRecordStatsRepo(deps.db),
    projects: deps.projects,
    store,
    tokens: createDownloadTokens(deps.jwtSecret),
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    downloadLinkMs: deps.limits.downloadLinkMs,
    warn: deps.warn,
  });
  const uploads = createUploadService({ records: repo, projects: deps.projects, store, files });
  const sweep = createStorageSweep({
    records: repo,
    store,
    files,
    isFinishing: uploads.isFinishing,
    clock: deps.clock,
    graceMs: deps.limits.sweepGraceMs,
    uploadExpiryMs: deps.limits.uploadIdleMs,
  });
  return { store, files, records, uploads, sweep };
}
export type RecordModule = ReturnType<typeof createRecordModule>;
