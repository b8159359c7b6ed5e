import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pcs, projects, type RecordRow, records, users } from '../../db/schema';
import { type RecordFilter, filterSql, sortSql } from './record-filter';

/** The columns lists show, with the names of the owner, project and PC: no index blobs. */
const summary = {
  id: records.id,
  ownerId: records.ownerId,
  projectId: records.projectId,
  pcId: records.pcId,
  name: records.name,
  format: records.format,
  size: records.size,
  storageKey: records.storageKey,
  vehicle: records.vehicle,
  startAt: records.startAt,
  endAt: records.endAt,
  startNs: records.startNs,
  endNs: records.endNs,
  durationS: records.durationS,
  messageCount: records.messageCount,
  topicCount: records.topicCount,
  distanceM: records.distanceM,
  avgSpeedMps: records.avgSpeedMps,
  maxSpeedMps: records.maxSpeedMps,
  categories: records.categories,
  tags: records.tags,
  shareToken: records.shareToken,
  createdAt: records.createdAt,
  ownerName: users.username,
  projectTitle: projects.title,
  pcName: pcs.name,
};

const detail = {
  ...summary,
  topics: records.topics,
  route: records.route,
  routeSource: records.routeSource,
  speed: records.speed,
  suggestions: records.suggestions,
};

export type RecordSummaryRow = Omit<
  RecordRow,
  'topics' | 'route' | 'routeSource' | 'speed' | 'suggestions' | 'updatedAt'
> & { ownerName: string; projectTitle: string | null; pcName: string | null };
export type RecordDetailRow = RecordSummaryRow &
  Pick<RecordRow, 'topics' | 'route' | 'routeSource' | 'speed' | 'suggestions'>;

export type NewRecord = typeof records.$inferInsert;
export type RecordChange = Partial<
  Pick<NewRecord, 'name' | 'projectId' | 'vehicle' | 'categories' | 'tags'>
>;

export function createRecordRepo(db: Db) {
  // The owner's, project's and PC's names come with every record.
  const selectSummaries = () =>
    db
      .select(summary)
      .from(records)
      .innerJoin(users, eq(users.id, records.ownerId))
      .leftJoin(projects, eq(projects.id, records.projectId))
      .leftJoin(pcs, eq(pcs.id, records.pcId));
  const selectDetails = () =>
    db
      .select(detail)
      .from(records)
      .innerJoin(users, eq(users.id, records.ownerId))
      .leftJoin(projects, eq(projects.id, records.projectId))
      .leftJoin(pcs, eq(pcs.id, records.pcId));

  return {
    async insert(values: NewRecord): Promise<number> {
      const [row] = await db.insert(records).values(values).returning({ id: records.id });
      return row!.id;
    },

    async byId(id: number): Promise<RecordDetailRow | undefined> {
      const [row] = await selectDetails().where(eq(records.id, id));
      return row as RecordDetailRow | undefined;
    },

    /** The record a finished tus upload made, with who sent it. */
    async byUploadId(
      uploadId: string,
    ): Promise<{ id: number; ownerId: number; pcId: number | null; size: number } | undefined> {
      const [row] = await db
        .select({
          id: records.id,
          ownerId: records.ownerId,
          pcId: records.pcId,
          size: records.size,
        })
        .from(records)
        .where(eq(records.uploadId, uploadId));
      return row;
    },

    async byShareToken(token: string): Promise<RecordSummaryRow | undefined> {
      const [row] = await selectSummaries().where(eq(records.shareToken, token));
      return row as RecordSummaryRow | undefined;
    },

    /** One page of the records that pass the filter, and how many pass it in all. */
    async page(
      filter: RecordFilter,
      paging: { sort: string; page: number; pageSize: number },
    ): Promise<{ items: RecordSummaryRow[]; total: number }> {
      const where = filterSql(filter);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(records)
        .where(where);
      if (total === 0) return { items: [], total };
      const items = await selectSummaries()
        .where(where)
        .orderBy(...sortSql(paging.sort))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      return { items: items as RecordSummaryRow[], total };
    },

    async update(id: number, change: RecordChange): Promise<void> {
      await db
        .update(records)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(records.id, id));
    },

    /** Sets the share token unless one is set already; the token in force either way. */
    async share(id: number, token: string): Promise<string | undefined> {
      await db
        .update(records)
        .set({ shareToken: token })
        .where(and(eq(records.id, id), sql`${records.shareToken} is null`));
      const [row] = await db
        .select({ token: records.shareToken })
        .from(records)
        .where(eq(records.id, id));
      return row?.token ?? undefined;
    },

    async unshare(id: number): Promise<void> {
      await db.update(records).set({ shareToken: null }).where(eq(records.id, id));
    },

    /** Deletes the row; its storage key, for the file to go next (undefined when it was gone). */
    async remove(id: number): Promise<string | undefined> {
      const [row] = await db
        .delete(records)
        .where(eq(records.id, id))
        .returning({ key: records.storageKey });
      return row?.key;
    },

    async keysOfOwner(ownerId: number): Promise<string[]> {
      const rows = await db
        .select({ key: records.storageKey })
        .from(records)
        .where(eq(records.ownerId, ownerId));
      return rows.map((row) => row.key);
    },

    /** Which of these storage keys a record points to. */
    async knownKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: records.storageKey })
        .from(records)
        .where(inArray(records.storageKey, keys));
      return new Set(rows.map((row) => row.key));
    },
  };
}
export type RecordRepo = ReturnType<typeof createRecordRepo>;
