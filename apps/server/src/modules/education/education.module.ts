import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BenchScoring } from '../benchmark';
import type { JobRunner } from '../jobs';
import { createEducationAccess } from './education-access';
import { educationJobHandler } from './education-jobs';
import { createEducationResults } from './education-results.service';
import { createEducationViews } from './education-views';
import { createEducationRepo } from './education.repo';
import { educationRoutes } from './education.routes';
import { createEducationService, EDUCATION_JOBS } from './education.service';

/** ADS Education's parts, wired: its SQL, its rules, its scoring job on the shared runner. */
export function createEducationModule(deps: {
  db: Db;
  jobs: JobRunner;
  clock: Clock;
  /** AI Benchmark's evaluator, for perception challenges (through its face). */
  perception: BenchScoring;
}) {
  const repo = createEducationRepo(deps.db);
  const access = createEducationAccess(repo);
  const views = createEducationViews({ repo, clock: deps.clock, perception: deps.perception });
  const service = createEducationService({
    repo,
    jobs: deps.jobs,
    clock: deps.clock,
    access,
    views,
    perception: deps.perception,
  });
  const results = createEducationResults({ repo, clock: deps.clock, access, views });
  deps.jobs.register(
    EDUCATION_JOBS.evaluate,
    educationJobHandler({ repo, clock: deps.clock, perception: deps.perception }),
  );
  return {
    service,
    routes(app: FastifyInstance): void {
      educationRoutes(app, { education: service, results });
    },
  };
}
export type EducationModule = ReturnType<typeof createEducationModule>;
