import { ROUTES, pathOf } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axios from 'axios';
import { SnackbarProvider } from 'notistack';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import HomePage from '../apps/home/HomePage';
import { api, connectToRealApi, signInFresh } from '../test/real-api';
import { RouteGuard } from './RouteGuard';

connectToRealApi();

// The SUPER acts beside the signed-in ADMIN of the page, with a session of its own. The shared
// server serves every web test file at once: this file changes only FMS for ADMIN, which no
// other test looks at, and puts it back after each test.
const asSuper = axios.create({ baseURL: api.url, adapter: 'http', validateStatus: () => true });
beforeAll(async () => {
  const login = await asSuper.post(ROUTES.login.path, api.superAccount);
  asSuper.defaults.headers.common.authorization = `Bearer ${login.data.detail.access}`;
});
const setFms = (state: 'disabled' | 'default') =>
  state === 'default'
    ? asSuper.delete(pathOf(ROUTES.resetAppAvailability, { key: 'monitoring' }))
    : asSuper.patch(pathOf(ROUTES.changeAppAvailability, { key: 'monitoring' }), {
        states: { ADMIN: state },
      });
afterEach(async () => {
  await setFms('default');
});

function openStudio(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/home"
              element={
                <RouteGuard access="PUBLIC" app="home">
                  <Link to="/monitoring">Open FMS</Link>
                  <HomePage />
                </RouteGuard>
              }
            />
            <Route
              path="/monitoring"
              element={
                <RouteGuard access="USER" app="monitoring">
                  <h1>FMS page</h1>
                  <Link to="/home">Home</Link>
                </RouteGuard>
              }
            />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const fmsCard = () => screen.getByRole('article', { name: 'FMS' });

describe('apps a SUPER turned off', { timeout: 30_000 }, () => {
  it("say 'Update soon' on their card and in place of their page", async () => {
    expect((await setFms('disabled')).status).toBe(200);
    await signInFresh('ADMIN', 'Fleet');
    openStudio('/home');
    await waitFor(() => expect(fmsCard()).toHaveAttribute('data-disabled', 'true'));

    fireEvent.click(screen.getByRole('link', { name: 'Open FMS' }));
    expect(await screen.findByRole('heading', { name: 'Update soon' })).toBeInTheDocument();
    expect(screen.getByText(/FMS is not available to your account yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'FMS page' })).not.toBeInTheDocument();
  });

  it('reach an open page on its next navigation', async () => {
    await signInFresh('ADMIN', 'Fleet');
    openStudio('/monitoring');
    expect(await screen.findByRole('heading', { name: 'FMS page' })).toBeInTheDocument();

    await setFms('disabled');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(fmsCard()).toHaveAttribute('data-disabled', 'true'));

    await setFms('default');
    fireEvent.click(screen.getByRole('link', { name: 'Open FMS' }));
    expect(await screen.findByRole('heading', { name: 'FMS page' })).toBeInTheDocument();
  });
});
