import { and, desc, eq } from 'drizzle-orm';
import type { CalibrationKind } from '@ads/contract';
import type { Db } from '../../db/client';
import { calibrations, projects, users } from '../../db/schema';

export interface CalibrationWithOwner {
  id: number;
  projectId: number;
  /** The project's owner: who (with admins) may reach the entry. */
  ownerId: number;
  sensor: string;
  kind: CalibrationKind;
  body: Record<string, unknown>;
  note: string;
  createdAt: Date;
  createdBy: { id: number; name: string } | null;
}

export interface NewCalibration {
  projectId: number;
  sensor: string;
  kind: CalibrationKind;
  body: Record<string, unknown>;
  note: string;
  createdBy: number;
}

/** Calibration's SQL: saved results, newest first, with their project's owner. */
export function createCalibrationRepo(db: Db) {
  const query = () =>
    db
      .select({
        id: calibrations.id,
        projectId: calibrations.projectId,
        ownerId: projects.userId,
        sensor: calibrations.sensor,
        kind: calibrations.kind,
        body: calibrations.body,
        note: calibrations.note,
        createdAt: calibrations.createdAt,
        creatorId: users.id,
        creatorName: users.username,
      })
      .from(calibrations)
      .innerJoin(projects, eq(projects.id, calibrations.projectId))
      .leftJoin(users, eq(users.id, calibrations.createdBy));
  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const flat = ({ creatorId, creatorName, ...row }: Row): CalibrationWithOwner => ({
    ...row,
    kind: row.kind as CalibrationKind,
    createdBy:
      creatorId !== null && creatorName !== null ? { id: creatorId, name: creatorName } : null,
  });

  return {
    async projectOwner(projectId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: projects.userId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.userId;
    },
    async list(
      projectId: number,
      filter: { sensor?: string | undefined; kind?: CalibrationKind | undefined },
    ): Promise<CalibrationWithOwner[]> {
      const rows = await query()
        .where(
          and(
            eq(calibrations.projectId, projectId),
            filter.sensor !== undefined ? eq(calibrations.sensor, filter.sensor) : undefined,
            filter.kind !== undefined ? eq(calibrations.kind, filter.kind) : undefined,
          ),
        )
        .orderBy(desc(calibrations.id));
      return rows.map(flat);
    },
    async byId(id: number): Promise<CalibrationWithOwner | undefined> {
      const [row] = await query().where(eq(calibrations.id, id));
      return row && flat(row);
    },
    async insert(entry: NewCalibration): Promise<number> {
      const [row] = await db.insert(calibrations).values(entry).returning({ id: calibrations.id });
      return row!.id;
    },
    async remove(id: number): Promise<void> {
      await db.delete(calibrations).where(eq(calibrations.id, id));
    },
  };
}
export type CalibrationRepo = ReturnType<typeof createCalibrationRepo>;
