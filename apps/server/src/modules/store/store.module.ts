import { join } from 'node:path';
import { STORE, STORE_UPLOAD_PATH, type SocketMessage } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createFileRecordStore } from '../../files/file-record-store';
import type { RecordStore } from '../../files/record-store';
import { createUploadFiles } from '../../files/upload-files';
import { mountTusEndpoint } from '../../files/tus/tus-endpoint';
import { createAlgorithmRepo } from './algorithm.repo';
import { createAlgorithmService } from './algorithm.service';
import { ARCHIVE_KEY } from './archive-files';
import { createCatalogueCache } from './catalogue-cache';
import { createComboRepo } from './combo.repo';
import { comboRoutes } from './combo.routes';
import { type PcAccess, createComboService } from './combo.service';
import { createInstallDriver } from './install-driver';
import { createStartInstall, installRunStore } from './install-start';
import { createInstallsRepo } from './installs.repo';
import { createInstallsService } from './installs.service';
import { createModuleCatalogue } from './module-catalogue';
import { moduleRoutes } from './module.routes';
import { createSearchRepo } from './search.repo';
import { createSearchService } from './search.service';
import { seedStore } from './seed';
import type { StartInstall } from './store-install';
import { type ArchiveUploader, createStoreUploads } from './store-uploads';
import { storeRoutes } from './store.routes';
import { createStoreSweep } from './store-sweep';
import { createVersionRepo } from './version.repo';
import { createVersionService } from './version.service';

/** The limits IP Repository applies (deps.ts `Limits` holds them with the others). */
export interface StoreLimits {
  /** How long a search page or the module list is reused; any change ends it sooner. */
  storeCacheMs: number;
  uploadIdleMs: number;
  sweepGraceMs: number;
}

/**
 * IP Repository (issue 27, ADR 25), wired: algorithms, versions and their archives (the file
 * store: DATA_DIR/store unless another is given; uploads in DATA_DIR/store-uploads), combos
 * and their checks, installs, the search, and the launcher's module catalogue read from the
 * store. At start it seeds the studio's own stack; every hour it sweeps leftovers.
 */
export function createStoreModule(deps: {
  db: Db;
  dataDir: string;
  /** Another file store for archives (an S3-compatible one); default DATA_DIR/store. */
  files?: RecordStore | undefined;
  clock: Clock;
  limits: StoreLimits;
  pcs: PcAccess;
  /** Refuses (403) a role for which IP Repository is hidden or disabled (its tus uploads). */
  checkApp(role: string): Promise<void>;
  /** An event the other instances hear (realtime); sending resolves once they have. */
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
  /** Sends the server's own REQUEST to a PC's agent (realtime): a combo install's steps. */
  toAgent(room: string, message: SocketMessage): void;
  warn(message: string, error: unknown): void;
}) {
  const files = deps.files ?? createFileRecordStore(join(deps.dataDir, 'store'), ARCHIVE_KEY);
  const uploadFiles = createUploadFiles(join(deps.dataDir, 'store-uploads'));
  const algorithmRepo = createAlgorithmRepo(deps.db);
  const versionRepo = createVersionRepo(deps.db);
  const comboRepo = createComboRepo(deps.db);
  const installsRepo = createInstallsRepo(deps.db);
  const searchRepo = createSearchRepo(deps.db);
  const cache = createCatalogueCache({
    ttlMs: deps.limits.storeCacheMs,
    now: () => Date.now(),
    announce: () => announce(null),
  });
  const announce = deps.event<null>('store-changed', cache.heard);
  const changed = () => cache.changed();
  const uploads = createStoreUploads({ files: uploadFiles, checkApp: deps.checkApp });

  const algorithms = createAlgorithmService({
    algorithms: algorithmRepo,
    versions: versionRepo,
    combos: comboRepo,
    search: searchRepo,
    changed,
  });
  const versions = createVersionService({
    algorithms: algorithmRepo,
    versions: versionRepo,
    uploads,
    files,
    changed,
  });
  const combos = createComboService({
    combos: comboRepo,
    algorithms: algorithmRepo,
    versions: versionRepo,
    installs: installsRepo,
    pcs: deps.pcs,
  });
  const installs = createInstallsService({
    installs: installsRepo,
    combos: comboRepo,
    pcs: deps.pcs,
  });
  // Combo installs through the PC's agent (install-driver.ts): the run lives in the table.
  const driver = createInstallDriver({
    installs: installRunStore({
      installs: installsRepo,
      versions: versionRepo,
      combos: comboRepo,
      now: () => deps.clock.now(),
      changed,
    }),
    toAgent: deps.toAgent,
    log: (error) => deps.warn('store: a combo install step failed', error),
  });
  const startInstall: StartInstall = createStartInstall({ installs: installsRepo, driver });
  const search = createSearchService({ search: searchRepo, cache });
  const catalogue = createModuleCatalogue({ versions: versionRepo, files, cache });
  const sweep = createStoreSweep({
    versions: versionRepo,
    files,
    uploads: uploadFiles,
    isTaking: uploads.taking,
    clock: deps.clock,
    graceMs: deps.limits.sweepGraceMs,
    uploadExpiryMs: deps.limits.uploadIdleMs,
  });

  let sweeping: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** Seeds the studio's own stack (idempotent); lists are read again when it wrote. */
  async function seed(): Promise<void> {
    const wrote = await seedStore({
      algorithms: algorithmRepo,
      versions: versionRepo,
      combos: comboRepo,
      files,
    });
    if (wrote) await changed();
  }

  return {
    algorithms,
    versions,
    combos,
    installs,
    search,
    catalogue,
    sweep,
    files,
    /** The SQL of installs and counts, for the install orchestration. */
    repos: { installs: installsRepo, versions: versionRepo, combos: comboRepo },
    /** The relay's hooks: the agent's answers drive installs; a PC back rolls cut runs back. */
    installHooks: { fromAgent: driver.fromAgent, agentConnected: driver.agentConnected },
    /** The catalogue changed (an install counted): lists are read again, on every instance. */
    changed,
    seed,
    routes(app: FastifyInstance): void {
      storeRoutes(app, { algorithms, versions, search });
      comboRoutes(app, {
        combos,
        installs,
        startInstall,
      });
      moduleRoutes(app, { catalogue });
      mountTusEndpoint<ArchiveUploader>(app, {
        path: STORE_UPLOAD_PATH,
        files: uploadFiles,
        maxBytes: STORE.maxArchiveBytes,
        log: app.log,
        callerOf: (request) => uploads.callerOf(request),
        admit: (uploader, metadata) => uploads.admit(uploader, metadata),
        // A finished archive waits for the publish that names it (or the sweep).
        finish: async () => undefined,
        checkOwned: (uploader, id) => uploads.checkOwned(uploader, id),
      });
      const sweepNow = () => {
        sweeping = sweeping
          .then(() => sweep.sweep())
          .catch((error: unknown) => deps.warn('store sweep failed', error));
      };
      // The launcher's catalogue is there before the first request (and the first sweep).
      app.addHook('onReady', seed);
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
export type StoreModule = ReturnType<typeof createStoreModule>;
