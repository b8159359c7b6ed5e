import type { AppKey, SocketMessage } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PcRow } from '../../db/schema';
import { createFleetLive } from './fleet-live';
import { createFleetWriter } from './fleet-writer';
import { createFleetRepo } from './fleet.repo';
import { fleetRoutes } from './fleet.routes';
import { createFleetService } from './fleet.service';
import { createVehicleCommandGate } from './vehicle-commands';

/**
 * FMS's choices (docs/adr/0017):
 * - the latest states, positions and events are written about once a second in one
 *   transaction (`flushMs`), by the instance the vehicle's agent is connected to;
 * - positions are kept 30 days (the issue asks for at least 7), swept every hour;
 * - a track answer holds 5,000 points at most, thinned evenly over a longer range;
 * - the fleet list's rows are read once a second per scope (owner, or all for admins).
 */
export const FLEET_DEFAULTS = {
  flushMs: 1_000,
  trackRetentionMs: 30 * 24 * 3600_000,
  sweepEveryMs: 3600_000,
  maxTrackPoints: 5_000,
  /** One read of the fleet list's rows serves every call of its scope this long. */
  listCacheMs: 1_000,
  /** Positions and events held while the database does not answer (≈ 30 min of 100 vehicles). */
  maxPending: 200_000,
};
export type FleetOptions = typeof FLEET_DEFAULTS;

/**
 * The fleet's parts, wired: live states, the batched writer, the rules, the sweep, and the
 * relay's vehicle hooks (what agents send, and the gate of users' vehicle commands, FMS's and
 * HMI's).
 */
export function createFleetModule(deps: {
  db: Db;
  /** PCs by id (the PC module's lookup). */
  pcs: { byId(id: number): Promise<PcRow | undefined> };
  clock: Clock;
  /** The PC's agent is connected to this instance / to any instance. */
  isHere(token: string): boolean;
  isOnline(token: string): boolean;
  /** The server's own message to a PC room's browsers (its connection events). */
  toWatchers(room: string, message: SocketMessage): void;
  warn(message: string, error?: unknown): void;
  /** Refuses (403, with its sentence) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
  /** The same from memory: null on, the sentence off, undefined when not known yet. */
  checkAppNow(app: AppKey, role: string): string | null | undefined;
  options?: Partial<FleetOptions>;
}) {
  const options = { ...FLEET_DEFAULTS, ...deps.options };
  const repo = createFleetRepo(deps.db);
  const writer = createFleetWriter({
    repo,
    maxPending: options.maxPending,
    saved: (rows) => live.saved(rows),
    gone: (pcIds) => live.gone(pcIds),
    warn: deps.warn,
  });
  const live = createFleetLive({
    clock: deps.clock,
    writer,
    isHere: deps.isHere,
    isOnline: deps.isOnline,
    toWatchers: deps.toWatchers,
    added: () => service.vehicleAdded(),
    log: (error) => deps.warn('fleet: a vehicle message could not be kept', error),
  });
  const service = createFleetService({
    repo,
    pcs: deps.pcs,
    live,
    isOnline: deps.isOnline,
    clock: deps.clock,
    maxTrackPoints: options.maxTrackPoints,
    listCacheMs: options.listCacheMs,
    flush: () => writer.flush(),
  });

  /** Removes the positions past the retention period. */
  async function sweep(): Promise<number> {
    return repo.sweepTrack(new Date(deps.clock.now().getTime() - options.trackRetentionMs));
  }

  let flushTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepNow = () => {
    sweeping = sweeping
      .then(sweep)
      .catch((error: unknown) => deps.warn('fleet: the track sweep failed', error));
  };

  return {
    service,
    /**
     * The relay's vehicle hooks (realtime/events.ts): agents' messages to the live states, and
     * the check of users' vehicle commands, FMS's and HMI's (`vehicle-commands.ts`).
     */
    hooks: {
      fromAgent: live.fromAgent,
      ...createVehicleCommandGate({ checkApp: deps.checkApp, checkAppNow: deps.checkAppNow }),
    },
    /** A PC's agent connected to or left this instance. */
    agentSeen: live.agentSeen,
    /** Writes what is pending now (tests, close). */
    flush: writer.flush,
    sweep,
    counts: () => ({ ...live.counts(), pending: writer.pending() }),
    routes(app: FastifyInstance): void {
      fleetRoutes(app, { fleet: service });
    },
    /** Starts the timers: a flush every `flushMs`, the sweep now and every `sweepEveryMs`. */
    start(): void {
      flushTimer ??= setInterval(writer.tick, options.flushMs).unref();
      if (sweepTimer) return;
      sweepNow();
      sweepTimer = setInterval(sweepNow, options.sweepEveryMs).unref();
    },
    /** Stops the timers and writes what is still pending. */
    async stop(): Promise<void> {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await sweeping;
      await writer.flush();
    },
  };
}
export type FleetModule = ReturnType<typeof createFleetModule>;
