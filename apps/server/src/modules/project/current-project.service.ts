import { foreignKeyViolation } from '../../db/errors';
import type { Actor } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { CurrentProjectRepo } from './current-project.repo';
import type { ProjectRepo, ProjectWithPcs } from './project.repo';

// Same sentence as the project routes' own 404, so a foreign id reads like a missing one.
const noSuchProject = () => notFound('No such project.');

/**
 * The project a user works on (the top bar's). Only the user's own projects can be chosen,
 * admins included: the top bar lists one's own projects, and the apps that act on the choice
 * (FMS, HMI, HDMAP Builder, Calibration) work in it. A deleted project's row goes with it
 * (foreign key), so the choice never points at nothing.
 */
export function createCurrentProjectService(deps: {
  current: CurrentProjectRepo;
  projects: Pick<ProjectRepo, 'byId'>;
}) {
  const { current, projects } = deps;

  async function get(actor: Actor): Promise<ProjectWithPcs | null> {
    const id = await current.of(actor.id);
    if (id === undefined) return null;
    return (await projects.byId(id)) ?? null;
  }

  return {
    get,

    /** Chooses the actor's own project, or none with null; answers the choice as it now is. */
    async set(actor: Actor, projectId: number | null): Promise<ProjectWithPcs | null> {
      if (projectId === null) {
        await current.clear(actor.id);
        return null;
      }
      const project = await projects.byId(projectId);
      if (!project || project.userId !== actor.id) throw noSuchProject();
      try {
        await current.set(actor.id, projectId);
      } catch (error) {
        // Deleted between the check and the write.
        if (foreignKeyViolation(error) === undefined) throw error;
        throw noSuchProject();
      }
      return project;
    },
  };
}
export type CurrentProjectService = ReturnType<typeof createCurrentProjectService>;
