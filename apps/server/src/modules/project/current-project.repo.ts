import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currentProjects } from '../../db/schema';

/** Each user's current project id: one row per user that has chosen one. */
export function createCurrentProjectRepo(db: Db) {
  return {
    async of(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ projectId: currentProjects.projectId })
        .from(currentProjects)
        .where(eq(currentProjects.userId, userId));
      return row?.projectId;
    },
    async set(userId: number, projectId: number): Promise<void> {
      await db
        .insert(currentProjects)
        .values({ userId, projectId })
        .onConflictDoUpdate({
          target: currentProjects.userId,
          set: { projectId, updatedAt: new Date() },
        });
    },
    async clear(userId: number): Promise<void> {
      await db.delete(currentProjects).where(eq(currentProjects.userId, userId));
    },
  };
}
export type CurrentProjectRepo = ReturnType<typeof createCurrentProjectRepo>;
