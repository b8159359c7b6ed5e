import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export function createUsersRepo(db: Db) {
  return {
    async byId(id: number, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },
    async byEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },
    async insert(values: typeof users.$inferInsert, tx: Db = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(users.id);
    },
    async update(
      id: number,
      values: Partial<typeof users.$inferInsert>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    async remove(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
    async countByRole(role: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
      return row?.n ?? 0;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
