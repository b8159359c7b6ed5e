import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, BENCH_NAMESPACE, type SocketMessage } from '@ads/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { DEFAULT_LIMITS, type Deps } from './deps';
import { fileRoutes } from './files/file.routes';
import { installAuth } from './http/auth';
import { closeConnectionsWhenIdle } from './http/close-connections';
import { answerFrameworkErrors, installErrorHandler } from './http/errors';
import { logRequests, quietRequests } from './http/request-log';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { ok, route } from './http/route';
import { installWeb } from './http/web';
import { type AccountEvents, createAccountModule } from './modules/account';
import { createAgentModule } from './modules/agent';
import { createAppModule } from './modules/app';
import { createBenchModule, createBenchScoring } from './modules/benchmark';
import { createBoardModule } from './modules/board';
import { createCalibrationModule } from './modules/calibration';
import { createEducationModule } from './modules/education';
import { createFleetModule } from './modules/fleet';
import { createHmiModule } from './modules/hmi';
import { createJobsModule } from './modules/jobs';
import { createMapModule } from './modules/map';
import { type AgentPresence, createPcModule } from './modules/pc';
import { createProjectModule } from './modules/project';
import { createRecordModule } from './modules/record';
import { createRemoteModule } from './modules/remote';
import { createStoreModule } from './modules/store';
import { createSupportModule } from './modules/support';
import { userOf } from './realtime/identity';
import { agentRoom } from './realtime/presence';
import { createRealtime } from './realtime/realtime';

/** What the modules need from the running instance (realtime, files, logging). */
export interface Live {
  presence: AgentPresence;
  /** Whether the PC's agent is connected to this instance (not another). */
  agentHere(token: string): boolean;
  /** Announces account events to `local` and to the realtime channel, on every instance. */
  accountEvents(local: AccountEvents): AccountEvents;
  /** An event with a payload the other instances hear; sending resolves once they have. */
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
  /** Sends the server's own REQUEST to a PC's agent, on whichever instance it is. */
  toAgent(room: string, message: SocketMessage): void;
  /** Sends the server's own RESPONSE to a PC room's browsers (not its agent). */
  toWatchers(room: string, message: SocketMessage): void;
  /** Folder of stored files (records, uploads). */
  dataDir: string;
  warn(message: string, error: unknown): void;
}

/**
 * Creates every module through its face, on the given database, mailer and clock; modules
 * reach each other only through what these factories return (lookups, services, checks).
 * Listed in the order their routes are mounted.
 */
