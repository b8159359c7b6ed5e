import { MESSAGES } from '@ads/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api';
import { startSession } from '../../lib/session';
import LoginPage from './LoginPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
vi.mock('../../lib/session', () => ({ startSession: vi.fn() }));

const pair = { access: 'a', refresh: 'r' };
/** A successful sign-in or guest answer, in the shape `call` hands back. */
const signedIn = (status: number) => ({ success: true, status, detail: pair }) as never;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function openLogin(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(email = 'kim@ads.test', password = 'correct-horse-1') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// Vitest runs without globals here, so Testing Library cannot clean up on its own.
afterEach(cleanup);

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(startSession).mockReset().mockResolvedValue(true);
});

// Whole MUI forms render slowly in jsdom on a busy machine; the limit is about speed only.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('goes back to the page that asked for a sign-in', async () => {
    vi.mocked(call).mockResolvedValue(signedIn(200));
    openLogin(`/login?next=${encodeURIComponent('/store/search?q=lidar')}`);
    signIn();
    expect(await screen.findByTestId('where')).toHaveTextContent('/store/search?q=lidar');
    expect(startSession).toHaveBeenCalledWith(pair);
  });

  it.each(['https://evil.example/x', '//evil.example/x'])(
    'never follows next=%s off the site, going to the landing page instead',
    async (next) => {
      vi.mocked(call).mockResolvedValue(signedIn(200));
      openLogin(`/login?next=${encodeURIComponent(next)}`);
      signIn();
      expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    },
  );

  it('shows the server message when the password is wrong and stays', async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 401,
      message: 'The e-mail or password is wrong.',
    });
    openLogin('/login?next=/project');
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong.');
    expect(startSession).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the spec network message when the server cannot be reached', async () => {
    vi.mocked(call).mockResolvedValue({
      success: false,
      status: 0,
      message: MESSAGES.networkError,
    });
    openLogin('/login');
    signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.authNetworkError);
  });

  it('signs in as a guest and lands on the home page without next', async () => {
    vi.mocked(call).mockResolvedValue(signedIn(201));
    openLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home$/);
  });

  it('signs in as a guest and follows a same-site next', async () => {
    vi.mocked(call).mockResolvedValue(signedIn(201));
    openLogin('/login?next=%2Feducation%2Fhome');
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/education/home');
  });

  it('links to sign-up', () => {
    openLogin('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
