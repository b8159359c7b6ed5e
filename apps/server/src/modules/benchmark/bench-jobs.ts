import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchSplit } from '@ads/contract';
import { JobFailure, type JobHandler, type JobRunner } from '../jobs';
import { removeSubmissionFiles, submissionFiles } from './bench-accept';
import { BENCH_JOBS } from './bench-job-kinds';
import type { BenchRepo } from './bench.repo';
import type { BenchStorage } from './bench-storage';
import {
  type BaselineSplit,
  type EvaluateResult,
  KEPT_FRAMES,
  type KeptDataset,
} from './bench-tasks';
import { BenchInputError, runBenchTask } from './bench-worker-client';
import { forgetSampleBoxes } from './sample-boxes-file';
import { worstFrames } from './eval/nuscenes';

export { BENCH_JOBS };

/**
 * An evaluation's headline metrics, as the leaderboard shows them: nuScenes' NDS and mAP, and
 * KITTI's strict 3D AP at 40 recall points averaged over the classes (null without classes).
 */
export function headlineOf(result: EvaluateResult) {
  const strict3d = Object.values(result.kitti.classes).map((c) => c.strict['3d'].r40);
  return {
    nd_score: result.nuscenes.nd_score,
    mean_ap: result.nuscenes.mean_ap,
    ap_r40: strict3d.length ? strict3d.reduce((a, b) => a + b, 0) / strict3d.length : null,
  };
}

/** What a finished evaluation writes on its submission: the headline and every metric. */
function scoredValues(result: EvaluateResult, evalMs: number) {
  const headline = headlineOf(result);
  return {
    status: 'done',
    error: '',
    ndScore: headline.nd_score,
    meanAp: headline.mean_ap,
    apR40: headline.ap_r40,
    metrics: { ...result, frames: worstFrames(result.frames, KEPT_FRAMES), eval_ms: evalMs },
    finishedAt: new Date(),
  };
}

/** A worker's refusal of the input is final; anything else may be retried. */
const asJobError = (error: unknown) =>
  error instanceof BenchInputError ? new JobFailure(error.message) : error;

/** The baseline's name on the leaderboards (what it is, so nobody mistakes it for a model). */
export const BASELINE_NAME = 'Lidar clustering, no learning';

/**
 * The durable jobs of AI Benchmark: importing a dataset (an uploaded archive, or the generated
 * sample), running the baseline detector over it, and evaluating a submission. Each runs its
 * work in a process of its own (bench-worker-client.ts).
 */
