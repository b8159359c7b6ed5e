import {
  API,
  type BenchBox,
  type BenchFrameHeader,
  type BenchPrediction,
  decodeFrame,
  pathOf,
} from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateKitti } from '../src/modules/benchmark/eval/kitti';
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
} from './benchmark-helpers';
import { runnerFirst } from './runner-first';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

// AI Benchmark end to end on a real server and database: the admin generates the sample
// dataset (a durable job in a worker thread), users submit, the job scores, the leaderboard ranks.

let server: TestServer;
let admin: Account;
let user: Account;
let other: Account;
let dataset: number;
let valSamples: string[];
let testSamples: string[];
let valGt: BenchBox[];

const B = API.benchmark;

const submit = (
  account: Account,
  query: Record<string, string | number>,
  body: string | Uint8Array,
  type?: string,
) => submitFile(server, account, query, body, type);
const submission = (account: Account, id: number) => readSubmission(server, account, id);
const finished = (account: Account, id: number) => finishedSubmission(server, account, id);

beforeAll(async () => {
  server = await startServer();
  const root = await server.superAdmin();
  admin = await server.withRole('ADMIN');
  user = await server.signUp();
  other = await server.signUp();
  await openBenchmark(server, root);
  dataset = await sampleDataset(server, admin, { name: 'Sample', frames: 6, test_fraction: 0.5 });
  const samples = async (split: string) =>
    (
      await server.call(B.samples, {
        token: user.access,
        params: { id: dataset },
        query: { split },
      })
    ).body.detail.samples as string[];
  valSamples = await samples('val');
  testSamples = await samples('test');
  const gt = await server.call(B.groundTruth, { token: user.access, params: { id: dataset } });
  expect(gt.status).toBe(200);
  valGt = gt.body.gt;
}, 120_000);
afterAll(() => server?.close());

describe('AI Benchmark datasets', () => {
  it('lists the ready dataset to anyone, with its splits, frames and classes', async () => {
    const answer = await server.call(B.datasets);
    expect(answer.status).toBe(200);
    const row = B.datasets.answer.parse(answer.body).detail.find((d) => d.id === dataset)!;
    expect(row).toMatchObject({
      name: 'Sample',
      status: 'ready',
      splits: { val: 3, test: 3 },
      frames: 6,
      format: 'sample',
      poses: false,
    });
    expect(row.classes).toEqual(['car', 'cyclist', 'pedestrian']);
    expect(valSamples).toHaveLength(3);
    expect(testSamples).toHaveLength(3);
  });

  it('gives the val ground truth, never the test split’s', async () => {
    const answer = await server.call(B.groundTruth, {
      token: user.access,
      params: { id: dataset },
    });
    expect(answer.body.samples.sort()).toEqual([...valSamples].sort());
    expect(valGt.length).toBeGreaterThan(10);
    expect(valGt.every((box) => valSamples.includes(box.sample))).toBe(true);
  });

  it('serves a frame in the compact binary form: points, and boxes on val only', async () => {
    const read = async (sample: string) => {
      const target = new URL(pathOf(B.frame), server.url);
      target.searchParams.set('dataset', String(dataset));
      target.searchParams.set('sample', sample);
      const response = await fetch(target);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { bytes, frame: decodeFrame<BenchFrameHeader>(bytes) };
    };
    const val = await read(valSamples[0]!);
    const points = val.frame.positions.length / 3;
    expect(points).toBeGreaterThan(10_000);
    // 7 bytes a point (int16 cm ×3 + uint8 intensity) instead of KITTI's 16.
    expect(val.bytes.byteLength).toBeLessThan(points * 8 + 64 * 1024);
    expect(val.frame.header.gt!.length).toBe(
      valGt.filter((b) => b.sample === valSamples[0]).length,
    );
    const test = await read(testSamples[0]!);
    expect(test.frame.header.gt).toBeNull();
    const missing = await server.call(B.frame, { query: { dataset, sample: 'nope' } });
    expect(missing.status).toBe(404);
  });
});

