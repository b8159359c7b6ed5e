import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PcRow, type ProjectRow, pcs, projectPcs, projects } from '../../db/schema';

export type ProjectWithPcs = ProjectRow & { pcs: PcRow[] };

export function createProjectRepo(db: Db) {
  /** Attaches each project's PCs with one query for the whole list. */
  async function withPcs(rows: ProjectRow[]): Promise<ProjectWithPcs[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({ projectId: projectPcs.projectId, pc: pcs })
      .from(projectPcs)
      .innerJoin(pcs, eq(pcs.id, projectPcs.pcId))
      .where(
        inArray(
          projectPcs.projectId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(projectPcs.createdAt, pcs.id);
    return rows.map((row) => ({
      ...row,
      pcs: links.filter((link) => link.projectId === row.id).map((link) => link.pc),
    }));
  }

  return {
    async listOf(userId: number): Promise<ProjectWithPcs[]> {
      const rows = await db
        .select()
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.id));
      return withPcs(rows);
    },
    async byId(id: number): Promise<ProjectWithPcs | undefined> {
      const rows = await db.select().from(projects).where(eq(projects.id, id));
      return (await withPcs(rows))[0];
    },
    async insert(values: typeof projects.$inferInsert): Promise<number> {
      const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
      return row!.id;
    },
    async update(id: number, values: { title?: string; vehicle?: string }): Promise<void> {
      await db
        .update(projects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(projects.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(projects).where(eq(projects.id, id));
    },
    /** Adds the link; false when it was there already. */
    async addPc(projectId: number, pcId: number): Promise<boolean> {
      const rows = await db
        .insert(projectPcs)
        .values({ projectId, pcId })
        .onConflictDoNothing()
        .returning({ pcId: projectPcs.pcId });
      return rows.length > 0;
    },
    /** Removes the link; false when there was none. */
    async removePc(projectId: number, pcId: number): Promise<boolean> {
      const rows = await db
        .delete(projectPcs)
        .where(and(eq(projectPcs.projectId, projectId), eq(projectPcs.pcId, pcId)))
        .returning({ pcId: projectPcs.pcId });
      return rows.length > 0;
    },
  };
}
export type ProjectRepo = ReturnType<typeof createProjectRepo>;