export function benchJobHandlers(deps: {
  repo: BenchRepo;
  storage: BenchStorage;
  jobs: Pick<JobRunner, 'add'>;
}) {
  const { repo, storage } = deps;

  const importDataset: JobHandler = {
    async run(payload, context) {
      const datasetId = Number(payload.datasetId);
      const dir = storage.dataset(datasetId);
      // A retried or resumed import starts from a clean folder.
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      forgetSampleBoxes(storage.groundTruthFrames(datasetId));
      const testFraction = Number(payload.testFraction ?? 0.5);
      const onProgress = (fraction: number, message: string) => context.progress(fraction, message);
      let imported: KeptDataset;
      try {
        imported =
          payload.source === 'sample'
            ? await runBenchTask<KeptDataset>(
                {
                  task: 'generate',
                  dir,
                  frames: Number(payload.frames),
                  pointsPerFrame: Number(payload.pointsPerFrame ?? 60_000),
                  seed: Number(payload.seed),
                  testFraction,
                },
                { onProgress, signal: context.signal },
              )
            : await runBenchTask<KeptDataset>(
                { task: 'import', archive: String(payload.archive), dir, testFraction },
                { onProgress, signal: context.signal },
              );
      } catch (error) {
        throw asJobError(error);
      }
      if (!(await repo.dataset(datasetId))) return; // deleted meanwhile
      await repo.datasetImported(datasetId, imported.samples, imported);
      if (payload.source === 'archive') await rm(String(payload.archive), { force: true });
      // Every leaderboard starts with the baseline on it, and the example file comes from it.
      await deps.jobs.add(BENCH_JOBS.baseline, { datasetId });
    },
    async failed(payload, message) {
      await repo.updateDataset(Number(payload.datasetId), { status: 'failed', error: message });
      if (payload.source === 'archive') await rm(String(payload.archive), { force: true });
    },
  };

  const evaluate: JobHandler = {
    async run(payload, context) {
      const id = Number(payload.submissionId);
      const row = await repo.submission(id);
      if (!row) return; // deleted meanwhile
      await repo.updateSubmission(id, { status: 'running' });
      const started = performance.now();
      let result: EvaluateResult;
      try {
        result = await runBenchTask<EvaluateResult>(
          {
            task: 'evaluate',
            groundTruth: storage.groundTruth(row.datasetId),
            split: row.split as 'val' | 'test',
            predictions: storage.submission(id),
          },
          { onProgress: (f, m) => context.progress(f, m), signal: context.signal },
        );
      } catch (error) {
        throw asJobError(error);
      }
      await repo.updateSubmission(
        id,
        scoredValues(result, Math.round(performance.now() - started)),
      );
    },
    async failed(payload, message) {
      await repo.updateSubmission(Number(payload.submissionId), {
        status: 'failed',
        error: message,
        finishedAt: new Date(),
      });
    },
  };

  const baseline: JobHandler = {
    async run(payload, context) {
      const datasetId = Number(payload.datasetId);
      const dataset = await repo.dataset(datasetId);
      if (!dataset || dataset.status !== 'ready') return; // deleted or imported again meanwhile
      const splits = ['val', 'test'] as const;
      const samples = [];
      for (const split of splits)
        for (const sample of await repo.samples(datasetId, split)) samples.push({ sample, split });
      await mkdir(storage.incoming, { recursive: true });
      await mkdir(storage.submissions, { recursive: true });
      const base = join(storage.incoming, randomUUID());
      const out = Object.fromEntries(
        splits.map((split) => {
          const file = `${base}-baseline-${split}.json`;
          return [split, { file, out: `${file}-valid.json`, framesOut: `${file}-frames.json` }];
        }),
      ) as Record<BenchSplit, { file: string; out: string; framesOut: string }>;
      try {
        // Detected, validated and scored in one worker, with the submissions' own code.
        let scored: Record<BenchSplit, BaselineSplit>;
        try {
          scored = await runBenchTask<Record<BenchSplit, BaselineSplit>>(
            {
              task: 'baseline',
              dir: storage.dataset(datasetId),
              samples,
              frontOnly: dataset.format === 'kitti',
              groundTruth: storage.groundTruth(datasetId),
              out,
            },
            { onProgress: (f, m) => context.progress(f, m), signal: context.signal },
          );
        } catch (error) {
          throw asJobError(error);
        }
        for (const split of splits) {
          if (!(await repo.dataset(datasetId))) return;
          // A run again (a retry, a restart) replaces the baseline's row, never adds one.
          for (const id of await repo.removeBaselines(datasetId, split))
            await removeSubmissionFiles(storage, id);
          const { count, result, ms } = scored[split];
          // Recorded scored at once; a crash before its files are in place reruns the job,
          // which replaces the row.
          const id = await repo.addSubmission({
            datasetId,
            split,
            userId: null,
            baseline: true,
            name: BASELINE_NAME,
            predictions: count,
            ...scoredValues(result, ms),
          });
          const valid = submissionFiles(out[split].out, out[split].framesOut);
          const kept = submissionFiles(storage.submission(id), storage.submissionFrames(id));
          for (const key of ['whole', 'frames', 'index'] as const)
            await rename(valid[key], kept[key]);
        }
      } finally {
        for (const files of Object.values(out)) {
          for (const path of [
            files.file,
            ...Object.values(submissionFiles(files.out, files.framesOut)),
          ])
            await rm(path, { force: true });
        }
      }
    },
  };

  return {
    [BENCH_JOBS.import]: importDataset,
    [BENCH_JOBS.evaluate]: evaluate,
    [BENCH_JOBS.baseline]: baseline,
  };
}
