import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs';
import { createEducationAccess } from './education-access';
import { educationJobHandler } from './education-jobs';
import { createEducationResults } from './education-results.service';
import { createEducationViews } from './education-views';
import { createEducationRepo } from './education.repo';
import { educationRoutes } from './education.routes';
import { createEducationService, EDUCATION_JOBS } from './education.service';

/** ADS Education's parts, wired: its SQL, its rules, its scoring job on the shared runner. */
export function createEducationModule(deps: { db: Db; jobs: JobRunner; clock: Clock }) {
  const repo = createEducationRepo(deps.db);
  const access = createEducationAccess(repo);
  const views = createEducationViews({ repo, clock: deps.clock });
  const service = createEducationService({
    repo,
    jobs: deps.jobs,
    clock: deps.clock,
    access,
    views,
  });
  const results = createEducationResults({ repo, clock: deps.clock, access, views });
  deps.jobs.register(EDUCATION_JOBS.evaluate, educationJobHandler({ repo, clock: deps.clock }));
  return {
    service,
    routes(app: FastifyInstance): void {
      educationRoutes(app, { education: service, results });
    },
  };
}
export type EducationModule = ReturnType<typeof createEducationModule>;
