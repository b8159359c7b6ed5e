import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PostRow, posts } from '../../db/schema';

export type Board = 'notice' | 'faq';

export function createBoardRepo(db: Db) {
  const one = (board: Board, number: number) =>
    and(eq(posts.board, board), eq(posts.number, number));
  return {
    list: (board: Board) =>
      db.select().from(posts).where(eq(posts.board, board)).orderBy(desc(posts.number)),
    async get(board: Board, number: number): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(one(board, number));
      return row;
    },
    async insert(values: typeof posts.$inferInsert): Promise<PostRow> {
      const [row] = await db.insert(posts).values(values).returning();
      return row!;
    },
    async update(
      board: Board,
      number: number,
      values: { title?: string; content?: string },
    ): Promise<PostRow | undefined> {
      const [row] = await db
        .update(posts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(one(board, number))
        .returning();
      return row;
    },
    async remove(board: Board, number: number): Promise<boolean> {
      const rows = await db.delete(posts).where(one(board, number)).returning({ n: posts.number });
      return rows.length > 0;
    },
  };
}
export type BoardRepo = ReturnType<typeof createBoardRepo>;
