import { join } from 'node:path';
import { RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createFileRecordStore } from '../../files/file-record-store';
import type { RecordStore } from '../../files/record-store';
import { mountTusEndpoint } from '../../files/tus/tus-endpoint';
import { createDownloadTokens } from './download-token';
import type { ProjectLookup } from './project-lookup';
import { recordDownloadRoute } from './record-download';
import { createRecordRepo } from './record.repo';
import { recordRoutes } from './record.routes';
import { type RecordServiceDeps, createRecordService } from './record.service';
import { createRecordStatsRepo } from './record-stats.repo';
import { createStorageSweep } from './storage-sweep';
import { type Uploader, type UploaderDeps, uploaderOf } from './upload-caller';
import { createUploadFiles } from '../../files/upload-files';
import { createUploadService } from './upload.service';

/** The limits Data Management applies (deps.ts `Limits` holds them with the others). */
export interface RecordLimits {
  recordMaxBytes: number;
  uploadIdleMs: number;
  sweepGraceMs: number;
  downloadLinkMs: number;
}

/**
 * Data Management's parts, wired: the record store (DATA_DIR/records unless another store is
 * given), the uploads folder (DATA_DIR/uploads), rules, and the sweep of leftovers; its REST
 * routes, the public download and tus uploads, and the sweep at start and every hour
 * (docs/adr/0011).
 */
export function createRecordModule(
  deps: {
    db: Db;
    dataDir: string;
    store?: RecordStore | undefined;
    projects: ProjectLookup;
    clock: Clock;
    jwtSecret: string;
    publicUrl: string;
    limits: RecordLimits;
    warn(message: string, error: unknown): void;
    /** The map drawn under a record's route: its project's (the map module's choice). */
    projectMap: RecordServiceDeps['projectMap'];
  } & UploaderDeps,
) {
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
    projectMap: deps.projectMap,
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

  let sweeping: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  return {
    store,
    files,
    records,
    uploads,
    sweep,
    routes(app: FastifyInstance): void {
      recordRoutes(app, { records });
      recordDownloadRoute(app, { records, store });
      // Uploads are tus (ADR 11): the caller is a user's token or a registered PC's.
      mountTusEndpoint<Uploader>(app, {
        path: RECORD_UPLOAD_PATH,
        files,
        maxBytes: deps.limits.recordMaxBytes,
        exposedHeaders: [RECORD_ID_HEADER],
        log: app.log,
        callerOf: (request) => uploaderOf(deps, request),
        admit: async (uploader, metadata) => ({ ...(await uploads.admit(uploader, metadata)) }),
        finish: async (upload) => ({ [RECORD_ID_HEADER]: String(await uploads.finish(upload)) }),
        async checkOwned(uploader, id) {
          const made = await uploads.checkOwned(uploader, id);
          return (
            made && { size: made.size, headers: { [RECORD_ID_HEADER]: String(made.recordId) } }
          );
        },
      });
      const sweepNow = () => {
        sweeping = sweeping
          .then(() => sweep.sweep())
          .catch((error: unknown) => app.log.warn({ err: error }, 'storage sweep failed'));
      };
      app.addHook('onReady', async () => {
        sweepNow();
        timer = setInterval(sweepNow, 3600_000).unref();
      });
    },
    /** Stops the hourly sweep and waits for one running. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await sweeping;
    },
  };
}
export type RecordModule = ReturnType<typeof createRecordModule>;
