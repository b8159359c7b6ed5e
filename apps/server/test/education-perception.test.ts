import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type BenchBox, type EduSubmission, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { predictionsFromGt } from '../src/modules/benchmark/dataset/predictions-from-gt';
import { finishedSubmission, openBenchmark, sampleDataset, submitFile } from './benchmark-helpers';
import {
  challengeBody,
  createChallenge,
  openEducation,
  scoredSubmission,
  STARTER,
  submitCode,
  SCORING_TEST_TIMEOUT_MS,
  ranksOf,
} from './education-helpers';
import { snapshotRows } from './security/db-snapshot';

// ADS Education's perception challenges (issue 29, ADR 27) end to end: a real sample dataset
// made by AI Benchmark's import job, predictions files uploaded by learners, scored by the
// benchmark's evaluator in its worker through the education job on the real runner.

let server: TestServer;
let admin: Account;
let learner: Account;
let other: Account;
let dataset: number;
let testSamples: string[];
let testGt: BenchBox[];
let perception: number;
let driving: number;

const E = API.education;

/** A perception challenge on the sample dataset, ranked by NDS then mAP. */
const perceptionBody = (over: Record<string, unknown> = {}) =>
  challengeBody({
    kind: 'perception',
    dataset_id: dataset,
    title: 'Find the cars',
    rules: [
      { key: 'nd_score', order: 'desc' },
      { key: 'mean_ap', order: 'desc' },
    ],
    episodes: [],
    starter: '',
    ...over,
  });

/** POSTs a predictions file as the raw body, as the challenge page does. */
async function upload(account: Account, challengeId: number, body: string) {
  const response = await fetch(
    new URL(pathOf(E.submitPredictions, { id: challengeId }), server.url),
    {
      method: 'POST',
      headers: { authorization: `Bearer ${account.access}`, 'content-type': 'application/json' },
      body,
    },
  );
  return { status: response.status, body: (await response.json()) as any };
}

const keptFiles = async () => {
  try {
    return (await readdir(join(server.filesDir, 'benchmark', 'scored'))).sort();
  } catch {
    return [];
  }
};

const good = () => JSON.stringify({ pred: predictionsFromGt(testGt, { seed: 1, noise: 0.2 }) });
const poor = () =>
  JSON.stringify({ pred: predictionsFromGt(testGt, { seed: 2, noise: 2, dropRate: 0.6 }) });

