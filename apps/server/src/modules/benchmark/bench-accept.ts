import { rename, rm } from 'node:fs/promises';
import type { BenchSplit } from '@ads/contract';
import { AppError } from '../../http/errors';
import type { JobRunner } from '../jobs';
import { BENCH_JOBS } from './bench-job-kinds';
import type { BenchRepo, DatasetWithJob } from './bench.repo';
import type { BenchStorage } from './bench-storage';
import { sampleBoxesIndex } from './sample-boxes-file';
import { BenchInputError, runBenchTask } from './bench-worker-client';

/** A submission's predictions: whole, grouped by frame, and that grouping's index. */
export function submissionFiles(whole: string, frames: string) {
  return { whole, frames, index: sampleBoxesIndex(frames) };
}

export async function removeSubmissionFiles(storage: BenchStorage, id: number) {
  const files = submissionFiles(storage.submission(id), storage.submissionFrames(id));
  for (const path of Object.values(files)) await rm(path, { force: true });
}

/**
 * What a predictions file of this dataset is read with, beside its samples: KITTI's
 * calibrations (camera-frame label lines) and the sample poses (nuScenes' global frame), when
 * the import kept them (datasets imported before issue 32 have no poses).
 */
export function datasetReadings(
  storage: BenchStorage,
  dataset: { id: number; format: string; poses: boolean },
): { calibs?: string; poses?: string } {
  return {
    ...(dataset.format === 'kitti' ? { calibs: storage.calibrations(dataset.id) } : {}),
    ...(dataset.poses ? { poses: storage.poses(dataset.id) } : {}),
  };
}

/**
 * Takes a predictions file already on disk as a submission: validates it in a worker (a
 * refusal is a 422 with the worker's sentence, and nothing is kept), records it, keeps its
 * validated form and queues its evaluation. (The baseline's files go through the same
 * validation and evaluation functions, in its own single worker: bench-worker.ts.)
 */
export async function acceptPredictions(
  deps: { repo: BenchRepo; storage: BenchStorage; jobs: Pick<JobRunner, 'add'> },
  input: {
    dataset: DatasetWithJob;
    split: BenchSplit;
    userId: number;
    name: string;
    file: string;
  },
): Promise<number> {
  const { repo, storage } = deps;
  const valid = submissionFiles(`${input.file}-valid.json`, `${input.file}-frames.json`);
  try {
    let count: number;
    try {
      count = await runBenchTask<number>({
        task: 'validate',
        file: input.file,
        out: valid.whole,
        framesOut: valid.frames,
        samples: await repo.samples(input.dataset.id, input.split),
        split: input.split,
        ...datasetReadings(storage, input.dataset),
      });
    } catch (error) {
      if (error instanceof BenchInputError) throw new AppError(422, error.message);
      throw error;
    }
    const id = await repo.addSubmission({
      datasetId: input.dataset.id,
      split: input.split,
      userId: input.userId,
      name: input.name,
      status: 'queued',
      predictions: count,
    });
    const kept = submissionFiles(storage.submission(id), storage.submissionFrames(id));
    for (const key of ['whole', 'frames', 'index'] as const) await rename(valid[key], kept[key]);
    const jobId = await deps.jobs.add(BENCH_JOBS.evaluate, { submissionId: id });
    await repo.updateSubmission(id, { jobId });
    return id;
  } finally {
    for (const path of Object.values(valid)) await rm(path, { force: true });
  }
}
