/**
 * AI Benchmark figures (issues 14 and 33), on a 20,000-frame split with ~15 ground-truth boxes
 * and ~20 predictions a frame (synthetic, seeded: the evaluators' cost depends on counts, not
 * points):
 * - evaluation: the `evaluate` task as the job runs it (its own process, bundled as the server
 *   runs it, reading gt.json and the predictions, then the KITTI and nuScenes evaluators),
 *   against parsing the same predictions JSON alone; time (under 60 s) and peak memory growth
 *   (within 3× the parse's, issue 33), each in a fresh process whose peak the kernel counts.
 * - in the studio: the dataset imported from an archive through the tus upload, its baseline
 *   scored, then the predictions submitted through the API and evaluated by the job; from the
 *   POST to `done` under 60 s, and GET /api/user/info/ answered meanwhile with a p99 within 2×
 *   of the same load while idle (issue 33: the evaluation runs in a process of its own, every
 *   thread of it at the lowest priority, not on the event loop). One load runs throughout: its
 *   first second warms up and is not counted, the next 8 s are idle; then three submissions in
 *   turn, every response from a POST's answer to its job's end counting as that round's busy
 *   (the whole evaluation, every phase of it) and the 8 s after each job as idle. A round's idle
 *   figure is the idle windows on both sides of its busy one; the figure is the round whose
 *   ratio is the median.
 */
import { seededRandom } from '@ads/seeded-random';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API,
  type BenchBox,
  type BenchClass,
  NUSCENES_ATTRIBUTES,
  RECORD_UPLOAD_PATH,
  pathOf,
} from '@ads/contract';
import { pack as tarPack } from 'tar-stream';
import { predictionsFromGt } from '../apps/server/src/modules/benchmark/dataset';
import { WORKER_BUNDLES_ENV } from '../apps/server/src/workers/worker-thread';
import type { ServerProcess } from './lib/child';
import { type LoadResult, type LoadWindow, runningLoad } from './lib/load';
import { medianPair } from './lib/stats';
import { peakMemoryOf } from './lib/peak-memory';
import { type Figure, figure } from './lib/report';
import type { StudioInfo } from './lib/studio-process';

export const BENCHMARK_BENCH = {
  frames: 20_000,
  boxesPerFrame: 15,
  /** predictionsFromGt adds these false positives to ~14 kept boxes: ≈ 20 a frame. */
  falsePositivesPerFrame: 6,
  /** The whole evaluation, seconds (issue 14). */
  maxSeconds: 60,
  /** GET /api/user/info/ p99 while evaluating, against idle (issue 33: from 3× to 2×). */
  maxLatencyRatio: 2,
  /** Issue 33: the evaluation's peak memory growth ≤ this × JSON.parse's of the predictions. */
  maxMemoryRatio: 3,
  /**
   * Seconds of each of the two idle windows, before the POST (after the load's warm-up) and
   * after the job's end. Stop 74: one idle window of 5 s before the POST read a p99 of 0.89 ms in
   * one whole run and 1.43 and 1.81 ms in two runs of the part, against a busy window of ~30 s
   * (1.02–2.06 ms): the short window's p99 is the machine's moment, so the idle side now has as
   * many seconds as half the busy one, on both sides of it.
   */
  loadSeconds: 8,
  /**
   * Submissions evaluated in turn, under one load; the p99 figure is the round whose ratio is
   * the median (`medianPair`). Stop 75: one round's busy p99 read 2.03–2.44 ms in two runs of the
   * part and 2.06–3.38 ms in whole runs, its seconds 1.2–3.0 ms each, and the idle windows of
   * one run 0.9 ms after the job and 1.8 ms before it: one round is one moment of the machine.
   */
  rounds: 3,
  warmUpSeconds: 1,
  connections: 4,
};

type Log = (line: string) => void;

const SIZES: Record<BenchClass, [number, number, number]> = {
  car: [4.5, 1.8, 1.5],
  pedestrian: [0.7, 0.7, 1.75],
  cyclist: [1.8, 0.6, 1.7],
};
const ATTRS: Record<BenchClass, string[]> = {
  car: NUSCENES_ATTRIBUTES.filter((a) => a.startsWith('vehicle.')),
  pedestrian: NUSCENES_ATTRIBUTES.filter((a) => a.startsWith('pedestrian.')),
  cyclist: NUSCENES_ATTRIBUTES.filter((a) => a.startsWith('cycle.')),
};

