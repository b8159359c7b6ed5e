import type { EduEpisodeResult, EduScores } from '@ads/contract';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, ne } from 'drizzle-orm';
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

/** A submission without its code and per-episode results, as lists over challenges show it. */
export type SubmissionSummary = Omit<SubmissionWithUser, 'source' | 'episodes'> & {
  challengeTitle: string;
};

/** What a leaderboard needs of a scored submission. */
export interface BoardRow {
  id: number;
  challengeId: number;
  userId: number;
  userName: string;
  scores: EduScores | null;
  finalScores: EduScores | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** States whose evaluation has ended (with scores or a sentence). */
export const ENDED_STATES = ['success', 'error', 'failed', 'timeout'] as const;
const WAITING_STATES = ['queued', 'evaluating'];

/** ADS Education's SQL: challenges, submissions and their replays. */
export function createEducationRepo(db: Db) {
  const withUser = {
    submission: eduSubmissions,
    userName: users.username,
  };
  const board = {
    id: eduSubmissions.id,
    challengeId: eduSubmissions.challengeId,
    userId: eduSubmissions.userId,
    userName: users.username,
    scores: eduSubmissions.scores,
    finalScores: eduSubmissions.finalScores,
    createdAt: eduSubmissions.createdAt,
    finishedAt: eduSubmissions.finishedAt,
  };
  const {
    source: _source,
    episodes: _episodes,
    ...summaryColumns
  } = getTableColumns(eduSubmissions);
  const flat = (
    rows: Array<{ submission: typeof eduSubmissions.$inferSelect; userName: string }>,
  ) => rows.map((row) => ({ ...row.submission, userName: row.userName }));

  /** Submissions without their code or results, with the learner's name and the challenge's title. */
  const summaries = () =>
    db
      .select({ ...summaryColumns, userName: users.username, challengeTitle: eduChallenges.title })
      .from(eduSubmissions)
      .innerJoin(users, eq(users.id, eduSubmissions.userId))
      .innerJoin(eduChallenges, eq(eduChallenges.id, eduSubmissions.challengeId));

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

    async insertSubmission(values: {
      challengeId: number;
      userId: number;
      source: string;
      predictionsKey?: string;
      predictions?: number;
    }) {
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
    /** The scored submissions of a challenge (its leaderboard's input). */
    async scored(challengeId: number): Promise<BoardRow[]> {
      return db
        .select(board)
        .from(eduSubmissions)
        .innerJoin(users, eq(users.id, eduSubmissions.userId))
        .where(
          and(eq(eduSubmissions.challengeId, challengeId), eq(eduSubmissions.state, 'success')),
        );
    },
    /** The scored submissions of every challenge that is not a draft (the season's input). */
    async scoredInSeason(): Promise<BoardRow[]> {
      return db
        .select(board)
        .from(eduSubmissions)
        .innerJoin(users, eq(users.id, eduSubmissions.userId))
        .innerJoin(eduChallenges, eq(eduChallenges.id, eduSubmissions.challengeId))
        .where(and(eq(eduSubmissions.state, 'success'), ne(eduChallenges.state, 'draft')));
    },
    /** A learner's submissions to challenges that are not drafts, oldest first (their badges). */
    async learnerHistory(userId: number) {
      return db
        .select({
          id: eduSubmissions.id,
          challengeId: eduSubmissions.challengeId,
          state: eduSubmissions.state,
          episodes: eduSubmissions.episodes,
          createdAt: eduSubmissions.createdAt,
          finishedAt: eduSubmissions.finishedAt,
        })
        .from(eduSubmissions)
        .innerJoin(eduChallenges, eq(eduChallenges.id, eduSubmissions.challengeId))
        .where(and(eq(eduSubmissions.userId, userId), ne(eduChallenges.state, 'draft')))
        .orderBy(asc(eduSubmissions.id));
    },
    /** A learner's latest submissions over challenges, newest first (drafts' only if asked). */
    async recentOf(
      userId: number,
      options: { drafts: boolean; limit: number },
    ): Promise<SubmissionSummary[]> {
      return summaries()
        .where(
          and(
            eq(eduSubmissions.userId, userId),
            options.drafts ? undefined : ne(eduChallenges.state, 'draft'),
          ),
        )
        .orderBy(desc(eduSubmissions.id))
        .limit(options.limit);
    },
    /** A challenge's submissions waiting or being scored, in the job queue's order. */
    async queueOf(challengeId: number): Promise<SubmissionSummary[]> {
      return summaries()
        .where(
          and(
            eq(eduSubmissions.challengeId, challengeId),
            inArray(eduSubmissions.state, WAITING_STATES),
          ),
        )
        .orderBy(asc(eduSubmissions.jobId), asc(eduSubmissions.id));
    },
    /** The ids of a challenge's submissions whose evaluation has ended (re-scoring's input). */
    async endedIdsOf(challengeId: number): Promise<number[]> {
      const rows = await db
        .select({ id: eduSubmissions.id })
        .from(eduSubmissions)
        .where(
          and(
            eq(eduSubmissions.challengeId, challengeId),
            inArray(eduSubmissions.state, [...ENDED_STATES]),
          ),
        )
        .orderBy(asc(eduSubmissions.id));
      return rows.map((row) => row.id);
    },
    /**
     * Back in the queue under a new job, with what the last evaluation gave cleared; left as it
     * is if that job's runner has already taken it (it is being scored afresh).
     */
    async requeue(id: number, jobId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await tx
          .update(eduSubmissions)
          .set({
            state: 'queued',
            jobId,
            message: '',
            scores: null,
            finalScores: null,
            episodes: [],
            startedAt: null,
            finishedAt: null,
          })
          .where(and(eq(eduSubmissions.id, id), inArray(eduSubmissions.state, [...ENDED_STATES])))
          .returning({ id: eduSubmissions.id });
        if (ended.length > 0) await tx.delete(eduTraces).where(eq(eduTraces.submissionId, id));
        else await tx.update(eduSubmissions).set({ jobId }).where(eq(eduSubmissions.id, id));
      });
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
    /**
     * Submissions waiting or being scored before this one. The job queue is first come, first
     * served by job, so a re-scored submission waits behind what was queued before it.
     */
    async ahead(row: { id: number; jobId: number | null }): Promise<number> {
      const [found] = await db
        .select({ n: count() })
        .from(eduSubmissions)
        .where(
          and(
            inArray(eduSubmissions.state, WAITING_STATES),
            row.jobId === null
              ? lt(eduSubmissions.id, row.id)
              : lt(eduSubmissions.jobId, row.jobId),
          ),
        );
      return found?.n ?? 0;
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
        /** Over the final episodes; null when the challenge has none or nothing was scored. */
        finalScores: EduScores | null;
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
            finalScores: outcome.finalScores,
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
