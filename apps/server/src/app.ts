import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@ads/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS, type Deps } from './deps';
import { fileRoutes } from './files/file.routes';
import { installAuth } from './http/auth';
import { answerFrameworkErrors, installErrorHandler } from './http/errors';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { ok, route } from './http/route';
import { installWeb } from './http/web';
import { accountRoutes } from './modules/account/account.routes';
import { createAppAvailabilityRepo } from './modules/app/app-availability.repo';
import { createAppAvailabilityService } from './modules/app/app-availability.service';
import { appRoutes } from './modules/app/app.routes';
import { createAccountService } from './modules/account/account.service';
import { createAttemptLimiter } from './modules/account/attempt-limiter';
import { createEmailCodeService } from './modules/account/email-code.service';
import { createEmailCodesRepo } from './modules/account/email-codes.repo';
import { createSessionService } from './modules/account/session.service';
import { createSessionsRepo } from './modules/account/sessions.repo';
import { createAccessTokens } from './modules/account/tokens';
import { createUsersRepo } from './modules/account/users.repo';
import { createBoardRepo } from './modules/board/board.repo';
import { boardRoutes } from './modules/board/board.routes';
import { createFleetModule } from './modules/fleet/fleet.module';
import { fleetRoutes } from './modules/fleet/fleet.routes';
import { createBenchModule } from './modules/benchmark/bench.module';
import { benchRoutes } from './modules/benchmark/bench.routes';
import { createMapModule } from './modules/map/map.module';
import { mapRoutes } from './modules/map/map.routes';
import { createHmiModule } from './modules/hmi/hmi.module';
import { hmiRoutes } from './modules/hmi/hmi.routes';
import { createCalibrationModule } from './modules/calibration/calibration.module';
import { calibrationRoutes } from './modules/calibration/calibration.routes';
import { createJobRepo } from './modules/jobs/job.repo';
import { createJobRunner } from './modules/jobs/job-runner';
import { createPcTokens } from './modules/pc/pc-token';
import { createPcRepo } from './modules/pc/pc.repo';
import { pcRoutes } from './modules/pc/pc.routes';
import { createPcService } from './modules/pc/pc.service';
import { moduleRoutes } from './modules/module/module.routes';
import { loadAgentPackage } from './modules/agent/agent-package';
import { agentRoutes } from './modules/agent/agent.routes';
import { createProjectLists } from './modules/project/project-lists';
import { createProjectRepo } from './modules/project/project.repo';
import { recordDownloadRoute } from './modules/record/record-download';
import { createRecordModule } from './modules/record/record.module';
import { recordRoutes } from './modules/record/record.routes';
import { createTusServer } from './modules/record/tus-server';
import type { Uploader } from './modules/record/upload-caller';
import { uploadRoutes } from './modules/record/upload.routes';
import { projectRoutes } from './modules/project/project.routes';
import { createProjectService } from './modules/project/project.service';
import type { AgentPresence } from './modules/pc/pc.presence';
import { type AccountEvents, fanOut } from './modules/account/account-events';
import { createCallerCache } from './modules/account/caller-cache';
import { agentRoom } from './realtime/presence';
import { createRealtime } from './realtime/realtime';
import { createSupportRepo } from './modules/support/support.repo';
import { supportRoutes } from './modules/support/support.routes';
import { createUserService } from './modules/user/user.service';
import { userRoutes } from './modules/user/user.routes';

