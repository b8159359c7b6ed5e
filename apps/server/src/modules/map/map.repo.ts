import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MapFinding, MapProjector } from '@ads/lanelet2';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { type MapRow, mapVersions, maps, projects, users } from '../../db/schema';
import { sameProjector } from './map-projector';

/** A map with its project's owner and its current version's facts (zeros at version 0). */
export interface MapWithCurrent extends MapRow {
  ownerId: number;
  updatedByName: string | null;
  flavour: string | null;
  errors: number;
  warnings: number;
  infos: number;
  lanelets: number;
  bytes: number;
}

/** A stored version without its file. */
export interface MapVersionFacts {
  version: number;
  createdAt: Date;
  authorId: number | null;
  authorName: string | null;
  flavour: string;
  projector: MapProjector;
  errors: number;
  warnings: number;
  infos: number;
  lanelets: number;
  message: string;
  bytes: number;
}

/** What a save writes as the next version. */
export interface NewVersion {
  osmGz: Uint8Array;
  bytes: number;
  flavour: string;
  projector: MapProjector;
  findings: MapFinding[];
  errors: number;
  warnings: number;
  infos: number;
  lanelets: number;
  message: string;
  authorId: number;
}

/** Why a save was not written: the map moved on from the base, or is gone. */
export type SaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'gone' }
  | { kind: 'stale'; current: number }
  | { kind: 'projector'; projector: MapProjector };

const versionFacts = {
  version: mapVersions.version,
  createdAt: mapVersions.createdAt,
  authorId: mapVersions.authorId,
  authorName: users.username,
  flavour: mapVersions.flavour,
  projector: mapVersions.projector,
  errors: mapVersions.errors,
  warnings: mapVersions.warnings,
  infos: mapVersions.infos,
  lanelets: mapVersions.lanelets,
  message: mapVersions.message,
  bytes: mapVersions.bytes,
};

