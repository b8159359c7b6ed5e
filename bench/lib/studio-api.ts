/** One JSON call to the studio as a signed-in browser makes it; throws with the answer's message. */
export async function studioApi(
  url: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(new URL(path, url), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string; detail: unknown };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${answer.message}`);
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