describe('AI Benchmark submissions', () => {
  let perfect: number;

  it('scores a perfect submission as the devkits do: NDS 1, mAP 1', async () => {
    const pred: BenchPrediction[] = valGt.map((box) => ({ ...box, score: 0.9 }));
    const sent = await submit(
      user,
      { dataset, split: 'val', name: 'oracle' },
      JSON.stringify({ pred }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    perfect = sent.body.detail.id;
    const row = await finished(user, perfect);
    expect(row.status, row.message).toBe('done');
    expect(row.predictions).toBe(pred.length);
    // 1 up to the devkit's own rounding (its pairwise sums give 1.0000000000000002).
    expect(row.results!.nuscenes.nd_score).toBeCloseTo(1, 12);
    expect(row.results!.nuscenes.mean_ap).toBeCloseTo(1, 12);
    // The job's figures are the evaluators' on the same input, through files and a worker.
    const kitti = evaluateKitti(valGt, pred).metrics;
    expect(row.results!.kitti).toEqual(kitti);
    expect(row.headline.ap_r40).toBeCloseTo(
      Object.values(kitti.classes).reduce((sum, c) => sum + c.strict['3d'].r40, 0) / 3,
      12,
    );
  }, 90_000);

  it('takes the official nuScenes submission JSON (results_nusc.json) with the same figures', async () => {
    // The perfect boxes again, tokens being the sample names, sizes wlh, yaw as a quaternion.
    const results: Record<string, unknown[]> = {};
    for (const box of valGt) {
      (results[box.sample] ??= []).push({
        sample_token: box.sample,
        translation: [box.x, box.y, box.z],
        size: [box.w, box.l, box.h],
        rotation: [Math.cos(box.yaw / 2), 0, 0, Math.sin(box.yaw / 2)],
        velocity: box.vx === undefined ? null : [box.vx, box.vy],
        detection_name: box.class === 'cyclist' ? 'bicycle' : box.class,
        detection_score: 0.9,
        attribute_name: box.attr ?? '',
      });
    }
    // Lidar-frame boxes, which meta says: nuScenes' own are global, and this dataset has no poses.
    const body = JSON.stringify({ meta: { use_lidar: true, frame: 'lidar' }, results });
    const sent = await submit(user, { dataset, split: 'val', name: 'nusc-format' }, body);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = await finished(user, sent.body.detail.id);
    expect(row.status, row.message).toBe('done');
    expect(row.predictions).toBe(valGt.length);
    expect(row.results!.nuscenes.nd_score).toBeCloseTo(1, 12);
    expect(row.results!.nuscenes.mean_ap).toBeCloseTo(1, 12);
    // Off the board, which the leaderboard test below reads as the oracle and the noisy one.
    const hidden = await server.call(B.hideSubmission, {
      token: admin.access,
      params: { id: sent.body.detail.id },
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
  }, 90_000);

  it('scores a noisy submission exactly as the evaluators do, with its worst frames first', async () => {
    const pred: BenchPrediction[] = valGt
      .filter((_box, at) => at % 5 !== 0)
      .map((box, at) => ({
        ...box,
        x: box.x + (at % 3) * 0.4,
        yaw: box.yaw + 0.1,
        score: 1 - at / 1000,
      }));
    pred.push({ ...valGt[0]!, x: valGt[0]!.x + 30, score: 0.05 });
    const sent = await submit(
      user,
      { dataset, split: 'val', name: 'noisy' },
      JSON.stringify({ pred }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = await finished(user, sent.body.detail.id);
    // The devkit's class ranges apply to both sides; every sample box has lidar points.
    const range = DETECTION_CVPR_2019.classRange;
    const expected = evaluateNuScenes(filterEvalBoxes(valGt, range), filterEvalBoxes(pred, range), {
      samples: valSamples,
    });
    expect(row.results!.nuscenes).toEqual(
      JSON.parse(JSON.stringify(expected.metrics)) as typeof expected.metrics,
    );
    expect(row.results!.nuscenes.nd_score).toBeLessThan(1);
    const errors = row.results!.frames.map((f) => f.fp + f.fn);
    expect(errors).toEqual([...errors].sort((a, b) => b - a));
  }, 90_000);

  it('judges one frame’s boxes TP / FP / FN for its owner', async () => {
    const answer = await server.call(B.submissionFrame, {
      token: user.access,
      params: { id: perfect },
      query: { sample: valSamples[1]! },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const judged = B.submissionFrame.answer.parse(answer.body).detail;
    expect(judged.pred.length).toBeGreaterThan(0);
    expect(judged.pred.every((box) => box.verdict === 'tp')).toBe(true);
    expect(judged.gt!.every((box) => box.verdict === 'tp')).toBe(true);
  });

  it('refuses a bad file with a sentence naming the entry, and keeps nothing', async () => {
    const before = (await server.call(B.mySubmissions, { token: user.access })).body.detail.length;
    const good = { ...valGt[0]!, score: 0.5 };
    const cases: Array<[unknown, RegExp]> = [
      [{ pred: [{ ...good, sample: 'zzz' }] }, /pred\[0\].*zzz/],
      [{ pred: [good, { ...good, class: 'truck' }] }, /pred\[1\].*truck/],
      [{ pred: [{ ...good, score: undefined }] }, /pred\[0\].*score/],
      [{ pred: [{ ...good, x: 'NaN' }] }, /pred\[0\]/],
      // The nuScenes submission format: a token that is no sample of the split.
      [
        { meta: { frame: 'lidar' }, results: { nope: [] } },
        /^results\["nope"\]: sample token 'nope' is not a sample of the val split/,
      ],
      // nuScenes' own frame, the global one, on a dataset without poses to bring it back.
      [
        { meta: { use_lidar: true }, results: { [valSamples[0]!]: [] } },
        /^This dataset has no sample poses, so nuScenes boxes in the global frame cannot be scored;/,
      ],
    ];
    for (const [body, sentence] of cases) {
      const sent = await submit(user, { dataset, split: 'val' }, JSON.stringify(body));
      expect(sent.status, JSON.stringify(sent.body)).toBe(422);
      expect(sent.body.message).toMatch(sentence);
    }
    const garbage = await submit(user, { dataset, split: 'val' }, 'not json at all');
    expect(garbage.status).toBe(422);
    const empty = await submit(user, { dataset, split: 'val' }, '');
    expect(empty.status).toBe(400);
    const after = (await server.call(B.mySubmissions, { token: user.access })).body.detail.length;
    expect(after).toBe(before);
  });

  it('ranks each user’s best finished submission on the public leaderboard', async () => {
    const answer = await server.call(B.leaderboard, { query: { dataset, split: 'val' } });
    expect(answer.status).toBe(200);
    const rows = B.leaderboard.answer.parse(answer.body).detail;
    // The user's best, and the baseline every board starts with (benchmark-baseline.test.ts).
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      rank: 1,
      submission_id: perfect,
      name: 'oracle',
      baseline: false,
    });
    expect(rows[0]!.headline.nd_score).toBeCloseTo(1, 12);
    expect(rows[1]).toMatchObject({ rank: 2, baseline: true, user: { name: 'ADS Studio' } });
    // Hidden by an admin, it leaves the board; the user's next best takes its place.
    const hidden = await server.call(B.hideSubmission, {
      token: admin.access,
      params: { id: perfect },
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    const after = (await server.call(B.leaderboard, { query: { dataset, split: 'val' } })).body
      .detail;
    expect(after[0].name).toBe('noisy');
    await server.call(B.hideSubmission, {
      token: admin.access,
      params: { id: perfect },
      body: { hidden: false },
    });
  });

  it('limits test-split submissions per user per day, as the admin sets', async () => {
    const set = await server.call(B.updateDataset, {
      token: admin.access,
      params: { id: dataset },
      body: { test_daily_limit: 1 },
    });
    expect(set.status).toBe(200);
    const gtLike = JSON.stringify({ pred: [] });
    const first = await submit(other, { dataset, split: 'test' }, gtLike);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await submit(other, { dataset, split: 'test' }, gtLike);
    expect(second.status).toBe(429);
    expect(second.body.message).toMatch(/today/);
    // The test split's frames never answer with verdicts.
    await finished(other, first.body.detail.id);
    const judged = await server.call(B.submissionFrame, {
      token: other.access,
      params: { id: first.body.detail.id },
      query: { sample: testSamples[0]! },
    });
    expect(judged.body.detail.gt).toBeNull();
  }, 90_000);

  it('shows a submission to its owner and admins only', async () => {
    const theirs = await server.call(B.submission, {
      token: other.access,
      params: { id: perfect },
    });
    expect(theirs.status).toBe(404);
    const frame = await server.call(B.submissionFrame, {
      token: other.access,
      params: { id: perfect },
      query: { sample: valSamples[0]! },
    });
    expect(frame.status).toBe(404);
    const asAdmin = await server.call(B.submission, {
      token: admin.access,
      params: { id: perfect },
    });
    expect(asAdmin.status).toBe(200);
    const rerunByUser = await server.call(B.rerunSubmission, {
      token: user.access,
      params: { id: perfect },
    });
    expect(rerunByUser.status).toBe(403);
  });

  it('evaluates again on an admin’s request, with the same figures', async () => {
    const before = await submission(user, perfect);
    const again = await server.call(B.rerunSubmission, {
      token: admin.access,
      params: { id: perfect },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const after = await finished(user, perfect);
    expect(after.results!.nuscenes).toEqual(before.results!.nuscenes);
    expect(after.results!.kitti).toEqual(before.results!.kitti);
  }, 90_000);

  it('ends a re-evaluation the runner finished before the request did, not queued for good', async () => {
    const done = async () =>
      (await server.services.jobs.repo.open(['benchmark.evaluate'])).length === 0;
    const race = runnerFirst(server, 'benchmark.evaluate', done);
    try {
      const again = await server.call(B.rerunSubmission, {
        token: admin.access,
        params: { id: perfect },
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.detail.status).toBe('queued');
    } finally {
      race.undo();
    }
    expect((await finished(user, perfect)).status).toBe('done');
  }, 90_000);
});
