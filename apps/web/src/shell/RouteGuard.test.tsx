import { MESSAGES } from '@ads/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type AuthState, useAuth } from '../lib/auth-store';
import { http } from '../lib/http';
import { RouteGuard } from './RouteGuard';

/** The projects page's own links: its query replaced in place, and the same page anew. */
function ProjectsPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Projects page</h1>
      <button onClick={() => navigate('/project?t=5', { replace: true })}>Replace query</button>
      <button onClick={() => navigate('/project')}>Open again</button>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The guarded pages of the test: /project needs USER, /contact is public. */
function openAt(entries: string[]) {
  // The guard also reads the app catalogue (for app pages; none here) through the query cache.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route
            path="/project"
            element={
              <RouteGuard access="USER">
                <ProjectsPage />
              </RouteGuard>
            }
          />
          <Route
            path="/contact"
            element={
              <RouteGuard access="PUBLIC">
                <h1>Contact page</h1>
              </RouteGuard>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const signedInAs = (role: AuthState['role']) =>
  useAuth.setState({
    id: 7,
    username: role === 'ALL' ? 'Guest 1A2B' : 'Kim',
    email: role === 'ALL' ? 'guest-1a2b@guest.ads-studio.local' : 'kim@ads.test',
    company: '',
    role,
    is_active: true,
  });

/** The index the browser router writes into history.state; MemoryRouter leaves it alone. */
const setHistoryIndex = (idx: number) => window.history.replaceState({ idx }, '');

afterEach(cleanup);

beforeEach(() => {
  useAuth.getState().reset();
  localStorage.clear();
  setHistoryIndex(0);
});

describe('RouteGuard', () => {
  it('sends a visitor who is not signed in to /login with the way back', () => {
    openAt(['/project?tab=pcs']);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/login?next=${encodeURIComponent('/project?tab=pcs')}`,
    );
    expect(screen.queryByText('Projects page')).not.toBeInTheDocument();
  });

  it('asks a guest on a USER page, word for word, to sign up', () => {
    signedInAs('ALL');
    openAt(['/project']);
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.guardSignUpPrompt);
    expect(screen.queryByText('Projects page')).not.toBeInTheDocument();
  });

  it('on confirm clears the login and local storage and goes to /signup', () => {
    signedInAs('ALL');
    localStorage.setItem('access', 'guest-access');
    localStorage.setItem('refresh', 'guest-refresh');
    openAt(['/project']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/signup$/);
    expect(useAuth.getState().email).toBe('');
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });

  it('on decline goes back one page and keeps the guest signed in', () => {
    signedInAs('ALL');
    setHistoryIndex(1);
    openAt(['/operator', '/project']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/operator$/);
    expect(useAuth.getState().role).toBe('ALL');
  });

  it('on decline with no page to go back to opens the home page', () => {
    signedInAs('ALL');
    openAt(['/project']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/home$/);
  });

  it.each(['USER', 'ADMIN', 'SUPER'] as const)('lets %s open a USER page', (role) => {
    signedInAs(role);
    openAt(['/project']);
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the catalogue again on a navigation, not when a page replaces its query', async () => {
    // Every request the app's one HTTP client sends, as it sends it.
    const asked: string[] = [];
    const stop = http.watch((request) => asked.push(request.url));
    onTestFinished(stop);
    const catalogueAsks = () => asked.filter((url) => url === '/api/app/').length;
    signedInAs('USER');
    const client = openAt(['/project']);
    await vi.waitFor(() => expect(catalogueAsks()).toBe(1));
    // Answered (an ask while one is out would join it, and prove nothing).
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));

    fireEvent.click(screen.getByRole('button', { name: 'Replace query' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replace query' }));
    // Still on the page: no ask (one would have started in the effects the clicks ran).
    expect(client.isFetching()).toBe(0);
    expect(catalogueAsks()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await vi.waitFor(() => expect(catalogueAsks()).toBe(2));
  });

  it('asks an EDU account too, since EDU ranks below USER', () => {
    signedInAs('EDU');
    openAt(['/project']);
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGES.guardSignUpPrompt);
  });

  it.each([
    ['a visitor', null],
    ['a guest', 'ALL'],
    ['a user', 'USER'],
  ] as const)('shows a PUBLIC page to %s', (_, role) => {
    if (role) signedInAs(role);
    openAt(['/contact']);
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });
});
