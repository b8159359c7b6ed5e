import type { VehicleState } from '@ads/contract';
import { type SQL, and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { letLoopThrough, slices } from '../../db/slices';
import {
  type VehicleEventRow,
  pcs,
  projectPcs,
  projects,
  users,
  vehicleEvents,
  vehicleTrack,
  vehicles,
} from '../../db/schema';

/** The latest state of one vehicle, as the table keeps it. */
export interface LatestRow {
  pcId: number;
  state: VehicleState;
  at: Date;
}
export type TrackRow = typeof vehicleTrack.$inferInsert;
export type EventRow = Omit<typeof vehicleEvents.$inferInsert, 'id'>;

/** What one flush writes: the latest states, the kept positions, the events. */
export interface FleetBatch {
  latest: LatestRow[];
  track: TrackRow[];
  events: EventRow[];
}

/** A vehicle of the fleet list: the PC, its owner, its first project, the stored state. */
export interface FleetListRow {
  pcId: number;
  name: string;
  token: string;
  ownerId: number;
  ownerName: string;
  project: { id: number; title: string } | null;
  state: VehicleState | null;
  updatedAt: Date | null;
}

/** A row of the list query as the drivers answer it (json parsed by both). */
interface ListRow {
  pc_id: number;
  name: string;
  token: string;
  owner_id: number;
  owner_name: string;
  project: { id: number; title: string } | null;
  state: VehicleState | null;
  updated_ms: number | null;
}

export interface TrackPointRow {
  t: number;
  lat: number;
  lon: number;
  heading: number;
  speed: number;
  mode: string;
}

export function createFleetRepo(db: Db) {
  return {
    /**
     * One flush in one transaction: the latest states upserted (an older state never replaces
     * a newer one, whichever instance writes last), the positions and the events inserted; a
     * position already stored (a retried batch) is skipped. Each statement takes its rows as
     * one JSON parameter: on PGlite, drizzle's one parameter per value cost 2–3× the time (21
     * against 8 ms for 100 states). The rows go a few per statement with the event loop let
     * through between them (db/slices.ts): on PGlite one statement of 100 states held the loop
     * ~10 ms, and the tele-op commands and states arriving meanwhile waited as long (issue 25).
     */
    async write(batch: FleetBatch): Promise<void> {
      await db.transaction(async (tx) => {
        let first = true;
        const statement = async (query: SQL) => {
          if (!first) await letLoopThrough();
          first = false;
          await tx.execute(query);
        };
        for (const slice of slices(batch.latest)) {
          const rows = slice.map((row) => ({
            pc_id: row.pcId,
            last_state: row.state,
            updated_at: row.at.toISOString(),
          }));
          await statement(sql`insert into ${vehicles} (pc_id, last_state, updated_at)
            select r.pc_id, r.last_state, r.updated_at
            from json_to_recordset(${JSON.stringify(rows)}::json)
              as r(pc_id int, last_state jsonb, updated_at timestamptz)
            on conflict (pc_id) do update
              set last_state = excluded.last_state, updated_at = excluded.updated_at
              where ${vehicles.updatedAt} <= excluded.updated_at`);
        }
        for (const slice of slices(batch.track)) {
          const rows = slice.map((row) => ({ ...row, at: row.at.toISOString() }));
          await statement(sql`insert into ${vehicleTrack} (pc_id, at, lat, lon, heading, speed, mode)
            select r."pcId", r.at, r.lat, r.lon, r.heading, r.speed, r.mode
            from json_to_recordset(${JSON.stringify(rows)}::json) as r("pcId" int,
              at timestamptz, lat float8, lon float8, heading float8, speed float8, mode text)
            on conflict do nothing`);
        }
        for (const slice of slices(batch.events)) {
          const rows = slice.map((row) => ({ ...row, at: row.at.toISOString() }));
          await statement(sql`insert into ${vehicleEvents}
              (pc_id, at, kind, user_id, user_name, detail)
            select r."pcId", r.at, r.kind, r."userId", r."userName", r.detail
            from json_to_recordset(${JSON.stringify(rows)}::json) as r("pcId" int,
              at timestamptz, kind text, "userId" int, "userName" text, detail jsonb)`);
        }
      });
    },

    /** Which of these PCs still exist (a PC deleted meanwhile takes its pending rows with it). */
    async existingPcs(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: pcs.id }).from(pcs).where(inArray(pcs.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * The vehicles a caller may see, in one query: PCs with a stored state, or one of `unsaved`
     * (a state this instance holds but has not written yet), with owner and first project (the
     * one the PC was added to first). `ownerId` null: every owner's (admins).
     */
    async list(ownerId: number | null, unsaved: number[]): Promise<FleetListRow[]> {
      // Ids as one array literal (digits only), not one parameter each.
      const unsavedIds = `{${unsaved.map((id) => Math.trunc(id)).join(',')}}`;
      const rows = await rowsOf<ListRow>(
        db,
        sql`select p.id as pc_id, p.name, p.token, u.id as owner_id, u.username as owner_name,
            (select json_build_object('id', pr.id, 'title', pr.title)
              from ${projectPcs} pp join ${projects} pr on pr.id = pp.project_id
              where pp.pc_id = p.id order by pp.created_at, pr.id limit 1) as project,
            v.last_state as state,
            (extract(epoch from v.updated_at) * 1000)::float8 as updated_ms
          from ${pcs} p
          join ${users} u on u.id = p.user_id
          left join ${vehicles} v on v.pc_id = p.id
          where (v.pc_id is not null or p.id = any(${unsavedIds}::int[]))
            ${ownerId === null ? sql`` : sql`and p.user_id = ${ownerId}`}
          order by p.id`,
      );
      return rows.map((row) => ({
        pcId: row.pc_id,
        name: row.name,
        token: row.token,
        ownerId: row.owner_id,
        ownerName: row.owner_name,
        project: row.project,
        state: row.state,
        updatedAt: row.updated_ms === null ? null : new Date(row.updated_ms),
      }));
    },

    /**
     * The kept positions of a vehicle from `from` to `to` (epoch ms, both included), oldest
     * first. More than `max`: every n-th, evenly over the points, and always the last one, so
     * the drawn track ends where the vehicle is.
     */
    async track(pcId: number, from: number, to: number, max: number): Promise<TrackPointRow[]> {
      const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
      const range = sql`${vehicleTrack.pcId} = ${pcId}
        and ${vehicleTrack.at} >= ${instant(from)} and ${vehicleTrack.at} <= ${instant(to)}`;
      return rowsOf<TrackPointRow>(
        db,
        sql`select t, lat, lon, heading, speed, mode from (
          select (extract(epoch from ${vehicleTrack.at}) * 1000)::float8 as t,
            ${vehicleTrack.lat} as lat, ${vehicleTrack.lon} as lon,
            ${vehicleTrack.heading} as heading, ${vehicleTrack.speed} as speed,
            ${vehicleTrack.mode} as mode,
            row_number() over (order by ${vehicleTrack.at}) as n,
            count(*) over () as total
          from ${vehicleTrack} where ${range}) kept
        where total <= ${max} or n = total
          or (n - 1) % ceil(total::float8 / ${max - 1})::bigint = 0
        order by t`,
      );
    },

    /** A vehicle's events, newest first, `limit` of them older than the id `before`. */
    async events(pcId: number, limit: number, before?: number): Promise<VehicleEventRow[]> {
      return db
        .select()
        .from(vehicleEvents)
        .where(
          and(
            eq(vehicleEvents.pcId, pcId),
            before === undefined ? undefined : lt(vehicleEvents.id, before),
          ),
        )
        .orderBy(desc(vehicleEvents.id))
        .limit(limit);
    },

    /** Removes the positions older than `cutoff`; answers how many went. */
    async sweepTrack(cutoff: Date): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`with gone as (delete from ${vehicleTrack}
          where ${vehicleTrack.at} < ${cutoff.toISOString()}::timestamptz returning 1)
          select count(*)::int as count from gone`,
      );
      return row?.count ?? 0;
    },
  };
}
export type FleetRepo = ReturnType<typeof createFleetRepo>;