/** HDMAP Builder's SQL: maps, their versions, and the one transaction that saves a version. */
export function createMapRepo(db: Db) {
  const editor = alias(users, 'editor');
  const mapQuery = () =>
    db
      .select({
        row: maps,
        ownerId: projects.userId,
        updatedByName: editor.username,
        flavour: mapVersions.flavour,
        errors: sql<number>`coalesce(${mapVersions.errors}, 0)`,
        warnings: sql<number>`coalesce(${mapVersions.warnings}, 0)`,
        infos: sql<number>`coalesce(${mapVersions.infos}, 0)`,
        lanelets: sql<number>`coalesce(${mapVersions.lanelets}, 0)`,
        bytes: sql<number>`coalesce(${mapVersions.bytes}, 0)`,
      })
      .from(maps)
      .innerJoin(projects, eq(projects.id, maps.projectId))
      .leftJoin(editor, eq(editor.id, maps.updatedBy))
      .leftJoin(
        mapVersions,
        and(eq(mapVersions.mapId, maps.id), eq(mapVersions.version, maps.version)),
      );
  type Joined = Awaited<ReturnType<ReturnType<typeof mapQuery>['execute']>>[number];
  const flat = (r: Joined): MapWithCurrent => ({
    ...r.row,
    ownerId: r.ownerId,
    updatedByName: r.updatedByName,
    flavour: r.flavour,
    errors: Number(r.errors),
    warnings: Number(r.warnings),
    infos: Number(r.infos),
    lanelets: Number(r.lanelets),
    bytes: Number(r.bytes),
  });

  async function byId(id: number): Promise<MapWithCurrent | undefined> {
    const [row] = await mapQuery().where(eq(maps.id, id));
    return row && flat(row);
  }

  return {
    /** The owner of a project, or undefined when there is no such project. */
    async projectOwner(projectId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: projects.userId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.userId;
    },
    async list(projectId: number): Promise<MapWithCurrent[]> {
      const rows = await mapQuery().where(eq(maps.projectId, projectId)).orderBy(desc(maps.id));
      return rows.map(flat);
    },
    byId,
    async insert(values: typeof maps.$inferInsert): Promise<number> {
      const [row] = await db.insert(maps).values(values).returning({ id: maps.id });
      return row!.id;
    },
    /** Renames, or states the projector while nothing is saved; false when that is too late. */
    async update(
      id: number,
      values: {
        name?: string | undefined;
        projector?: MapProjector | undefined;
        mapVersion?: string | undefined;
        updatedBy: number;
      },
    ): Promise<boolean> {
      const set = {
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.mapVersion !== undefined ? { mapVersion: values.mapVersion } : {}),
        ...(values.projector !== undefined ? { projector: values.projector } : {}),
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      };
      const where =
        values.projector !== undefined
          ? and(eq(maps.id, id), eq(maps.version, 0))
          : eq(maps.id, id);
      const rows = await db.update(maps).set(set).where(where).returning({ id: maps.id });
      return rows.length > 0;
    },
    async remove(id: number): Promise<boolean> {
      const gone = await db.delete(maps).where(eq(maps.id, id)).returning({ id: maps.id });
      return gone.length > 0;
    },

    /** Every version of a map, newest first, without their files. */
    async versions(mapId: number): Promise<MapVersionFacts[]> {
      const rows = await db
        .select(versionFacts)
        .from(mapVersions)
        .leftJoin(users, eq(users.id, mapVersions.authorId))
        .where(eq(mapVersions.mapId, mapId))
        .orderBy(desc(mapVersions.version));
      return rows.map((row) => ({ ...row, bytes: Number(row.bytes) }));
    },
    /** One version's facts, without its file. */
    async versionFacts(mapId: number, version: number): Promise<MapVersionFacts | undefined> {
      const [row] = await db
        .select(versionFacts)
        .from(mapVersions)
        .leftJoin(users, eq(users.id, mapVersions.authorId))
        .where(and(eq(mapVersions.mapId, mapId), eq(mapVersions.version, version)));
      return row && { ...row, bytes: Number(row.bytes) };
    },
    async findings(mapId: number, version: number): Promise<MapFinding[] | undefined> {
      const [row] = await db
        .select({ findings: mapVersions.findings })
        .from(mapVersions)
        .where(and(eq(mapVersions.mapId, mapId), eq(mapVersions.version, version)));
      return row?.findings;
    },
    /** One version whole: its file (gzip), projector and flavour, and what was found in it. */
    async version(mapId: number, version: number) {
      const [row] = await db
        .select()
        .from(mapVersions)
        .where(and(eq(mapVersions.mapId, mapId), eq(mapVersions.version, version)));
      return row;
    },

    /**
     * Writes the next version of a map, in one transaction with the map's row locked: the
     * base check and the insert cannot interleave with another save. Without a base (an
     * import), the next number is taken as it is. The map's projector is set by its first
     * version; a version whose projector differs from the map's is refused.
     */
    async saveVersion(
      mapId: number,
      base: number | undefined,
      values: NewVersion,
    ): Promise<SaveOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ version: maps.version, projector: maps.projector })
            .from(maps)
            .where(eq(maps.id, mapId))
            .for('update');
          if (!row) return { kind: 'gone' } as const;
          if (base !== undefined && row.version !== base) {
            return { kind: 'stale', current: row.version } as const;
          }
          if (row.projector && !sameProjector(row.projector, values.projector)) {
            return { kind: 'projector', projector: row.projector } as const;
          }
          const next = row.version + 1;
          await tx.insert(mapVersions).values({ ...values, mapId, version: next });
          await tx
            .update(maps)
            .set({
              version: next,
              projector: row.projector ?? values.projector,
              updatedBy: values.authorId,
              updatedAt: sql`now()`,
            })
            .where(eq(maps.id, mapId));
          return { kind: 'saved', version: next } as const;
        });
      } catch (error) {
        // Another save took the number first (the lock makes this rare; the key makes it safe).
        if (uniqueViolation(error) !== undefined) {
          const now = await byId(mapId);
          return now ? { kind: 'stale', current: now.version } : { kind: 'gone' };
        }
        throw error;
      }
    },
  };
}
export type MapRepo = ReturnType<typeof createMapRepo>;
