import type { Db } from '../../db/client';
import { type JobRunnerOptions, createJobRunner } from './job-runner';
import { createJobRepo } from './job.repo';

export {
  type JobContext,
  JobFailure,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './job-runner';

/** The durable job runner on the `jobs` table (ADR 18); modules register their kinds. */
export function createJobsModule(deps: {
  db: Db;
  options?: Partial<JobRunnerOptions> | undefined;
  warn(message: string, error: unknown): void;
}) {
  return createJobRunner({
    repo: createJobRepo(deps.db),
    ...(deps.options ? { options: deps.options } : {}),
    warn: deps.warn,
  });
}
