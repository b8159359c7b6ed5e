import type { UserListEntry } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, listOrEmpty } from '../../lib/api';
import { useAuth } from '../../lib/auth-store';
import AdminUsersPage from './AdminUsersPage';

vi.mock('../../lib/api', () => ({ call: vi.fn(), listOrEmpty: vi.fn() }));

const entry = (id: number, username: string, role: UserListEntry['role']): UserListEntry => ({
  id,
  username,
  email: `${username.toLowerCase()}@ads.test`,
  company: 'ADS Lab',
  role,
  is_active: true,
  is_guest: false,
  created_at: '2025-03-01T09:00:00.000Z',
});

const USERS = [entry(1, 'Root', 'SUPER'), entry(2, 'Boss', 'ADMIN'), entry(3, 'Dana', 'USER')];

function openAs(viewer: { id: number; role: 'ADMIN' | 'SUPER' }) {
  useAuth.setState({ ...viewer, email: 'viewer@ads.test', username: 'viewer' });
  vi.mocked(listOrEmpty).mockResolvedValue(USERS as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <AdminUsersPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

async function roleOptionsOf(username: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: `Role of ${username}` }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

afterEach(() => {
  cleanup();
  vi.mocked(call).mockReset();
  useAuth.getState().reset();
});

describe('the role select on /admin/user', () => {
  it('offers ADMIN and SUPER to a SUPER', async () => {
    openAs({ id: 1, role: 'SUPER' });
    expect(await roleOptionsOf('Dana')).toEqual(['ALL', 'EDU', 'USER', 'ADMIN', 'SUPER']);
  });

  it('offers only ALL, EDU and USER to an ADMIN', async () => {
    openAs({ id: 2, role: 'ADMIN' });
    expect(await roleOptionsOf('Dana')).toEqual(['ALL', 'EDU', 'USER']);
  });

  it("keeps the viewer's own row and, for an ADMIN, administrators' rows read-only", async () => {
    openAs({ id: 2, role: 'ADMIN' });
    expect(await screen.findByRole('combobox', { name: 'Role of Boss' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Role of Root' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Active: Boss' })).toBeDisabled();
  });

  it("puts the control back and shows the server's sentence when the change is refused", async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 403,
      message: 'Only a SUPER can grant ADMIN or SUPER.',
    });
    openAs({ id: 1, role: 'SUPER' });
    await roleOptionsOf('Dana');
    fireEvent.click(screen.getByRole('option', { name: 'ADMIN' }));

    expect(await screen.findByText('Only a SUPER can grant ADMIN or SUPER.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.anything(), { body: { user_id: 3, role: 'ADMIN' } });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Dana' })).toHaveTextContent('USER'),
    );
  });

  it('filters the rows by name or e-mail', async () => {
    openAs({ id: 1, role: 'SUPER' });
    await screen.findByText('Dana');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'boss@' },
    });
    expect(screen.queryByText('Dana')).toBeNull();
    expect(screen.getByText('Boss')).toBeInTheDocument();
  });
});
