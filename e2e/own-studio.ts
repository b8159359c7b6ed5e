import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentArgs, watchedAgent } from '../test-support/agent-process';
import { type Child, runNode } from '../test-support/child-process';
import { E2E } from './env';
import { mailedCode } from './fixtures';

/**
 * A studio of a spec's own, as a separate OS process it may kill and start again (the suite's
 * shared studio must stay up for the other specs), plus a real agent process for it.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The web build the suite's own studio serves: the developer's folder, or `npm start`'s. */
const WEB_DIR = E2E.webDir ? resolve(E2E.webDir) : join(ROOT, 'apps/web/dist');

export { freePort } from '../test-support/child-process';

/** A studio or agent process of a spec. */
export type Proc = Child;

const run = (args: string[], env: NodeJS.ProcessEnv): Proc => runNode(args, { cwd: ROOT, env });

/** The built server (`apps/server/dist/main.js`) on `port` over the PGlite folder `dataDir`. */
export async function startStudio(port: number, dataDir: string): Promise<Proc & { url: string }> {
  mkdirSync(dataDir, { recursive: true });
  const studio = run(['apps/server/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    WEB_DIR,
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`)
      .then((answer) => answer.ok)
      .catch(() => false))
  ) {
    if (studio.process.exitCode !== null || Date.now() > deadline) {
      await studio.stop('SIGKILL');
      throw new Error(`the studio on ${port} did not start:\n${studio.output()}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { ...studio, url };
}

/**
 * The agent as a PC runs it (`apps/agent/dist/main.js`, built by the global setup). Should it
 * exit by itself (a refused argument, a crash), its output goes to the spec's stderr at once.
 */
export function startAgent(
  server: string,
  token: string,
  data: string,
  extra: string[] = [],
): Proc {
  // HOME is the agent's data folder: its terminals' login shells read no profile of the machine
  // running the suite (a root .bashrc with `pyenv init` waited a minute on a lock another
  // test's killed shell had left), and cannot leave anything in it.
  return watchedAgent(
    run(['apps/agent/dist/main.js', ...agentArgs({ server, token, data }, extra)], { HOME: data }),
  );
}

/** One call to the API of the studio at `base`, with an access token when given. */
export async function apiOn(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

export interface OwnAccount {
  email: string;
  access: string;
  refresh: string;
  info: unknown;
}

/** Signs an account in on the studio at `base` through its API (the SUPER of ADMIN_EMAIL too). */
export async function logIn(base: string, email: string, password: string): Promise<OwnAccount> {
  const login = await apiOn(base, 'POST', '/api/user/login/', { email, password });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  const info = await apiOn(base, 'GET', '/api/user/info/', undefined, login.body.detail.access);
  return { email, ...login.body.detail, info: info.body.detail };
}

/** Puts the session into the page the way the app stores it, on that studio, and opens `path`. */
export async function signInOn(
  page: Page,
  base: string,
  session: OwnAccount,
  path: string,
): Promise<void> {
  await page.goto(`${base}/not-a-page-just-for-storage`);
  await page.evaluate((stored) => {
    localStorage.setItem('access', stored.access);
    localStorage.setItem('refresh', stored.refresh);
    localStorage.setItem('auth', JSON.stringify({ state: stored.info, version: 0 }));
  }, session);
  await page.goto(`${base}${path}`);
}

/** Signs a USER up on the studio at `base` through its API and the suite's SMTP inbox. */
export async function signUp(base: string): Promise<OwnAccount> {
  const email = `reliable-${process.pid}-${Date.now()}@ads.test`;
  const password = 'correct-horse-1';
  await apiOn(base, 'POST', '/api/user/email/verify/', { email });
  const code = await mailedCode(email);
  await apiOn(base, 'POST', '/api/user/email/code/', { email, code });
  const registered = await apiOn(base, 'POST', '/api/user/register/', {
    username: 'Reliable Rhee',
    email,
    code,
    password,
    company: 'ADS Lab',
    privacy_agreement: true,
    terms_agreement: true,
  });
  if (registered.status !== 201) throw new Error(`sign-up: ${JSON.stringify(registered.body)}`);
  return logIn(base, email, password);
}

/** Registers a PC named `name` for the account; returns its token. */
export async function registerPc(base: string, access: string, name: string): Promise<string> {
  const minted = await apiOn(base, 'GET', '/api/user/token/', undefined, access);
  const answer = await apiOn(
    base,
    'POST',
    '/api/user/pc/',
    { name, token: minted.body.detail },
    access,
  );
  if (answer.status !== 201) throw new Error(`register PC: ${JSON.stringify(answer.body)}`);
  return minted.body.detail as string;
}

/** Whether the studio reports the account's first PC's agent online now. */
export async function agentOnline(base: string, access: string): Promise<boolean> {
  const answer = await apiOn(base, 'GET', '/api/user/pc/', undefined, access);
  return answer.body?.detail?.[0]?.online === true;
}
