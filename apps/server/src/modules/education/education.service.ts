import type { Readable } from 'node:stream';
import {
  type EduChallenge,
  type EduChallengeFields,
  EduPredictionsMax,
  type EduSubmission,
  eduScoreKeysOf,
  isAdmin,
} from '@ads/contract';
import type { Clock } from '../../clock';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, tooMany } from '../../http/errors';
import { type BenchScoring, PredictionsRefused } from '../benchmark';
import type { JobRunner } from '../jobs';
import { type EducationAccess, noSuchChallenge } from './education-access';
import { accepting } from './challenge-state';
import type { EducationViews } from './education-views';
import type { EducationRepo } from './education.repo';
import type { EduChallengeRow } from '../../db/education-schema';

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
  perception: BenchScoring;
}) {
  const { repo, clock, access, views } = deps;

  const queueEvaluation = (submissionId: number) =>
    deps.jobs.add(EDUCATION_JOBS.evaluate, { submissionId }, JOB_ATTEMPTS);

  /** The body's dates and rules, checked beyond their shapes. */
  async function checked(parsed: EduChallengeFields) {
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
    const allowed = eduScoreKeysOf(parsed.kind);
    const foreign = keys.find((key) => !allowed.includes(key));
    if (foreign) {
      throw badRequest(`A ${parsed.kind} challenge cannot rank by ${foreign}.`, {
        rules: `Use ${allowed.join(', ')}.`,
      });
    }
    if (parsed.kind === 'driving') {
      if (parsed.episodes.length === 0) {
        throw badRequest('A driving challenge needs an episode.', {
          episodes: 'Add at least one episode.',
        });
      }
    } else {
      if (parsed.episodes.length > 0 || parsed.final_episodes.length > 0) {
        throw badRequest('A perception challenge has no episodes: its dataset scores it.', {
          episodes: 'Leave the episodes out.',
        });
      }
      if (parsed.dataset_id === null || !(await deps.perception.dataset(parsed.dataset_id))) {
        throw badRequest('A perception challenge needs a dataset that is ready.', {
          dataset_id: 'Choose an imported AI Benchmark dataset.',
        });
      }
    }
    return {
      kind: parsed.kind,
      datasetId: parsed.kind === 'perception' ? parsed.dataset_id : null,
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

  /** A challenge of `kind` the learner may submit to now (its dates, its attempts per 24 h). */
  async function open(
    actor: Actor,
    challengeId: number,
    kind: 'driving' | 'perception',
  ): Promise<EduChallengeRow> {
    const challenge = await access.challenge(actor, challengeId);
    if (challenge.kind !== kind) {
      throw badRequest(
        challenge.kind === 'perception'
          ? 'This is a perception challenge: upload a predictions file, not code.'
          : 'This is a driving challenge: submit a controller\u2019s code, not a predictions file.',
      );
    }
    const now = clock.now();
    if (!accepting(challenge, now)) {
      throw conflict('This challenge is not open for submissions now.');
    }
    const used = await repo.attemptsSince(challengeId, actor.id, new Date(now.getTime() - DAY_MS));
    if (used >= challenge.attemptsPerDay) {
      throw tooMany(
        `You have used the ${challenge.attemptsPerDay} attempts of the last 24 hours for this challenge.`,
      );
    }
    return challenge;
  }

  /**
   * Queues a new submission's evaluation and answers it as the studio took it in: queued. The
   * row is read before its job exists, because once it does a runner may take it at once (on
   * PostgreSQL it did, now and then, before a read after the job answered); what happens next
   * is the submission's own page to tell.
   */
  async function queued(id: number, actor: Actor): Promise<EduSubmission> {
    const accepted = (await repo.submission(id))!;
    const jobId = await queueEvaluation(id);
    await repo.setSubmissionJob(id, jobId);
    return views.submissionView({ ...accepted, jobId }, actor);
  }

  return {
    async challenges(actor: Actor): Promise<EduChallenge[]> {
      const rows = await repo.challenges();
      const shown: EduChallenge[] = [];
      for (const row of rows) {
        if (row.state !== 'draft' || isAdmin(actor.role))
          shown.push(await views.challengeView(row, actor));
      }
      return shown;
    },
    async challenge(actor: Actor, id: number): Promise<EduChallenge> {
      return views.challengeView(await access.challenge(actor, id), actor);
    },
    async createChallenge(actor: Actor, body: EduChallengeFields): Promise<EduChallenge> {
      const row = await repo.createChallenge({ ...(await checked(body)), createdBy: actor.id });
      return views.challengeView(row, actor);
    },
    async updateChallenge(
      actor: Actor,
      id: number,
      body: EduChallengeFields,
    ): Promise<EduChallenge> {
      const values = await checked(body);
      const held = await repo.challenge(id);
      if (!held) throw noSuchChallenge();
      if (held.kind !== values.kind) {
        throw badRequest(`A ${held.kind} challenge stays one; create a new challenge instead.`, {
          kind: 'The kind cannot change.',
        });
      }
      const row = await repo.updateChallenge(id, { ...values, updatedAt: clock.now() });
      if (!row) throw noSuchChallenge();
      return views.challengeView(row, actor);
    },

    async submit(actor: Actor, challengeId: number, source: string): Promise<EduSubmission> {
      await open(actor, challengeId, 'driving');
      const row = await repo.insertSubmission({ challengeId, userId: actor.id, source });
      return queued(row.id, actor);
    },

    /**
     * A perception submission: the predictions file (the raw body) validated on the dataset's
     * test split by AI Benchmark (a refused file is a 400 with its sentence; nothing is kept),
     * then queued as a driving submission is.
     */
    async submitPredictions(
      actor: Actor,
      challengeId: number,
      body: Readable,
    ): Promise<EduSubmission> {
      const challenge = await open(actor, challengeId, 'perception');
      let accepted: { key: string; predictions: number };
      try {
        accepted = await deps.perception.accept(challenge.datasetId!, body, EduPredictionsMax);
      } catch (error) {
        if (error instanceof PredictionsRefused) throw badRequest(error.message);
        throw error;
      }
      try {
        const row = await repo.insertSubmission({
          challengeId,
          userId: actor.id,
          source: '',
          predictionsKey: accepted.key,
          predictions: accepted.predictions,
        });
        return await queued(row.id, actor);
      } catch (error) {
        await deps.perception.forget(accepted.key);
        throw error;
      }
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
