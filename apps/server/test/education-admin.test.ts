import { API, type EduSubmission } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import {
  createChallenge,
  openEducation,
  scoredSubmission,
  STARTER,
  STRAIGHT,
  submitCode,
  SCORING_TEST_TIMEOUT_MS,
} from './education-helpers';

// An admin's tools for a challenge, with the real job runner, worker thread and QuickJS
// (issue 29): its queue, and scoring every submission again.

let server: TestServer;
let admin: Account;
let user: Account;
let ada: Account;
let ben: Account;
let lap: number;
let other: number;
/** Ada's starter, Ben's starter, Ada's straight, in the order they were sent. */
let lapIds: number[] = [];

beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
  user = await server.signUp();
  [ada, ben] = [await server.withRole('EDU'), await server.withRole('EDU')];
  await openEducation(server, await server.superAdmin());
  lap = await createChallenge(server, admin, { title: 'Lap' });
  other = await createChallenge(server, admin, { title: 'Other' });
}, 60_000);
afterAll(() => server.close());

const queueOf = (account: Account | undefined, id: number) =>
  server.call<{ detail: EduSubmission[] }>(API.education.queue, {
    token: account?.access,
    params: { id },
  });
const rescore = (account: Account | undefined, id: number | string) =>
  server.call(API.education.rescore, { token: account?.access, params: { id } });

async function sendAll(list: Array<[Account, number, string]>): Promise<number[]> {
  const sentIds = [];
  for (const [account, challenge, source] of list) {
    const answer = await submitCode(server, account, challenge, source);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    sentIds.push(answer.body.detail.id);
  }
  return sentIds;
}

/** Each submission's state and scores as its author reads it once scored. */
const scoredAll = (list: Array<[Account, number]>) =>
  Promise.all(list.map(([account, id]) => scoredSubmission(server, account, id)));

describe("a challenge's queue", () => {
  it(
    'lists what waits and what is being scored, in queue order, with the place of each',
    async () => {
      await server.services.jobs.stop();
      try {
        // Another challenge's submission is ahead of all of them: the queue is shared.
        await sendAll([[ben, other, STARTER]]);
        lapIds = await sendAll([
          [ada, lap, STARTER],
          [ben, lap, STARTER],
          [ada, lap, STRAIGHT],
        ]);
        const queue = await queueOf(admin, lap);
        expect(queue.status).toBe(200);
        expect(
          queue.body.detail.map((s) => [s.id, s.user.id, s.state, s.queue?.ahead, s.scores]),
        ).toEqual([
          [lapIds[0], ada.id, 'queued', 1, null],
          [lapIds[1], ben.id, 'queued', 2, null],
          [lapIds[2], ada.id, 'queued', 3, null],
        ]);
        expect(queue.body.detail[0]).not.toHaveProperty('source');
        // A submission in the queue has no replay yet, and says so.
        const early = await server.call(API.education.replay, {
          token: ada.access,
          params: { id: lapIds[0]!, episode: 0 },
        });
        expect(early.status).toBe(409);
        expect(early.body.message).toBe(
          'This submission is not scored yet: its replays come with its scores.',
        );
      } finally {
        server.services.jobs.start();
      }
      await scoredAll([
        [ada, lapIds[0]!],
        [ben, lapIds[1]!],
        [ada, lapIds[2]!],
      ]);
      expect((await queueOf(admin, lap)).body.detail).toEqual([]);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it('is for admins only, and a missing challenge is not there', async () => {
    const before = await snapshotRows(server.database);
    expect((await queueOf(undefined, lap)).status).toBe(401);
    expect((await queueOf(ada, lap)).status).toBe(403);
    expect((await queueOf(user, lap)).status).toBe(403);
    const missing = await queueOf(admin, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'No such challenge.' });
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});

describe('scoring a challenge again', () => {
  it(
    'queues every scored submission as a new job, clears its scores, and scores it the same',
    async () => {
      const scoredBefore = await scoredAll([
        [ada, lapIds[0]!],
        [ben, lapIds[1]!],
        [ada, lapIds[2]!],
      ]);
      const board = async () =>
        (await server.call(API.education.leaderboard, { token: ada.access, params: { id: lap } }))
          .body.detail;
      const boardBefore = await board();
      await server.services.jobs.stop();
      let answer;
      try {
        answer = await rescore(admin, lap);
        const waiting = await queueOf(admin, lap);
        expect(waiting.body.detail.map((s) => [s.id, s.state, s.scores, s.finished_at])).toEqual(
          lapIds.map((id) => [id, 'queued', null, null]),
        );
        const reread = await server.call(API.education.submission, {
          token: ada.access,
          params: { id: lapIds[0]! },
        });
        expect(reread.body.detail).toMatchObject({ state: 'queued', episodes: [], message: '' });
        expect((await board()).standings).toEqual([]);
      } finally {
        server.services.jobs.start();
      }
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: '3 submissions are queued to be scored again.',
        detail: { queued: 3 },
      });
      const scoredAfter = await scoredAll([
        [ada, lapIds[0]!],
        [ben, lapIds[1]!],
        [ada, lapIds[2]!],
      ]);
      // Episodes are deterministic: the same code scores the same, later.
      expect(scoredAfter.map((s) => s.scores)).toEqual(scoredBefore.map((s) => s.scores));
      expect(scoredAfter[0]!.finished_at! > scoredBefore[0]!.finished_at!).toBe(true);
      expect(await board()).toEqual(boardBefore);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it('says when there is nothing to score again', async () => {
    const empty = await createChallenge(server, admin, { title: 'Empty' });
    const answer = await rescore(admin, empty);
    expect(answer.body).toEqual({
      success: true,
      message: 'No submission of this challenge has been scored: there is nothing to score again.',
      detail: { queued: 0 },
    });
  });

  it('is for admins only, refuses a bad or missing id, and writes nothing then', async () => {
    const before = await snapshotRows(server.database);
    expect((await rescore(undefined, lap)).status).toBe(401);
    expect((await rescore(ada, lap)).status).toBe(403);
    expect((await rescore(user, lap)).status).toBe(403);
    expect((await rescore(admin, 'lap')).status).toBe(400);
    const missing = await rescore(admin, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'No such challenge.' });
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});
