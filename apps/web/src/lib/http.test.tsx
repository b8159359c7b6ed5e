import { ROUTES, MESSAGES } from '@ads/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { call } from './api';
import { useAuth } from './auth-store';
import { http } from './http';
import { setNavigator } from './navigation';
import { tokens } from './storage';

const api = inject('api');
const navigate = vi.fn();

// The client's fetch is Node's here: it reaches the real test server without a browser's CORS.
beforeAll(() => {
  setNavigator(navigate);
});
beforeEach(() => {
  http.defaults.baseURL = api.url;
  localStorage.clear();
  navigate.mockReset();
});
afterEach(() => {
  // The snackbar's transition keeps a timer: unmounted here, it is cancelled, rather than
  // firing after the file's window is gone (an error of the whole run, not of a test).
  cleanup();
  useAuth.getState().reset();
});

async function signIn() {
  const answer = await call(ROUTES.login, { body: { email: api.email, password: api.password } });
  if (!answer.success) throw new Error(answer.message);
  tokens.save(answer.detail.access, answer.detail.refresh);
  return answer.detail;
}

// A well-formed token the server did not sign: it answers 401 as for an expired one.
const FOREIGN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZmFtIjoieCIsInR5cCI6ImFjY2VzcyJ9.c2lnbmF0dXJl';

describe('the HTTP layer', () => {
  it('sends the bearer token and returns the answer', async () => {
    await signIn();
    const info = await call(ROUTES.userInfo);
    expect(info.success).toBe(true);
    expect(info.success && info.detail.email).toBe(api.email);
  });

  it('refuses a protected call without a token before sending it', async () => {
    const answer = await call(ROUTES.listProjects);
    expect(answer).toMatchObject({ success: false, message: MESSAGES.unauthenticated, status: 0 });
  });

  it('lets public calls through without a token', async () => {
    const answer = await call(ROUTES.categories);
    expect(answer.success).toBe(true);
  });

  it('on a 401 refreshes once, stores the rotated tokens and repeats the call', async () => {
    const first = await signIn();
    localStorage.setItem('access', FOREIGN);
    const info = await call(ROUTES.userInfo);
    expect(info.success).toBe(true);
    expect(tokens.access()).not.toBe(FOREIGN);
    expect(tokens.refresh()).not.toBe(first.refresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s, so the server sees no token reuse', async () => {
    await signIn();
    localStorage.setItem('access', FOREIGN);
    const answers = await Promise.all([
      call(ROUTES.userInfo),
      call(ROUTES.listProjects),
      call(ROUTES.listPcs),
    ]);
    expect(answers.map((answer) => answer.success)).toEqual([true, true, true]);
    // Had two refreshes sent the same token, the server would have ended the whole session.
    localStorage.setItem('access', FOREIGN);
    expect((await call(ROUTES.userInfo)).success).toBe(true);
  });

  it('signs out to the landing page when the refresh fails', async () => {
    await signIn();
    useAuth.getState().setUser({
      id: 1,
      username: 'u',
      email: api.email,
      company: '',
      role: 'USER',
      is_active: true,
    });
    localStorage.setItem('access', FOREIGN);
    localStorage.setItem('refresh', 'not-a-refresh-token');
    const answer = await call(ROUTES.userInfo);
    expect(answer.success).toBe(false);
    expect(answer.status).toBe(401);
    expect(localStorage.getItem('access')).toBeNull();
    expect(useAuth.getState().email).toBe('');
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('treats a 401 of a call made without a token (a wrong password) as an answer', async () => {
    const answer = await call(ROUTES.login, {
      body: { email: api.email, password: 'wrong-password' },
    });
    expect(answer).toMatchObject({
      success: false,
      status: 401,
      message: 'The e-mail or password is wrong.',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the network-error snackbar when the server cannot be reached', async () => {
    render(<SnackbarProvider />);
    http.defaults.baseURL = 'http://127.0.0.1:9';
    const answer = await call(ROUTES.categories);
    expect(answer).toMatchObject({ success: false, message: MESSAGES.networkError });
    expect(await screen.findByText(MESSAGES.networkError)).toBeInTheDocument();
  });
});
