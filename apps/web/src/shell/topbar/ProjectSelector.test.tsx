import { API, CONSTANTS, MESSAGES, type Project } from '@ads/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOrEmpty } from '../../lib/api';
import { useMainOptions } from '../../lib/options-store';
import { ProjectSelector } from './ProjectSelector';
import { renderInShell, signInAs } from './test-utils';

vi.mock('../../lib/api', () => ({ listOrEmpty: vi.fn(), call: vi.fn() }));

const project = (id: number, title: string): Project => ({
  id,
  title,
  vehicle: 'Ioniq 5',
  user_id: 7,
  pc: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

function serve(projects: Project[]) {
  vi.mocked(listOrEmpty).mockImplementation(async (endpoint) =>
    endpoint === API.listProjects ? (projects as never) : ([] as never),
  );
}
const label = () => screen.getByTestId('project-selector-label');

beforeEach(() => {
  signInAs('USER');
  useMainOptions.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  signInAs(null);
});

describe('ProjectSelector', { timeout: 20_000 }, () => {
  it("shows 'Projects' until one is chosen, then its name", async () => {
    serve([project(1, 'Lidar rig'), project(2, 'Campus shuttle')]);
    renderInShell(<ProjectSelector />);
    expect(label()).toHaveTextContent(MESSAGES.projects);
    fireEvent.click(screen.getByRole('button', { name: `Project: ${MESSAGES.projects}` }));
    const menu = screen.getByRole('menu', { name: MESSAGES.projects });
    fireEvent.click(await within(menu).findByRole('menuitem', { name: /Campus shuttle/ }));
    expect(label()).toHaveTextContent('Campus shuttle');
    expect(useMainOptions.getState().project?.id).toBe(2);
  });

  it('drops the choice when the project list comes back empty', async () => {
    serve([]);
    useMainOptions.getState().setProject(project(1, 'Lidar rig'));
    renderInShell(<ProjectSelector />);
    await waitFor(() => expect(label()).toHaveTextContent(MESSAGES.projects));
    expect(useMainOptions.getState().project).toBeNull();
  });

  it("'View all projects' goes to /project after the delay and clears the choice", async () => {
    serve([project(1, 'Lidar rig')]);
    useMainOptions.getState().setProject(project(1, 'Lidar rig'));
    renderInShell(<ProjectSelector />);
    fireEvent.click(screen.getByRole('button', { name: 'Project: Lidar rig' }));
    await screen.findByRole('menuitem', { name: /Lidar rig/ });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('menuitem', { name: MESSAGES.viewAllProjects }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
    act(() => vi.advanceTimersByTime(CONSTANTS.viewAllProjectsDelayMs));
    expect(screen.getByTestId('where')).toHaveTextContent('/project');
    expect(useMainOptions.getState().project).toBeNull();
    expect(label()).toHaveTextContent(MESSAGES.projects);
  });
});
