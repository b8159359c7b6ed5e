import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  type BenchBox,
  type BenchFrameHeader,
  type BenchSplit,
  type JudgedBox,
  canAccess,
  encodeFrame,
} from '@ads/contract';
import type { Clock } from '../../clock';
import { AppError, badRequest, conflict, notFound, tooMany } from '../../http/errors';
import type { Actor } from '../../http/auth';
import type { JobRunner } from '../jobs';
import type { BenchRepo, DatasetWithJob } from './bench.repo';
import type { BenchStorage } from './bench-storage';
import { matchFrame } from './eval/nuscenes';
import { readSampleBoxes } from './sample-boxes-file';
import { BENCH_JOBS } from './bench-job-kinds';
import { acceptPredictions, removeSubmissionFiles } from './bench-accept';

export interface BenchLimits {
  /** Largest predictions file a submission may send. */
  maxSubmissionBytes: number;
}
export const BENCH_LIMITS: BenchLimits = { maxSubmissionBytes: 512 * 1024 ** 2 };

const isAdmin = (actor: Actor | null | undefined) => !!actor && canAccess(actor.role, 'ADMIN');
const noDataset = () => notFound('No such dataset.');
const noSubmission = () => notFound('No such submission.');

/** The rules of AI Benchmark (issue 14): who sees what, submissions and their limits. */
export function createBenchService(deps: {
  repo: BenchRepo;
  storage: BenchStorage;
  jobs: JobRunner;
  clock: Clock;
  /** Moves a finished dataset upload (tus) of this admin to `dest`; 404 if there is none. */
  takeUpload(ownerId: number, uploadId: string, dest: string): Promise<void>;
  limits?: Partial<BenchLimits>;
}) {
  const { repo, storage, jobs } = deps;
  const limits = { ...BENCH_LIMITS, ...deps.limits };
  /** Hear queue changes the runner does not make itself (a cancelled import). */
  const queueListeners = new Set<() => void>();

  /** A dataset the caller may see: ready and visible, or any for an admin. */
  async function visibleDataset(id: number, actor: Actor | null | undefined) {
    const dataset = await repo.dataset(id);
    if (!dataset) throw noDataset();
    if (!isAdmin(actor) && (dataset.status !== 'ready' || !dataset.visible)) throw noDataset();
    return dataset;
  }
  const ready = (dataset: DatasetWithJob) => {
    if (dataset.status !== 'ready') throw conflict('This dataset is not imported yet.');
    return dataset;
  };

  /** A submission the caller may read: their own, any for an admin, a dataset's baseline. */
  async function ownSubmission(actor: Actor, id: number) {
    const row = await repo.submission(id);
    if (!row) throw noSubmission();
    if (row.baseline && (!row.hidden || isAdmin(actor))) {
      // The baseline is everyone's reference, on the datasets they may see.
      await visibleDataset(row.datasetId, actor).catch(() => {
        throw noSubmission();
      });
      return row;
    }
    if (row.userId !== actor.id && !isAdmin(actor)) throw noSubmission();
    return row;
  }

  async function newDataset(name: string, actor: Actor) {
    return repo.addDataset({ name, createdBy: actor.id, status: 'importing' });
  }

  return {
    async datasets(actor: Actor | null | undefined) {
      const rows = await repo.datasets();
      return isAdmin(actor) ? rows : rows.filter((r) => r.status === 'ready' && r.visible);
    },

    async samples(actor: Actor | null | undefined, id: number, split: BenchSplit) {
      ready(await visibleDataset(id, actor));
      return repo.samples(id, split);
    },

    /** The val split's ground truth as `gt.json` (the test split's never leaves the server). */
    async groundTruth(actor: Actor | null | undefined, id: number) {
      ready(await visibleDataset(id, actor));
      const stored = JSON.parse(await readFile(storage.groundTruth(id), 'utf8')) as {
        samples: Array<{ sample: string; split: string }>;
        gt: BenchBox[];
      };
      const val = new Set(stored.samples.filter((s) => s.split === 'val').map((s) => s.sample));
      return { samples: [...val], gt: stored.gt.filter((box) => val.has(box.sample)) };
    },

    /**
     * The example predictions file: the baseline detector's output on the val split, as its
     * submission kept it after validation (exactly the format a submission sends). 409 until
     * the baseline has run on this dataset.
     */
    async example(actor: Actor | null | undefined, id: number): Promise<string> {
      ready(await visibleDataset(id, actor));
      const baseline = await repo.baseline(id, 'val');
      if (!baseline) {
        throw conflict(
          'The example file is not made yet: the baseline detector runs after each import. Try again in a minute.',
        );
      }
      return storage.submission(baseline.id);
    },

    /** One frame for the 3D view: its points and, on the val split, its ground truth. */
    async frame(actor: Actor | null | undefined, id: number, sample: string): Promise<Uint8Array> {
      ready(await visibleDataset(id, actor));
      const row = await repo.sample(id, sample);
      if (!row) throw notFound('No such frame in this dataset.');
      const points = await readFile(storage.frame(id, sample));
      const floats = new Float32Array(points.buffer, points.byteOffset, points.byteLength >> 2);
      const split = row.split as BenchSplit;
      const header: BenchFrameHeader = {
        dataset: id,
        sample,
        split,
        gt:
          split === 'val'
            ? await readSampleBoxes<Record<string, unknown>>(storage.groundTruthFrames(id), sample)
            : null,
      };
      return encodeFrame(header, floats);
    },

    async leaderboard(
      actor: Actor | null | undefined,
      id: number,
      split: BenchSplit,
      sort: 'nd_score' | 'mean_ap' | 'ap_r40',
    ) {
      ready(await visibleDataset(id, actor));
      return repo.leaderboard(id, split, sort);
    },

    /**
     * Stores a predictions file from `body`, validates it in a worker (the first problem comes
     * back as a sentence naming the entry; nothing is kept), then queues its evaluation.
     */
    async submit(
      actor: Actor,
      query: { dataset: number; split: BenchSplit; name: string },
      body: Readable,
    ): Promise<number> {
      const dataset = ready(await visibleDataset(query.dataset, actor));
      if (query.split === 'test' && !isAdmin(actor)) {
        const now = deps.clock.now();
        const dayStart = new Date(
          Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
        );
        const used = await repo.testSubmissionsSince(actor.id, dataset.id, dayStart);
        if (used >= dataset.testDailyLimit) {
          throw tooMany(
            `You have made ${used} test-split submissions to this dataset today, the most a day allows (${dataset.testDailyLimit}). Try again tomorrow (UTC), or submit on val.`,
          );
        }
      }
      // Received and validated under temporary names first: a refused file leaves no row and
      // no file, and nobody ever sees a submission that is not yet valid.
      await mkdir(storage.incoming, { recursive: true });
      await mkdir(storage.submissions, { recursive: true });
      const file = join(storage.incoming, randomUUID());
      try {
        await receive(body, file, limits.maxSubmissionBytes);
        return await acceptPredictions(
          { repo, storage, jobs },
          { dataset, split: query.split, userId: actor.id, name: query.name, file },
        );
      } finally {
        await rm(file, { force: true });
      }
    },

    mySubmissions: (actor: Actor) => repo.submissionsOf(actor.id),
    allSubmissions: () => repo.allSubmissions(),
    submission: (actor: Actor, id: number) => ownSubmission(actor, id),

    /** A submission's boxes on one frame with their verdicts (none on the test split). */
    async submissionFrame(actor: Actor, id: number, sample: string) {
      const row = await ownSubmission(actor, id);
      const known = await repo.sample(row.datasetId, sample);
      if (!known || known.split !== row.split) throw notFound('No such frame in this split.');
      const pred = await readSampleBoxes<BenchBox & { score: number; rank: number }>(
        storage.submissionFrames(id),
        sample,
      );
      const strip = ({
        sample: _s,
        rank: _r,
        vx: _vx,
        vy: _vy,
        attr: _a,
        ...box
      }: (typeof pred)[number]) => box;
      if (row.split !== 'val') {
        return { sample, pred: pred.map((box) => ({ ...strip(box), verdict: null })), gt: null };
      }
      const gt = await readSampleBoxes<BenchBox>(storage.groundTruthFrames(row.datasetId), sample);
      const match = matchFrame(gt, pred, 2);
      const judgedPred: JudgedBox[] = pred.map((box, at) => ({
        ...strip(box),
        verdict: match.pred[at] ? 'tp' : 'fp',
      }));
      const judgedGt: JudgedBox[] = gt.map((box, at) => ({
        class: box.class,
        x: box.x,
        y: box.y,
        z: box.z,
        l: box.l,
        w: box.w,
        h: box.h,
        yaw: box.yaw,
        verdict: match.gt[at] ? 'tp' : 'fn',
      }));
      return { sample, pred: judgedPred, gt: judgedGt };
    },

    async generateSample(
      actor: Actor,
      body: {
        name: string;
        frames: number;
        points_per_frame: number;
        seed: number;
        test_fraction: number;
      },
    ) {
      const id = await newDataset(body.name, actor);
      const jobId = await jobs.add(
        BENCH_JOBS.import,
        {
          datasetId: id,
          source: 'sample',
          frames: body.frames,
          pointsPerFrame: body.points_per_frame,
          seed: body.seed,
          testFraction: body.test_fraction,
        },
        1,
      );
      await repo.updateDataset(id, { jobId });
      return (await repo.dataset(id))!;
    },

    /** Imports an archive the admin uploaded (tus) as a new dataset, as a job. */
    async importUpload(actor: Actor, uploadId: string, name: string, testFraction: number) {
      await mkdir(storage.incoming, { recursive: true });
      const archive = join(storage.incoming, `${randomUUID()}-${uploadId}`);
      await deps.takeUpload(actor.id, uploadId, archive);
      const id = await newDataset(name, actor);
      const jobId = await jobs.add(
        BENCH_JOBS.import,
        { datasetId: id, source: 'archive', archive, testFraction },
        1,
      );
      await repo.updateDataset(id, { jobId });
      return (await repo.dataset(id))!;
    },

    async updateDataset(
      id: number,
      change: { name?: string; visible?: boolean; test_daily_limit?: number },
    ) {
      if (!(await repo.dataset(id))) throw noDataset();
      if (Object.keys(change).length === 0) return (await repo.dataset(id))!;
      await repo.updateDataset(id, {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.visible !== undefined ? { visible: change.visible } : {}),
        ...(change.test_daily_limit !== undefined
          ? { testDailyLimit: change.test_daily_limit }
          : {}),
      });
      return (await repo.dataset(id))!;
    },

    async deleteDataset(id: number) {
      const dataset = await repo.dataset(id);
      if (!dataset) throw noDataset();
      const submissions = await repo.submissionIdsOf(id);
      if (dataset.jobId) {
        await jobs.repo.cancel(dataset.jobId);
        for (const listener of queueListeners) listener();
      }
      await repo.deleteDataset(id);
      await rm(storage.dataset(id), { recursive: true, force: true });
      for (const sub of submissions) await removeSubmissionFiles(storage, sub);
    },

    async hideSubmission(id: number, hidden: boolean) {
      if (!(await repo.submission(id))) throw noSubmission();
      await repo.updateSubmission(id, { hidden });
      return (await repo.submission(id))!;
    },

    async rerun(id: number) {
      const row = await repo.submission(id);
      if (!row) throw noSubmission();
      if (row.status === 'queued' || row.status === 'running') {
        throw conflict('This submission is being evaluated already.');
      }
      // Queued before its job exists: a runner may take the job at once, and marking the row
      // queued after that would write over its 'running' (or its 'done', leaving it waiting
      // for good). The answer is the row as queued, read before a runner can move it on.
      await repo.updateSubmission(id, { status: 'queued', jobId: null, error: '' });
      const accepted = (await repo.submission(id))!;
      try {
        const jobId = await jobs.add(BENCH_JOBS.evaluate, { submissionId: id });
        await repo.updateSubmission(id, { jobId });
        return { ...accepted, jobId };
      } catch (error) {
        await repo.updateSubmission(id, { status: row.status, jobId: row.jobId, error: row.error });
        throw error;
      }
    },

    queue: () => jobs.repo.open(Object.values(BENCH_JOBS)),

    onQueueChanged(listener: () => void): () => void {
      queueListeners.add(listener);
      return () => void queueListeners.delete(listener);
    },
  };
}
export type BenchService = ReturnType<typeof createBenchService>;

/** Writes a request body to `file`, refusing one larger than `max` bytes (413). */
export async function receive(body: Readable, file: string, max: number) {
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > max) {
      body.destroy(
        new AppError(413, `The predictions file is larger than ${Math.round(max / 1024 ** 2)} MB.`),
      );
    }
  });
  try {
    await pipeline(body, createWriteStream(file));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('The predictions file did not arrive whole. Send it again.');
  }
  if (size === 0) throw badRequest('Send the predictions file as the request body.');
}
