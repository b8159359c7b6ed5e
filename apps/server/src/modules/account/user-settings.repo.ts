import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';

/** Rows of user_settings: always one user's own, by the caller's id. */
export function createUserSettingsRepo(db: Db) {
  return {
    async read(userId: number, key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: userSettings.value })
        .from(userSettings)
        .where(and(eq(userSettings.userId, userId), eq(userSettings.key, key)));
      return row ? row.value : null;
    },
    async write(userId: number, key: string, value: unknown): Promise<void> {
      await db
        .insert(userSettings)
        .values({ userId, key, value })
        .onConflictDoUpdate({
          target: [userSettings.userId, userSettings.key],
          set: { value, updatedAt: sql`now()` },
        });
    },
    async remove(userId: number, key: string): Promise<void> {
      await db
        .delete(userSettings)
        .where(and(eq(userSettings.userId, userId), eq(userSettings.key, key)));
    },
  };
}
export type UserSettingsRepo = ReturnType<typeof createUserSettingsRepo>;
