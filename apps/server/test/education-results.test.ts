import { API, type EduBadge, type EduSubmission } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { snapshotRows } from './security/db-snapshot';
import {
  challengeBody,
  createChallenge,
  openEducation,
  STARTER,
  STRAIGHT,
  submitCode,
  submitScored,
  SCORING_TEST_TIMEOUT_MS,
} from './education-helpers';

// What learners read of results, with the real job runner, worker thread and QuickJS (issue 29):
// an episode's replay, the season over challenges and a learner's own page.

let server: TestServer;
let admin: Account;
let ada: Account;
let ben: Account;
let cy: Account;
const ids = { lap: 0, sprint: 0 };
/** What each learner sent, in order (filled as the tests go). */
const sent = {} as {
  adaBroken: EduSubmission;
  adaLap: EduSubmission;
  benStraight: EduSubmission;
  benSprint: EduSubmission;
};

beforeAll(async () => {
  server = await startServer();
  admin = await server.withRole('ADMIN');
  [ada, ben, cy] = [
    await server.withRole('EDU'),
    await server.withRole('EDU'),
    await server.withRole('EDU'),
  ];
  await openEducation(server, await server.superAdmin());
  ids.lap = await createChallenge(server, admin, { title: 'Lap', points: 100 });
  ids.sprint = await createChallenge(server, admin, {
    title: 'Sprint',
    points: 50,
    episodes: [{ seed: 5, laps: 1, time_limit_s: 200, lights: false, obstacles: 0 }],
  });
}, 60_000);
afterAll(() => server.close());

const replayOf = (account: Account | undefined, id: number, episode: number | string) =>
  server.call(API.education.replay, { token: account?.access, params: { id, episode } });

