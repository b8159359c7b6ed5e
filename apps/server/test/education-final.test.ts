import { API, type EduEpisode, type EduSubmission } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import {
  challengeBody,
  createChallenge,
  openEducation,
  STARTER,
  submitScored,
  SCORE_WAIT_MS,
  SCORING_TEST_TIMEOUT_MS,
  ranksOf,
} from './education-helpers';

// A challenge's hidden final episodes (issue 29: "one hidden variant map or seed set for the
// final ranking"), with the real job runner, worker thread and QuickJS.

/** The starter, a little faster, blind to what is ahead: quicker on an empty road, not past a stopped car. */
const RECKLESS = STARTER.replace(
  'Math.min(6, obs.speed_limit)',
  'Math.min(7, obs.speed_limit)',
).replace('obs.next_stop && obs.next_stop.distance < 40', 'false');

/** An empty road in public; stopped cars and lights in the hidden set. */
const EMPTY: EduEpisode = { seed: 3, laps: 1, time_limit_s: 200, lights: false, obstacles: 0 };
const HIDDEN: EduEpisode = { seed: 11, laps: 1, time_limit_s: 200, lights: true, obstacles: 3 };

let server: TestServer;
let admin: Account;
let ada: Account;
let ben: Account;
let id: number;
const body = (over = {}) =>
  challengeBody({ title: 'Final', episodes: [EMPTY], final_episodes: [HIDDEN], ...over });
const sent = {} as { ada: EduSubmission; ben: EduSubmission };

beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
  [ada, ben] = [await server.withRole('EDU'), await server.withRole('EDU')];
  await openEducation(server, await server.superAdmin());
  id = await createChallenge(server, admin, body());
}, 60_000);
afterAll(() => server.close());

const read = <T = EduSubmission>(account: Account, submissionId: number) =>
  server
    .call<{ detail: T }>(API.education.submission, {
      token: account.access,
      params: { id: submissionId },
    })
    .then((answer) => answer.body.detail);
const boardOf = async (account: Account, challengeId = id) =>
  (
    await server.call(API.education.leaderboard, {
      token: account.access,
      params: { id: challengeId },
    })
  ).body.detail as {
    final: boolean;
    standings: Array<{ rank: number; user: { id: number }; scores: EduSubmission['scores'] }>;
  };
const ranks = (board: Awaited<ReturnType<typeof boardOf>>) => ranksOf(board.standings);

