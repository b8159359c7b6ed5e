import type {
  HostFacts,
  MemberInstall,
  ParameterValue,
  RosInterface,
  VehicleState,
} from '@ads/contract';
import type { MapFinding, MapProjector } from '@ads/lanelet2';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The columns every table names alike (education-schema.ts uses them too). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    company: text('company').notNull().default(''),
    // Null for guest accounts: they have no password to sign in with.
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('USER'),
    isActive: boolean('is_active').notNull().default(true),
    isGuest: boolean('is_guest').notNull().default(false),
    // The screens' language the user chose ('en', 'ko'); null until chosen (the browser's).
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_role_check', sql`${t.role} in ('ALL', 'EDU', 'USER', 'ADMIN', 'SUPER')`),
    check('users_language_check', sql`${t.language} in ('en', 'ko')`),
  ],
);

/** Refresh tokens, stored hashed; one family per sign-in, rotated on every refresh. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_family_idx').on(t.family),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One pending e-mail verification per address; a new code replaces the old one. */
export const emailCodes = pgTable('email_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One pending password reset per account; a new code replaces the old one and its tries.
 * Kept apart from `email_codes`: a reset code must never pass for a sign-up verification.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const pcs = pgTable(
  'pcs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    // The last connect or disconnect of the PC's agent; null until its first connection.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // What its agent said of the host when it last connected (IP Repository's compatibility
    // check); null until an agent that reports it connects.
    host: jsonb('host').$type<HostFacts>(),
  },
  (t) => [
    uniqueIndex('pcs_token_key').on(t.token),
    uniqueIndex('pcs_user_name_key').on(t.userId, t.name),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    vehicle: text('vehicle').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_user_idx').on(t.userId)],
);

export const projectPcs = pgTable(
  'project_pcs',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pcId: integer('pc_id')
      .notNull()
      .references(() => pcs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.pcId] }), index('project_pcs_pc_idx').on(t.pcId)],
);

/**
 * The project each user works on: the top bar's, which FMS, HMI, HDMAP Builder and Calibration
 * act on. Kept here, not only in the browser, so it follows the user across sign-ins and
 * devices; a deleted project takes its row with it, so the choice clears itself.
 */
export const currentProjects = pgTable(
  'current_projects',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  // A project's delete finds the rows that chose it by this index.
  (t) => [index('current_projects_project_idx').on(t.projectId)],
);

/** Notices and FAQ share one shape; `board` tells them apart. */
export const posts = pgTable(
  'posts',
  {
    number: serial('number').primaryKey(),
    board: text('board').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_board_idx').on(t.board, t.number),
    check('posts_board_check', sql`${t.board} in ('notice', 'faq')`),
  ],
);

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull().default(''),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Driving records (Data Management, docs/adr/0011). The file lives in the record store under
 * `storage_key`; the row holds what the indexer found, so lists and stats never open a file.
 * The index's larger parts (topics, route, speed) are jsonb that only the detail reads.
 */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    // The PC whose agent sent it; null for a browser upload.
    pcId: integer('pc_id').references(() => pcs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    vehicle: text('vehicle').notNull().default(''),
    // Null when the record's clock is not wall-clock time (a simulation's).
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    // The first and last log times as the file has them, in nanoseconds on its own clock (wall
    // or simulation); null for records indexed before they were kept.
    startNs: bigint('start_ns', { mode: 'bigint' }),
    endNs: bigint('end_ns', { mode: 'bigint' }),
    durationS: doublePrecision('duration_s').notNull(),
    messageCount: bigint('message_count', { mode: 'number' }).notNull(),
    topicCount: integer('topic_count').notNull(),
    distanceM: doublePrecision('distance_m'),
    avgSpeedMps: doublePrecision('avg_speed_mps'),
    maxSpeedMps: doublePrecision('max_speed_mps'),
    topics: jsonb('topics').$type<RecordTopicJson[]>().notNull(),
    route: jsonb('route').$type<Array<[number, number, number]>>().notNull(),
    routeSource: text('route_source'),
    speed: jsonb('speed').$type<Array<[number, number]>>().notNull(),
    suggestions: jsonb('suggestions')
      .$type<{ categories: Record<string, string>; tags: string[] }>()
      .notNull(),
    categories: jsonb('categories').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The lasting public link while shared; null when not shared (unsharing forgets it).
    shareToken: text('share_token'),
    // The tus upload it came from: a client that asks about that upload again (an agent that
    // restarted before it saw the answer) learns it is complete and which record it made.
    uploadId: text('upload_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('records_storage_key_key').on(t.storageKey),
    uniqueIndex('records_share_token_key').on(t.shareToken),
    uniqueIndex('records_upload_id_key').on(t.uploadId),
    index('records_owner_idx').on(t.ownerId),
    index('records_project_idx').on(t.projectId),
    index('records_pc_idx').on(t.pcId),
    check('records_format_check', sql`${t.format} in ('mcap', 'bag')`),
    check(
      'records_route_source_check',
      sql`${t.routeSource} is null or ${t.routeSource} in ('gnss', 'odometry')`,
    ),
  ],
);

