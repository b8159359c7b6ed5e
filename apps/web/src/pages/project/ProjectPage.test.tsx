import { agentCommand, ROUTES, MESSAGES, type Pc, type Project } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { call, listOrEmpty } from '../../lib/api';
import { http } from '../../lib/http';
import { useMainOptions } from '../../lib/options-store';
import { ProjectSelector } from '../../shell/topbar/ProjectSelector';
import { renderInShell } from '../../shell/topbar/test-utils';
import { UNREACHABLE, connectToRealApi, signInFresh } from '../../test/real-api';
import ProjectPage from './ProjectPage';

connectToRealApi();

// Data of the signed-in account, made through the real ROUTES before the page opens.

async function createProject(title = 'Shuttle'): Promise<Project> {
  const created = await call(ROUTES.createProject, { body: { title, vehicle: 'Ioniq 5' } });
  if (!created.success) throw new Error(created.message);
  return created.detail;
}

async function registerPc(name = 'Rig 01'): Promise<Pc> {
  const minted = await call(ROUTES.mintPcToken);
  if (!minted.success) throw new Error(minted.message);
  const registered = await call(ROUTES.registerPc, { body: { name, token: minted.detail } });
  if (!registered.success) throw new Error(registered.message);
  return registered.detail;
}

/** 'Shuttle' with 'Rig 01' in it. */
async function shuttleWithRig(): Promise<{ shuttle: Project; rig: Pc }> {
  const rig = await registerPc();
  const created = await createProject();
  const attached = await call(ROUTES.addProjectPc, {
    params: { id: created.id },
    body: { pc_id: rig.id },
  });
  if (!attached.success) throw new Error(attached.message);
  return { shuttle: attached.detail, rig };
}

const openPage = () => renderInShell(<ProjectPage />, '/project');

/**
 * Holds the server's answer to the first `method` call of `path` until `release()`, as a slow
 * network would: `answered` resolves once the server has read and answered it, while the page
 * has not heard the answer yet.
 */
function holdFirstAnswer(method: string, path: string) {
  const send = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heard = () => {};
  const answered = new Promise<void>((resolve) => (heard = resolve));
  let held = false;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (held || url.pathname !== path || (init?.method ?? 'GET') !== method) {
      return send(input, init);
    }
    held = true;
    const response = await send(input, init);
    heard();
    await gate;
    return response;
  });
  onTestFinished(() => spy.mockRestore());
  return { answered, release: () => release() };
}

/** Opens 'Register PC' and waits for the token the server minted for it. */
async function openRegisterDialog(): Promise<string> {
  fireEvent.click(await screen.findByRole('button', { name: 'Register PC' }));
  const token = screen.getByLabelText('Token');
  await waitFor(() => expect((token as HTMLTextAreaElement).value).toMatch(/^[\w-]+\.[\w-]+$/));
  return (token as HTMLTextAreaElement).value;
}

// Whole MUI forms render slowly in jsdom on a busy machine; the limit is about speed only.
// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('project');

