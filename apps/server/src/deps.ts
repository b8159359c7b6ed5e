import type { Clock } from './clock';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { JobRunnerOptions } from './modules/jobs';
import type { RecordStore } from './files/record-store';

/** Limits that tests may tighten; the defaults are what production runs with. */
export interface Limits {
  /** Failed sign-ins per client address and per account within the window. */
  loginFailuresPerAddress: number;
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  /** Verification codes per e-mail address, and per client address, per hour. */
  codesPerEmailPerHour: number;
  codesPerAddressPerHour: number;
  /** Guest accounts per client address per hour. */
  guestsPerAddressPerHour: number;
  bodyLimitBytes: number;
  /** How long a request's caller (account, live sign-in) is reused; account events end it sooner. */
  callerCacheMs: number;
  /** How long an owner's project list is reused; a change ends it sooner on every instance. */
  projectListCacheMs: number;
  /**
   * How often an instance tells the others (Redis) which agents it holds; one not heard from
   * for three beats is taken to be gone, with its agents.
   */
  presenceBeatMs: number;
  /** How long the apps' availability per role is reused; a change ends it sooner everywhere. */
  appAvailabilityCacheMs: number;
  /** Largest driving record an upload may send (MAX_RECORD_GB). */
  recordMaxBytes: number;
  /** An upload that received no bytes for this long is abandoned and removed. */
  uploadIdleMs: number;
  /** Stored files younger than this are never swept: their record may be being written. */
  sweepGraceMs: number;
  /** How long the link of a record's own download works. */
  downloadLinkMs: number;
  /** Largest OSM file a map save may send (HDMAP Builder). */
  mapMaxBytes: number;
  /**
   * How long IP Repository's search pages and the launcher's module list are reused; any
   * change of the catalogue ends them sooner, on every instance.
   */
  storeCacheMs: number;
  /**
   * How often the remote IDE asks an open session's access again (and ends it when gone):
   * the longest a terminal or a file operation outlives a sign-out, a demotion or the app off.
   */
  remoteCheckMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginFailuresPerAddress: 50,
  loginFailuresPerAccount: 10,
  loginWindowMs: 15 * 60_000,
  codesPerEmailPerHour: 5,
  codesPerAddressPerHour: 30,
  guestsPerAddressPerHour: 100,
  bodyLimitBytes: 1024 * 1024,
  callerCacheMs: 5_000,
  projectListCacheMs: 5_000,
  presenceBeatMs: 5_000,
  appAvailabilityCacheMs: 5_000,
  recordMaxBytes: 20 * 1024 ** 3,
  uploadIdleMs: 24 * 3600_000,
  sweepGraceMs: 3600_000,
  downloadLinkMs: 10 * 60_000,
  mapMaxBytes: 200 * 1024 ** 2,
  storeCacheMs: 30_000,
  remoteCheckMs: 3_000,
};

/** What `buildApp` needs from outside; tests pass a fresh database, a real SMTP mailer and a clock. */
export interface Deps {
  database: Database;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
  version: string;
  limits?: Partial<Limits>;
  /**
   * Folder of stored files (DATA_DIR): `records/` (the record store) and `uploads/` (tus
   * uploads in progress). Omitted: a temporary folder, removed when the app closes.
   */
  dataDir?: string | undefined;
  /** Another record store (an S3-compatible one); default: files under `dataDir/records`. */
  recordStore?: RecordStore | undefined;
  /**
   * Another store for IP Repository's archives (S3, beside the records); default: files under
   * `dataDir/store`.
   */
  storeFiles?: RecordStore | undefined;
  /**
   * Folder where the build packs the agent (`ads-agent-<version>.tgz`, docs/adr/0013); the
   * studio serves it to PCs. Omitted, or without a package at `version`: the agent routes say
   * it was not built.
   */
  agentPackageDir?: string | undefined;
  /** Folder of the built web app to serve; omitted in API tests. */
  webDir?: string | undefined;
  /** Fastify's trustProxy: true, or the proxies' addresses (TRUST_PROXY). */
  trustProxy?: boolean | string;
  /** REDIS_URL: share the realtime rooms with other instances through Redis. */
  redisUrl?: string | undefined;
  /** Prefix of the realtime channels in Redis (tests use one per run); default 'socket.io'. */
  redisKey?: string | undefined;
  /** Fastify logger options; false in tests (a test of the log gives its own stream). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The durable job runner's lease and polling (tests shorten the lease). */
  jobOptions?: Partial<JobRunnerOptions> | undefined;
}
