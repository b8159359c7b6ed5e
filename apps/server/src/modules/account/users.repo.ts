import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export function createUsersRepo(db: Db) {
  return {
    async byId(id: number, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** The caller of an access token, with whether its sign-in (family) is still live. */
    async withSession(id: number, family: string) {
      const [row] = await db
        .select({
          user: users,
          // Plain parameters: a column reference here would not be qualified by its table.
          live: sql<boolean>`exists (select 1 from sessions where family = ${family}
            and user_id = ${id} and revoked_at is null)`,
        })
        .from(users)
        .where(eq(users.id, id));
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
      tx: Db = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    /**
     * Deletes the account unless it is the only SUPER left; false when it is. The SUPER rows
     * are locked first, so two SUPERs leaving at the same moment cannot both see the other
     * one still there and leave the studio without any.
     */
    async removeKeepingASuper(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const supers = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'SUPER'), eq(users.isActive, true)))
          .for('update');
        if (supers.length <= 1 && supers.some((row) => row.id === id)) return false;
        await tx.delete(users).where(eq(users.id, id));
        return true;
      });
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
