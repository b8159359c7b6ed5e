// Test-only: connects the web unit tests to the real ROUTES server of the global setup
// (test-support/studio/web-global-setup.ts) through the app's own HTTP client.
import { ROUTES } from '@ads/contract';
import { cleanup } from '@testing-library/react';
import axios from 'axios';
import { afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { call } from '../lib/api';
import { http } from '../lib/http';
import { setNavigator } from '../lib/navigation';
import { useRealtime } from '../lib/realtime-store';
import { startSession } from '../lib/account-session';
import { clearSession } from '../lib/session';

/** The real server, its shared USER account and the SUPER's credentials. */
export const api = inject('api');

/** A base URL where nothing answers (the discard port): every call gets no answer at all. */
export const UNREACHABLE = 'http://127.0.0.1:9';

/** Where code outside React sent the browser (sign-out): recorded instead of a page load. */
export const navigate = vi.fn<(to: string) => void>();

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  username: string;
}

// Node's HTTP adapter: jsdom's XMLHttpRequest would apply the browser's CORS rules.
const fixtures = axios.create({ baseURL: api.fixtures, adapter: 'http' });

/**
 * Points the app's HTTP client at the real server for every test of the file, and starts
 * each test signed out with empty local storage and stores.
 */
export function connectToRealApi(): void {
  beforeAll(() => {
    setNavigator(navigate);
  });
  beforeEach(() => {
    http.defaults.baseURL = api.url;
    navigate.mockReset();
    forgetSession();
  });
  afterEach(() => {
    cleanup();
    forgetSession();
    http.defaults.baseURL = api.url;
  });
}

/** Drops the session locally, as signing out does, and everything the agent reported. */
export function forgetSession(): void {
  clearSession();
  useRealtime.getState().reset();
  localStorage.clear();
}

/**
 * A fresh account of its own for one test, signed up on the real server (ADMIN and EDU are
 * granted by the SUPER; GUEST is a guest account). `name` starts its unique username.
 */
export async function freshAccount(
  role: 'USER' | 'EDU' | 'ADMIN' | 'GUEST' = 'USER',
  name = 'Tester',
): Promise<TestAccount> {
  const answer = await fixtures.post<TestAccount>('/accounts', { role, name });
  return answer.data;
}

/** Signs an account in the way the login page does: the login call, then the session. */
export async function signIn(account: { email: string; password: string }): Promise<void> {
  const answer = await call(ROUTES.login, {
    body: { email: account.email, password: account.password },
  });
  if (!answer.success) throw new Error(`sign-in of ${account.email} failed: ${answer.message}`);
  if (!(await startSession(answer.detail))) throw new Error(`no account for ${account.email}`);
}

/** A fresh account of `role`, signed in. */
export async function signInFresh(
  role: 'USER' | 'EDU' | 'ADMIN' = 'USER',
  name?: string,
): Promise<TestAccount> {
  const account = await freshAccount(role, name);
  await signIn(account);
  return account;
}

/**
 * The newest verification code the server mailed to `email`, read from the real inbox; with
 * `after`, the code of the mail that follows the first `after` mails, waited for.
 */
export async function mailedCode(email: string, after?: number): Promise<string> {
  const params = after === undefined ? { email } : { email, after };
  const answer = await fixtures.get<{ code: string }>('/code', { params });
  return answer.data.code;
}

/** A unique text per call, so tests sharing the server never see each other's data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
