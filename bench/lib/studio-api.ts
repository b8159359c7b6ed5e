import { request } from 'node:http';
import { API } from '@ads/contract';
import type { StudioInfo } from './studio-process';

/**
 * One HTTP exchange on a connection of its own. Not fetch: its pool keeps idle connections, and
 * the bench's own CPU work (rendering, solving) blocks this event loop for seconds, so the pool
 * can hand out a connection the studio closed meanwhile ("other side closed").
 */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** One JSON call to the studio as a signed-in browser makes it; throws with the answer's message. */
export async function studioApi(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const { status, text } = await exchange(
    new URL(path, url),
    method,
    {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
  const answer = JSON.parse(text) as { message?: string; detail: unknown };
  if (status >= 300) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.detail;
}

/** Signs in as `account` through the API, as the sign-in page does; answers its tokens. */
export async function signIn(
  url: string,
  account: { email: string; password: string },
): Promise<{ access: string; refresh: string }> {
  const { status, text } = await exchange(
    new URL(API.login.path, url),
    API.login.method,
    { 'content-type': 'application/json' },
    JSON.stringify({ email: account.email, password: account.password }),
  );
  const answer = JSON.parse(text) as {
    message?: string;
    detail?: { access: string; refresh: string };
  };
  if (status >= 300 || !answer.detail) throw new Error(`sign-in: ${answer.message}`);
  return answer.detail;
}

/**
 * Fresh access tokens for the seeded user and the SUPER in `info`: theirs from the studio's
 * start expire after 15 minutes, and the parts that come later in a whole run (the education
 * part at ~15 min) were refused. Each part starts with tokens of its own age.
 */
export async function renewAccess(info: StudioInfo): Promise<void> {
  info.access = (await signIn(info.url, info.account)).access;
  if (info.superAccount) {
    Object.assign(info.superAccount, await signIn(info.url, info.superAccount));
  }
}

/** Signs a browser page in as `account` the way the web app keeps a session (its storage). */
export async function signInPage(
  page: { goto(url: string): Promise<unknown>; evaluate(script: string): Promise<unknown> },
  url: string,
  account: { access: string; refresh: string },
): Promise<void> {
  const info = await studioApi(url, account.access, 'GET', '/api/user/info/');
  await page.goto(`${url}/not-a-page-just-for-storage`);
  await page.evaluate(
    `localStorage.setItem('access', ${JSON.stringify(account.access)});
     localStorage.setItem('refresh', ${JSON.stringify(account.refresh)});
     localStorage.setItem('auth', ${JSON.stringify(JSON.stringify({ state: info, version: 0 }))});`,
  );
}