beforeAll(async () => {
  server = await startServer();
  const root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
  learner = await server.withRole('EDU');
  other = await server.withRole('EDU');
  await openBenchmark(server, root);
  await openEducation(server, root);
  dataset = await sampleDataset(server, admin, { name: 'Street', frames: 6, test_fraction: 0.5 });
  // The test plays the oracle: it reads the hidden split's ground truth from the dataset's folder.
  const stored = JSON.parse(
    await readFile(
      join(server.filesDir, 'benchmark', 'datasets', String(dataset), 'gt.json'),
      'utf8',
    ),
  ) as { samples: Array<{ sample: string; split: string }>; gt: BenchBox[] };
  testSamples = stored.samples.filter((s) => s.split === 'test').map((s) => s.sample);
  testGt = stored.gt.filter((box) => testSamples.includes(box.sample));
  const created = await server.call(E.createChallenge, {
    token: admin.access,
    body: perceptionBody(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  perception = created.body.detail.id;
  driving = await createChallenge(server, admin);
}, 180_000);
afterAll(() => server?.close());

describe('a perception challenge', () => {
  it('shows learners its dataset and test frames, never their ground truth', async () => {
    const answer = await server.call(E.challenge, {
      token: learner.access,
      params: { id: perception },
    });
    expect(answer.status).toBe(200);
    const challenge = E.challenge.answer.parse(answer.body).detail;
    expect(challenge).toMatchObject({
      kind: 'perception',
      episodes: [],
      dataset: { id: dataset, name: 'Street', classes: ['car', 'cyclist', 'pedestrian'] },
    });
    expect([...challenge.dataset!.test_samples].sort()).toEqual([...testSamples].sort());
    expect(JSON.stringify(answer.body)).not.toContain('"gt"');
    const drivingView = await server.call(E.challenge, {
      token: learner.access,
      params: { id: driving },
    });
    expect(drivingView.body.detail).toMatchObject({ kind: 'driving', dataset: null });
  });

  it(
    'scores a good predictions file above a poor one with the benchmark evaluator’s numbers',
    async () => {
      const scored: EduSubmission[] = [];
      for (const [account, file] of [
        [learner, good()],
        [other, poor()],
      ] as const) {
        const sent = await upload(account, perception, file);
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        // Queued, or already taken by the runner (PostgreSQL answers the runner's poll at once).
        expect(sent.body.detail).toMatchObject({ source: '', episodes: [] });
        expect(sent.body.detail.state).toMatch(/^(queued|evaluating)$/);
        expect(sent.body.detail.predictions).toBe(JSON.parse(file).pred.length);
        const result = await scoredSubmission(server, account, sent.body.detail.id);
        expect(result.state, result.message).toBe('success');
        expect(JSON.stringify(result)).not.toContain('"gt"');
        scored.push(result);
      }
      const [better, worse] = scored.map((s) => s.scores!);
      expect(better!.nd_score!).toBeGreaterThan(worse!.nd_score!);
      expect(better!.mean_ap!).toBeGreaterThan(worse!.mean_ap!);
      expect(better!.nd_score!).toBeGreaterThan(0.5);

      // The same files sent to AI Benchmark's own submission on the test split: the same numbers.
      for (const [file, scores] of [
        [good(), better!],
        [poor(), worse!],
      ] as const) {
        const sent = await submitFile(
          server,
          admin,
          { dataset, split: 'test', name: 'same' },
          file,
        );
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        const bench = await finishedSubmission(server, admin, sent.body.detail.id);
        expect(bench.status).toBe('done');
        expect(scores).toEqual({
          completion: 0,
          time: 0,
          penalties: 0,
          total: 0,
          nd_score: bench.headline.nd_score,
          mean_ap: bench.headline.mean_ap,
          ap_r40: bench.headline.ap_r40,
        });
      }

      const board = await server.call(E.leaderboard, {
        token: other.access,
        params: { id: perception },
      });
      expect(board.body.detail.rules).toEqual(perceptionBody().rules);
      expect(ranksOf(board.body.detail.standings)).toEqual([
        [1, learner.id],
        [2, other.id],
      ]);

      // Badges: the first submission and the place; none of the driving ones (laps).
      const me = await server.call(E.me, { token: learner.access });
      const keys = me.body.detail.badges.map((b: { key: string }) => b.key);
      expect(keys).toEqual(expect.arrayContaining(['first_submission', 'winner']));
      expect(keys).not.toContain('first_lap');
      expect(keys).not.toContain('clean_lap');
    },
    SCORING_TEST_TIMEOUT_MS,
  );

  it(
    'scores again on re-score, from the kept file',
    async () => {
      const mine = await server.call(E.mySubmissions, {
        token: learner.access,
        params: { id: perception },
      });
      const before = mine.body.detail[0] as EduSubmission;
      const rescored = await server.call(E.rescore, {
        token: admin.access,
        params: { id: perception },
      });
      expect(rescored.status).toBe(200);
      const again = await scoredSubmission(server, learner, before.id);
      expect(again.state).toBe('success');
      expect(again.scores).toEqual(before.scores);
      await scoredSubmission(server, other, (await myLatest(other)).id);
    },
    SCORING_TEST_TIMEOUT_MS,
  );
});

const myLatest = async (account: Account) =>
  (
    await server.call(E.mySubmissions, {
      token: account.access,
      params: { id: perception },
    })
  ).body.detail[0] as EduSubmission;

describe('refusals', () => {
  it('refuses code for a perception challenge and a file for a driving one, storing nothing', async () => {
    const rows = await snapshotRows(server.database);
    const files = await keptFiles();
    const code = await submitCode(server, learner, perception, STARTER);
    expect(code.status).toBe(400);
    expect(code.body.message).toBe(
      'This is a perception challenge: upload a predictions file, not code.',
    );
    const file = await upload(learner, driving, good());
    expect(file.status).toBe(400);
    expect(file.body.message).toBe(
      'This is a driving challenge: submit a controller’s code, not a predictions file.',
    );
    expect(await snapshotRows(server.database)).toEqual(rows);
    expect(await keptFiles()).toEqual(files);
  });

  it('refuses a malformed predictions file with the benchmark’s sentence, storing nothing', async () => {
    const rows = await snapshotRows(server.database);
    const files = await keptFiles();
    const cases: Array<[string, RegExp]> = [
      ['{not json', /not valid JSON/],
      ['{"boxes": []}', /must hold an object \{"pred": \[...\]\}/],
      [
        JSON.stringify({ pred: [{ ...testGt[0]!, score: undefined }] }),
        /^pred\[0\] has no score\.$/,
      ],
      [
        JSON.stringify({ pred: [{ ...testGt[0]!, sample: 'nope', score: 1 }] }),
        /sample 'nope' is not in the test split/,
      ],
      ['', /Send the predictions file/],
    ];
    for (const [body, message] of cases) {
      const answer = await upload(learner, perception, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    }
    expect(await snapshotRows(server.database)).toEqual(rows);
    expect(await keptFiles()).toEqual(files);
  });

  it('refuses a perception challenge without a dataset, with episodes, or with driving scores', async () => {
    const rows = await snapshotRows(server.database);
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await server.call(E.createChallenge, { token: admin.access, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(Object.keys(answer.body.detail ?? {})).toContain(field);
    };
    await refused(perceptionBody({ dataset_id: null }), 'dataset_id');
    await refused(perceptionBody({ dataset_id: 999_999 }), 'dataset_id');
    await refused(perceptionBody({ episodes: challengeBody().episodes }), 'episodes');
    await refused(perceptionBody({ rules: [{ key: 'total', order: 'asc' }] }), 'rules');
    await refused(challengeBody({ rules: [{ key: 'nd_score', order: 'desc' }] }), 'rules');
    await refused(challengeBody({ episodes: [] }), 'episodes');
    const changed = await server.call(E.updateChallenge, {
      token: admin.access,
      params: { id: driving },
      body: perceptionBody(),
    });
    expect(changed.status).toBe(400);
    expect(changed.body.detail).toHaveProperty('kind');
    expect(await snapshotRows(server.database)).toEqual(rows);
  });
});
