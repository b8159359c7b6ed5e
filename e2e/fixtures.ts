import { type Page, test as base, expect } from '@playwright/test';
import { E2E, baseURL } from './env';

export interface Account {
  id: number;
  email: string;
  password: string;
  username: string;
  access: string;
  refresh: string;
}

let seq = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++seq}`;

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** The newest verification code the real SMTP inbox received for an address. */
export async function mailedCode(email: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${E2E.inboxPort}/code?to=${encodeURIComponent(email)}`,
  );
  const { code } = (await response.json()) as { code: string | null };
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function login(email: string, password: string, username: string): Promise<Account> {
  const answer = await api('POST', '/api/user/login/', { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  const info = await api('GET', '/api/user/info/', undefined, answer.body.detail.access);
  return { id: info.body.detail.id, email, password, username, ...answer.body.detail };
}

/** Signs an account up through the real API and SMTP inbox (no browser), then signs it in. */
export async function createAccount(
  role: 'USER' | 'EDU' | 'ADMIN' | 'SUPER' = 'USER',
): Promise<Account> {
  const email = `${unique('user')}@ads.test`.toLowerCase();
  const password = 'correct-horse-1';
  const username = `Tester ${seq}`;
  await api('POST', '/api/user/email/verify/', { email });
  const code = await mailedCode(email);
  await api('POST', '/api/user/email/code/', { email, code });
  const registered = await api('POST', '/api/user/register/', {
    username,
    email,
    code,
    password,
    company: 'ADS Lab',
    privacy_agreement: true,
    terms_agreement: true,
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  if (role !== 'USER') {
    const root = await login(E2E.admin.email, E2E.admin.password, 'super');
    const changed = await api(
      'POST',
      '/api/user/info/',
      { user_id: registered.body.detail.id, role },
      root.access,
    );
    if (changed.status !== 200)
      throw new Error(`role change failed: ${JSON.stringify(changed.body)}`);
  }
  return login(email, password, username);
}

export const superAccount = () => login(E2E.admin.email, E2E.admin.password, 'super');

/** A guest account made through the API. */
export async function createGuest(): Promise<Account> {
  const answer = await api('POST', '/api/user/guest/');
  const info = await api('GET', '/api/user/info/', undefined, answer.body.detail.access);
  return {
    id: info.body.detail.id,
    email: info.body.detail.email,
    password: '',
    username: info.body.detail.username,
    ...answer.body.detail,
  };
}

/** Puts an account's session into the browser the way the app stores it, then opens `path`. */
export async function signInAs(page: Page, account: Account, path = '/home'): Promise<void> {
  const info = await api('GET', '/api/user/info/', undefined, account.access);
  // The tokens go into the origin's storage from an empty page of it, not from the app: the app
  // loaded and started once more for each sign-in was ~95 starts of the suite for nothing.
  const empty = `${baseURL}/__e2e-storage`;
  await page.route(empty, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
  );
  await page.goto(empty);
  await page.unroute(empty);
  await page.evaluate(
    ({ account, info }) => {
      localStorage.setItem('access', account.access);
      localStorage.setItem('refresh', account.refresh);
      localStorage.setItem('auth', JSON.stringify({ state: info, version: 0 }));
    },
    { account, info: info.body.detail },
  );
  await page.goto(path);
}

/** Saves a full-page screenshot under test-results/screenshots/<name>.png to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${E2E.screenshots}/${name}.png`, fullPage: true });
}

export { api, expect };
export const test = base;

/**
 * A PC named `vehicle` registered by `user` and put in a new project `project`, as a user sets
 * up a vehicle before driving it: its token, which the spec's agent comes online with.
 */
export async function vehicleInProject(
  user: Account,
  names: { vehicle: string; project: string },
): Promise<string> {
  const minted = await api('GET', '/api/user/token/', undefined, user.access);
  const token = minted.body.detail as string;
  const pc = await api('POST', '/api/user/pc/', { name: names.vehicle, token }, user.access);
  expect(pc.status).toBeLessThan(300);
  const project = await api(
    'POST',
    '/api/project/',
    { title: names.project, vehicle: 'Ioniq 5' },
    user.access,
  );
  expect(project.status).toBeLessThan(300);
  const joined = await api(
    'POST',
    `/api/project/${project.body.detail.id}/pc/`,
    { pc_id: pc.body.detail.id },
    user.access,
  );
  expect(joined.status).toBeLessThan(300);
  return token;
}