/** Wires repos → services → routes on the given database, mailer and clock. */
export function createServices(
  deps: Deps,
  live: {
    presence: AgentPresence;
    /** Whether the PC's agent is connected to this instance (not another). */
    agentHere(token: string): boolean;
    /** Announces account events to `local` and to the realtime channel, on every instance. */
    accountEvents(local: AccountEvents): AccountEvents;
    /** An event with a payload the other instances hear; sending resolves once they have. */
    event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
    /** Folder of stored files (records, uploads). */
    dataDir: string;
    warn(message: string, error: unknown): void;
  },
) {
  const { presence } = live;
  const { db } = deps.database;
  const { clock } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const limiter = (max: number, windowMs: number) => createAttemptLimiter({ max, windowMs, clock });

  const users = createUsersRepo(db);
  const callers = createCallerCache({
    load: (id, family) => users.withSession(id, family),
    ttlMs: limits.callerCacheMs,
    now: () => Date.now(),
  });
  const projectRepo = createProjectRepo(db);
  // Every signed-in page lists its projects: read through a cache per instance (ADR 14).
  const projectLists = createProjectLists({
    load: (ownerId) => projectRepo.listOf(ownerId),
    announce: (ownerId) => announceProjectsChanged(ownerId),
    ttlMs: limits.projectListCacheMs,
    now: () => Date.now(),
  });
  const announceProjectsChanged = live.event<number>('projects-changed', projectLists.heard);
  const events = live.accountEvents(fanOut(callers.events, projectLists.accountEvents));
  const tokens = createAccessTokens(deps.jwtSecret, clock);
  const sessions = createSessionService({
    db,
    clock,
    tokens,
    users,
    sessions: createSessionsRepo(db),
    events,
  });
  const emailCodes = createEmailCodeService({
    codes: createEmailCodesRepo(db),
    users,
    mailer: deps.mailer,
    clock,
    secret: deps.jwtSecret,
    sendLimiter: limiter(limits.codesPerEmailPerHour, 3600_000),
    sendByAddress: limiter(limits.codesPerAddressPerHour, 3600_000),
    publicUrl: deps.publicUrl,
  });
  const accounts = createAccountService({
    db,
    users,
    emailCodes,
    sessions,
    loginByAddress: limiter(limits.loginFailuresPerAddress, limits.loginWindowMs),
    loginByAccount: limiter(limits.loginFailuresPerAccount, limits.loginWindowMs),
    guestsByAddress: limiter(limits.guestsPerAddressPerHour, 3600_000),
  });
  const apps = createAppAvailabilityService({
    repo: createAppAvailabilityRepo(db),
    ttlMs: limits.appAvailabilityCacheMs,
    now: () => Date.now(),
    announceChange: () => announceAppsChanged(null),
  });
  const announceAppsChanged = live.event<null>('apps-changed', apps.forget);
  const pcRepo = createPcRepo(db);
  const recordModule = createRecordModule({
    db,
    dataDir: live.dataDir,
    store: deps.recordStore,
    projects: projectRepo,
    clock,
    jwtSecret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    limits,
    warn: live.warn,
  });
  const fleet = createFleetModule({
    db,
    pcs: pcRepo,
    clock,
    isHere: live.agentHere,
    isOnline: (token) => presence.isOnline(token),
    warn: live.warn,
  });
  const jobs = createJobRunner({
    repo: createJobRepo(db),
    ...(deps.jobOptions ? { options: deps.jobOptions } : {}),
    warn: live.warn,
  });
  const bench = createBenchModule({
    db,
    dataDir: live.dataDir,
    jobs,
    clock,
    takeUpload: (ownerId, uploadId, dest) =>
      recordModule.uploads.takeDatasetUpload(ownerId, uploadId, dest),
  });
  const mapModule = createMapModule({
    db,
    dataDir: live.dataDir,
    clock,
    limits: { maxOsmBytes: limits.mapMaxBytes },
  });
  const projects = createProjectService({
    projects: projectRepo,
    pcs: pcRepo,
    lists: projectLists,
  });
  const hmi = createHmiModule({
    db,
    project: projects.get,
    fleet: fleet.service,
    maps: mapModule.service,
    mapRepo: mapModule.repo,
    pcByToken: (token) => pcRepo.byToken(token),
    userById: (id) => users.byId(id),
    checkApp: (app, role) => apps.check(app, role),
    checkAppNow: (app, role) => apps.checkNow(app, role),
  });
  const calibration = createCalibrationModule({
    db,
    records: recordModule.records,
    store: recordModule.store,
  });
  return {
    limits,
    tokens,
    jobs,
    benchModule: bench,
    bench: bench.service,
    mapModule,
    maps: mapModule.service,
    usersRepo: users,
    sessions,
    emailCodes,
    accounts,
    users: createUserService({ users, sessions, events, records: recordModule.records }),
    callers,
    pcRepo,
    pcs: createPcService({
      pcs: pcRepo,
      tokens: createPcTokens(deps.jwtSecret),
      presence,
      projectListsChanged: projectLists.changed,
    }),
    projects,
    apps,
    boards: createBoardRepo(db),
    support: createSupportRepo(db),
    recordModule,
    records: recordModule.records,
    fleetModule: fleet,
    fleet: fleet.service,
    hmiModule: hmi,
    hmi: hmi.service,
    calibration: calibration.service,
    recordClouds: calibration.recordClouds,
  };
}
export type Services = ReturnType<typeof createServices>;