export function createModules(deps: Deps, live: Live) {
  const { db } = deps.database;
  const { clock } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };

  const apps = createAppModule({
    db,
    ttlMs: limits.appAvailabilityCacheMs,
    event: live.event,
    dataDir: live.dataDir,
  });
  const pc = createPcModule({
    db,
    jwtSecret: deps.jwtSecret,
    presence: live.presence,
    projectListsChanged: (ownerId) => project.listsChanged(ownerId),
  });
  const project = createProjectModule({
    db,
    ttlMs: limits.projectListCacheMs,
    event: live.event,
    pcs: { isOnline: pc.service.isOnline, byId: pc.byId },
  });
  const account = createAccountModule({
    db,
    clock,
    mailer: deps.mailer,
    warn: live.warn,
    jwtSecret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    limits,
    announce: live.accountEvents,
    listeners: [project.accountEvents],
    records: {
      filesOfOwner: (userId) => record.records.filesOfOwner(userId),
      removeFiles: (keys) => record.records.removeFiles(keys),
    },
  });
  const record = createRecordModule({
    db,
    dataDir: live.dataDir,
    store: deps.recordStore,
    projects: { byId: project.byId },
    clock,
    jwtSecret: deps.jwtSecret,
    publicUrl: deps.publicUrl,
    limits,
    warn: live.warn,
    pcByToken: pc.byToken,
    userById: account.userById,
    checkApp: (role) => apps.availability.check('statistics', role),
    // The map module is made below; this is called only once requests come.
    projectMap: async (projectId) => {
      const newest = await map.newestOfProject(projectId);
      return newest && map.service.exportOsm(newest, { flavour: 'autoware' });
    },
  });
  const fleet = createFleetModule({
    db,
    pcs: { byId: pc.byId },
    clock,
    isHere: live.agentHere,
    isOnline: (token) => live.presence.isOnline(token),
    toWatchers: live.toWatchers,
    warn: live.warn,
    checkApp: (app, role) => apps.availability.check(app, role),
    checkAppNow: (app, role) => apps.availability.checkNow(app, role),
  });
  const jobs = createJobsModule({ db, options: deps.jobOptions, warn: live.warn });
  const bench = createBenchModule({
    db,
    dataDir: live.dataDir,
    jobs,
    clock,
    takeUpload: (ownerId, uploadId, dest) =>
      record.uploads.takeDatasetUpload(ownerId, uploadId, dest),
    checkApp: (role) => apps.availability.check('benchmark', role),
    log: (error) => live.warn('benchmark', error),
  });
  const map = createMapModule({
    db,
    dataDir: live.dataDir,
    clock,
    limits: { maxOsmBytes: limits.mapMaxBytes },
  });
  const hmi = createHmiModule({
    db,
    project: project.service.get,
    fleet: fleet.service,
    maps: map.service,
    mapById: map.byId,
    pcByToken: pc.byToken,
    userById: account.userById,
    checkApp: (app, role) => apps.availability.check(app, role),
  });
  const calibration = createCalibrationModule({
    db,
    records: record.records,
    store: record.store,
  });
  const store = createStoreModule({
    db,
    dataDir: live.dataDir,
    files: deps.storeFiles,
    clock,
    limits,
    pcs: { byId: pc.byId, isOnline: pc.service.isOnline },
    checkApp: (role) => apps.availability.check('store', role),
    event: live.event,
    toAgent: live.toAgent,
    warn: live.warn,
  });
  const remote = createRemoteModule({
    db,
    clock,
    pcs: { byId: pc.byId, isOnline: pc.service.isOnline },
    checkApp: (role) => apps.availability.check('remote', role),
    userOf: (userId, family) =>
      userOf(
        {
          verifyAccess: account.tokens.verify,
          findCaller: (id, fam) => account.callers.find(id, fam),
          pcByToken: pc.byToken,
        },
        userId,
        family,
      ),
    checkEveryMs: limits.remoteCheckMs,
    event: live.event,
    log: (error) => live.warn('remote IDE', error),
  });
  const education = createEducationModule({
    db,
    jobs,
    clock,
    perception: createBenchScoring({ db, dataDir: live.dataDir }),
  });
  return {
    limits,
    account,
    apps,
    support: createSupportModule({ db }),
    pc,
    project,
    board: createBoardModule({ db }),
    agent: createAgentModule({ agentPackageDir: deps.agentPackageDir, version: deps.version }),
    record,
    fleet,
    jobs,
    bench,
    map,
    hmi,
    calibration,
    store,
    remote,
    education,
  };
}
export type Modules = ReturnType<typeof createModules>;

/** The handles main.ts and the tests reach through `app.services`. */
function servicesOf(modules: Modules) {
  return {
    modules,
    limits: modules.limits,
    accounts: modules.account.accounts,
    apps: modules.apps.availability,
    jobs: modules.jobs,
    fleetModule: modules.fleet,
    recordModule: modules.record,
  };
}
export type Services = ReturnType<typeof servicesOf>;

