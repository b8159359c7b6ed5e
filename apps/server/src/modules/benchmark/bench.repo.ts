import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type BenchDatasetRow,
  type BenchSubmissionRow,
  benchDatasets,
  benchSamples,
  benchSubmissions,
  jobs,
  users,
} from '../../db/schema';

export interface DatasetWithJob extends BenchDatasetRow {
  progress: number;
  message: string;
}
export interface SubmissionWithNames extends BenchSubmissionRow {
  userName: string;
  datasetName: string;
  progress: number;
  jobMessage: string;
}

const datasetColumns = {
  row: benchDatasets,
  progress: sql<number>`coalesce(${jobs.progress}, 1)`,
  message: sql<string>`coalesce(${jobs.message}, '')`,
};
const flatDataset = (r: { row: BenchDatasetRow; progress: number; message: string }) => ({
  ...r.row,
  progress: Number(r.progress),
  message: r.message,
});

/** Who the leaderboard names as the baseline's submitter. */
export const BASELINE_OWNER = 'ADS Studio';

/** AI Benchmark's SQL: datasets, their samples, submissions and the leaderboard. */
export function createBenchRepo(db: Db) {
  const submissionQuery = () =>
    db
      .select({
        row: benchSubmissions,
        // The baseline belongs to no account: the studio's name stands for it.
        userName: sql<string>`coalesce(${users.username}, ${BASELINE_OWNER})`,
        datasetName: benchDatasets.name,
        progress: sql<number>`coalesce(${jobs.progress}, 0)`,
        jobMessage: sql<string>`coalesce(${jobs.message}, '')`,
      })
      .from(benchSubmissions)
      .leftJoin(users, eq(users.id, benchSubmissions.userId))
      .innerJoin(benchDatasets, eq(benchDatasets.id, benchSubmissions.datasetId))
      .leftJoin(jobs, eq(jobs.id, benchSubmissions.jobId));
  type Joined = Awaited<ReturnType<ReturnType<typeof submissionQuery>['execute']>>[number];
  const flatSubmission = (r: Joined): SubmissionWithNames => ({
    ...r.row,
    userName: r.userName,
    datasetName: r.datasetName,
    progress: Number(r.progress),
    jobMessage: r.jobMessage,
  });

  return {
    async datasets(): Promise<DatasetWithJob[]> {
      const rows = await db
        .select(datasetColumns)
        .from(benchDatasets)
        .leftJoin(jobs, eq(jobs.id, benchDatasets.jobId))
        .orderBy(benchDatasets.id);
      return rows.map(flatDataset);
    },
    async dataset(id: number): Promise<DatasetWithJob | undefined> {
      const [row] = await db
        .select(datasetColumns)
        .from(benchDatasets)
        .leftJoin(jobs, eq(jobs.id, benchDatasets.jobId))
        .where(eq(benchDatasets.id, id));
      return row && flatDataset(row);
    },
    async addDataset(values: typeof benchDatasets.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(benchDatasets)
        .values(values)
        .returning({ id: benchDatasets.id });
      return row!.id;
    },
    async updateDataset(id: number, values: Partial<typeof benchDatasets.$inferInsert>) {
      await db.update(benchDatasets).set(values).where(eq(benchDatasets.id, id));
    },
    async deleteDataset(id: number): Promise<boolean> {
      const gone = await db
        .delete(benchDatasets)
        .where(eq(benchDatasets.id, id))
        .returning({ id: benchDatasets.id });
      return gone.length > 0;
    },
    /** Stores the frames of an import and marks the dataset ready, in one transaction. */
    async datasetImported(
      id: number,
      samples: Array<{ sample: string; split: string; points: number; boxes: number }>,
      facts: { format: string; classes: string[]; gtBoxes: number; poses: boolean },
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(benchSamples).where(eq(benchSamples.datasetId, id));
        // One JSON parameter per chunk: 20,000 frames in a few statements.
        for (let at = 0; at < samples.length; at += 5_000) {
          const chunk = JSON.stringify(samples.slice(at, at + 5_000));
          await tx.execute(sql`insert into ${benchSamples} (dataset_id, sample, split, points, boxes)
            select ${id}, s.sample, s.split, s.points, s.boxes
            from json_to_recordset(${chunk}::json)
              as s(sample text, split text, points int, boxes int)`);
        }
        const count = (split: string) => samples.filter((s) => s.split === split).length;
        await tx
          .update(benchDatasets)
          .set({
            status: 'ready',
            format: facts.format,
            classes: facts.classes,
            gtBoxes: facts.gtBoxes,
            poses: facts.poses,
            valFrames: count('val'),
            testFrames: count('test'),
            error: '',
          })
          .where(eq(benchDatasets.id, id));
      });
    },
    async samples(datasetId: number, split: string): Promise<string[]> {
      const rows = await db
        .select({ sample: benchSamples.sample })
        .from(benchSamples)
        .where(and(eq(benchSamples.datasetId, datasetId), eq(benchSamples.split, split)))
        .orderBy(benchSamples.sample);
      return rows.map((row) => row.sample);
    },
    async sample(datasetId: number, sample: string) {
      const [row] = await db
        .select()
        .from(benchSamples)
        .where(and(eq(benchSamples.datasetId, datasetId), eq(benchSamples.sample, sample)));
      return row;
    },

    async addSubmission(values: typeof benchSubmissions.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(benchSubmissions)
        .values(values)
        .returning({ id: benchSubmissions.id });
      return row!.id;
    },
    async updateSubmission(id: number, values: Partial<typeof benchSubmissions.$inferInsert>) {
      await db.update(benchSubmissions).set(values).where(eq(benchSubmissions.id, id));
    },
    /** The baseline's latest submission on a dataset split, if it has one. */
    async baseline(datasetId: number, split: string): Promise<SubmissionWithNames | undefined> {
      const [row] = await submissionQuery()
        .where(
          and(
            eq(benchSubmissions.datasetId, datasetId),
            eq(benchSubmissions.split, split),
            eq(benchSubmissions.baseline, true),
          ),
        )
        .orderBy(desc(benchSubmissions.id))
        .limit(1);
      return row && flatSubmission(row);
    },
    /** Removes the baseline's submissions on a dataset split; answers their ids (for files). */
    async removeBaselines(datasetId: number, split: string): Promise<number[]> {
      const gone = await db
        .delete(benchSubmissions)
        .where(
          and(
            eq(benchSubmissions.datasetId, datasetId),
            eq(benchSubmissions.split, split),
            eq(benchSubmissions.baseline, true),
          ),
        )
        .returning({ id: benchSubmissions.id });
      return gone.map((row) => row.id);
    },
    /** Ready datasets that have no baseline submission at all (made before baselines were). */
    async datasetsWithoutBaseline(): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select d.id from ${benchDatasets} d
            where d.status = 'ready' and not exists (
              select 1 from ${benchSubmissions} s where s.dataset_id = d.id and s.baseline)
            order by d.id`,
      );
      return rows.map((row) => Number(row.id));
    },
    async submissionIdsOf(datasetId: number): Promise<number[]> {
      const rows = await db
        .select({ id: benchSubmissions.id })
        .from(benchSubmissions)
        .where(eq(benchSubmissions.datasetId, datasetId));
      return rows.map((row) => row.id);
    },
    async submission(id: number): Promise<SubmissionWithNames | undefined> {
      const [row] = await submissionQuery().where(eq(benchSubmissions.id, id));
      return row && flatSubmission(row);
    },
    async submissionsOf(userId: number): Promise<SubmissionWithNames[]> {
      const rows = await submissionQuery()
        .where(eq(benchSubmissions.userId, userId))
        .orderBy(desc(benchSubmissions.id))
        .limit(200);
      return rows.map(flatSubmission);
    },
    async allSubmissions(): Promise<SubmissionWithNames[]> {
      const rows = await submissionQuery().orderBy(desc(benchSubmissions.id)).limit(500);
      return rows.map(flatSubmission);
    },
    /** Test-split submissions of a user on a dataset since `since` (the daily limit). */
    async testSubmissionsSince(userId: number, datasetId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(benchSubmissions)
        .where(
          and(
            eq(benchSubmissions.userId, userId),
            eq(benchSubmissions.datasetId, datasetId),
            eq(benchSubmissions.split, 'test'),
            sql`${benchSubmissions.createdAt} >= ${since.toISOString()}`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The leaderboard: each user's best finished, visible submission by `sort` (ties: the
     * earlier submission), best first. NULLs (a metric not computed) sort last. The baseline's
     * rows have no user: NULLs make one partition, so it holds one row, ranked among the users'.
     */
    async leaderboard(
      datasetId: number,
      split: string,
      sort: 'nd_score' | 'mean_ap' | 'ap_r40',
    ): Promise<SubmissionWithNames[]> {
      const column = sql.raw(sort);
      const ids = await rowsOf<{ id: number }>(
        db,
        sql`select id from (
              select id, ${column} as score, created_at,
                row_number() over (partition by user_id
                  order by ${column} desc nulls last, created_at, id) as nth
              from ${benchSubmissions}
              where dataset_id = ${datasetId} and split = ${split}
                and status = 'done' and not hidden) best
            where nth = 1
            order by score desc nulls last, created_at, id
            limit 200`,
      );
      if (ids.length === 0) return [];
      const rows = await submissionQuery().where(
        sql`${benchSubmissions.id} in (${sql.join(
          ids.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
      const byId = new Map(rows.map((row) => [row.row.id, flatSubmission(row)]));
      return ids.map((row) => byId.get(Number(row.id))!).filter(Boolean);
    },
  };
}
export type BenchRepo = ReturnType<typeof createBenchRepo>;