describe('ProjectPage', { timeout: 20_000 }, () => {
  it('tells a new user what to do first when there is nothing yet', async () => {
    await signInFresh();
    openPage();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(await screen.findByText('No PCs registered')).toBeInTheDocument();
  });

  it("shows the command that starts each PC's agent against this studio", async () => {
    await signInFresh();
    const rig = await registerPc('Rig 01');
    openPage();
    const agent = await call(ROUTES.agentPackage);
    if (!agent.success) throw new Error(agent.message);
    const command = await screen.findByLabelText('Agent command for Rig 01');
    // The studio's own agent package, fetched and run by npx (ADR 13).
    await waitFor(() =>
      expect(command).toHaveTextContent(
        `npx --yes ${window.location.origin}/api/file/agent/${agent.detail.file} ` +
          `--server ${window.location.origin} --token=${rig.token}`,
      ),
    );
    expect(command).toHaveTextContent(
      agentCommand({ server: window.location.origin, file: agent.detail.file, token: rig.token }),
    );
  });

  it('makes a new project the current one, here and for the next sign-in', async () => {
    await signInFresh();
    await createProject('Older');
    // With the top bar's selector, which drops a choice its list does not hold.
    renderInShell(
      <>
        <ProjectSelector />
        <ProjectPage />
      </>,
      '/project',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Campus shuttle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    // The save, the list's refresh and the choice's write are three calls to a busy server.
    const patience = { timeout: 10_000 };
    await waitFor(
      () => expect(useMainOptions.getState().project?.title).toBe('Campus shuttle'),
      patience,
    );
    const id = useMainOptions.getState().project?.id;
    await waitFor(async () => {
      const saved = await call(ROUTES.currentProject);
      expect(saved.success && saved.detail?.id).toBe(id);
    }, patience);
    const card = await screen.findByRole('article', { name: 'Campus shuttle' });
    expect(within(card).getByText('Current')).toBeInTheDocument();
    expect(screen.getByTestId('project-selector-label')).toHaveTextContent('Campus shuttle');
  });

  it('makes a new project the current one when the list read before the save answers after it', async () => {
    await signInFresh();
    await createProject('Older');
    // The page's first read of the list is under way when the user saves: the server answers
    // it without the new project, and the page hears that answer only after the save's.
    const list = holdFirstAnswer('GET', ROUTES.listProjects.path);
    renderInShell(
      <>
        <ProjectSelector />
        <ProjectPage />
      </>,
      '/project',
    );
    await list.answered;
    fireEvent.click(await screen.findByRole('button', { name: 'New project' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Campus shuttle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    // The page has the save's answer (it says so, then refreshes the lists) before the old read's.
    expect(await screen.findByText('The project was created.')).toBeInTheDocument();
    list.release();
    const patience = { timeout: 10_000 };
    const card = await screen.findByRole('article', { name: 'Campus shuttle' }, patience);
    await waitFor(
      () => expect(useMainOptions.getState().project?.title).toBe('Campus shuttle'),
      patience,
    );
    expect(within(card).getByText('Current')).toBeInTheDocument();
    expect(screen.getByTestId('project-selector-label')).toHaveTextContent('Campus shuttle');
  });

  it("opens the new-project form when the top bar's menu sends the user here", async () => {
    await signInFresh();
    renderInShell(<ProjectPage />, '/project?new=1');
    expect(await screen.findByRole('dialog', { name: 'New project' })).toBeInTheDocument();
  });

  it('clears the chosen project when it is deleted', async () => {
    await signInFresh();
    const shuttle = await createProject();
    useMainOptions.getState().setProject(shuttle);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Shuttle' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(useMainOptions.getState().project).toBeNull());
    expect(await listOrEmpty(ROUTES.listProjects)).toEqual([]);
  });

  it('gives the chosen project its new title when it is renamed', async () => {
    await signInFresh();
    const shuttle = await createProject();
    useMainOptions.getState().setProject(shuttle);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Shuttle' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Shuttle v2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useMainOptions.getState().project?.title).toBe('Shuttle v2'));
    const stored = await call(ROUTES.getProject, { params: { id: shuttle.id } });
    expect(stored.success && stored.detail).toMatchObject({
      title: 'Shuttle v2',
      vehicle: 'Ioniq 5',
    });
  });

  it('registers a PC under a name with the token minted when the dialog opened', async () => {
    await signInFresh();
    openPage();
    const token = await openRegisterDialog();
    fireEvent.change(screen.getByLabelText(/^PC name/), { target: { value: 'Rig 02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const command = await screen.findByLabelText('Agent command for Rig 02');
    await waitFor(() => expect(command).toHaveTextContent(token));
    expect(await listOrEmpty(ROUTES.listPcs)).toEqual([
      expect.objectContaining({ name: 'Rig 02', token }),
    ]);
  });

  it('says "Failed to save PC." when registering gets no answer', async () => {
    await signInFresh();
    openPage();
    await openRegisterDialog();
    fireEvent.change(screen.getByLabelText(/^PC name/), { target: { value: 'Rig 02' } });
    http.defaults.baseURL = UNREACHABLE;
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MESSAGES.savePcFailed)).toBeInTheDocument();
  });

  it('says "[OTA] Network Error" when detaching a PC gets no answer', async () => {
    await signInFresh();
    await shuttleWithRig();
    openPage();
    const detach = await screen.findByRole('button', { name: 'Detach Rig 01' });
    http.defaults.baseURL = UNREACHABLE;
    fireEvent.click(detach);
    expect(await screen.findByText(MESSAGES.otaNetworkError)).toBeInTheDocument();
  });

  it("shows the server's sentence when deleting a PC is refused", async () => {
    await signInFresh();
    const rig = await registerPc('Rig 01');
    openPage();
    const remove = await screen.findByRole('button', { name: 'Delete Rig 01' });
    // Deleted meanwhile from elsewhere (another tab): the page still shows it.
    expect((await call(ROUTES.deletePc, { body: { token: rig.token } })).success).toBe(true);
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No such PC.')).toBeInTheDocument();
  });
});
