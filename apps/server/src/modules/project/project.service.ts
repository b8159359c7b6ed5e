import { isAdmin } from '@ads/contract';
import { foreignKeyViolation } from '../../db/errors';
import type { Actor } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { PcRow } from '../../db/schema';
import type { ProjectLists } from './project-lists';
import type { ProjectRepo, ProjectWithPcs } from './project.repo';

const noSuchProject = () => notFound('No such project.');
const noSuchPc = () => notFound('No such PC.');

/**
 * Projects group a user's PCs for a vehicle; users reach their own, admins all. Lists are read
 * through `lists` (kept per instance); every change tells it whose list changed before it is
 * answered.
 */
export function createProjectService(deps: {
  projects: ProjectRepo;
  /** PCs by id (the PC module's lookup). */
  pcs: { byId(id: number): Promise<PcRow | undefined> };
  lists: ProjectLists;
}) {
  const { projects, pcs, lists } = deps;

  /** Someone else's project answers like a missing one, so ids cannot be probed. */
  async function reachable(actor: Actor, id: number): Promise<ProjectWithPcs> {
    const project = await projects.byId(id);
    if (!project || (project.userId !== actor.id && !isAdmin(actor.role))) {
      throw noSuchProject();
    }
    return project;
  }

  /** The project after a change; a delete running at the same time may have removed it. */
  async function reload(id: number): Promise<ProjectWithPcs> {
    const project = await projects.byId(id);
    if (!project) throw noSuchProject();
    return project;
  }

  /** Links the PC; a concurrent delete of either side breaks a foreign key, which means 404. */
  async function link(id: number, pcId: number): Promise<boolean> {
    try {
      return await projects.addPc(id, pcId);
    } catch (error) {
      const key = foreignKeyViolation(error);
      if (key === undefined) throw error;
      throw key === 'project_pcs_pc_id_pcs_id_fk' ? noSuchPc() : noSuchProject();
    }
  }

  return {
    get: reachable,

    async list(actor: Actor, userId?: number): Promise<readonly ProjectWithPcs[]> {
      const owner = userId ?? actor.id;
      if (owner !== actor.id && !isAdmin(actor.role)) {
        throw forbidden('You can only list your own projects.');
      }
      return lists.list(owner);
    },

    async create(actor: Actor, input: { title: string; vehicle: string }) {
      const id = await projects.insert({ userId: actor.id, ...input });
      await lists.changed(actor.id);
      return reload(id);
    },

    async update(
      actor: Actor,
      id: number,
      input: { title?: string | undefined; vehicle?: string | undefined },
    ) {
      const project = await reachable(actor, id);
      const change: { title?: string; vehicle?: string } = {};
      if (input.title !== undefined) change.title = input.title;
      if (input.vehicle !== undefined) change.vehicle = input.vehicle;
      await projects.update(id, change);
      await lists.changed(project.userId);
      return reload(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const project = await reachable(actor, id);
      await projects.remove(id);
      await lists.changed(project.userId);
    },

    async addPc(actor: Actor, id: number, pcId: number) {
      const project = await reachable(actor, id);
      const pc = await pcs.byId(pcId);
      // Only the project owner's own PCs can join it.
      if (!pc || pc.userId !== project.userId) throw noSuchPc();
      if (!(await link(id, pcId))) throw conflict('This PC is already in the project.');
      await lists.changed(project.userId);
      return reload(id);
    },

    async removePc(actor: Actor, id: number, pcId: number) {
      const project = await reachable(actor, id);
      if (!(await projects.removePc(id, pcId))) throw notFound('This PC is not in the project.');
      await lists.changed(project.userId);
      return reload(id);
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
