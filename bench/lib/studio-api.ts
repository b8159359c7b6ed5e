import { request } from 'node:http';

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