/**
 * Data Management: its REST routes, the public download, tus uploads, and the sweep of
 * leftover files at start and every hour (docs/adr/0011).
 */
function mountRecords(app: FastifyInstance, services: Services): () => Promise<void> {
  const { recordModule } = services;
  const callers = new WeakMap<Request, Uploader>();
  const tus = createTusServer({
    files: recordModule.files,
    uploads: recordModule.uploads,
    uploaderOf: (request) => callers.get(request),
    maxBytes: services.limits.recordMaxBytes,
    log: app.log,
  });
  recordRoutes(app, services);
  recordDownloadRoute(app, { records: services.records, store: recordModule.store });
  uploadRoutes(app, {
    tus,
    uploads: recordModule.uploads,
    callers,
    pcByToken: (token) => services.pcRepo.byToken(token),
    userById: (id) => services.usersRepo.byId(id),
    checkApp: (role) => services.apps.check('statistics', role),
  });

  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() => recordModule.sweep.sweep())
      .catch((error: unknown) => app.log.warn({ err: error }, 'storage sweep failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, 3600_000).unref();
  });
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}

export async function buildApp(deps: Deps): Promise<FastifyInstance & { services: Services }> {
  const headers = securityHeaders(deps.publicUrl);
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    bodyLimit: { ...DEFAULT_LIMITS, ...deps.limits }.bodyLimitBytes,
    // Behind a load balancer, the client address comes from X-Forwarded-For only when trusted.
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkErrors(headers),
  };
  const app = Fastify(options);
  const realtime = createRealtime(app, {
    redisUrl: deps.redisUrl,
    redisKey: deps.redisKey,
    presenceBeatMs: { ...DEFAULT_LIMITS, ...deps.limits }.presenceBeatMs,
  });
  // Without a data folder (in-process tests), files go to a temporary one that closing removes.
  const dataDir = deps.dataDir ?? mkdtempSync(join(tmpdir(), 'ads-studio-data-'));
  const services = createServices(deps, {
    ...realtime,
    agentHere: (token) => realtime.io.sockets.adapter.rooms.has(agentRoom(token)),
    dataDir,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  realtime.start({
    verifyAccess: services.tokens.verify,
    findCaller: (id, family) => services.callers.find(id, family),
    pcByToken: (token) => services.pcRepo.byToken(token),
    touchPc: (pcId, ownerId) => {
      services.fleetModule.agentSeen(pcId);
      return services.pcs.agentSeen(pcId, ownerId, deps.clock.now());
    },
    vehicles: { ...services.fleetModule.hooks, ...services.hmiModule.commands },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, headers);
  installTextGuard(app);
  installAuth(app, {
    verifyAccess: services.tokens.verify,
    findCaller: (id, family) => services.callers.find(id, family),
    checkApp: (key, role) => services.apps.check(key, role),
  });

  route(app, API.health, async () => {
    await deps.database.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: deps.database.kind, version: deps.version });
  });
  accountRoutes(app, services);
  appRoutes(app, services);
  userRoutes(app, services);
  supportRoutes(app, services);
  pcRoutes(app, services);
  projectRoutes(app, services);
  boardRoutes(app, services);
  fileRoutes(app);
  moduleRoutes(app);
  agentRoutes(app, loadAgentPackage(deps.agentPackageDir, deps.version));
  const stopRecords = mountRecords(app, services);
  fleetRoutes(app, services);
  benchRoutes(app, services);
  mapRoutes(app, services);
  hmiRoutes(app, services);
  calibrationRoutes(app, services);
  app.addHook('onReady', async () => services.fleetModule.start());
  app.addHook('onReady', async () => services.jobs.start());
  await installWeb(app, deps.webDir);

  app.addHook('onClose', async () => {
    // The agents' sockets ended in preClose; their last states and events are written now.
    await services.fleetModule.stop();
    // A running job is put back in the queue; the next start (of any instance) resumes it.
    await services.jobs.stop();
    await stopRecords();
    deps.mailer.close();
    if (!deps.dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  app.decorate('services', services);
  return app as unknown as FastifyInstance & { services: Services };
}
