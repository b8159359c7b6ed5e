import {
  type EduChallenge,
  type EduChallengeFields,
  type EduSubmission,
  isAdmin,
} from '@ads/contract';
import type { Clock } from '../../clock';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, notFound, tooMany } from '../../http/errors';
import type { JobRunner } from '../jobs';
import type { EducationRepo, SubmissionWithUser } from './education.repo';
import { type ScoredSubmission, leaderboard } from './ranking';
import type { EduChallengeRow } from '../../db/education-schema';

export const EDUCATION_JOBS = { evaluate: 'education.evaluate' } as const;

/** With no finished evaluation to go by, a wait is estimated at this per submission ahead. */
const DEFAULT_EVALUATION_S = 10;
const DAY_MS = 24 * 3600_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const noSuchChallenge = () => notFound('No such challenge.');
const noSuchSubmission = () => notFound('No such submission.');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * ADS Education's rules (issue 29, ADR 27): who sees which challenge (drafts: admins only),
 * when a learner may submit (the challenge open and within its dates, its attempts per 24 h),
 * who reads a submission (its author and admins; to anyone else it does not exist), and the
 * queue's estimate. Scoring runs as a durable job (education-jobs.ts).
 */
export function createEducationService(deps: {
  repo: EducationRepo;
  jobs: JobRunner;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  const accepting = (row: EduChallengeRow, now: Date) =>
    row.state === 'open' &&
    (!row.opensAt || row.opensAt <= now) &&
    (!row.closesAt || now < row.closesAt);

  const challengeView = (row: EduChallengeRow): EduChallenge => ({
    id: row.id,
    kind: 'driving',
    title: row.title,
    summary: row.summary,
    description: row.description,
    level: row.level,
    rules: row.rules,
    episodes: row.episodes,
    attempts_per_day: row.attemptsPerDay,
    opens_at: iso(row.opensAt),
    closes_at: iso(row.closesAt),
    points: row.points,
    starter: row.starter,
    state: row.state as EduChallenge['state'],
    accepting: accepting(row, clock.now()),
    created_at: row.createdAt.toISOString(),
  });

  async function visibleChallenge(actor: Actor, id: number): Promise<EduChallengeRow> {
    const row = await repo.challenge(id);
    if (!row || (row.state === 'draft' && !isAdmin(actor.role))) throw noSuchChallenge();
    return row;
  }

  async function submissionView(row: SubmissionWithUser): Promise<EduSubmission> {
    let queue: EduSubmission['queue'] = null;
    if (row.state === 'queued' || row.state === 'evaluating') {
      const ahead = await repo.ahead(row.id);
      const durations = await repo.recentDurations();
      const each = durations.length > 0 ? median(durations) : DEFAULT_EVALUATION_S;
      queue = { ahead, wait_s: Math.round((ahead + 1) * each) };
    }
    return {
      id: row.id,
      challenge_id: row.challengeId,
      user: { id: row.userId, name: row.userName },
      state: row.state as EduSubmission['state'],
      message: row.message,
      scores: row.scores,
      episodes: row.episodes,
      queue,
      created_at: row.createdAt.toISOString(),
      finished_at: iso(row.finishedAt),
      source: row.source,
    };
  }

  /** The body's dates and rules, checked beyond their shapes. */
  function checked(parsed: EduChallengeFields) {
    const opensAt = parsed.opens_at ? new Date(parsed.opens_at) : null;
    const closesAt = parsed.closes_at ? new Date(parsed.closes_at) : null;
    for (const [field, date] of [
      ['opens_at', opensAt],
      ['closes_at', closesAt],
    ] as const) {
      if (date && Number.isNaN(date.getTime())) {
        throw badRequest('A date is not valid.', { [field]: 'Give a date and time (ISO 8601).' });
      }
    }
    if (opensAt && closesAt && closesAt <= opensAt) {
      throw badRequest('The challenge closes before it opens.', {
        closes_at: 'Must be after opens_at.',
      });
    }
    const keys = parsed.rules.map((rule) => rule.key);
    if (new Set(keys).size !== keys.length) {
      throw badRequest('A score is ranked by twice.', { rules: 'Name each score once.' });
    }
    return {
      title: parsed.title,
      summary: parsed.summary,
      description: parsed.description,
      level: parsed.level,
      rules: parsed.rules,
      episodes: parsed.episodes,
      attemptsPerDay: parsed.attempts_per_day,
      opensAt,
      closesAt,
      points: parsed.points,
      starter: parsed.starter,
      state: parsed.state,
    };
  }

  return {
    async challenges(actor: Actor): Promise<EduChallenge[]> {
      const rows = await repo.challenges();
      return rows.filter((row) => row.state !== 'draft' || isAdmin(actor.role)).map(challengeView);
    },
    async challenge(actor: Actor, id: number): Promise<EduChallenge> {
      return challengeView(await visibleChallenge(actor, id));
    },
    async createChallenge(actor: Actor, body: EduChallengeFields): Promise<EduChallenge> {
      const row = await repo.createChallenge({ ...checked(body), createdBy: actor.id });
      return challengeView(row);
    },
    async updateChallenge(id: number, body: EduChallengeFields): Promise<EduChallenge> {
      const values = checked(body);
      const row = await repo.updateChallenge(id, { ...values, updatedAt: clock.now() });
      if (!row) throw noSuchChallenge();
      return challengeView(row);
    },

    async submit(actor: Actor, challengeId: number, source: string): Promise<EduSubmission> {
      const challenge = await visibleChallenge(actor, challengeId);
      const now = clock.now();
      if (!accepting(challenge, now)) {
        throw conflict('This challenge is not open for submissions now.');
      }
      const used = await repo.attemptsSince(
        challengeId,
        actor.id,
        new Date(now.getTime() - DAY_MS),
      );
      if (used >= challenge.attemptsPerDay) {
        throw tooMany(
          `You have used the ${challenge.attemptsPerDay} attempts of the last 24 hours for this challenge.`,
        );
      }
      const row = await repo.insertSubmission({ challengeId, userId: actor.id, source });
      const jobId = await deps.jobs.add(EDUCATION_JOBS.evaluate, { submissionId: row.id }, 2);
      await repo.setSubmissionJob(row.id, jobId);
      const stored = await repo.submission(row.id);
      return submissionView(stored!);
    },
    /** A submission to its author and admins; to anyone else it does not exist. */
    async submission(actor: Actor, id: number): Promise<EduSubmission> {
      const row = await repo.submission(id);
      if (!row || (row.userId !== actor.id && !isAdmin(actor.role))) throw noSuchSubmission();
      return submissionView(row);
    },
    async mySubmissions(actor: Actor, challengeId: number): Promise<EduSubmission[]> {
      await visibleChallenge(actor, challengeId);
      const rows = await repo.submissionsOf(challengeId, actor.id);
      return Promise.all(rows.map(submissionView));
    },
    async leaderboard(actor: Actor, challengeId: number) {
      const challenge = await visibleChallenge(actor, challengeId);
      const rows = await repo.scored(challengeId);
      const scored = rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        userName: row.userName,
        scores: row.scores!,
        submittedAt: row.createdAt.getTime(),
      })) satisfies ScoredSubmission[];
      return {
        rules: challenge.rules,
        standings: leaderboard(challenge.rules, scored).map(({ rank, submission }) => ({
          rank,
          user: { id: submission.userId, name: submission.userName },
          submission_id: submission.id,
          scores: submission.scores,
          submitted_at: new Date(submission.submittedAt).toISOString(),
        })),
      };
    },
  };
}
export type EducationService = ReturnType<typeof createEducationService>;
