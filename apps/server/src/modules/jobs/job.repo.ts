import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type JobRow, jobs } from '../../db/schema';

/** A claimed job as the claim query answers it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** The jobs table's SQL (docs/adr/0018). Times of leases are the database's, not an instance's. */
export function createJobRepo(db: Db) {
  return {
    async add(kind: string, payload: Record<string, unknown>, maxAttempts = 3): Promise<number> {
      const [row] = await db
        .insert(jobs)
        .values({ kind, payload, maxAttempts })
        .returning({ id: jobs.id });
      return row!.id;
    },

    /**
     * Takes the oldest job of `kinds` that is queued, or running under a lease that ran out
     * (its instance stopped), for `leaseMs`. SKIP LOCKED: two instances never take the same one.
     */
    async claim(kinds: string[], owner: string, leaseMs: number): Promise<ClaimedJob | null> {
      if (kinds.length === 0) return null;
      const kindList = sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
      const rows = await rowsOf<ClaimedJob>(
        db,
        sql`update ${jobs} set status = 'running', locked_by = ${owner},
              locked_until = now() + ${leaseMs} * interval '1 millisecond',
              attempts = attempts + 1, started_at = coalesce(started_at, now())
            where id = (
              select id from ${jobs}
              where kind in (${kindList})
                and (status = 'queued' or (status = 'running' and locked_until < now()))
              order by id
              for update skip locked
              limit 1)
            returning id, kind, payload, attempts, max_attempts`,
      );
      return rows[0] ?? null;
    },

    /** Renews the lease and writes progress; false when the job is no longer this owner's. */
    async beat(
      id: number,
      owner: string,
      leaseMs: number,
      progress: number,
      message: string,
    ): Promise<boolean> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update ${jobs} set locked_until = now() + ${leaseMs} * interval '1 millisecond',
              progress = ${progress}, message = ${message}
            where id = ${id} and locked_by = ${owner} and status = 'running'
            returning id`,
      );
      return rows.length > 0;
    },

    async finish(id: number, owner: string, status: 'done' | 'failed' | 'queued', message: string) {
      await db
        .update(jobs)
        .set({
          status,
          message,
          progress: status === 'done' ? 1 : sql`${jobs.progress}`,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: status === 'queued' ? null : sql`now()`,
        })
        .where(sql`${jobs.id} = ${id} and ${jobs.lockedBy} = ${owner}`);
    },

    /** Back to the queue without counting the attempt (this instance is stopping). */
    async release(id: number, owner: string, message: string) {
      await db
        .update(jobs)
        .set({
          status: 'queued',
          message,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(sql`${jobs.id} = ${id} and ${jobs.lockedBy} = ${owner}`);
    },

    async cancel(id: number) {
      await db
        .update(jobs)
        .set({ status: 'cancelled', lockedBy: null, lockedUntil: null, finishedAt: sql`now()` })
        .where(sql`${jobs.id} = ${id} and ${jobs.status} in ('queued', 'running')`);
    },

    async byId(id: number): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    /** Queued and running jobs of some kinds, oldest first (the admin's queue view). */
    async open(kinds: string[]): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(
          sql`${jobs.status} in ('queued', 'running') and ${jobs.kind} in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})`,
        )
        .orderBy(jobs.id);
    },
  };
}
export type JobRepo = ReturnType<typeof createJobRepo>;
