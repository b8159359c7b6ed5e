import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectPcs } from '../../db/schema';

/** HMI's own SQL: the rest comes from the project, PC, fleet and map modules. */
export function createHmiRepo(db: Db) {
  return {
    /** Whether the PC belongs to the project (projects ↔ PCs is many-to-many). */
    async pcInProject(pcId: number, projectId: number): Promise<boolean> {
      const rows = await db
        .select({ pcId: projectPcs.pcId })
        .from(projectPcs)
        .where(and(eq(projectPcs.pcId, pcId), eq(projectPcs.projectId, projectId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type HmiRepo = ReturnType<typeof createHmiRepo>;
