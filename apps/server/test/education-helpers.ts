import { readdirSync, readFileSync } from 'node:fs';
import { API, CONFIGURABLE_ROLES, type EduChallengeBody, type EduSubmission } from '@ads/contract';
import { expect } from 'vitest';
import type { Account, Answer, TestServer } from '../../../test-support/studio/harness';
import { threadState } from '../src/workers/thread-cpu-clock';
import { STARTER } from './education-starter';

export { STARTER };

/**
 * How long a test waits for one submission's score, and a scoring test's whole budget. The
 * episodes run in a worker thread at a lowered CPU priority (nice 10, background-priority.ts),
 * by design: the server's requests come first. On the 2-core CI machine the suite's own workers
 * keep both cores busy, and there the thread gets a few per cent of a core: the two-episode lap
 * of episode-worker-client.test.ts took 0.5 s alone, 10 s beside four busy loops, and ran past
 * 30 s in a whole vitest run (2026-12-03). The product itself allows an evaluation a minute per
 * episode (education-jobs.ts); the tests wait for the score in the same spirit instead of
 * failing a correct evaluation for the load the suite makes.
 */
export const SCORE_WAIT_MS = 180_000;
export const SCORING_TEST_TIMEOUT_MS = 360_000;

/** Never steers: leaves the road at the first bend. */
/** A board's standings as [rank, user id] pairs, the order a test compares. */
export const ranksOf = (standings: Array<{ rank: number; user: { id: number } }>) =>
  standings.map((s) => [s.rank, s.user.id]);

export const STRAIGHT = `export default () => ({ throttle: 0.5, brake: 0, steering: 0 });`;

/** A one-lap driving challenge on two seeds, open now, with `over` changed. */
export const challengeBody = (over: Partial<EduChallengeBody> = {}): EduChallengeBody => ({
  title: 'First lap',
  summary: 'Drive one lap of the district.',
  rules: [
    { key: 'completion', order: 'desc' },
    { key: 'total', order: 'asc' },
  ],
  episodes: [
    { seed: 3, laps: 1, time_limit_s: 200, lights: true, obstacles: 0 },
    { seed: 4, laps: 1, time_limit_s: 200, lights: true, obstacles: 1 },
  ],
  attempts_per_day: 4,
  starter: STARTER,
  state: 'open',
  ...over,
});

/** ADS Education on for every role, as a SUPER turns it on at /admin/apps. */
export async function openEducation(server: TestServer, root: Account) {
  const on = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'education' },
    body: { states: Object.fromEntries(CONFIGURABLE_ROLES.map((role) => [role, 'enabled'])) },
  });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

export async function createChallenge(
  server: TestServer,
  admin: Account,
  over: Partial<EduChallengeBody> = {},
): Promise<number> {
  const created = await server.call(API.education.createChallenge, {
    token: admin.access,
    body: challengeBody(over),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.detail.id as number;
}

/** `account` submits `source` to a challenge. */
export function submitCode(
  server: TestServer,
  account: Account,
  challengeId: number,
  source: string,
): Promise<Answer<{ detail: EduSubmission; message: string }>> {
  return server.call(API.education.submit, {
    token: account.access,
    params: { id: challengeId },
    body: { source },
  });
}

/** Polls a submission as `account` reads it until its evaluation has ended. */
export async function scoredSubmission(
  server: TestServer,
  account: Account,
  id: number,
): Promise<EduSubmission> {
  let answer: EduSubmission | undefined;
  try {
    await expect
      .poll(
        async () => {
          const got = await server.call(API.education.submission, {
            token: account.access,
            params: { id },
          });
          answer = got.body.detail;
          return answer?.state;
        },
        { timeout: SCORE_WAIT_MS, interval: 200 },
      )
      .toMatch(/^(success|error|failed|timeout)$/);
  } catch (error) {
    // What the job and its worker were doing: an evaluation this late is a defect to find.
    throw new Error(`${(error as Error).message}\n${await evaluationState(server)}`);
  }
  // The job's own row is closed just after the submission's: waited for too, so that a test
  // comparing every table's rows next sees no late write of it.
  await expect
    .poll(
      async () =>
        (await server.services.jobs.repo.open(['education.evaluate'])).some(
          (job) => Number(job.payload.submissionId) === id,
        ),
      { timeout: 10_000, interval: 50 },
    )
    .toBe(false);
  return answer!;
}

/**
 * The education jobs' rows, the machine's load and this process's lowered threads (the episode
 * workers, nice 10): their state and where they sleep (threadState), nice, policy and CPU ticks.
 */
async function evaluationState(server: TestServer): Promise<string> {
  const jobs = (await server.services.jobs.repo.open(['education.evaluate'])).map(
    (job) =>
      `job ${job.id} ${job.status} attempt ${job.attempts} progress ${job.progress} "${job.message}" payload ${JSON.stringify(job.payload)}`,
  );
  const threads: string[] = [];
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[16] === '0' && fields[38] === '0') continue; // at the server's priority
      threads.push(
        `thread ${tid} ${threadState(Number(tid))} nice ${fields[16]} policy ${fields[38]} ticks ${Number(fields[11]) + Number(fields[12])}`,
      );
    }
  } catch {
    threads.push('(no /proc)');
  }
  return [...jobs, ...threads, `load ${readFileSync('/proc/loadavg', 'latin1').trim()}`].join('\n');
}

/** Submits `source` and waits for its score. */
export async function submitScored(
  server: TestServer,
  account: Account,
  challengeId: number,
  source: string,
): Promise<EduSubmission> {
  const sent = await submitCode(server, account, challengeId, source);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return scoredSubmission(server, account, sent.body.detail.id);
}
