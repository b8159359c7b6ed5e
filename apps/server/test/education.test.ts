import { API, type EduSubmission } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type TestServer,
  startInstance,
  startServer,
} from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import {
  challengeBody,
  createChallenge,
  openEducation,
  scoredSubmission,
  STARTER,
  STRAIGHT,
  submitCode,
  SCORING_TEST_TIMEOUT_MS,
  ranksOf,
} from './education-helpers';
import { runnerFirst } from './runner-first';

// ADS Education's API with the real job runner, worker thread and QuickJS (issue 29).

let server: TestServer;
let root: Account;
let admin: Account;
let learner: Account;
let other: Account;
let challengeId: number;

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
  learner = await server.withRole('EDU');
  other = await server.withRole('EDU');
  await openEducation(server, root);
  challengeId = await createChallenge(server, admin);
}, 60_000);
afterAll(() => server.close());

const submit = (account: Account, source: string, id = challengeId) =>
  submitCode(server, account, id, source);
const scored = (account: Account, id: number) => scoredSubmission(server, account, id);

describe('a driving challenge', () => {
  it(
    'scores the starter: every episode finished, no penalties, first on the leaderboard',
    async () => {
      const sent = await submit(learner, STARTER);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.detail).toMatchObject({
        state: 'queued',
        user: { id: learner.id },
        queue: { ahead: expect.any(Number), wait_s: expect.any(Number) },
        source: STARTER,
      });
      const result = await scored(learner, sent.body.detail.id);
      expect(result.state).toBe('success');
      expect(result.queue).toBeNull();
      expect(result.episodes.map((e) => [e.end, e.completion, e.penalties.seconds])).toEqual([
        ['finished', 1, 0],
        ['finished', 1, 0],
      ]);
      expect(result.scores).toMatchObject({ completion: 1, penalties: 0 });
      expect(result.scores!.total).toBe(result.scores!.time);
      expect(result.scores!.time).toBeCloseTo(
        result.episodes.reduce((sum, e) => sum + e.time_s, 0),
        1,
      );
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'scores a controller that leaves the road lower, and ranks each learner by their best',
    async () => {
      const worse = await scored(other, (await submit(other, STRAIGHT)).body.detail.id);
      expect(worse.state).toBe('success');
      expect(worse.episodes.every((e) => e.end === 'off_road')).toBe(true);
      expect(worse.scores!.completion).toBeLessThan(0.5);
      const board = await server.call(API.education.leaderboard, {
        token: other.access,
        params: { id: challengeId },
      });
      expect(board.status).toBe(200);
      expect(ranksOf(board.body.detail.standings)).toEqual([
        [1, learner.id],
        [2, other.id],
      ]);
      // A second, worse try of the first learner's does not move them down.
      await scored(learner, (await submit(learner, STRAIGHT)).body.detail.id);
      const again = await server.call(API.education.leaderboard, {
        token: learner.access,
        params: { id: challengeId },
      });
      expect(again.body.detail.standings[0].user.id).toBe(learner.id);
      expect(again.body.detail.standings).toHaveLength(2);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'says what was wrong with code that does not load, and scores nothing',
    async () => {
      const broken = await scored(
        learner,
        (await submit(learner, 'export default function control( {')).body.detail.id,
      );
      expect(broken).toMatchObject({ state: 'error', scores: null });
      expect(broken.message).toMatch(/^Loading the code threw SyntaxError: /);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'refuses the attempt over the day’s limit, and nothing is written',
    async () => {
      // The learner has used all 4 (starter, straight, broken, and this one).
      const fourth = await submit(learner, STARTER);
      expect(fourth.status).toBe(201);
      // Scored before the rows are compared, here and in the tests below: its job writes as it runs.
      await scored(learner, fourth.body.detail.id);
      const before = await snapshotRows(server.database);
      const over = await submit(learner, STARTER);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        success: false,
        message: 'You have used the 4 attempts of the last 24 hours for this challenge.',
      });
      expect(await snapshotRows(server.database)).toEqual(before);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it("shows a learner's submissions to them and admins only; to others they do not exist", async () => {
    const mine = await server.call(API.education.mySubmissions, {
      token: learner.access,
      params: { id: challengeId },
    });
    expect(mine.body.detail.length).toBe(4);
    const id = mine.body.detail[0].id;
    const theirs = await server.call(API.education.mySubmissions, {
      token: other.access,
      params: { id: challengeId },
    });
    expect(theirs.body.detail.map((s: EduSubmission) => s.user.id)).toEqual([other.id]);
    const peek = await server.call(API.education.submission, {
      token: other.access,
      params: { id },
    });
    const missing = await server.call(API.education.submission, {
      token: other.access,
      params: { id: 999_999 },
    });
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual(missing.body);
    const asAdmin = await server.call(API.education.submission, {
      token: admin.access,
      params: { id },
    });
    expect(asAdmin.body.detail.source).toBe(STARTER);
  });

  it('keeps drafts to admins, refuses submissions to a closed challenge, and refuses bad bodies', async () => {
    const draft = await server.call(API.education.createChallenge, {
      token: admin.access,
      body: challengeBody({ title: 'Not yet', state: 'draft' }),
    });
    const hidden = await server.call(API.education.challenge, {
      token: learner.access,
      params: { id: draft.body.detail.id },
    });
    expect(hidden.status).toBe(404);
    const list = await server.call(API.education.challenges, { token: learner.access });
    expect(list.body.detail.map((c: { title: string }) => c.title)).toEqual(['First lap']);
    const closed = await server.call(API.education.createChallenge, {
      token: admin.access,
      body: challengeBody({ title: 'Over', closes_at: '2020-01-01T00:00:00Z', opens_at: null }),
    });
    expect(closed.body.detail.accepting).toBe(false);
    const late = await submit(other, STARTER, closed.body.detail.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This challenge is not open for submissions now.');
    const before = await snapshotRows(server.database);
    for (const body of [
      challengeBody({ title: '' }),
      challengeBody({ rules: [] }),
      challengeBody({ opens_at: '2030-01-02T00:00:00Z', closes_at: '2030-01-01T00:00:00Z' }),
      challengeBody({
        rules: [
          { key: 'time', order: 'asc' },
          { key: 'time', order: 'desc' },
        ],
      }),
      challengeBody({
        episodes: [{ seed: 1, laps: 9, time_limit_s: 100, lights: true, obstacles: 0 }],
      }),
    ]) {
      const answer = await server.call(API.education.createChallenge, {
        token: admin.access,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const notAdmin = await server.call(API.education.createChallenge, {
      token: learner.access,
      body: challengeBody(),
    });
    expect(notAdmin.status).toBe(403);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it(
    'answers a submission as queued even when the runner has scored it before the answer',
    async () => {
      const done = async () =>
        (await server.services.jobs.repo.open(['education.evaluate'])).length === 0;
      const fresh = await server.withRole('EDU');
      const race = runnerFirst(server, 'education.evaluate', done);
      try {
        const sent = await submit(fresh, STARTER);
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        expect(sent.body.detail).toMatchObject({ state: 'queued', source: STARTER });
        expect((await scored(fresh, sent.body.detail.id)).state).toBe('success');
      } finally {
        race.undo();
      }
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'keeps a queued submission across a restart: the next instance scores it',
    async () => {
      await server.services.jobs.stop();
      const sent = await submit(other, STARTER);
      expect(sent.body.detail.state).toBe('queued');
      // This instance's runner is stopped: only the new one (same database) can score it.
      const fresh = await startInstance({ database: server.database });
      try {
        const result = await scored(other, sent.body.detail.id);
        expect(result.state).toBe('success');
        expect(result.scores!.completion).toBe(1);
      } finally {
        await fresh.close();
        server.services.jobs.start();
      }
    },
    SCORING_TEST_TIMEOUT_MS,
  );
});
