import { ROUTES, CONSTANTS, MESSAGES, type Project } from '@ads/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { useMainOptions } from '../../lib/options-store';
import { connectToRealApi, signIn, signInFresh } from '../../test/real-api';
import { ProjectSelector } from './ProjectSelector';
import { renderInShell } from './test-utils';

connectToRealApi();

/** Creates a project of the signed-in account on the server. */
async function createProject(title: string): Promise<Project> {
  const created = await call(ROUTES.createProject, { body: { title, vehicle: 'Ioniq 5' } });
  if (!created.success) throw new Error(created.message);
  return created.detail;
}

const label = () => screen.getByTestId('project-selector-label');

/** The user's current project as the server keeps it (what the next sign-in reads). */
async function savedChoice(): Promise<number | null> {
  const answer = await call(ROUTES.currentProject);
  if (!answer.success) throw new Error(answer.message);
  return answer.detail?.id ?? null;
}

describe('ProjectSelector', { timeout: 20_000 }, () => {
  it("shows 'Projects' until one is chosen, then its name", async () => {
    await signInFresh();
    await createProject('Lidar rig');
    const shuttle = await createProject('Campus shuttle');
    renderInShell(<ProjectSelector />);
    expect(label()).toHaveTextContent(MESSAGES.projects);
    fireEvent.click(screen.getByRole('button', { name: `Project: ${MESSAGES.projects}` }));
    const menu = screen.getByRole('menu', { name: MESSAGES.projects });
    fireEvent.click(await within(menu).findByRole('menuitem', { name: /Campus shuttle/ }));
    expect(label()).toHaveTextContent('Campus shuttle');
    expect(useMainOptions.getState().project?.id).toBe(shuttle.id);
  });

  it('drops the choice when the project list comes back empty', async () => {
    await signInFresh();
    // Chosen earlier, then deleted elsewhere (another tab): the kept copy is stale.
    const gone = await createProject('Lidar rig');
    useMainOptions.getState().setProject(gone);
    expect((await call(ROUTES.deleteProject, { params: { id: gone.id } })).success).toBe(true);
    renderInShell(<ProjectSelector />);
    expect(label()).toHaveTextContent('Lidar rig');
    await waitFor(() => expect(label()).toHaveTextContent(MESSAGES.projects));
    expect(useMainOptions.getState().project).toBeNull();
  });

  it("'View all projects' goes to /project after the delay and clears the choice", async () => {
    await signInFresh();
    const rig = await createProject('Lidar rig');
    useMainOptions.getState().setProject(rig);
    renderInShell(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: 'Project: Lidar rig' }));
    await screen.findByRole('menuitem', { name: /Lidar rig/ });
    // The list has come from the server; only the delay runs on fake time from here.
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('menuitem', { name: MESSAGES.viewAllProjects }));
      expect(screen.getByTestId('where')).toHaveTextContent('/home');
      act(() => vi.advanceTimersByTime(CONSTANTS.viewAllProjectsDelayMs));
      expect(screen.getByTestId('where')).toHaveTextContent('/project');
      expect(useMainOptions.getState().project).toBeNull();
      expect(label()).toHaveTextContent(MESSAGES.projects);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the choice for the next sign-in, on this device or another', async () => {
    const account = await signInFresh();
    const shuttle = await createProject('Campus shuttle');
    renderInShell(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: `Project: ${MESSAGES.projects}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Campus shuttle/ }));
    await waitFor(async () => expect(await savedChoice()).toBe(shuttle.id));

    // Another device: nothing kept locally; signing in brings the choice back.
    useMainOptions.getState().reset();
    await signIn(account);
    expect(useMainOptions.getState().project).toMatchObject({ id: shuttle.id });
  });

  it("'View all projects' clears the saved choice too", async () => {
    await signInFresh();
    const rig = await createProject('Lidar rig');
    expect((await call(ROUTES.setCurrentProject, { body: { project_id: rig.id } })).success).toBe(
      true,
    );
    useMainOptions.getState().setProject(rig);
    renderInShell(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: 'Project: Lidar rig' }));
    fireEvent.click(screen.getByRole('menuitem', { name: MESSAGES.viewAllProjects }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/project'));
    await waitFor(async () => expect(await savedChoice()).toBeNull());
  });

  it("offers 'New project' when there are none, leading to the projects page's form", async () => {
    await signInFresh();
    renderInShell(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: `Project: ${MESSAGES.projects}` }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /New project/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/project');
  });
});