function groundTruth(frames: number, perFrame: number) {
  // Seeded: the same split every run.
  const random = seededRandom(14);
  const samples: string[] = [];
  const gt: BenchBox[] = [];
  for (let f = 0; f < frames; f++) {
    const sample = String(f).padStart(6, '0');
    samples.push(sample);
    for (let b = 0; b < perFrame; b++) {
      const pick = random();
      const cls: BenchClass = pick < 0.6 ? 'car' : pick < 0.85 ? 'pedestrian' : 'cyclist';
      const [l, w, h] = SIZES[cls];
      gt.push({
        sample,
        class: cls,
        // A grid cell per box keeps boxes of a frame apart, as real objects are.
        x: -50 + (b % 5) * 20 + random() * 10,
        y: -30 + Math.floor(b / 5) * 20 + random() * 10,
        z: h / 2 - 1.7,
        l: l * (0.9 + random() * 0.2),
        w: w * (0.9 + random() * 0.2),
        h: h * (0.9 + random() * 0.2),
        yaw: (random() * 2 - 1) * Math.PI,
        vx: (random() - 0.5) * 10,
        vy: (random() - 0.5) * 4,
        attr: ATTRS[cls][Math.floor(random() * ATTRS[cls].length)]!,
      });
    }
  }
  return { samples, gt };
}

async function tarOf(samples: string[], gtJson: string): Promise<Buffer> {
  const tar = tarPack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve) => tar.on('end', () => resolve()));
  const point = Buffer.from(new Float32Array([5, 0, -1.5, 0.3]).buffer);
  for (const sample of samples) tar.entry({ name: `velodyne/${sample}.bin` }, point);
  tar.entry({ name: 'gt.json' }, gtJson);
  tar.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** A tus upload in two requests (create, one PATCH); the upload's id. */