describe("a challenge's hidden final episodes", () => {
  it('are shown to admins only, and checked like the episodes', async () => {
    const asAdmin = await server.call(API.education.challenge, {
      token: admin.access,
      params: { id },
    });
    expect(asAdmin.body.detail.final_episodes).toEqual([HIDDEN]);
    const asLearner = await server.call(API.education.challenge, {
      token: ada.access,
      params: { id },
    });
    expect(asLearner.body.detail).toMatchObject({ episodes: [EMPTY], final_episodes: null });
    const list = await server.call(API.education.challenges, { token: ada.access });
    expect(JSON.stringify(list.body)).not.toContain('"seed":11');
    const before = await snapshotRows(server.database);
    for (const [final_episodes, field] of [
      [Array.from({ length: 11 }, () => HIDDEN), 'final_episodes'],
      [[{ ...HIDDEN, laps: 9 }], 'final_episodes.0.laps'],
    ] as const) {
      const answer = await server.call(API.education.updateChallenge, {
        token: admin.access,
        params: { id },
        body: body({ final_episodes }),
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.detail)).toEqual([field]);
    }
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it(
    'are driven by every submission, and what they gave stays hidden while the challenge is open',
    async () => {
      sent.ada = await submitScored(server, ada, id, RECKLESS);
      sent.ben = await submitScored(server, ben, id, STARTER);
      // In public Ada is quicker; the learner sees one episode and no final scores.
      expect(sent.ada.scores!.time).toBeLessThan(sent.ben.scores!.time);
      for (const submission of [sent.ada, sent.ben]) {
        expect(submission).toMatchObject({ state: 'success', final_scores: null });
        expect(submission.episodes).toHaveLength(1);
      }
      const board = await boardOf(ben);
      expect(board.final).toBe(false);
      expect(ranks(board)).toEqual([
        [1, ada.id],
        [2, ben.id],
      ]);
      const hiddenReplay = await server.call(API.education.replay, {
        token: ada.access,
        params: { id: sent.ada.id, episode: 1 },
      });
      expect(hiddenReplay.status).toBe(400);
      const me = await server.call(API.education.me, { token: ada.access });
      expect(me.body.detail.recent[0]).toMatchObject({ id: sent.ada.id, final_scores: null });
      // Admins read them: Ada hit a stopped car in the hidden set, Ben finished it.
      const adaFinal = (await read(admin, sent.ada.id)).final_scores!;
      const benFinal = (await read(admin, sent.ben.id)).final_scores!;
      expect(adaFinal.completion).toBeLessThan(1);
      expect(benFinal.completion).toBe(1);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it('rank the leaderboard once the challenge is closed, and their scores are shown then', async () => {
    const closing = await server.call(API.education.updateChallenge, {
      token: admin.access,
      params: { id },
      body: body({ state: 'closed' }),
    });
    expect(closing.status).toBe(200);
    const board = await boardOf(ada);
    expect(board.final).toBe(true);
    expect(ranks(board)).toEqual([
      [1, ben.id],
      [2, ada.id],
    ]);
    const adaNow = await read(ada, sent.ada.id);
    expect(adaNow.final_scores).toEqual((await read(admin, sent.ada.id)).final_scores);
    expect(board.standings[1]!.scores).toEqual(adaNow.final_scores);
    // The season takes the final ranking.
    const season = await server.call(API.education.season, { token: ada.access });
    expect(season.body.detail.standings.map((s: { user: { id: number } }) => s.user.id)).toEqual([
      ben.id,
      ada.id,
    ]);
  });

  it(
    'rank from the closing date on, as when an admin closes it',
    async () => {
      const dated = await createChallenge(server, admin, {
        ...body({ title: 'Dated' }),
        closes_at: new Date(server.clock.now().getTime() + 60_000).toISOString(),
      });
      await submitScored(server, ada, dated, RECKLESS);
      await submitScored(server, ben, dated, STARTER);
      expect((await boardOf(ada, dated)).final).toBe(false);
      server.clock.advance(61_000);
      const board = await boardOf(ada, dated);
      expect(board.final).toBe(true);
      expect(ranks(board)).toEqual([
        [1, ben.id],
        [2, ada.id],
      ]);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'rank a submission scored before they were set last, until the challenge is re-scored',
    async () => {
      const late = await createChallenge(
        server,
        admin,
        body({ title: 'Late', final_episodes: [] }),
      );
      const [first, second] = [
        await submitScored(server, ben, late, STARTER),
        await submitScored(server, ada, late, RECKLESS),
      ];
      expect([first.final_scores, second.final_scores]).toEqual([null, null]);
      await server.call(API.education.updateChallenge, {
        token: admin.access,
        params: { id: late },
        body: body({ title: 'Late', state: 'closed' }),
      });
      // No final scores yet: the public order stands, marked final.
      const unscored = await boardOf(ada, late);
      expect([unscored.final, ranks(unscored)]).toEqual([
        true,
        [
          [1, ada.id],
          [2, ben.id],
        ],
      ]);
      const rescored = await server.call(API.education.rescore, {
        token: admin.access,
        params: { id: late },
      });
      expect(rescored.body.detail).toEqual({ queued: 2 });
      await expect
        .poll(async () => ranks(await boardOf(ada, late)), {
          timeout: SCORE_WAIT_MS,
          interval: 250,
        })
        .toEqual([
          [1, ben.id],
          [2, ada.id],
        ]);
    },
    SCORING_TEST_TIMEOUT_MS,
  );
});