/**
 * Who sees which app (docs/adr/0012): one row where a SUPER changed a role's default; no row
 * means the spec's default (`defaultAvailability` in the contract). SUPER and visitors are not
 * stored: SUPER sees every app, visitors the catalogue's defaults.
 */
export const appAvailability = pgTable(
  'app_availability',
  {
    app: text('app').notNull(),
    role: text('role').notNull(),
    state: text('state').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.app, t.role] }),
    check('app_availability_role_check', sql`${t.role} in ('ALL', 'EDU', 'USER', 'ADMIN')`),
    check('app_availability_state_check', sql`${t.state} in ('hidden', 'disabled', 'enabled')`),
  ],
);

/** Every change of an app's availability: who, when, which app and role, before and after. */
export const appAvailabilityAudit = pgTable(
  'app_availability_audit',
  {
    id: serial('id').primaryKey(),
    // The account may be deleted later; its e-mail stays as the record of who it was.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    app: text('app').notNull(),
    role: text('role').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('app_availability_audit_created_idx').on(t.createdAt)],
);

/**
 * FMS (docs/adr/0017): the last state each vehicle reported, one row per PC that ever did, so
 * the fleet list answers on every instance and after a restart. Written in one batched upsert
 * about once a second by the instance its agent is connected to, never once per message.
 */
export const vehicles = pgTable('vehicles', {
  pcId: integer('pc_id')
    .primaryKey()
    .references(() => pcs.id, { onDelete: 'cascade' }),
  lastState: jsonb('last_state').$type<VehicleState>().notNull(),
  // When that state arrived at the server.
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The driven track: positions downsampled on arrival (one a second while moving, one every
 * 30 s while standing), swept after the retention period. The key is also the index that
 * ranges of one vehicle read, and makes a batch written twice (a retry) store its points once.
 */
export const vehicleTrack = pgTable(
  'vehicle_track',
  {
    pcId: integer('pc_id')
      .notNull()
      .references(() => pcs.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    heading: doublePrecision('heading').notNull(),
    speed: doublePrecision('speed').notNull(),
    mode: text('mode').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pcId, t.at] }),
    // The hourly sweep deletes by time across all vehicles: BRIN suits rows appended in time
    // order and costs next to nothing per insert.
    index('vehicle_track_at_brin').using('brin', t.at),
  ],
);

/**
 * A vehicle's audit trail as its agent reports it (mode changes, control locks, e-stops,
 * tele-op sessions, faults), and its connections as the server saw them. `user_id` is who
 * asked; kept as a plain number with the name beside it, like an audit: the account may go.
 */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: serial('id').primaryKey(),
    pcId: integer('pc_id')
      .notNull()
      .references(() => pcs.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('vehicle_events_pc_idx').on(t.pcId, t.id),
    check(
      'vehicle_events_kind_check',
      sql`${t.kind} in ('mode', 'control', 'estop', 'teleop', 'fault', 'connection')`,
    ),
  ],
);

/** A topic as the records table keeps it (the contract's RecordTopic). */
export interface RecordTopicJson {
  name: string;
  type: string;
  encoding: string;
  count: number;
  rate_hz: number;
  fields: string[];
}

export type UserRow = typeof users.$inferSelect;
export type PcRow = typeof pcs.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
export type AppAvailabilityRow = typeof appAvailability.$inferSelect;
export type AppAvailabilityAuditRow = typeof appAvailabilityAudit.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleTrackRow = typeof vehicleTrack.$inferInsert;
export type VehicleEventRow = typeof vehicleEvents.$inferSelect;

