import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PcRow, type ProjectRow, pcs, projectPcs, projects } from '../../db/schema';

export type ProjectWithPcs = ProjectRow & { pcs: PcRow[] };

export function createProjectRepo(db: Db) {
  /**
   * Projects with their PCs in one query (one row per project and PC, a project without PCs
   * once), newest project first and each project's PCs in the order they were added. One
   * round trip instead of a query for the projects and another for their PCs: on PGlite every
   * query waits its turn on the one connection.
   */
  async function withPcs(where: SQL): Promise<ProjectWithPcs[]> {
    const rows = await db
      .select({ project: projects, pc: pcs })
      .from(projects)
      .leftJoin(projectPcs, eq(projectPcs.projectId, projects.id))
      .leftJoin(pcs, eq(pcs.id, projectPcs.pcId))
      .where(where)
      .orderBy(desc(projects.id), projectPcs.createdAt, pcs.id);
    const list: ProjectWithPcs[] = [];
    for (const { project, pc } of rows) {
      let last = list.at(-1);
      if (last?.id !== project.id) list.push((last = { ...project, pcs: [] }));
      if (pc) last.pcs.push(pc);
    }
    return list;
  }

  return {
    listOf: (userId: number): Promise<ProjectWithPcs[]> => withPcs(eq(projects.userId, userId)),
    async byId(id: number): Promise<ProjectWithPcs | undefined> {
      return (await withPcs(eq(projects.id, id)))[0];
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
