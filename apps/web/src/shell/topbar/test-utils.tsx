import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { catalogueFor } from '@ads/contract';
import { effectiveRole, useAuth } from '../../lib/auth-store';
import { CATALOGUE_KEY } from '../../lib/catalogue';
import { createAppTheme } from '../../theme';

/** Shows where the router is, so a test can see a navigation happen. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const dataCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * A data cache that already holds the server's app catalogue for the signed-in account, and for
 * a visitor once it signs out: the spec's defaults for the role, as `GET /api/app/` answers until
 * a SUPER changes them. Shell UI tested with it asks no server (without one, every render's call
 * failed after its test and its "Network error" showed in the next).
 */
export function withCatalogue(): QueryClient {
  const client = dataCache();
  const auth = useAuth.getState();
  const role = effectiveRole(auth);
  client.setQueryData([...CATALOGUE_KEY, auth.id, role], catalogueFor(role));
  client.setQueryData([...CATALOGUE_KEY, 0, 'PUBLIC'], catalogueFor('PUBLIC'));
  return client;
}

/**
 * Renders shell UI the way the app does (theme, snackbars, data cache, router) at `path`,
 * with a probe (`getByTestId('where')`) that shows the current path.
 */
export function renderInShell(ui: ReactElement, path = '/home', client = dataCache()) {
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createAppTheme(false)}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <Where />
                    {ui}
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** Signs an account of `role` into the auth store, or signs out with `null`. */
export function signInAs(role: 'ALL' | 'EDU' | 'USER' | 'ADMIN' | 'SUPER' | null) {
  if (role === null) {
    useAuth.getState().reset();
    return;
  }
  useAuth.getState().setUser({
    id: 7,
    username: 'Kim Driver',
    email: 'kim@ads.test',
    company: 'ADS Lab',
    role,
    is_active: true,
  });
}