/**
 * Durable jobs (docs/adr/0018): long work — a dataset import, an evaluation — queued on the
 * database, claimed with `FOR UPDATE SKIP LOCKED` under a lease that the running instance
 * renews; a job whose lease ran out (its instance stopped) is claimed again by another.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    /** 0..1, written now and then while it runs. */
    progress: doublePrecision('progress').notNull().default(0),
    /** What it is doing now, or why it failed. */
    message: text('message').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
    index('jobs_claim_idx').on(t.status, t.id),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** AI Benchmark's datasets; their frames and ground truth live in files under the data folder. */
export const benchDatasets = pgTable(
  'bench_datasets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('importing'),
    /** Shown to everyone once ready; an admin may hide it. */
    visible: boolean('visible').notNull().default(true),
    format: text('format').notNull().default(''),
    classes: jsonb('classes').$type<string[]>().notNull().default([]),
    valFrames: integer('val_frames').notNull().default(0),
    testFrames: integer('test_frames').notNull().default(0),
    gtBoxes: integer('gt_boxes').notNull().default(0),
    /**
     * The archive gave each sample's lidar→global pose (kept in the dataset's poses.json), so
     * official nuScenes submissions in the global frame can be scored (ADR 31).
     */
    poses: boolean('poses').notNull().default(false),
    /** Submissions on the test split per user per day (UTC). */
    testDailyLimit: integer('test_daily_limit').notNull().default(5),
    jobId: integer('job_id'),
    error: text('error').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('bench_datasets_status_check', sql`${t.status} in ('importing', 'ready', 'failed')`),
  ],
);
export type BenchDatasetRow = typeof benchDatasets.$inferSelect;

