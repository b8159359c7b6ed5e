import { API, type Project } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import type { PcService } from '../pc/pc.service';
import { toPc } from '../pc/pc.view';
import type { ProjectWithPcs } from './project.repo';
import type { ProjectService } from './project.service';

const toProject = (row: ProjectWithPcs, online: ReadonlySet<string>): Project => ({
  id: row.id,
  title: row.title,
  vehicle: row.vehicle,
  user_id: row.userId,
  pc: row.pcs.map((pc) => toPc(pc, online)),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function projectRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectService; pcs: PcService },
): void {
  const { projects } = deps;
  /** The answer form of projects, with the presence of all their PCs looked up at once. */
  const answer = async (rows: ProjectWithPcs[]) => {
    const online = await deps.pcs.onlineOf(rows.flatMap((row) => row.pcs));
    return rows.map((row) => toProject(row, online));
  };
  const one = async (row: ProjectWithPcs) => (await answer([row]))[0]!;

  route(app, API.listProjects, async ({ request, query }) =>
    ok(await answer(await projects.list(actorOf(request), query.user_id))),
  );

  route(app, API.createProject, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(await one(await projects.create(actorOf(request), body)), 'The project was created.');
  });

  route(app, API.getProject, async ({ request, params }) =>
    ok(await one(await projects.get(actorOf(request), params.id))),
  );

  route(app, API.updateProject, async ({ request, params, body }) =>
    ok(
      await one(await projects.update(actorOf(request), params.id, body)),
      'The project was saved.',
    ),
  );

  route(app, API.deleteProject, async ({ request, params }) => {
    await projects.remove(actorOf(request), params.id);
    return { success: true, message: 'The project was deleted.' };
  });

  route(app, API.addProjectPc, async ({ request, params, body }) =>
    ok(
      await one(await projects.addPc(actorOf(request), params.id, body.pc_id)),
      'The PC was added.',
    ),
  );

  route(app, API.removeProjectPc, async ({ request, params, body }) =>
    ok(
      await one(await projects.removePc(actorOf(request), params.id, body.pc_id)),
      'The PC was removed from the project.',
    ),
  );
}
