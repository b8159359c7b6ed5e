import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BenchBox, BenchPrediction, BenchSplit } from '@ads/contract';
import {
  type BaselineSplit,
  type BenchAnswer,
  type BenchTask,
  type EvaluateResult,
  KEPT_FRAMES,
  type KeptDataset,
  type StoredGroundTruth,
  type StoredPredictions,
} from './bench-tasks';
import {
  DatasetFormatError,
  type KittiCalib,
  type SamplePose,
  generateSampleDataset,
  importDatasetArchive,
  parsePredictionsFile,
} from './dataset';
import { detectClusters } from './dataset/cluster-detector';
import { type ImageSets, splitSamples } from './dataset/dataset-split';
import { countGroundTruthPoints } from './dataset/points-in-box';
import { NuScenesInputError, worstFrames } from './eval/nuscenes';
import { type GroundTruthTable, evaluateSplitTables } from './bench-evaluate';
import { tableNames } from './eval/box-table';
import { readBoxTableFile } from './eval/box-table-json';
import { datasetFiles } from './bench-storage';
import { bySample, writeSampleBoxes } from './sample-boxes-file';
import { backgroundTask } from '../../workers/background-process';

// One task per process, every thread of it below the studio's event loop (bench-worker-client.ts
// starts it and sends the task; workers/background-process.ts).
const channel = await backgroundTask<BenchTask>();
const post = (answer: BenchAnswer) => channel.post(answer);
/** Progress is posted at most every 200 ms: the job writes it about once a second. */
function progressPoster(offset = 0, span = 1) {
  let last = 0;
  return (fraction: number, message: string) => {
    const now = Date.now();
    if (now - last < 200 && fraction < 1) return;
    last = now;
    post({ kind: 'progress', fraction: offset + span * fraction, message });
  };
}

/** Keeps the ground truth (whole, and by frame) and answers what the database records. */
async function keepDataset(
  dir: string,
  read: {
    samples: string[];
    gt: BenchBox[];
    pointCounts: Record<string, number>;
    format: string;
    calibs?: Record<string, KittiCalib>;
    imageSets?: ImageSets;
    dontCare?: StoredGroundTruth['dontCare'];
    poses?: Record<string, SamplePose>;
  },
  testFraction: number,
): Promise<KeptDataset> {
  const files = datasetFiles(dir);
  const splits = splitSamples(read.samples, testFraction, read.imageSets);
  // The devkit drops ground truth without lidar points: count them once, here, frame by frame.
  const numPts = await countGroundTruthPoints(read.gt, files.frame);
  const stored: StoredGroundTruth = {
    samples: splits,
    gt: read.gt,
    numPts,
    ...(read.dontCare ? { dontCare: read.dontCare } : {}),
  };
  await writeFile(files.groundTruth, JSON.stringify(stored));
  // KITTI's calibrations: predictions in its camera frame are converted with them.
  if (read.calibs) await writeFile(files.calibrations, JSON.stringify(read.calibs));
  // Sample poses: official nuScenes submissions (global frame) are brought back with them.
  if (read.poses) await writeFile(files.poses, JSON.stringify(read.poses));
  const frames = bySample(read.gt);
  await writeSampleBoxes(files.groundTruthFrames, frames);
  return {
    format: read.format,
    classes: [...new Set(read.gt.map((box) => box.class))].sort(),
    gtBoxes: read.gt.length,
    poses: read.poses !== undefined,
    samples: splits.map(({ sample, split }) => ({
      sample,
      split,
      points: read.pointCounts[sample] ?? 0,
      boxes: frames.get(sample)?.length ?? 0,
    })),
  };
}

