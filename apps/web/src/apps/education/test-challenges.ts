// Test-only: the learner pages' challenges and submissions, made through the real API.
import { type EduChallenge, type EduChallengeBody, ROUTES } from '@ads/contract';
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { call } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/**
 * The learner pages' tests read them in Korean: the pages were written in Korean and these
 * tests' known answers are the Korean words (the English ones are language.test.tsx's). The
 * other tests read English (test-setup.ts).
 */
export function readInKorean() {
  beforeAll(async () => {
    // Loaded first, as the app's first page loads it: a part rendered alone would wait on it.
    await i18n.loadNamespaces('education');
    await i18n.changeLanguage('ko');
  });
  afterAll(() => i18n.changeLanguage('en'));
}

/** Lane keeping at 6 m/s that stops for what is ahead: it finishes a lap without penalties. */
export const STARTER = `export default function control(obs) {
  let want = Math.min(6, obs.speed_limit);
  if (obs.next_stop && obs.next_stop.distance < 40) {
    want = Math.min(want, Math.max(0, (obs.next_stop.distance - 1.5) * 0.5));
  }
  const error = want - obs.speed;
  const tyre = -0.5 * obs.lateral_offset - 1.2 * obs.heading_error + 2.7 * obs.curvature_ahead[0];
  return { throttle: error > 0 ? Math.min(1, error * 0.6) : 0, brake: error < 0 ? Math.min(1, -error * 0.5) : 0, steering: tyre / 0.6 };
}`;

/** An open one-lap challenge (one episode, scored in a second or two), with `over` changed. */
export const challengeBody = (
  title: string,
  over: Partial<EduChallengeBody> = {},
): EduChallengeBody => ({
  title,
  summary: 'One lap of the block.',
  description: '## Task\n\nDrive **one lap**.',
  rules: [
    { key: 'completion', order: 'desc' },
    { key: 'total', order: 'asc' },
  ],
  episodes: [{ seed: 3, laps: 1, time_limit_s: 200, lights: true, obstacles: 0 }],
  attempts_per_day: 5,
  starter: STARTER,
  state: 'open',
  ...over,
});

export async function createChallenge(
  title: string,
  over: Partial<EduChallengeBody> = {},
): Promise<EduChallenge> {
  const created = await call(ROUTES.education.createChallenge, {
    body: challengeBody(title, over),
  });
  if (!created.success) throw new Error(created.message);
  return created.detail;
}

/** Submits `source` as the signed-in account and waits until the server has scored it. */
export async function submitScored(challenge: number, source = STARTER) {
  const sent = await call(ROUTES.education.submit, { params: { id: challenge }, body: { source } });
  if (!sent.success) throw new Error(sent.message);
  await waitFor(
    async () => {
      const read = await call(ROUTES.education.submission, { params: { id: sent.detail.id } });
      if (!read.success || read.detail.state !== 'success') throw new Error('not scored yet');
    },
    { timeout: 30_000, interval: 250 },
  );
  return sent.detail.id;
}
