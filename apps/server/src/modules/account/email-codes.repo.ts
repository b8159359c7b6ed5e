import { eq, sql } from 'drizzle-orm';
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
    async countTry(email: string): Promise<void> {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.email, email));
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
