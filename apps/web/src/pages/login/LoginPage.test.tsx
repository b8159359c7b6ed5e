import { MESSAGES } from '@ads/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../lib/auth-store';
import { http } from '../../lib/http';
import { tokens } from '../../lib/storage';
import { UNREACHABLE, api, connectToRealApi, freshAccount } from '../../test/real-api';
import LoginPage from './LoginPage';

connectToRealApi();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function openLogin(url: string) {
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

/** Signs in through the form; by default as the run's shared account. */
function signIn(email = api.email, password = api.password) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// Whole MUI forms render slowly in jsdom on a busy machine; the limit is about speed only.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('goes back to the page that asked for a sign-in', async () => {
    openLogin(`/login?next=${encodeURIComponent('/store/search?q=lidar')}`);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/store/search?q=lidar');
    // The session holds the account the server signed in.
    expect(useAuth.getState().email).toBe(api.email);
    expect(tokens.access()).toBeTruthy();
  });

  it.each(['https://evil.example/x', '//evil.example/x'])(
    'never follows next=%s off the site, going to the landing page instead',
    async (next) => {
      openLogin(`/login?next=${encodeURIComponent(next)}`);
      signIn();
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    },
  );

  it('shows the server message when the password is wrong and stays', async () => {
    const account = await freshAccount();
    openLogin('/login?next=/project');
    signIn(account.email, 'not-the-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong.');
    expect(useAuth.getState().email).toBe('');
    expect(tokens.access()).toBeNull();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the spec network message when the server cannot be reached', async () => {
    openLogin('/login');
    http.defaults.baseURL = UNREACHABLE;
    signIn();
    expect(await screen.findByText(MESSAGES.authNetworkError)).toBeInTheDocument();
    expect(useAuth.getState().email).toBe('');
  });

  it('signs in as a guest and lands on the home page without next', async () => {
    openLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home$/);
    expect(useAuth.getState()).toMatchObject({ role: 'ALL', is_active: true });
    expect(useAuth.getState().email).toMatch(/^guest-/);
  });

  it('signs in as a guest and follows a same-site next', async () => {
    openLogin('/login?next=%2Feducation%2Fhome');
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/education/home');
  });

  it('links to the password reset', () => {
    openLogin('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password/reset',
    );
  });

  it('links to sign-up', () => {
    openLogin('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
