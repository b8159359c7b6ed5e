import { ROUTES } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../../lib/api';
import { api, connectToRealApi, signIn } from '../../../test/real-api';
import AdminAppsPage from './AdminAppsPage';

connectToRealApi();

// The shared server serves every web test file at once: this file changes only HDMAP Builder
// for guests, which no other test looks at, and puts it back.
afterAll(async () => {
  await signIn(api.superAccount);
  await call(ROUTES.resetAppAvailability, { params: { key: 'map' } });
});

function openPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <AdminAppsPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const cell = (name: string) => screen.findByRole('combobox', { name });

describe('/admin/apps', { timeout: 30_000 }, () => {
  it('shows every app per role, with home fixed and the defaults as the spec says', async () => {
    await signIn(api.superAccount);
    openPage();
    const table = await screen.findByRole('table', { name: 'Apps by role' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    expect(within(table).getByText('Always on: everyone lands here')).toBeInTheDocument();
    expect(await cell('ADS IDE Remote for Users (USER)')).toHaveTextContent('Hidden');
    expect(await cell('Calibration for Admins (ADMIN)')).toHaveTextContent('Update soon');
    expect(await cell('Data Management for Learners (EDU)')).toHaveTextContent('Enabled');
  });

  it('changes one cell, marks it as changed, writes the change below, and resets', async () => {
    await signIn(api.superAccount);
    openPage();
    fireEvent.mouseDown(await cell('HDMAP Builder for Guests (ALL)'));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hidden' }),
    );

    await waitFor(async () =>
      expect(await cell('HDMAP Builder for Guests (ALL)')).toHaveTextContent('Hidden'),
    );
    expect(await screen.findByText('Changed · default Update soon')).toBeInTheDocument();
    const changes = await screen.findByRole('table', { name: 'Changes' });
    await waitFor(() => {
      const newest = within(changes).getAllByRole('row')[1]!;
      expect(newest).toHaveTextContent(
        `${api.superAccount.email}HDMAP BuilderGuests (ALL)Update soonHidden`,
      );
    });
    // The server holds it: a guest's catalogue no longer has the card.
    const table = await call(ROUTES.appAvailability);
    expect(table.success && table.detail.find((row) => row.key === 'map')?.states.ALL).toBe(
      'hidden',
    );

    fireEvent.click(
      screen.getByRole('button', { name: "Reset HDMAP Builder to the spec's defaults" }),
    );
    await waitFor(async () =>
      expect(await cell('HDMAP Builder for Guests (ALL)')).toHaveTextContent('Update soon'),
    );
    expect(screen.queryByText('Changed · default Update soon')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Reset HDMAP Builder to the spec's defaults" }),
    ).toBeDisabled();
  });
});
