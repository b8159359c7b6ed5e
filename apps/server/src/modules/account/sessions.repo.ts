import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export function createSessionsRepo(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },
    /** Reads a token row and locks it, so two refreshes of one token cannot both win. */
    async lockByHash(tx: Db, tokenHash: string) {
      const [row] = await tx
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    async markUsed(tx: Db, id: number, at: Date): Promise<void> {
      await tx.update(sessions).set({ usedAt: at }).where(eq(sessions.id, id));
    },
    async revokeFamily(family: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.family, family), isNull(sessions.revokedAt)));
    },
    async revokeUser(userId: number, at: Date, exceptFamily?: string, tx: Db = db): Promise<void> {
      const scope = exceptFamily
        ? and(eq(sessions.userId, userId), ne(sessions.family, exceptFamily))
        : eq(sessions.userId, userId);
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(scope, isNull(sessions.revokedAt)));
    },
    async familyOf(tokenHash: string) {
      const [row] = await db
        .select({ family: sessions.family })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash));
      return row?.family;
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
