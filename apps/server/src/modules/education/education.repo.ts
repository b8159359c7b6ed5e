import type { EduEpisodeResult, EduScores } from '@ads/contract';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type EduChallengeRow,
  eduChallenges,
  eduSubmissions,
  eduTraces,
} from '../../db/education-schema';
import { users } from '../../db/schema';

export type NewChallenge = Omit<typeof eduChallenges.$inferInsert, 'id' | 'createdAt'>;

/** A submission with its author's name, as lists and pages show it. */
export type SubmissionWithUser = typeof eduSubmissions.$inferSelect & { userName: string };

/** ADS Education's SQL: challenges, submissions and their replays. */
export function createEducationRepo(db: Db) {
  const withUser = {
    submission: eduSubmissions,
    userName: users.username,
  };
  const flat = (
    rows: Array<{ submission: typeof eduSubmissions.$inferSelect; userName: string }>,
  ) => rows.map((row) => ({ ...row.submission, userName: row.userName }));

  return {
    async challenges(): Promise<EduChallengeRow[]> {
      return db.select().from(eduChallenges).orderBy(desc(eduChallenges.id));
    },
    async challenge(id: number): Promise<EduChallengeRow | undefined> {
      const [row] = await db.select().from(eduChallenges).where(eq(eduChallenges.id, id));
      return row;
    },
    async createChallenge(values: NewChallenge): Promise<EduChallengeRow> {
      const [row] = await db.insert(eduChallenges).values(values).returning();
      return row!;
    },
    async updateChallenge(id: number, values: Partial<NewChallenge>) {
      const [row] = await db
        .update(eduChallenges)
        .set(values)
        .where(eq(eduChallenges.id, id))
        .returning();
      return row;
    },

    async insertSubmission(values: { challengeId: number; userId: number; source: string }) {
      const [row] = await db.insert(eduSubmissions).values(values).returning();
      return row!;
    },
    async setSubmissionJob(id: number, jobId: number): Promise<void> {
      await db.update(eduSubmissions).set({ jobId }).where(eq(eduSubmissions.id, id));
    },
    async submission(id: number): Promise<SubmissionWithUser | undefined> {
      const rows = await db
        .select(withUser)
        .from(eduSubmissions)
        .innerJoin(users, eq(users.id, eduSubmissions.userId))
        .where(eq(eduSubmissions.id, id));
      return flat(rows)[0];
    },
    /** One learner's submissions to a challenge, newest first. */
    async submissionsOf(challengeId: number, userId: number): Promise<SubmissionWithUser[]> {
      const rows = await db
        .select(withUser)
        .from(eduSubmissions)
        .innerJoin(users, eq(users.id, eduSubmissions.userId))
        .where(and(eq(eduSubmissions.challengeId, challengeId), eq(eduSubmissions.userId, userId)))
        .orderBy(desc(eduSubmissions.id))
        .limit(100);
      return flat(rows);
    },
    /** The scored submissions of a challenge (the leaderboard's input). */
    async scored(challengeId: number): Promise<SubmissionWithUser[]> {
      const rows = await db
        .select(withUser)
        .from(eduSubmissions)
        .innerJoin(users, eq(users.id, eduSubmissions.userId))
        .where(
          and(eq(eduSubmissions.challengeId, challengeId), eq(eduSubmissions.state, 'success')),
        );
      return flat(rows);
    },
    /** Submissions a learner made to a challenge since `since` (the day's attempts). */
    async attemptsSince(challengeId: number, userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(eduSubmissions)
        .where(
          and(
            eq(eduSubmissions.challengeId, challengeId),
            eq(eduSubmissions.userId, userId),
            gte(eduSubmissions.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    /** Submissions waiting or running before `id` (the queue is first come, first served). */
    async ahead(id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(eduSubmissions)
        .where(
          and(inArray(eduSubmissions.state, ['queued', 'evaluating']), lt(eduSubmissions.id, id)),
        );
      return row?.n ?? 0;
    },
    /** The latest finished evaluations' durations, seconds (the wait estimate's sample). */
    async recentDurations(limit = 20): Promise<number[]> {
      const rows = await db
        .select({ started: eduSubmissions.startedAt, finished: eduSubmissions.finishedAt })
        .from(eduSubmissions)
        .where(inArray(eduSubmissions.state, ['success', 'error', 'timeout']))
        .orderBy(desc(eduSubmissions.finishedAt))
        .limit(limit);
      return rows
        .filter((row) => row.started && row.finished)
        .map((row) => (row.finished!.getTime() - row.started!.getTime()) / 1000);
    },
    async started(id: number, at: Date): Promise<void> {
      await db
        .update(eduSubmissions)
        .set({ state: 'evaluating', startedAt: at, message: '' })
        .where(eq(eduSubmissions.id, id));
    },
    /** The evaluation's outcome and the episodes' replays, together. */
    async finished(
      id: number,
      outcome: {
        state: 'success' | 'error' | 'failed' | 'timeout';
        message: string;
        scores: EduScores | null;
        episodes: EduEpisodeResult[];
        replays: Array<Record<string, unknown>>;
        at: Date;
      },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(eduTraces).where(eq(eduTraces.submissionId, id));
        if (outcome.replays.length > 0) {
          await tx
            .insert(eduTraces)
            .values(
              outcome.replays.map((replay, episode) => ({ submissionId: id, episode, replay })),
            );
        }
        await tx
          .update(eduSubmissions)
          .set({
            state: outcome.state,
            message: outcome.message,
            scores: outcome.scores,
            episodes: outcome.episodes,
            finishedAt: outcome.at,
          })
          .where(eq(eduSubmissions.id, id));
      });
    },
    async replay(submissionId: number, episode: number) {
      const [row] = await db
        .select()
        .from(eduTraces)
        .where(and(eq(eduTraces.submissionId, submissionId), eq(eduTraces.episode, episode)))
        .orderBy(asc(eduTraces.episode));
      return row?.replay;
    },
  };
}
export type EducationRepo = ReturnType<typeof createEducationRepo>;