describe("an episode's replay", () => {
  it(
    'gives the author and admins the trace, the path and the events of each episode',
    async () => {
      sent.adaBroken = await submitScored(
        server,
        ada,
        ids.lap,
        'export default function control( {',
      );
      sent.adaLap = await submitScored(server, ada, ids.lap, STARTER);
      expect(sent.adaLap.state).toBe('success');
      const first = await replayOf(ada, sent.adaLap.id, 0);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const replay = first.body.detail;
      expect(replay).toMatchObject({ submission_id: sent.adaLap.id, episode: 0, end: 'finished' });
      const { hz, x, y, yaw, speed } = replay.trace;
      expect(hz).toBe(5);
      expect([y.length, yaw.length, speed.length]).toEqual([x.length, x.length, x.length]);
      // 5 samples a simulated second over the whole lap the episode's result states.
      expect(Math.abs(x.length - sent.adaLap.episodes[0]!.time_s * hz)).toBeLessThanOrEqual(2);
      expect(replay.path.x.length).toBeGreaterThan(10);
      expect(replay.events.at(-1)).toMatchObject({ kind: 'lap' });
      expect(replay.events.at(-1).t).toBeCloseTo(sent.adaLap.episodes[0]!.time_s, 0);
      // The second episode (another seed) is its own drive; admins read it too.
      const second = await replayOf(admin, sent.adaLap.id, 1);
      expect(second.status).toBe(200);
      expect(second.body.detail.episode).toBe(1);
      expect(second.body.detail.trace.x).not.toEqual(x);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it('does not exist for another learner, and needs a sign-in', async () => {
    const theirs = await replayOf(ben, sent.adaLap.id, 0);
    const missing = await replayOf(ben, 999_999, 0);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ success: false, message: 'No such submission.' });
    expect(theirs.body).toEqual(missing.body);
    expect((await replayOf(undefined, sent.adaLap.id, 0)).status).toBe(401);
  });

  it('refuses an episode the submission did not drive with a sentence, and writes nothing', async () => {
    const before = await snapshotRows(server.database);
    const beyond = await replayOf(ada, sent.adaLap.id, 2);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({
      success: false,
      message: 'This submission drove 2 episode(s): ask for an episode from 0 to 1.',
      detail: { episode: 'No episode 2: ask for an episode from 0 to 1.' },
    });
    for (const episode of [10, -1, 'first']) {
      const answer = await replayOf(ada, sent.adaLap.id, episode);
      expect(answer.status, String(episode)).toBe(400);
      expect(Object.keys(answer.body.detail)).toEqual(['episode']);
    }
    // Code that did not load drove nothing: there is no replay to show.
    const broken = await replayOf(ada, sent.adaBroken.id, 0);
    expect(broken.status).toBe(404);
    expect(broken.body.message).toBe('This episode has no replay: the code did not load.');
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});

describe('the season', () => {
  const season = async (account: Account) => {
    const answer = await server.call(API.education.season, { token: account.access });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.detail.standings as Array<{
      rank: number;
      user: { id: number; name: string };
      points: number;
      challenges: Array<{ id: number; title: string; rank: number; points: number }>;
    }>;
  };

  it(
    "sums each challenge's points by rank: a tenth less per place",
    async () => {
      sent.benStraight = await submitScored(server, ben, ids.lap, STRAIGHT);
      sent.benSprint = await submitScored(server, ben, ids.sprint, STARTER);
      const standings = await season(cy);
      expect(standings.map((s) => [s.rank, s.user.id, s.points])).toEqual([
        [1, ben.id, 90 + 50],
        [2, ada.id, 100],
      ]);
      expect(standings[0]!.challenges).toEqual([
        { id: ids.sprint, title: 'Sprint', rank: 1, points: 50 },
        { id: ids.lap, title: 'Lap', rank: 2, points: 90 },
      ]);
      expect(standings[1]!.user.name).toEqual(expect.any(String));
      expect(await season(admin)).toEqual(standings);
      expect((await server.call(API.education.season)).status).toBe(401);
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'leaves out a challenge put back to draft',
    async () => {
      const hidden = await createChallenge(server, admin, { title: 'Hidden', points: 1000 });
      await submitScored(server, cy, hidden, STARTER);
      expect((await season(ada))[0]).toMatchObject({ user: { id: cy.id }, points: 1000 });
      const drafted = await server.call(API.education.updateChallenge, {
        token: admin.access,
        params: { id: hidden },
        body: challengeBody({ title: 'Hidden', points: 1000, state: 'draft' }),
      });
      expect(drafted.status).toBe(200);
      expect((await season(ada)).map((s) => s.user.id)).toEqual([ben.id, ada.id]);
    },
    SCORING_TEST_TIMEOUT_MS,
  );
});

describe("a learner's own page", () => {
  const me = async (account: Account) => {
    const answer = await server.call(API.education.me, { token: account.access });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.detail;
  };
  const badge = (key: EduBadge['key'], submission: EduSubmission, challengeId = ids.lap) => ({
    key,
    title: expect.stringMatching(/^[A-Z][^.]+\.$/),
    submission_id: submission.id,
    challenge_id: challengeId,
    earned_at: submission.finished_at,
  });

  it('gives badges from the submissions that earned them, the season place and the latest tries', async () => {
    const mine = await me(ada);
    expect(mine.badges).toEqual([
      badge('first_submission', sent.adaBroken),
      badge('first_lap', sent.adaLap),
      badge('clean_lap', sent.adaLap),
      badge('top_10', sent.adaLap),
      badge('podium', sent.adaLap),
      badge('winner', sent.adaLap),
    ]);
    expect(mine.season).toEqual({ rank: 2, points: 100, learners: 2 });
    expect(mine.recent.map((s: { id: number }) => s.id)).toEqual([
      sent.adaLap.id,
      sent.adaBroken.id,
    ]);
    expect(mine.recent[0]).toMatchObject({
      challenge_title: 'Lap',
      state: 'success',
      scores: sent.adaLap.scores,
      queue: null,
    });
    expect(mine.recent[0]).not.toHaveProperty('source');
    expect(mine.recent[0]).not.toHaveProperty('episodes');
  });

  it('takes each badge from the earliest submission that earned it, over challenges', async () => {
    const theirs = await me(ben);
    // A lap that left the road earns no lap, but second place is top ten and the podium.
    expect(theirs.badges).toEqual([
      badge('first_submission', sent.benStraight),
      badge('first_lap', sent.benSprint, ids.sprint),
      badge('clean_lap', sent.benSprint, ids.sprint),
      badge('top_10', sent.benStraight),
      badge('podium', sent.benStraight),
      badge('winner', sent.benSprint, ids.sprint),
    ]);
    expect(theirs.season).toEqual({ rank: 1, points: 140, learners: 2 });
  });

  it('shows nothing of a draft challenge to a learner', async () => {
    expect(await me(cy)).toEqual({
      badges: [],
      season: { rank: null, points: 0, learners: 2 },
      recent: [],
    });
    expect((await server.call(API.education.me)).status).toBe(401);
  });

  it('lists the latest 20 submissions, newest first, with their place in the queue', async () => {
    const many = await createChallenge(server, admin, { title: 'Many', attempts_per_day: 30 });
    // Nothing is scored from here on: the queue stays as it is while it is read.
    await server.services.jobs.stop();
    const queued: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await submitCode(server, ada, many, STARTER);
      expect(answer.status).toBe(201);
      queued.push(answer.body.detail.id);
    }
    const { recent } = await me(ada);
    expect(recent.map((s: { id: number }) => s.id)).toEqual(queued.reverse());
    expect(recent[0]).toMatchObject({ challenge_title: 'Many', state: 'queued', scores: null });
    expect(recent.map((s: EduSubmission) => s.queue!.ahead)).toEqual(
      Array.from({ length: 20 }, (_, i) => 19 - i),
    );
  });
});
