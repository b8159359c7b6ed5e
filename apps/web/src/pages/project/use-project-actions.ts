import { ROUTES, type CreateProjectBody, type Pc, type Project } from '@ads/contract';
import { type Failed, call } from '../../lib/api';
import { chooseProject } from '../../lib/current-project';
import { fieldErrorsOf } from '../../lib/field-errors';
import { notify } from '../../lib/notify';
import { useRefreshProjectsAndPcs } from '../../lib/queries';
import { projectFailure } from './failure-messages';
import { projectChanged, projectRemoved } from './selection';

/** What a form needs from a save: done, or the sentence and per-field reasons to show. */
export type SaveOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

export const refused = (result: Failed, message: string): SaveOutcome => ({
  ok: false,
  message,
  fieldErrors: fieldErrorsOf(result),
});

/** Creating, renaming and deleting projects and moving PCs in and out of them. */
export function useProjectActions() {
  const refresh = useRefreshProjectsAndPcs();

  /** Snackbar for one-click actions; true when the change went through. */
  async function report(result: { success: true; message?: string } | Failed, done: string) {
    if (!result.success) {
      notify(projectFailure(result), 'error');
      return false;
    }
    notify(result.message ?? done, 'success');
    await refresh();
    return true;
  }

  return {
    async create(body: CreateProjectBody): Promise<SaveOutcome> {
      const result = await call(ROUTES.createProject, { body });
      if (!result.success) return refused(result, projectFailure(result));
      notify(result.message ?? 'The project was created.', 'success');
      await refresh();
      // A new project is the one the user means to work on next: it becomes the current one.
      // After the lists hold it: the top bar drops a choice its list does not hold.
      void chooseProject(result.detail);
      return { ok: true };
    },

    async rename(project: Project, body: CreateProjectBody): Promise<SaveOutcome> {
      const result = await call(ROUTES.updateProject, { params: { id: project.id }, body });
      if (!result.success) return refused(result, projectFailure(result));
      projectChanged(result.detail);
      notify(result.message ?? 'The project was saved.', 'success');
      await refresh();
      return { ok: true };
    },

    async remove(project: Project): Promise<boolean> {
      const result = await call(ROUTES.deleteProject, { params: { id: project.id } });
      // The server forgets a deleted project as the current one by itself (a foreign key).
      if (result.success) projectRemoved(project.id);
      return report(result, 'The project was deleted.');
    },

    async attach(project: Project, pc: Pc): Promise<boolean> {
      const result = await call(ROUTES.addProjectPc, {
        params: { id: project.id },
        body: { pc_id: pc.id },
      });
      if (result.success) projectChanged(result.detail);
      return report(result, 'The PC was added.');
    },

    async detach(project: Project, pc: Pc): Promise<boolean> {
      const result = await call(ROUTES.removeProjectPc, {
        params: { id: project.id },
        body: { pc_id: pc.id },
      });
      if (result.success) projectChanged(result.detail);
      return report(result, 'The PC was removed from the project.');
    },
  };
}