/** The frames of a dataset and their split. */
export const benchSamples = pgTable(
  'bench_samples',
  {
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => benchDatasets.id, { onDelete: 'cascade' }),
    sample: text('sample').notNull(),
    split: text('split').notNull(),
    points: integer('points').notNull(),
    boxes: integer('boxes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.sample] })],
);

/** A user's predictions for a dataset split, and their scores once evaluated. */
export const benchSubmissions = pgTable(
  'bench_submissions',
  {
    id: serial('id').primaryKey(),
    datasetId: integer('dataset_id')
      .notNull()
      .references(() => benchDatasets.id, { onDelete: 'cascade' }),
    split: text('split').notNull(),
    /** null only for the baseline, which belongs to no account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The baseline detector's output on this split (docs/benchmark-format.md, "Baseline"). */
    baseline: boolean('baseline').notNull().default(false),
    name: text('name').notNull().default(''),
    status: text('status').notNull().default('queued'),
    hidden: boolean('hidden').notNull().default(false),
    predictions: integer('predictions').notNull().default(0),
    jobId: integer('job_id'),
    error: text('error').notNull().default(''),
    /** The headline figures, for the leaderboard's sort. */
    ndScore: doublePrecision('nd_score'),
    meanAp: doublePrecision('mean_ap'),
    apR40: doublePrecision('ap_r40'),
    /** Every metric, the PR curves and the per-frame breakdown's summary. */
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'bench_submissions_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    check('bench_submissions_owner_check', sql`${t.baseline} or ${t.userId} is not null`),
    index('bench_submissions_board_idx').on(t.datasetId, t.split, t.status),
    index('bench_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);
export type BenchSubmissionRow = typeof benchSubmissions.$inferSelect;

/** Raw bytes (PostgreSQL bytea), sent and read as bytes by both drivers (db/client.ts for PGlite). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  fromDriver: (value) => value,
});

/**
 * HDMAP Builder's maps (issue 15): one per name in a project, with the number of its current
 * version. The projector is fixed by the first saved version (or stated before it).
 */
export const maps = pgTable(
  'maps',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projector: jsonb('projector').$type<MapProjector>(),
    /** The current version; 0 while nothing was saved. */
    version: integer('version').notNull().default(0),
    /**
     * The map's release label, written as `<MetaInfo map_version=…>` in Autoware exports
     * (Autoware's map loader reads it); '' leaves the file's own.
     */
    mapVersion: text('map_version').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('maps_project_idx').on(t.projectId)],
);
export type MapRow = typeof maps.$inferSelect;

/**
 * Every saved version of a map, never changed once written: the OSM file exactly as it was sent
 * (gzip), and what parsing and validation found in it. The primary key settles two saves on
 * the same base version: only one of them can write the next number.
 */
export const mapVersions = pgTable(
  'map_versions',
  {
    mapId: integer('map_id')
      .notNull()
      .references(() => maps.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The OSM XML as sent, gzip-compressed. */
    osmGz: bytea('osm_gz').notNull(),
    /** Its length before compression. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    flavour: text('flavour').notNull(),
    projector: jsonb('projector').$type<MapProjector>().notNull(),
    findings: jsonb('findings').$type<MapFinding[]>().notNull(),
    errors: integer('errors').notNull().default(0),
    warnings: integer('warnings').notNull().default(0),
    infos: integer('infos').notNull().default(0),
    lanelets: integer('lanelets').notNull().default(0),
    message: text('message').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mapId, t.version] }),
    check('map_versions_flavour_check', sql`${t.flavour} in ('lanelet2', 'autoware')`),
  ],
);
export type MapVersionRow = typeof mapVersions.$inferSelect;

/**
 * Calibration's saved results (issue 17): per project and sensor, each save a new row (the
 * sensor's history, newest first). The result is the solver's JSON as the contract has it; the
 * kind is checked here as the contract lists them.
 */
export const calibrations = pgTable(
  'calibrations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sensor: text('sensor').notNull(),
    kind: text('kind').notNull(),
    /** The contract's CalibrationBody without its kind: `{ result, board }` or `{ result, frames }`. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calibrations_project_sensor_idx').on(t.projectId, t.sensor, t.id),
    check(
      'calibrations_kind_check',
      sql`${t.kind} in ('camera_intrinsics', 'lidar_camera', 'radar_lidar')`,
    ),
  ],
);
export type CalibrationRow = typeof calibrations.$inferSelect;

/** PostgreSQL's text-search document; drizzle has no type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * IP Repository's algorithms (issue 27, docs/adr/0025). `search` is the full-text document,
 * made by PostgreSQL from the row itself (a generated column, so no write can forget it): name,
 * title and tags weigh most (stemmed, and as written, so a typed prefix finds the word), the
 * summary next, the README least. `store_tags_text` is an
 * immutable wrapper of `array_to_string` (created by the migration), which a generated column
 * needs. `latest_version_id` is the newest version that is not yanked (semver precedence, kept
 * by the service on every publish and yank) and `installs` the sum over its versions, so lists
 * and search read one row per algorithm.
 */
export const storeAlgorithms = pgTable(
  'store_algorithms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    license: text('license').notNull(),
    readme: text('readme').notNull().default(''),
    sourceUrl: text('source_url'),
    // Null for the studio's own (seeded) entries, or once the owner's account is deleted.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    // Why it is deprecated and what to use instead; null while it is not.
    deprecated: text('deprecated'),
    latestVersionId: integer('latest_version_id').references((): AnyPgColumn => storeVersions.id, {
      onDelete: 'set null',
    }),
    installs: integer('installs').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', name || ' ' || title || ' ' || store_tags_text(tags)), 'A') || setweight(to_tsvector('simple', name || ' ' || title || ' ' || store_tags_text(tags)), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', readme), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('store_algorithms_name_key').on(t.name),
    index('store_algorithms_search_idx').using('gin', t.search),
    index('store_algorithms_updated_idx').on(t.updatedAt),
    check(
      'store_algorithms_category_check',
      sql`${t.category} in ('sensing', 'localization', 'perception', 'planning', 'control', 'simulator')`,
    ),
  ],
);
export type StoreAlgorithmRow = typeof storeAlgorithms.$inferSelect;

/** Studio users who may publish versions of an algorithm beside its owner. */
export const storeMaintainers = pgTable(
  'store_maintainers',
  {
    algorithmId: integer('algorithm_id')
      .notNull()
      .references(() => storeAlgorithms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.algorithmId, t.userId] }),
    index('store_maintainers_user_idx').on(t.userId),
  ],
);

/**
 * A published version: never changed once written, but for its yank mark and install count.
 * The semver parts are kept apart for precedence; `prerelease` is '' for a release.
 */
export const storeVersions = pgTable(
  'store_versions',
  {
    id: serial('id').primaryKey(),
    algorithmId: integer('algorithm_id')
      .notNull()
      .references(() => storeAlgorithms.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    patch: integer('patch').notNull(),
    prerelease: text('prerelease').notNull().default(''),
    image: text('image'),
    // The archive as stored: its file name (also its key in the file store), size and sha256.
    archiveFile: text('archive_file'),
    archiveSize: bigint('archive_size', { mode: 'number' }),
    archiveSha256: text('archive_sha256'),
    platforms: text('platforms').array().notNull(),
    rosDistro: text('ros_distro'),
    gpu: boolean('gpu').notNull().default(false),
    interface: jsonb('interface').$type<RosInterface>().notNull(),
    run: jsonb('run').$type<string[]>().notNull(),
    changelog: text('changelog').notNull().default(''),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    yanked: boolean('yanked').notNull().default(false),
    yankReason: text('yank_reason'),
    installs: integer('installs').notNull().default(0),
  },
  (t) => [
    uniqueIndex('store_versions_algorithm_version_key').on(t.algorithmId, t.version),
    uniqueIndex('store_versions_archive_file_key').on(t.archiveFile),
    check(
      'store_versions_artifact_check',
      sql`${t.image} is not null or ${t.archiveFile} is not null`,
    ),
  ],
);
export type StoreVersionRow = typeof storeVersions.$inferSelect;

/** A named, versioned set of pinned algorithm versions (its members, in order). */
export const storeCombos = pgTable(
  'store_combos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    version: text('version').notNull(),
    // Topics produced outside the combo (a sensor driver on the vehicle).
    externalInputs: jsonb('external_inputs').$type<string[]>().notNull().default([]),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    installs: integer('installs').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('store_combos_name_key').on(t.name)],
);
export type StoreComboRow = typeof storeCombos.$inferSelect;

/** A combo's members: a pinned version each (kept from deletion), with parameter overrides. */
export const storeComboMembers = pgTable(
  'store_combo_members',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => storeCombos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    versionId: integer('version_id')
      .notNull()
      .references(() => storeVersions.id, { onDelete: 'restrict' }),
    parameters: jsonb('parameters').$type<Record<string, ParameterValue>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.position] }),
    index('store_combo_members_version_idx').on(t.versionId),
  ],
);
export type StoreComboMemberRow = typeof storeComboMembers.$inferSelect;

