import { ROUTES } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { call } from '../../lib/api';
import { api, connectToRealApi, freshAccount, signIn, signInFresh } from '../../test/real-api';
import AdminUsersPage from './AdminUsersPage';

connectToRealApi();

/** The SUPER's username on a fresh server (the part of its e-mail before the @). */
const ROOT = api.superAccount.email.split('@')[0]!;

function openPage() {
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

describe('the role select on /admin/user', { timeout: 20_000 }, () => {
  it('offers ADMIN and SUPER to a SUPER', async () => {
    const dana = await freshAccount('USER', 'Dana');
    await signIn(api.superAccount);
    openPage();
    expect(await roleOptionsOf(dana.username)).toEqual(['ALL', 'EDU', 'USER', 'ADMIN', 'SUPER']);
  });

  it('offers only ALL, EDU and USER to an ADMIN', async () => {
    const dana = await freshAccount('USER', 'Dana');
    await signInFresh('ADMIN', 'Boss');
    openPage();
    expect(await roleOptionsOf(dana.username)).toEqual(['ALL', 'EDU', 'USER']);
  });

  it("keeps the viewer's own row and, for an ADMIN, administrators' rows read-only", async () => {
    const boss = await signInFresh('ADMIN', 'Boss');
    openPage();
    expect(
      await screen.findByRole('combobox', { name: `Role of ${boss.username}` }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: `Role of ${ROOT}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('switch', { name: `Active: ${boss.username}` })).toBeDisabled();
  });

  it("puts the control back and shows the server's sentence when the change is refused", async () => {
    // A guest has no password: the server refuses to give it a role, even for a SUPER.
    const guest = await freshAccount('GUEST');
    await signIn(api.superAccount);
    openPage();
    // Guest names are short; the e-mail picks out this one.
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search users' }), {
      target: { value: guest.email },
    });
    expect(await roleOptionsOf(guest.username)).toContain('ADMIN');
    fireEvent.click(screen.getByRole('option', { name: 'ADMIN' }));

    expect(
      await screen.findByText(
        'A guest account has no password; ask the person to sign up instead.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: `Role of ${guest.username}` })).toHaveTextContent(
        'ALL',
      ),
    );
    const users = await call(ROUTES.listUsers);
    expect(users.success && users.detail.find((user) => user.id === guest.id)?.role).toBe('ALL');
  });

  it('filters the rows by name or e-mail', async () => {
    const dana = await freshAccount('USER', 'Dana');
    const boss = await freshAccount('ADMIN', 'Boss');
    await signIn(api.superAccount);
    openPage();
    await screen.findByText(dana.username);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: boss.email.split('@')[0]! + '@' },
    });
    expect(screen.queryByText(dana.username)).toBeNull();
    expect(screen.getByText(boss.username)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: dana.username },
    });
    expect(screen.getByText(dana.username)).toBeInTheDocument();
    expect(screen.queryByText(boss.username)).toBeNull();
  });
});
