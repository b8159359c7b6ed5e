import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs';
import { benchJobHandlers } from './bench-jobs';
import { createBenchRepo } from './bench.repo';
import { benchRoutes } from './bench.routes';
import { type BenchLimits, createBenchService } from './bench.service';
import { benchStorage } from './bench-storage';

/** AI Benchmark's parts, wired: its files, SQL, rules, and the two jobs it runs. */
export function createBenchModule(deps: {
  db: Db;
  dataDir: string;
  jobs: JobRunner;
  clock: Clock;
  takeUpload(ownerId: number, uploadId: string, dest: string): Promise<void>;
  limits?: Partial<BenchLimits>;
}) {
  const repo = createBenchRepo(deps.db);
  const storage = benchStorage(deps.dataDir);
  for (const [kind, handler] of Object.entries(benchJobHandlers({ repo, storage }))) {
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
  };
}
export type BenchModule = ReturnType<typeof createBenchModule>;
