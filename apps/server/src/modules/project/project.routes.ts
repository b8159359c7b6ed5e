import { API, type Project } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import { toPc } from '../pc/pc.view';
import type { ProjectWithPcs } from './project.repo';
import type { ProjectService } from './project.service';

const toProject = (row: ProjectWithPcs): Project => ({
  id: row.id,
  title: row.title,
  vehicle: row.vehicle,
  user_id: row.userId,
  pc: row.pcs.map(toPc),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function projectRoutes(app: FastifyInstance, deps: { projects: ProjectService }): void {
  const { projects } = deps;

  route(app, API.listProjects, async ({ request, query }) =>
    ok((await projects.list(actorOf(request), query.user_id)).map(toProject)),
  );

  route(app, API.createProject, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(toProject(await projects.create(actorOf(request), body)), 'The project was created.');
  });

  route(app, API.getProject, async ({ request, params }) =>
    ok(toProject(await projects.get(actorOf(request), params.id))),
  );

  route(app, API.updateProject, async ({ request, params, body }) =>
    ok(
      toProject(await projects.update(actorOf(request), params.id, body)),
      'The project was saved.',
    ),
  );

  route(app, API.deleteProject, async ({ request, params }) => {
    await projects.remove(actorOf(request), params.id);
    return { success: true, message: 'The project was deleted.' };
  });

  route(app, API.addProjectPc, async ({ request, params, body }) =>
    ok(
      toProject(await projects.addPc(actorOf(request), params.id, body.pc_id)),
      'The PC was added.',
    ),
  );

  route(app, API.removeProjectPc, async ({ request, params, body }) =>
    ok(
      toProject(await projects.removePc(actorOf(request), params.id, body.pc_id)),
      'The PC was removed from the project.',
    ),
  );
}
