import {
  type EduChallenge,
  type EduChallengeFields,
  type EduSubmission,
  isAdmin,
} from '@ads/contract';
import type { Clock } from '../../clock';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, tooMany } from '../../http/errors';
import type { JobRunner } from '../jobs';
import { type EducationAccess, noSuchChallenge } from './education-access';
import { accepting } from './challenge-state';
import type { EducationViews } from './education-views';
import type { EducationRepo } from './education.repo';

export const EDUCATION_JOBS = { evaluate: 'education.evaluate' } as const;

const DAY_MS = 24 * 3600_000;
/** Attempts of an evaluation's job: a second one if the first broke (a lost instance). */
const JOB_ATTEMPTS = 2;

/**
 * ADS Education's rules for challenges and submissions (issue 29, ADR 27): who sees which
 * challenge (education-access.ts), when a learner may submit (the challenge open and within
 * its dates, its attempts per 24 h), and an admin's queue and re-scoring. Scoring runs as a
 * durable job (education-jobs.ts); standings are education-results.service.ts's.
 */
export function createEducationService(deps: {
  repo: EducationRepo;
  jobs: JobRunner;
  clock: Clock;
  access: EducationAccess;
  views: EducationViews;
}) {
  const { repo, clock, access, views } = deps;

  const queueEvaluation = (submissionId: number) =>
    deps.jobs.add(EDUCATION_JOBS.evaluate, { submissionId }, JOB_ATTEMPTS);

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
      finalEpisodes: parsed.final_episodes,
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
      return rows
        .filter((row) => row.state !== 'draft' || isAdmin(actor.role))
        .map((row) => views.challengeView(row, actor));
    },
    async challenge(actor: Actor, id: number): Promise<EduChallenge> {
      return views.challengeView(await access.challenge(actor, id), actor);
    },
    async createChallenge(actor: Actor, body: EduChallengeFields): Promise<EduChallenge> {
      const row = await repo.createChallenge({ ...checked(body), createdBy: actor.id });
      return views.challengeView(row, actor);
    },
    async updateChallenge(
      actor: Actor,
      id: number,
      body: EduChallengeFields,
    ): Promise<EduChallenge> {
      const values = checked(body);
      const row = await repo.updateChallenge(id, { ...values, updatedAt: clock.now() });
      if (!row) throw noSuchChallenge();
      return views.challengeView(row, actor);
    },

    async submit(actor: Actor, challengeId: number, source: string): Promise<EduSubmission> {
      const challenge = await access.challenge(actor, challengeId);
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
      const jobId = await queueEvaluation(row.id);
      await repo.setSubmissionJob(row.id, jobId);
      const stored = await repo.submission(row.id);
      return views.submissionView(stored!, actor);
    },
    /** A submission to its author and admins; to anyone else it does not exist. */
    async submission(actor: Actor, id: number): Promise<EduSubmission> {
      return views.submissionView(await access.submission(actor, id), actor);
    },
    async mySubmissions(actor: Actor, challengeId: number): Promise<EduSubmission[]> {
      await access.challenge(actor, challengeId);
      return views.submissionViews(await repo.submissionsOf(challengeId, actor.id), actor);
    },

    /** An admin's view of what of a challenge waits or is being scored, in the queue's order. */
    async queue(
      actor: Actor,
      challengeId: number,
    ): Promise<Array<Omit<EduSubmission, 'source' | 'episodes'>>> {
      if (!(await repo.challenge(challengeId))) throw noSuchChallenge();
      const waiting = await views.submissionViews(await repo.queueOf(challengeId), actor);
      return waiting.map(({ challenge_title: _title, ...submission }) => submission);
    },
    /**
     * Queues every submission of a challenge whose evaluation has ended again, each as a new
     * durable job at the back of the queue (after its rules or episodes changed). The job is
     * added before the row goes back to 'queued', so no row ever waits without a job; one the
     * runner took meanwhile is left to it.
     */
    async rescore(challengeId: number): Promise<{ queued: number }> {
      if (!(await repo.challenge(challengeId))) throw noSuchChallenge();
      const ids = await repo.endedIdsOf(challengeId);
      for (const id of ids) await repo.requeue(id, await queueEvaluation(id));
      return { queued: ids.length };
    },
  };
}
export type EducationService = ReturnType<typeof createEducationService>;
