import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

export function createPasswordResetCodesRepo(db: Db) {
  return {
    /** Stores a new code for the account, replacing any earlier one and its tries. */
    async replace(userId: number, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(passwordResetCodes)
        .values({ userId, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: passwordResetCodes.userId,
          set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },
    async get(userId: number) {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId));
      return row;
    },
    /**
     * Uses up one try of a live code in a single statement and answers the row after it, or
     * undefined when no try is left or the code expired, so parallel guesses are all counted.
     */
    async claimTry(userId: number, now: Date, maxTries: number) {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.userId, userId),
            lt(passwordResetCodes.attempts, maxTries),
            gt(passwordResetCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Deletes the code and answers whether this call did: of two resets with the same right
     * code at once, only the one that removed it may change the password (single use).
     */
    async take(userId: number, codeHash: string, tx: Db = db): Promise<boolean> {
      const removed = await tx
        .delete(passwordResetCodes)
        .where(
          and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.codeHash, codeHash)),
        )
        .returning({ userId: passwordResetCodes.userId });
      return removed.length > 0;
    },
    async remove(userId: number): Promise<void> {
      await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
    },
  };
}
export type PasswordResetCodesRepo = ReturnType<typeof createPasswordResetCodesRepo>;
