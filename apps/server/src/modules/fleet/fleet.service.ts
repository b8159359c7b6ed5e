import { type FleetVehicle, type TrackPoint, isAdmin } from '@ads/contract';
import type { Clock } from '../../clock';
import type { PcRow } from '../../db/schema';
import type { Actor } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import type { FleetLive } from './fleet-live';
import type { FleetRepo } from './fleet.repo';
import { isStorableTime } from './storable';
import { toFleetVehicle, toTrackPoint } from './fleet.view';
import { createKeptReads } from './kept-reads';

/** The track's range when the caller names none: the last hour. */
export const DEFAULT_TRACK_MS = 3600_000;

export interface FleetServiceDeps {
  repo: Pick<FleetRepo, 'list' | 'track' | 'events'>;
  /** PCs by id (the PC module's lookup). */
  pcs: { byId(id: number): Promise<PcRow | undefined> };
  live: Pick<FleetLive, 'get' | 'unsaved'>;
  isOnline(token: string): boolean;
  clock: Clock;
  /** Points of one track answer at most; a range with more is thinned evenly. */
  maxTrackPoints: number;
  /** How long one read of the fleet list's rows serves every call of the same scope. */
  listCacheMs: number;
  /** Writes what this instance holds and has not written yet (the writer's flush). */
  flush(): Promise<void>;
}

/**
 * FMS's rules: who sees which vehicle, what a track or trail answers. Who may command one is
 * the relay's gate (./vehicle-commands.ts), shared with the HMI.
 */
export function createFleetService(deps: FleetServiceDeps) {
  /** The PC when the caller may see it: its owner, or an admin. Others' answer like missing. */
  async function visiblePc(actor: Actor, pcId: number): Promise<PcRow> {
    const pc = await deps.pcs.byId(pcId);
    if (!pc || (pc.userId !== actor.id && !isAdmin(actor.role))) throw notFound('No such PC.');
    return pc;
  }

  // The rows of one scope: an owner's vehicles, or every vehicle (admins, key null).
  const lists = createKeptReads({
    load: (ownerId: number | null) => deps.repo.list(ownerId, deps.live.unsaved()),
    ttlMs: deps.listCacheMs,
    now: () => Date.now(),
  });

  return {
    /** A vehicle reported here for the first time: every list shows it from now on. */
    vehicleAdded: lists.clear,

    /**
     * The vehicles the caller may see (own PCs; admins every PC) that ever reported a state:
     * one query per scope and second, then for each the newer of this instance's state and the
     * stored one; online from the presence every instance keeps.
     */
    async list(actor: Actor): Promise<FleetVehicle[]> {
      const rows = await lists.read(isAdmin(actor.role) ? null : actor.id);
      return rows.flatMap((row) => {
        const here = deps.live.get(row.pcId);
        const newer =
          here && (!row.updatedAt || here.at > row.updatedAt)
            ? { state: here.state, at: here.at }
            : row.state && row.updatedAt
              ? { state: row.state, at: row.updatedAt }
              : null;
        // Listed as held here but forgotten since (its PC was deleted): nothing to show.
        return newer ? [toFleetVehicle(row, newer, deps.isOnline(row.token))] : [];
      });
    },

    /** The kept positions from `from` to `to` (epoch ms; default: the hour up to `to`, now). */
    async track(
      actor: Actor,
      pcId: number,
      range: { from?: number | undefined; to?: number | undefined },
    ): Promise<{ pc_id: number; from: number; to: number; points: TrackPoint[] }> {
      // `to` defaults to now (or `from`, if that is later: an empty range, not a refusal).
      const now = deps.clock.now().getTime();
      const to = range.to ?? Math.max(now, range.from ?? now);
      const from = range.from ?? to - DEFAULT_TRACK_MS;
      const detail: Record<string, string> = {};
      if (!isStorableTime(from)) detail.from = 'Must be a time between 1970 and 9999.';
      if (!isStorableTime(to)) detail.to = 'Must be a time between 1970 and 9999.';
      if (Object.keys(detail).length === 0 && from > to) detail.from = 'Must not be after to.';
      if (Object.keys(detail).length > 0) throw badRequest('Some fields are not valid.', detail);
      await visiblePc(actor, pcId);
      const rows = await deps.repo.track(pcId, from, to, deps.maxTrackPoints);
      return { pc_id: pcId, from, to, points: rows.map(toTrackPoint) };
    },

    /**
     * The vehicle's audit trail, newest first, by pages of ids. The first page writes what this
     * instance holds first (events wait up to a second to be written in a batch): a vehicle is
     * listed from its first state, before its 'connected' event is written, and a page that
     * opened it at once read an empty trail and kept it (FMS's Korean walk failed on it).
     */
    async events(actor: Actor, pcId: number, limit: number, before: number | undefined) {
      await visiblePc(actor, pcId);
      if (before === undefined) await deps.flush();
      return deps.repo.events(pcId, limit, before);
    },
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
