// Test-only: challenges made through the real API for the admin pages' tests.
import { ROUTES } from '@ads/contract';
import { call } from '../../../lib/api';
import type { AdminChallenge, ChallengeBody } from './api';
import { bodyOf, emptyDraft } from './challenge-form';

/** A new challenge's body as the form starts it (one lap on two seeds), with `over` changed. */
export function challengeBody(title: string, over: Partial<ChallengeBody> = {}): ChallengeBody {
  const built = bodyOf({ ...emptyDraft(), title });
  if (!built.body) throw new Error('the empty draft does not build');
  return { ...built.body, ...over };
}

/** Creates a challenge as the signed-in admin. */
export async function createChallenge(
  title: string,
  over: Partial<ChallengeBody> = {},
): Promise<AdminChallenge> {
  const created = await call(ROUTES.education.createChallenge, {
    body: challengeBody(title, over),
  });
  if (!created.success) throw new Error(created.message);
  return created.detail;
}

export async function readChallenge(id: number): Promise<AdminChallenge> {
  const read = await call(ROUTES.education.challenge, { params: { id } });
  if (!read.success) throw new Error(read.message);
  return read.detail;
}
