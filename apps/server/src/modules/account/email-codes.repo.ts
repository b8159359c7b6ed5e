import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';

export function createEmailCodesRepo(db: Db) {
  return {
    /** Stores a new code for the address, replacing any earlier one and its tries. */
    async replace(email: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(emailCodes)
        .values({ email, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: emailCodes.email,
          set: { codeHash, expiresAt, attempts: 0, verifiedAt: null, createdAt: sql`now()` },
        });
    },
    async get(email: string, tx: Db = db) {
      const [row] = await tx.select().from(emailCodes).where(eq(emailCodes.email, email));
      return row;
    },
    /**
     * Uses up one try of a live code in a single statement and answers the row after it, or
     * undefined when no try is left. Reading the count first and adding to it later let
     * parallel guesses all pass the check before any was counted.
     */
    async claimTry(email: string, now: Date, maxTries: number) {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(
          and(
            eq(emailCodes.email, email),
            lt(emailCodes.attempts, maxTries),
            gt(emailCodes.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async markVerified(email: string, at: Date): Promise<void> {
      await db.update(emailCodes).set({ verifiedAt: at }).where(eq(emailCodes.email, email));
    },
    async remove(email: string, tx: Db = db): Promise<void> {
      await tx.delete(emailCodes).where(eq(emailCodes.email, email));
    },
  };
}
export type EmailCodesRepo = ReturnType<typeof createEmailCodesRepo>;
