import type { HostFacts } from '@ads/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pcs, type PcRow } from '../../db/schema';

export function createPcRepo(db: Db) {
  return {
    listOf: (userId: number) => db.select().from(pcs).where(eq(pcs.userId, userId)).orderBy(pcs.id),
    async byId(id: number): Promise<PcRow | undefined> {
      const [row] = await db.select().from(pcs).where(eq(pcs.id, id));
      return row;
    },
    async byToken(token: string): Promise<PcRow | undefined> {
      const [row] = await db.select().from(pcs).where(eq(pcs.token, token));
      return row;
    },
    async byName(userId: number, name: string): Promise<PcRow | undefined> {
      const [row] = await db
        .select()
        .from(pcs)
        .where(and(eq(pcs.userId, userId), eq(pcs.name, name)));
      return row;
    },
    async insert(values: typeof pcs.$inferInsert): Promise<PcRow> {
      const [row] = await db.insert(pcs).values(values).returning();
      return row!;
    },
    /** Records that the PC's agent was seen (connected or disconnected) at `at`. */
    /**
     * The agent connected or left; `host`, what a connecting agent reported, is kept for the
     * store's check (an agent that reports nothing leaves the facts as they were).
     */
    async touch(id: number, at: Date, host?: HostFacts | null): Promise<void> {
      const facts = host ? { host } : {};
      await db
        .update(pcs)
        .set({ lastSeenAt: at, ...facts })
        .where(eq(pcs.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(pcs).where(eq(pcs.id, id));
    },
  };
}
export type PcRepo = ReturnType<typeof createPcRepo>;
