import { API, type Project } from '@ads/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth';
import { ok, route } from '../../http/route';
import { type PcFacts, type PcService, pcFacts, withPresence } from '../pc';
import type { CurrentProjectService } from './current-project.service';
import type { ProjectWithPcs } from './project.repo';
import type { ProjectService } from './project.service';

type ProjectFacts = Omit<Project, 'pc'> & { pc: PcFacts[] };

/**
 * The answer form of a project but for its PCs' presence, made once per row read: while an
 * owner's list is kept (project-lists.ts) every call shares its rows, and turning their dates
 * into ISO strings cost more than the rest of such a call (ADR 14).
 */
const facts = new WeakMap<ProjectWithPcs, ProjectFacts>();
function factsOf(row: ProjectWithPcs): ProjectFacts {
  let made = facts.get(row);
  if (!made) {
    made = {
      id: row.id,
      title: row.title,
      vehicle: row.vehicle,
      user_id: row.userId,
      pc: row.pcs.map(pcFacts),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
    facts.set(row, made);
  }
  return made;
}

const toProject = (row: ProjectWithPcs, isOnline: (token: string) => boolean): Project => {
  const project = factsOf(row);
  return {
    id: project.id,
    title: project.title,
    vehicle: project.vehicle,
    user_id: project.user_id,
    pc: project.pc.map((pc) => withPresence(pc, isOnline(pc.token))),
    created_at: project.created_at,
    updated_at: project.updated_at,
  };
};

/**
 * The list's answer as JSON, made again only when its rows (a new read) or one of its PCs'
 * presence changed: while an owner's list is kept, its calls answer the same bytes, and
 * serialising the 3.4 kB list was the largest cost left in such a call (ADR 14).
 */
const listAnswers = new WeakMap<readonly ProjectWithPcs[], { online: string; json: string }>();

export function projectRoutes(
  app: FastifyInstance,
  deps: {
    projects: ProjectService;
    current: CurrentProjectService;
    pcs: Pick<PcService, 'isOnline'>;
  },
): void {
  const { projects } = deps;
  /** The answer form of a project, with each PC's presence as of now (from memory). */
  const one = (row: ProjectWithPcs) => toProject(row, deps.pcs.isOnline);

  route(app, API.listProjects, async ({ request, query, reply }) => {
    const rows = await projects.list(actorOf(request), query.user_id);
    let online = '';
    for (const row of rows)
      for (const pc of row.pcs) online += deps.pcs.isOnline(pc.token) ? '1' : '0';
    let answer = listAnswers.get(rows);
    if (answer?.online !== online) {
      answer = { online, json: JSON.stringify(ok(rows.map(one))) };
      listAnswers.set(rows, answer);
    }
    // A string under a JSON type is sent as it is, not serialised again.
    reply.type('application/json; charset=utf-8');
    return answer.json;
  });

  route(app, API.createProject, async ({ request, body, reply }) => {
    reply.status(201);
    return ok(one(await projects.create(actorOf(request), body)), 'The project was created.');
  });

  route(app, API.getProject, async ({ request, params }) =>
    ok(one(await projects.get(actorOf(request), params.id))),
  );

  route(app, API.updateProject, async ({ request, params, body }) =>
    ok(one(await projects.update(actorOf(request), params.id, body)), 'The project was saved.'),
  );

  route(app, API.deleteProject, async ({ request, params }) => {
    await projects.remove(actorOf(request), params.id);
    return { success: true, message: 'The project was deleted.' };
  });

  route(app, API.addProjectPc, async ({ request, params, body }) =>
    ok(one(await projects.addPc(actorOf(request), params.id, body.pc_id)), 'The PC was added.'),
  );

  route(app, API.removeProjectPc, async ({ request, params, body }) =>
    ok(
      one(await projects.removePc(actorOf(request), params.id, body.pc_id)),
      'The PC was removed from the project.',
    ),
  );
  route(app, API.currentProject, async ({ request }) => {
    const project = await deps.current.get(actorOf(request));
    return ok(project && one(project));
  });

  route(app, API.setCurrentProject, async ({ request, body }) => {
    const project = await deps.current.set(actorOf(request), body.project_id);
    return ok(project && one(project));
  });
}
