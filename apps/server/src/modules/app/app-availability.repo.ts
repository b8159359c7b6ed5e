import type { AppKey, AppState, ConfigurableRole } from '@ads/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AppAvailabilityAuditRow,
  appAvailability,
  appAvailabilityAudit,
} from '../../db/schema';

/** One cell's change as the service decided it: the new stored state, or null for the default. */
export interface AvailabilityChange {
  role: ConfigurableRole;
  /** What is stored after the change; null removes the row (the role gets the default again). */
  stored: AppState | null;
  before: AppState;
  after: AppState;
}

export function createAppAvailabilityRepo(db: Db) {
  return {
    /** Every stored change of a SUPER (a few rows at most: apps × roles). */
    async all() {
      return db
        .select({
          app: appAvailability.app,
          role: appAvailability.role,
          state: appAvailability.state,
        })
        .from(appAvailability);
    },

    /**
     * Applies `decide` to the app's stored rows under a table lock, so two SUPERs changing the
     * same app one after the other each see the other's result; writes the rows and one audit
     * entry per cell that changed, in one transaction.
     */
    async change(
      app: AppKey,
      actor: { id: number; email: string },
      decide: (stored: Partial<Record<ConfigurableRole, AppState>>) => AvailabilityChange[],
    ): Promise<AvailabilityChange[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${appAvailability} in exclusive mode`);
        const rows = await tx
          .select({ role: appAvailability.role, state: appAvailability.state })
          .from(appAvailability)
          .where(eq(appAvailability.app, app));
        const stored = Object.fromEntries(rows.map((row) => [row.role, row.state as AppState]));
        const changes = decide(stored);
        for (const change of changes) {
          const cell = and(eq(appAvailability.app, app), eq(appAvailability.role, change.role));
          if (change.stored === null) {
            await tx.delete(appAvailability).where(cell);
          } else {
            await tx
              .insert(appAvailability)
              .values({ app, role: change.role, state: change.stored, updatedBy: actor.id })
              .onConflictDoUpdate({
                target: [appAvailability.app, appAvailability.role],
                set: { state: change.stored, updatedBy: actor.id, updatedAt: sql`now()` },
              });
          }
          if (change.before !== change.after) {
            await tx.insert(appAvailabilityAudit).values({
              actorId: actor.id,
              actorEmail: actor.email,
              app,
              role: change.role,
              before: change.before,
              after: change.after,
            });
          }
        }
        return changes;
      });
    },

    /** The audit, newest first, `limit` entries older than the id `before`. */
    async audit(limit: number, before?: number): Promise<AppAvailabilityAuditRow[]> {
      return db
        .select()
        .from(appAvailabilityAudit)
        .where(before === undefined ? undefined : lt(appAvailabilityAudit.id, before))
        .orderBy(desc(appAvailabilityAudit.id))
        .limit(limit);
    },
  };
}
export type AppAvailabilityRepo = ReturnType<typeof createAppAvailabilityRepo>;
