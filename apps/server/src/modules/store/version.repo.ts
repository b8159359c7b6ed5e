import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StoreVersionRow, storeAlgorithms, storeVersions, users } from '../../db/schema';

/** A version with the name of who published it. */
export type Version = StoreVersionRow & { publishedByName: string | null };

/** What a publish writes. */
export type NewVersion = Omit<
  typeof storeVersions.$inferInsert,
  'id' | 'publishedAt' | 'yanked' | 'yankReason' | 'installs'
>;

const versionColumns = {
  id: storeVersions.id,
  algorithmId: storeVersions.algorithmId,
  version: storeVersions.version,
  major: storeVersions.major,
  minor: storeVersions.minor,
  patch: storeVersions.patch,
  prerelease: storeVersions.prerelease,
  image: storeVersions.image,
  archiveFile: storeVersions.archiveFile,
  archiveSize: storeVersions.archiveSize,
  archiveSha256: storeVersions.archiveSha256,
  platforms: storeVersions.platforms,
  rosDistro: storeVersions.rosDistro,
  gpu: storeVersions.gpu,
  interface: storeVersions.interface,
  run: storeVersions.run,
  changelog: storeVersions.changelog,
  publishedBy: storeVersions.publishedBy,
  publishedAt: storeVersions.publishedAt,
  yanked: storeVersions.yanked,
  yankReason: storeVersions.yankReason,
  installs: storeVersions.installs,
  publishedByName: users.username,
};

/** The versions of IP Repository's algorithms: written once, then only yanked and counted. */
export function createVersionRepo(db: Db) {
  const select = () =>
    db
      .select(versionColumns)
      .from(storeVersions)
      .leftJoin(users, eq(users.id, storeVersions.publishedBy));

  return {
    /** Every version of an algorithm (in no particular order: semver sorts them). */
    listOf: (algorithmId: number): Promise<Version[]> =>
      select().where(eq(storeVersions.algorithmId, algorithmId)),

    async byId(id: number): Promise<Version | undefined> {
      const [row] = await select().where(eq(storeVersions.id, id));
      return row;
    },

    byIds: (ids: number[]): Promise<Version[]> =>
      ids.length === 0 ? Promise.resolve([]) : select().where(inArray(storeVersions.id, ids)),

    async byVersion(algorithmId: number, version: string): Promise<Version | undefined> {
      const [row] = await select().where(
        and(eq(storeVersions.algorithmId, algorithmId), eq(storeVersions.version, version)),
      );
      return row;
    },

    /** The version whose archive is stored under `file`. */
    async byArchive(file: string): Promise<Version | undefined> {
      const [row] = await select().where(eq(storeVersions.archiveFile, file));
      return row;
    },

    /** Inserts a version (the unique index refuses a second of the same text). */
    async insert(version: NewVersion): Promise<StoreVersionRow> {
      const [row] = await db.insert(storeVersions).values(version).returning();
      return row!;
    },

    /** Re-points a seeded version at the shipped file it mirrors (ADR 25: seeding). */
    async setArchive(
      id: number,
      archive: { file: string; size: number; sha256: string },
    ): Promise<void> {
      await db
        .update(storeVersions)
        .set({
          archiveFile: archive.file,
          archiveSize: archive.size,
          archiveSha256: archive.sha256,
        })
        .where(eq(storeVersions.id, id));
    },

    /**
     * The launcher's catalogue: every algorithm that is not deprecated, at its newest version
     * that is not yanked, in the order they were added.
     */
    modules: () =>
      db
        .select({
          algorithm: {
            name: storeAlgorithms.name,
            title: storeAlgorithms.title,
            category: storeAlgorithms.category,
            summary: storeAlgorithms.summary,
          },
          version: versionColumns,
        })
        .from(storeAlgorithms)
        .innerJoin(storeVersions, eq(storeVersions.id, storeAlgorithms.latestVersionId))
        .leftJoin(users, eq(users.id, storeVersions.publishedBy))
        .where(isNull(storeAlgorithms.deprecated))
        .orderBy(asc(storeAlgorithms.id)),

    /** One version of an algorithm by their names (yanked and deprecated ones too). */
    async module(name: string, version: string) {
      const [row] = await db
        .select({
          algorithm: {
            name: storeAlgorithms.name,
            title: storeAlgorithms.title,
            category: storeAlgorithms.category,
            summary: storeAlgorithms.summary,
          },
          version: versionColumns,
        })
        .from(storeVersions)
        .innerJoin(storeAlgorithms, eq(storeAlgorithms.id, storeVersions.algorithmId))
        .leftJoin(users, eq(users.id, storeVersions.publishedBy))
        .where(and(eq(storeAlgorithms.name, name), eq(storeVersions.version, version)));
      return row;
    },

    async setYanked(id: number, yanked: boolean, reason: string | null): Promise<void> {
      await db
        .update(storeVersions)
        .set({ yanked, yankReason: yanked ? reason : null })
        .where(eq(storeVersions.id, id));
    },

    /** One more install of a version, counted on it and on its algorithm in one statement. */
    async countInstall(id: number): Promise<void> {
      await db.execute(sql`
        with counted as (
          update ${storeVersions} set installs = installs + 1
          where id = ${id} returning algorithm_id
        )
        update ${storeAlgorithms} set installs = installs + 1
        where id in (select algorithm_id from counted)`);
    },

    /** Every stored archive file name, for the sweep of files that no version points to. */
    async knownArchives(files: string[]): Promise<Set<string>> {
      if (files.length === 0) return new Set();
      const rows = await db
        .select({ file: storeVersions.archiveFile })
        .from(storeVersions)
        .where(inArray(storeVersions.archiveFile, files));
      return new Set(rows.map((row) => row.file!));
    },
  };
}
export type VersionRepo = ReturnType<typeof createVersionRepo>;