export async function buildApp(deps: Deps): Promise<FastifyInstance & { services: Services }> {
  const headers = securityHeaders(deps.publicUrl);
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    // One line per request at the level it deserves, from logRequests (http/request-log.ts).
    logController: quietRequests(),
    bodyLimit: { ...DEFAULT_LIMITS, ...deps.limits }.bodyLimitBytes,
    // Behind a load balancer, the client address comes from X-Forwarded-For only when trusted.
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkErrors(headers),
  };
  const app = Fastify(options);
  closeConnectionsWhenIdle(app);
  const realtime = createRealtime(app, {
    redisUrl: deps.redisUrl,
    redisKey: deps.redisKey,
    presenceBeatMs: { ...DEFAULT_LIMITS, ...deps.limits }.presenceBeatMs,
  });
  // Without a data folder (in-process tests), files go to a temporary one that closing removes.
  const dataDir = deps.dataDir ?? mkdtempSync(join(tmpdir(), 'ads-studio-data-'));
  const modules = createModules(deps, {
    ...realtime,
    agentHere: (token) => realtime.io.sockets.adapter.rooms.has(agentRoom(token)),
    dataDir,
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  const { account, apps, pc, fleet, jobs, record } = modules;
  realtime.start({
    verifyAccess: account.tokens.verify,
    findCaller: (id, family) => account.callers.find(id, family),
    pcByToken: pc.byToken,
    touchPc: async (pcId, ownerId, host) => {
      fleet.agentSeen(pcId);
      await pc.service.agentSeen(pcId, ownerId, deps.clock.now(), host);
      // A PC back (its host facts come with the connection): installs it cut off roll back.
      const token = host === undefined ? undefined : (await pc.byId(pcId))?.token;
      if (token) modules.store.installHooks.agentConnected({ pcId, room: token });
    },
    vehicles: fleet.hooks,
    agentListeners: [modules.store.installHooks.fromAgent],
  });
  // ADS IDE remote: its own namespace on the same connection (ADR 26).
  modules.remote.start(realtime.namespace(modules.remote.namespaceName));
  // AI Benchmark's queue, pushed to its administrators on its own namespace (issue 30).
  const stopQueuePush = modules.bench.pushQueue(realtime.namespace(BENCH_NAMESPACE));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  logRequests(app);
  installSecurityHeaders(app, headers);
  installTextGuard(app);
  installAuth(app, {
    verifyAccess: account.tokens.verify,
    verifiedNow: account.tokens.verifiedNow,
    findCaller: (id, family) => account.callers.find(id, family),
    findCallerNow: (id, family) => account.callers.findNow(id, family),
    checkApp: (key, role) => apps.availability.check(key, role),
    checkAppNow: (key, role) => apps.availability.checkNow(key, role),
  });

  route(app, API.health, async () => {
    await deps.database.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: deps.database.kind, version: deps.version });
  });
  modules.account.routes(app);
  modules.apps.routes(app);
  modules.support.routes(app);
  modules.pc.routes(app);
  modules.project.routes(app);
  modules.board.routes(app);
  fileRoutes(app);
  modules.agent.routes(app);
  // Data Management's sweep starts on ready before FMS's timers and the job runner.
  modules.record.routes(app);
  modules.fleet.routes(app);
  modules.bench.routes(app);
  modules.map.routes(app);
  modules.hmi.routes(app);
  modules.calibration.routes(app);
  // IP Repository: also the launcher's module catalogue and its archives (ADR 25).
  modules.store.routes(app);
  modules.remote.routes(app);
  modules.education.routes(app);
  app.addHook('onReady', async () => fleet.start());
  app.addHook('onReady', async () => jobs.start());
  // Datasets imported before baselines existed get theirs (ADR 18); the start does not wait.
  app.addHook('onReady', async () => {
    void modules.bench
      .backfillBaselines()
      .catch((error: unknown) => app.log.warn({ err: error }, 'benchmark baselines'));
  });
  app.addHook('onClose', async () => stopQueuePush());
  await installWeb(app, deps.webDir);

  app.addHook('onClose', async () => {
    // The agents' sockets ended in preClose; their last states and events are written now.
    await fleet.stop();
    // A running job is put back in the queue; the next start (of any instance) resumes it.
    await jobs.stop();
    await record.stop();
    await modules.store.stop();
    await modules.remote.stop();
    deps.mailer.close();
    if (!deps.dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const services = servicesOf(modules);
  app.decorate('services', services);
  return app as unknown as FastifyInstance & { services: Services };
}
