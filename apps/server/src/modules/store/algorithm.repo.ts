import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeAlgorithms, storeMaintainers, users } from '../../db/schema';

/** An algorithm's row without its search document (which only the search reads). */
export const algorithmColumns = {
  id: storeAlgorithms.id,
  name: storeAlgorithms.name,
  title: storeAlgorithms.title,
  summary: storeAlgorithms.summary,
  category: storeAlgorithms.category,
  tags: storeAlgorithms.tags,
  license: storeAlgorithms.license,
  readme: storeAlgorithms.readme,
  sourceUrl: storeAlgorithms.sourceUrl,
  ownerId: storeAlgorithms.ownerId,
  deprecated: storeAlgorithms.deprecated,
  latestVersionId: storeAlgorithms.latestVersionId,
  installs: storeAlgorithms.installs,
  createdAt: storeAlgorithms.createdAt,
  updatedAt: storeAlgorithms.updatedAt,
};
export type Algorithm = {
  id: number;
  name: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  license: string;
  readme: string;
  sourceUrl: string | null;
  ownerId: number | null;
  deprecated: string | null;
  latestVersionId: number | null;
  installs: number;
  createdAt: Date;
  updatedAt: Date;
};

/** What a create or an edit writes (the owner only on create). */
export interface AlgorithmFields {
  title: string;
  summary: string;
  category: string;
  tags: string[];
  license: string;
  readme: string;
  sourceUrl: string | null;
  deprecated: string | null;
}

/** A studio user as answers name them. */
export interface UserName {
  id: number;
  name: string;
}

/** IP Repository's algorithms and their maintainers. */
export function createAlgorithmRepo(db: Db) {
  return {
    async byId(id: number): Promise<Algorithm | undefined> {
      const [row] = await db
        .select(algorithmColumns)
        .from(storeAlgorithms)
        .where(eq(storeAlgorithms.id, id));
      return row;
    },

    async byName(name: string): Promise<Algorithm | undefined> {
      const [row] = await db
        .select(algorithmColumns)
        .from(storeAlgorithms)
        .where(eq(storeAlgorithms.name, name));
      return row;
    },

    /** Inserts the algorithm and its maintainers in one transaction (a unique name, or throws). */
    async insert(
      fields: AlgorithmFields & { name: string; ownerId: number | null },
      maintainers: number[],
    ): Promise<Algorithm> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(storeAlgorithms).values(fields).returning(algorithmColumns);
        if (maintainers.length > 0) {
          await tx
            .insert(storeMaintainers)
            .values(maintainers.map((userId) => ({ algorithmId: row!.id, userId })));
        }
        return row!;
      });
    },

    /** Writes the given fields (and the maintainers when given); the row after, or undefined. */
    async update(
      id: number,
      fields: Partial<AlgorithmFields>,
      maintainers: number[] | undefined,
    ): Promise<Algorithm | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(storeAlgorithms)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(storeAlgorithms.id, id))
          .returning(algorithmColumns);
        if (!row) return undefined;
        if (maintainers) {
          await tx.delete(storeMaintainers).where(eq(storeMaintainers.algorithmId, id));
          if (maintainers.length > 0) {
            await tx
              .insert(storeMaintainers)
              .values(maintainers.map((userId) => ({ algorithmId: id, userId })));
          }
        }
        return row;
      });
    },

    /** Points the algorithm at its newest version that is not yanked (or none). */
    async setLatest(id: number, versionId: number | null, touched: boolean): Promise<void> {
      await db
        .update(storeAlgorithms)
        .set({ latestVersionId: versionId, ...(touched ? { updatedAt: sql`now()` } : {}) })
        .where(eq(storeAlgorithms.id, id));
    },

    async maintainers(id: number): Promise<UserName[]> {
      return db
        .select({ id: users.id, name: users.username })
        .from(storeMaintainers)
        .innerJoin(users, eq(users.id, storeMaintainers.userId))
        .where(eq(storeMaintainers.algorithmId, id))
        .orderBy(users.id);
    },

    async isMaintainer(id: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: storeMaintainers.userId })
        .from(storeMaintainers)
        .where(and(eq(storeMaintainers.algorithmId, id), eq(storeMaintainers.userId, userId)));
      return row !== undefined;
    },

    /** The users among `ids` that exist, with their names. */
    async users(ids: number[]): Promise<UserName[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.username })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}
export type AlgorithmRepo = ReturnType<typeof createAlgorithmRepo>;
