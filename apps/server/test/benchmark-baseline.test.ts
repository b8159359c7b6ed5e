import { API, type BenchBox, type BenchSubmissionDetail, pathOf } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_NAME } from '../src/modules/benchmark/bench-jobs';
import { parsePredictionsJson } from '../src/modules/benchmark/dataset';
import {
  DETECTION_CVPR_2019,
  evaluateNuScenes,
  filterEvalBoxes,
} from '../src/modules/benchmark/eval/nuscenes';
import {
  finishedSubmission,
  openBenchmark,
  readSubmission,
  sampleDataset,
  submitFile,
  until,
} from './benchmark-helpers';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

// The baseline and the example file (issue 30) on a real server and database: after an import
// the baseline detector runs over the frames' points, its output is validated and scored by the
// same worker as anyone's file, every leaderboard starts with it, and its val output is the
// example file a user can download and submit.

let server: TestServer;
let admin: Account;
let user: Account;
let dataset: number;
let valSamples: string[];
let valGt: BenchBox[];

const B = API.benchmark;

async function board(split: 'val' | 'test') {
  const answer = await server.call(B.leaderboard, { query: { dataset, split } });
  expect(answer.status).toBe(200);
  return B.leaderboard.answer.parse(answer.body).detail;
}

async function fetchExample(token: string | undefined, id = dataset) {
  const response = await fetch(new URL(pathOf(B.example, { id }), server.url), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, text: await response.text() };
}

let baselineVal: BenchSubmissionDetail;

beforeAll(async () => {
  server = await startServer();
  const root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
  user = await server.signUp();
  await openBenchmark(server, root);
  dataset = await sampleDataset(server, admin, { name: 'Street', frames: 8, test_fraction: 0.5 });
  valSamples = (
    await server.call(B.samples, {
      token: user.access,
      params: { id: dataset },
      query: { split: 'val' },
    })
  ).body.detail.samples as string[];
  valGt = (await server.call(B.groundTruth, { token: user.access, params: { id: dataset } })).body
    .gt as BenchBox[];
}, 120_000);
afterAll(() => server?.close());

describe('the baseline on every leaderboard', () => {
  it('ranks the baseline on the val and the test board once evaluated, as the studio’s', async () => {
    for (const split of ['val', 'test'] as const) {
      const rows = await until(
        () => board(split),
        (found) => found.some((row) => row.baseline),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        rank: 1,
        baseline: true,
        name: BASELINE_NAME,
        user: { id: 0, name: 'ADS Studio' },
      });
      // A real detector's figures: far from nothing, far from the ground truth's 1.
      expect(rows[0]!.headline.mean_ap).toBeGreaterThan(0.1);
      expect(rows[0]!.headline.mean_ap).toBeLessThan(0.9);
      expect(rows[0]!.headline.nd_score).toBeGreaterThan(0.1);
      expect(rows[0]!.headline.nd_score).toBeLessThan(0.9);
    }
    const id = (await board('val'))[0]!.submission_id;
    baselineVal = await finishedSubmission(server, user, id);
    expect(baselineVal).toMatchObject({ status: 'done', baseline: true, split: 'val' });
  }, 120_000);

  it('lets any user read the baseline’s results, but keeps it out of their own list', async () => {
    const read = await readSubmission(server, user, baselineVal.id);
    expect(read.results!.nuscenes.mean_ap).toBe(baselineVal.results!.nuscenes.mean_ap);
    const mine = await server.call(B.mySubmissions, { token: user.access });
    expect(mine.body.detail).toEqual([]);
    const everyone = await server.call(B.allSubmissions, { token: admin.access });
    const baselines = (everyone.body.detail as Array<{ baseline: boolean; split: string }>).filter(
      (row) => row.baseline,
    );
    expect(baselines.map((row) => row.split).sort()).toEqual(['test', 'val']);
  });
});

describe('the example file', () => {
  let text: string;

  it('is the baseline’s val output in exactly the submission format', async () => {
    const example = await fetchExample(user.access);
    expect(example.response.status).toBe(200);
    expect(example.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(example.response.headers.get('content-disposition')).toBe(
      `attachment; filename="dataset-${dataset}-val-example.json"`,
    );
    text = example.text;
    // The submission parser itself accepts it against the val split.
    const pred = parsePredictionsJson(text, new Set(valSamples), { split: 'val' });
    expect(pred).toHaveLength(baselineVal.predictions);
    expect(new Set(pred.map((box) => box.sample)).size).toBeGreaterThan(1);
    for (const box of pred) {
      expect(Object.keys(box).sort()).toEqual(
        ['class', 'h', 'l', 'sample', 'score', 'w', 'x', 'y', 'yaw', 'z'].sort(),
      );
    }
    // The board's figures are the evaluator's on this very file.
    // With the devkit's class ranges on both sides (every sample box has lidar points).
    const range = DETECTION_CVPR_2019.classRange;
    const expected = evaluateNuScenes(filterEvalBoxes(valGt, range), filterEvalBoxes(pred, range), {
      samples: valSamples,
    }).metrics;
    expect(baselineVal.results!.nuscenes).toEqual(
      JSON.parse(JSON.stringify(expected)) as typeof expected,
    );
  });

  it('gets the baseline’s score when a user submits it as it was downloaded', async () => {
    const sent = await submitFile(server, user, { dataset, split: 'val', name: 'example' }, text);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = await finishedSubmission(server, user, sent.body.detail.id);
    expect(row.status, row.message).toBe('done');
    expect(row.baseline).toBe(false);
    expect(row.headline).toEqual(baselineVal.headline);
    expect(row.results!.nuscenes).toEqual(baselineVal.results!.nuscenes);
    // Both on the board; equal scores rank the earlier first.
    const rows = await board('val');
    expect(rows.map((r) => [r.rank, r.baseline])).toEqual([
      [1, true],
      [2, false],
    ]);
  }, 90_000);

  it('is refused to callers who may not see the dataset, as its other files are', async () => {
    expect((await fetchExample(undefined)).response.status).toBe(401);
    const guest = await server.guest();
    expect((await fetchExample(guest.access)).response.status).toBe(403);
    const missing = await fetchExample(user.access, 2_147_483_647);
    expect(missing.response.status).toBe(404);
    const hidden = await server.call(B.updateDataset, {
      token: admin.access,
      params: { id: dataset },
      body: { visible: false },
    });
    expect(hidden.status).toBe(200);
    try {
      const refused = await fetchExample(user.access);
      expect(refused.response.status).toBe(404);
      expect(refused.text).toBe(missing.text);
      // The baseline's submission goes with its dataset.
      const read = await server.call(B.submission, {
        token: user.access,
        params: { id: baselineVal.id },
      });
      expect(read.status).toBe(404);
      expect((await fetchExample(admin.access)).response.status).toBe(200);
    } finally {
      await server.call(B.updateDataset, {
        token: admin.access,
        params: { id: dataset },
        body: { visible: true },
      });
    }
  });
});