/** A combo installed (or being installed) onto a PC: who, which combo version, each member. */
export const storeInstalls = pgTable(
  'store_installs',
  {
    id: serial('id').primaryKey(),
    comboId: integer('combo_id')
      .notNull()
      .references(() => storeCombos.id, { onDelete: 'cascade' }),
    comboVersion: text('combo_version').notNull(),
    pcId: integer('pc_id')
      .notNull()
      .references(() => pcs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('running'),
    message: text('message').notNull().default(''),
    members: jsonb('members').$type<MemberInstall[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('store_installs_pc_idx').on(t.pcId, t.id),
    index('store_installs_combo_idx').on(t.comboId, t.id),
    check(
      'store_installs_status_check',
      sql`${t.status} in ('running', 'succeeded', 'failed', 'rolled_back')`,
    ),
  ],
);
export type StoreInstallRow = typeof storeInstalls.$inferSelect;

/**
 * The remote IDE's audit (issue 28): one row per session a user opened on a PC — code,
 * terminal or screen — kept after it ends. `seen_at` moves while the session is open, so a row
 * whose instance died is told from a live one. Bytes are the agent's counts (toward the PC, from
 * it); the user's name is kept so the row still says who after the account is gone.
 */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    id: text('id').primaryKey(),
    pcId: integer('pc_id')
      .notNull()
      .references(() => pcs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    kind: text('kind').notNull(),
    viewOnly: boolean('view_only').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').notNull().default(''),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('remote_sessions_pc_idx').on(t.pcId, t.startedAt),
    check('remote_sessions_kind_check', sql`${t.kind} in ('code', 'terminal', 'screen')`),
  ],
);
export type RemoteSessionRow = typeof remoteSessions.$inferSelect;

/**
 * Settings an administrator changes at run time (issue 30), one row per key: the basemap of
 * the studio's maps (`basemap`) is the first. The value's shape is its key's, checked by the
 * contract's schema when written and read.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
export type SettingRow = typeof settings.$inferSelect;

/**
 * A user's own small settings (GET/PUT /api/user/settings/:key), one row per user and key from
 * the contract's allow-list: what follows the user to other devices, as a playback layout.
 */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
