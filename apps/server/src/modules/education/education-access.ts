import { isAdmin } from '@ads/contract';
import type { EduChallengeRow } from '../../db/education-schema';
import type { Actor } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { EducationRepo, SubmissionWithUser } from './education.repo';

export const noSuchChallenge = () => notFound('No such challenge.');
export const noSuchSubmission = () => notFound('No such submission.');

/**
 * Who sees what in ADS Education (ADR 27): a draft challenge is an admin's only, and a
 * submission is its author's and admins'. To anyone else they do not exist: the same 404 as an
 * id that was never given, so ids cannot be probed.
 */
export function createEducationAccess(repo: EducationRepo) {
  return {
    async challenge(actor: Actor, id: number): Promise<EduChallengeRow> {
      const row = await repo.challenge(id);
      if (!row || (row.state === 'draft' && !isAdmin(actor.role))) throw noSuchChallenge();
      return row;
    },
    async submission(actor: Actor, id: number): Promise<SubmissionWithUser> {
      const row = await repo.submission(id);
      if (!row || (row.userId !== actor.id && !isAdmin(actor.role))) throw noSuchSubmission();
      return row;
    },
  };
}
export type EducationAccess = ReturnType<typeof createEducationAccess>;