async function tusUpload(url: string, token: string, bytes: Buffer): Promise<string> {
  const meta = (key: string, value: string) => `${key} ${Buffer.from(value).toString('base64')}`;
  const created = await fetch(`${url}${RECORD_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': [meta('filename', 'bench.tar'), meta('purpose', 'benchmark-dataset')].join(
        ',',
      ),
    },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${await created.text()}`);
  const location = created.headers.get('location')!;
  const patched = await fetch(new URL(location, url), {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  if (patched.status !== 204) throw new Error(`upload failed: ${await patched.text()}`);
  return location.split('/').pop()!;
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // The bench reads a few fields of several answers; the API tests check their shapes.
  const answer = (await response.json()) as {
    success: boolean;
    message?: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    detail: any;
  };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.detail;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchmarkBench(
  studio: ServerProcess<StudioInfo>,
  log: Log,
): Promise<{ figures: Figure[]; facts: object }> {
  // Run from source, the worker would count tsx and its compiled modules as the evaluation's
  // memory: the run bundles the workers first (run.ts, lib/worker-bundles.ts).
  if (!process.env[WORKER_BUNDLES_ENV]) {
    throw new Error(
      'benchmark: the server workers are not bundled (see bench/lib/worker-bundles.ts).',
    );
  }
  const b = BENCHMARK_BENCH;
  const dir = await mkdtemp(join(tmpdir(), 'ads-bench-eval-'));
  try {
    const { samples, gt } = groundTruth(b.frames, b.boxesPerFrame);
    const pred = predictionsFromGt(gt, {
      seed: 7,
      falsePositivesPerSample: b.falsePositivesPerFrame,
    });
    const gtJson = JSON.stringify({
      samples: samples.map((s) => ({ sample: s, split: 'val' })),
      gt,
    });
    const predJson = JSON.stringify({ pred });
    await writeFile(join(dir, 'gt.json'), gtJson);
    await writeFile(join(dir, 'pred.json'), predJson);
    log(`benchmark: ${gt.length} boxes and ${pred.length} predictions on ${b.frames} frames`);

    // The evaluate task as the job runs it, and its baseline: parsing the predictions alone,
    // each in a fresh process that measures its peak memory (lib/peak-memory.ts). The worker is
    // bundled as `npm run build` bundles it (bench/lib/worker-bundles.ts, for the whole run):
    // from source it would hold some 23 MB of compiled modules no server has.
    const parse = await peakMemoryOf<number>({
      task: 'json-parse',
      file: join(dir, 'pred.json'),
    });
    const evaluation = await peakMemoryOf<{ nuscenes: { nd_score: number } }>({
      task: 'evaluate',
      groundTruth: join(dir, 'gt.json'),
      split: 'val',
      predictions: join(dir, 'pred.json'),
    });
    log(
      `benchmark: evaluated in ${evaluation.seconds.toFixed(1)} s (NDS ${evaluation.value.nuscenes.nd_score.toFixed(4)}), parse ${parse.seconds.toFixed(2)} s`,
    );

    // The same in the studio: import, submit, evaluate, with calls answered meanwhile.
    const { url } = studio.info;
    const token = studio.info.superAccount!.access;
    const archive = await tarOf(samples, JSON.stringify({ samples, gt }));
    const uploadId = await tusUpload(url, token, archive);
    const dataset = await call(url, token, 'POST', pathOf(API.benchmark.importDataset), {
      name: 'Bench',
      upload_id: uploadId,
      test_fraction: 0,
    });
    await waitFor(
      async () =>
        (await call(url, token, 'GET', pathOf(API.benchmark.datasets))).find(
          (row: { id: number }) => row.id === dataset.id,
        ),
      (row: { status: string }) => row.status !== 'importing',
      300_000,
    );
    log('benchmark: the studio imported the dataset');
    // The import queues the dataset's baseline (detection and scoring in a worker): idle means
    // after it, and the submission's job must not wait behind it.
    await waitFor(
      () => call(url, token, 'GET', pathOf(API.benchmark.queue)),
      (jobs: unknown[]) => jobs.length === 0,
      300_000,
    );
    log('benchmark: the studio scored the baseline; its queue is empty');
    const info = `${url}${pathOf(API.userInfo)}`;
    // One load from before the first submission to after the last one's end: its first second
    // warms the connections up (not counted), then loadSeconds idle, and for each round the
    // responses from the POST's answer to the job's end (the whole evaluation, every phase of
    // it) are busy, and the loadSeconds after it idle: a round's idle figure is the idle
    // windows on both sides of its busy one.
    const running = runningLoad(info, { connections: b.connections, token: studio.info.access });
    type Done = { status: string; message: string; results?: { eval_ms: number } };
    const rounds: Array<{ busy: LoadResult; idle: LoadResult; wall: number; done: Done }> = [];
    try {
      await sleep(b.warmUpSeconds * 1000);
      const idleFrom = performance.now();
      await sleep(b.loadSeconds * 1000);
      let before: LoadWindow = [idleFrom, performance.now()];
      for (let round = 0; round < b.rounds; round++) {
        const posted = performance.now();
        const submitted = await call(
          url,
          token,
          'POST',
          `${pathOf(API.benchmark.submit)}?dataset=${dataset.id}&split=val`,
          predJson,
        );
        const answered = performance.now();
        const done = await waitFor(
          () => call(url, token, 'GET', pathOf(API.benchmark.submission, { id: submitted.id })),
          (row: Done) => row.status === 'done' || row.status === 'failed',
          300_000,
        );
        const ended = performance.now();
        if (done.status !== 'done') throw new Error(`evaluation failed: ${done.message}`);
        await sleep(b.loadSeconds * 1000);
        const after: LoadWindow = [ended, performance.now()];
        const measured = {
          busy: running.between(answered, ended),
          idle: running.within([before, after]),
          wall: (ended - posted) / 1000,
          done,
        };
        rounds.push(measured);
        before = after;
        log(
          `benchmark: round ${round + 1}: the job was done ${measured.wall.toFixed(1)} s after the POST; ` +
            `info p99 ${measured.busy.p99.toFixed(2)} ms while evaluating, ${measured.idle.p99.toFixed(2)} ms idle`,
        );
      }
    } finally {
      await running.stop();
    }
    const latency = medianPair(
      rounds.map((r) => ({ ...r, value: r.busy.p99, baseline: r.idle.p99 })),
    );
    const { busy, idle, done } = latency;
    // Each evaluation is to end within maxSeconds: the slowest round is the figure.
    const wall = Math.max(...rounds.map((r) => r.wall));

    const MB = 1024 ** 2;
    const figures = [
      figure({
        section: 'benchmark',
        name: `evaluate ${b.frames} frames (worker) s`,
        unit: 's',
        value: evaluation.seconds,
        baselineName: 'JSON.parse of the predictions',
        baseline: parse.seconds,
        target: {
          text: `< ${b.maxSeconds} s`,
          holds: evaluation.seconds < b.maxSeconds,
        },
      }),
      figure({
        section: 'benchmark',
        name: 'evaluation peak memory growth MB',
        unit: 'MB',
        value: evaluation.growth / MB,
        baselineName: 'JSON.parse peak growth',
        baseline: parse.growth / MB,
        target: {
          text: `≤ ${b.maxMemoryRatio}× JSON.parse`,
          holds: evaluation.growth <= b.maxMemoryRatio * parse.growth,
        },
      }),
      figure({
        section: 'benchmark',
        name: `studio: POST to done s (the slowest of ${b.rounds} submissions)`,
        unit: 's',
        value: wall,
        baselineName: 'JSON.parse of the predictions',
        baseline: parse.seconds,
        target: { text: `< ${b.maxSeconds} s`, holds: wall < b.maxSeconds },
      }),
      figure({
        section: 'benchmark',
        name: `GET /api/user/info/ p99 while evaluating ms (the median of ${b.rounds} submissions)`,
        unit: 'ms',
        value: busy.p99,
        baselineName: 'idle p99',
        baseline: idle.p99,
        target: {
          text: `≤ ${b.maxLatencyRatio}× idle`,
          holds: busy.p99 <= b.maxLatencyRatio * idle.p99,
        },
      }),
    ];
    return {
      figures,
      facts: {
        boxes: gt.length,
        predictions: pred.length,
        evalMsInJob: done.results?.eval_ms,
        requestsWhileEvaluating: busy.requests,
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
