import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings, users } from '../../db/schema';

const KEY = 'basemap';

/** The basemap's row of the settings table, with the name of who set it. */
export function createBasemapRepo(db: Db) {
  return {
    async read(): Promise<{ value: unknown; updatedAt: Date; updatedBy: string | null } | null> {
      const [row] = await db
        .select({ value: settings.value, updatedAt: settings.updatedAt, updatedBy: users.username })
        .from(settings)
        .leftJoin(users, eq(users.id, settings.updatedBy))
        .where(eq(settings.key, KEY));
      return row ?? null;
    },
    async write(value: unknown, userId: number): Promise<void> {
      await db
        .insert(settings)
        .values({ key: KEY, value, updatedBy: userId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, updatedBy: userId, updatedAt: sql`now()` },
        });
    },
  };
}
export type BasemapRepo = ReturnType<typeof createBasemapRepo>;