async function run(task: BenchTask): Promise<unknown> {
  switch (task.task) {
    case 'import': {
      const progress = progressPoster(0, 0.9);
      const read = await importDatasetArchive(task.archive, task.dir, (f, m) => progress(f, m));
      post({ kind: 'progress', fraction: 0.95, message: 'Keeping the ground truth.' });
      return keepDataset(task.dir, read, task.testFraction);
    }
    case 'generate': {
      await mkdir(task.dir, { recursive: true });
      const read = await generateSampleDataset(task.dir, {
        frames: task.frames,
        pointsPerFrame: task.pointsPerFrame,
        seed: task.seed,
        onProgress: progressPoster(0, 0.9),
      });
      return keepDataset(task.dir, { ...read, format: 'sample' }, task.testFraction);
    }
    case 'validate':
      return validate(task);
    case 'evaluate':
      return evaluate(task, progressPoster(0.05, 0.95));
    case 'baseline': {
      // One worker for the whole baseline: detecting, then each split's file through the same
      // validation and evaluation as a submission's (a worker each would queue ahead of users').
      const detecting = progressPoster(0, 0.5);
      const files = datasetFiles(task.dir);
      const pred: Record<BenchSplit, BenchPrediction[]> = { val: [], test: [] };
      let done = 0;
      for (const { sample, split } of task.samples) {
        const read = await readFile(files.frame(sample));
        // Float32Array needs a 4-byte aligned offset; a pooled small Buffer may not have one.
        const bytes = read.byteOffset % 4 === 0 ? read : new Uint8Array(read);
        const points = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
        for (const box of detectClusters(points, { frontOnly: task.frontOnly }))
          pred[split].push({ sample, ...box });
        detecting(++done / task.samples.length, 'Running the baseline detector.');
      }
      const scored: Partial<Record<BenchSplit, BaselineSplit>> = {};
      for (const [at, split] of (['val', 'test'] as const).entries()) {
        const out = task.out[split];
        await writeFile(out.file, JSON.stringify({ pred: pred[split] }));
        const samples = task.samples.filter((s) => s.split === split).map((s) => s.sample);
        const started = performance.now();
        const count = await validate({ ...out, samples, split });
        const result = await evaluate(
          { groundTruth: task.groundTruth, split, predictions: out.out },
          progressPoster(0.5 + at * 0.25, 0.25),
        );
        scored[split] = { count, result, ms: Math.round(performance.now() - started) };
      }
      return scored;
    }
  }
}

/** Checks a predictions file against a split and keeps it whole and grouped by frame. */
async function validate(task: Omit<Extract<BenchTask, { task: 'validate' }>, 'task'>) {
  const calibs = task.calibs
    ? (JSON.parse(await readFile(task.calibs, 'utf8')) as Record<string, KittiCalib>)
    : undefined;
  const poses = task.poses
    ? (JSON.parse(await readFile(task.poses, 'utf8')) as Record<string, SamplePose>)
    : undefined;
  const pred = await parsePredictionsFile(task.file, undefined, new Set(task.samples), {
    split: task.split,
    ...(calibs ? { calibs } : {}),
    ...(poses ? { poses } : {}),
  });
  const stored: StoredPredictions = { pred };
  await writeFile(task.out, JSON.stringify(stored));
  // Each box is given its rank where it is, not copied with it: 400k copies were as many
  // objects more for the collector, in a process beside a studio on the same cores (issue 33).
  const ranked = pred as (BenchPrediction & { rank?: number })[];
  for (let rank = 0; rank < ranked.length; rank++) ranked[rank]!.rank = rank;
  await writeSampleBoxes(task.framesOut, bySample(ranked));
  return pred.length;
}

/**
 * Scores validated predictions against a split's ground truth with both evaluators. Both files
 * are read straight into box tables (eval/box-table-json.ts), never whole as text or objects.
 */
async function evaluate(
  task: Omit<Extract<BenchTask, { task: 'evaluate' }>, 'task'>,
  progress: (fraction: number, message: string) => void,
): Promise<EvaluateResult> {
  const names = tableNames();
  const stored = await readBoxTableFile(task.groundTruth, 'gt', names);
  const { samples, numPts, dontCare } = stored.rest as Omit<StoredGroundTruth, 'gt'>;
  const gt: GroundTruthTable = {
    samples,
    gt: stored.table,
    ...(numPts ? { numPts: Int32Array.from(numPts) } : {}),
    ...(dontCare ? { dontCare } : {}),
  };
  const pred = (await readBoxTableFile(task.predictions, 'pred', names)).table;
  // A dataset imported in KITTI's layout keeps its calibrations beside its ground truth.
  const calibsFile = datasetFiles(dirname(task.groundTruth)).calibrations;
  const calibs = existsSync(calibsFile)
    ? (JSON.parse(await readFile(calibsFile, 'utf8')) as Record<string, KittiCalib>)
    : undefined;
  const result = evaluateSplitTables(
    gt,
    pred,
    names,
    task.split,
    progress,
    calibs ? { calibs } : {},
  );
  // Only the frames the results keep cross to the studio's thread: 20,000 frames' objects
  // would be deserialised on its event loop, between two requests.
  return { ...result, frames: worstFrames(result.frames, KEPT_FRAMES) };
}

run(channel.task).then(
  (value) => post({ kind: 'done', value, memory: channel.memory() }),
  (error: unknown) =>
    post({
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      input: error instanceof DatasetFormatError || error instanceof NuScenesInputError,
    }),
);
