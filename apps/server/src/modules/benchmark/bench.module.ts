import type { AccountRole } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs';
import { BENCH_JOBS } from './bench-job-kinds';
import { benchJobHandlers } from './bench-jobs';
import { benchQueuePush } from './bench-queue-push';
import { createBenchRepo } from './bench.repo';
import { benchRoutes } from './bench.routes';
import { type BenchLimits, createBenchService } from './bench.service';
import { benchStorage } from './bench-storage';
import { toQueueJob } from './bench.view';

const KINDS: readonly string[] = Object.values(BENCH_JOBS);

/** AI Benchmark's parts, wired: its files, SQL, rules, the jobs it runs and its queue's push. */
export function createBenchModule(deps: {
  db: Db;
  dataDir: string;
  jobs: JobRunner;
  clock: Clock;
  takeUpload(ownerId: number, uploadId: string, dest: string): Promise<void>;
  /** Throws when AI Benchmark is off for the role (the routes' app check). */
  checkApp(role: AccountRole): Promise<void>;
  log(error: unknown): void;
  limits?: Partial<BenchLimits>;
}) {
  const repo = createBenchRepo(deps.db);
  const storage = benchStorage(deps.dataDir);
  for (const [kind, handler] of Object.entries(
    benchJobHandlers({ repo, storage, jobs: deps.jobs }),
  )) {
    deps.jobs.register(kind, handler);
  }
  const service = createBenchService({
    repo,
    storage,
    jobs: deps.jobs,
    clock: deps.clock,
    takeUpload: deps.takeUpload,
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  return {
    service,
    routes(app: FastifyInstance): void {
      benchRoutes(app, { bench: service });
    },
    /**
     * Pushes the queue on `space` from now on: after each change this instance's runner makes,
     * and after a dataset's deletion cancels its import.
     */
    pushQueue(space: Namespace): () => void {
      const push = benchQueuePush({
        space,
        readQueue: async () => (await service.queue()).map(toQueueJob),
        appOff: (role) =>
          deps.checkApp(role).then(
            () => false,
            () => true,
          ),
        log: deps.log,
      });
      const unwatch = deps.jobs.watch((kind) => {
        if (KINDS.includes(kind)) push.changed();
      });
      const unlisten = service.onQueueChanged(() => push.changed());
      return () => {
        unwatch();
        unlisten();
        push.stop();
      };
    },
    /**
     * Gives every ready dataset without a baseline one (datasets imported before there were
     * baselines), unless its baseline job is waiting already. Run once the jobs may run.
     */
    async backfillBaselines(): Promise<void> {
      const waiting = new Set(
        (await deps.jobs.repo.open([BENCH_JOBS.baseline])).map((job) =>
          Number((job.payload as { datasetId?: unknown }).datasetId),
        ),
      );
      for (const id of await repo.datasetsWithoutBaseline()) {
        if (!waiting.has(id)) await deps.jobs.add(BENCH_JOBS.baseline, { datasetId: id });
      }
    },
  };
}
export type BenchModule = ReturnType<typeof createBenchModule>;
