import { API, type Endpoint, MESSAGES, type Pc, type Project } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, listOrEmpty } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { useMainOptions } from '../../lib/options-store';
import ProjectPage from './ProjectPage';

vi.mock('../../lib/api', () => ({ call: vi.fn(), listOrEmpty: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBB';
const rig: Pc = { id: 5, name: 'Rig 01', token: TOKEN, created_at: '2026-01-02T00:00:00Z' };
const shuttle: Project = {
  id: 1,
  title: 'Shuttle',
  vehicle: 'Ioniq 5',
  user_id: 7,
  pc: [rig],
  created_at: '',
  updated_at: '',
};

let lists: { projects: Project[]; pcs: Pc[] };
let answers: Map<Endpoint, Record<string, unknown>>;

function openPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectPage />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

beforeEach(() => {
  useAuth.setState({ id: 7, email: 'kim@ads.test', username: 'Kim', role: 'USER' });
  useMainOptions.getState().reset();
  lists = { projects: [shuttle], pcs: [rig] };
  answers = new Map();
  vi.mocked(listOrEmpty)
    .mockReset()
    .mockImplementation(
      async (endpoint) => (endpoint === API.listProjects ? lists.projects : lists.pcs) as never,
    );
  vi.mocked(call)
    .mockReset()
    .mockImplementation(async (endpoint) => (answers.get(endpoint) ?? { success: true }) as never);
  vi.mocked(notify).mockReset();
});

// Whole MUI forms render slowly in jsdom on a busy machine; the limit is about speed only.
describe('ProjectPage', { timeout: 20_000 }, () => {
  it('tells a new user what to do first when there is nothing yet', async () => {
    lists = { projects: [], pcs: [] };
    openPage();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText('No PCs registered')).toBeInTheDocument();
  });

  it("shows the command that starts each PC's agent against this studio", async () => {
    openPage();
    const command = await screen.findByLabelText('Agent command for Rig 01');
    expect(command).toHaveTextContent(
      `npx ads-agent --server ${window.location.origin} --token ${TOKEN}`,
    );
  });

  it('clears the chosen project when it is deleted', async () => {
    useMainOptions.getState().setProject(shuttle);
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Shuttle' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(useMainOptions.getState().project).toBeNull());
    expect(call).toHaveBeenCalledWith(API.deleteProject, { params: { id: 1 } });
  });

  it('gives the chosen project its new title when it is renamed', async () => {
    useMainOptions.getState().setProject(shuttle);
    answers.set(API.updateProject, {
      success: true,
      detail: { ...shuttle, title: 'Shuttle v2' },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Shuttle' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Shuttle v2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useMainOptions.getState().project?.title).toBe('Shuttle v2'));
    expect(call).toHaveBeenCalledWith(API.updateProject, {
      params: { id: 1 },
      body: { title: 'Shuttle v2', vehicle: 'Ioniq 5' },
    });
  });

  it('registers a PC under a name with the token minted when the dialog opened', async () => {
    answers.set(API.mintPcToken, { success: true, detail: TOKEN });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Register PC' }));
    await waitFor(() => expect(screen.getByLabelText('Token')).toHaveValue(TOKEN));
    fireEvent.change(screen.getByLabelText(/^PC name/), { target: { value: 'Rig 02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(API.registerPc, {
        body: { name: 'Rig 02', token: TOKEN },
      }),
    );
  });

  it('says "Failed to save PC." when registering gets no answer', async () => {
    answers.set(API.mintPcToken, { success: true, detail: TOKEN });
    answers.set(API.registerPc, { success: false, status: 0, message: MESSAGES.networkError });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Register PC' }));
    await waitFor(() => expect(screen.getByLabelText('Token')).toHaveValue(TOKEN));
    fireEvent.change(screen.getByLabelText(/^PC name/), { target: { value: 'Rig 02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MESSAGES.savePcFailed)).toBeInTheDocument();
  });

  it('says "[OTA] Network Error" when detaching a PC gets no answer', async () => {
    answers.set(API.removeProjectPc, {
      success: false,
      status: 0,
      message: MESSAGES.networkError,
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Detach Rig 01' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(MESSAGES.otaNetworkError, 'error'));
  });

  it("shows the server's sentence when deleting a PC is refused", async () => {
    answers.set(API.deletePc, { success: false, status: 404, message: 'No such PC.' });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rig 01' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('No such PC.', 'error'));
  });
});
