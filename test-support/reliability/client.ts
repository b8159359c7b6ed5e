import { API, type Endpoint, pathOf } from '@ads/contract';
import type { Answer, CallOptions } from '../studio/harness';

/** One REST call to a studio at `base`, like the harness's `call` but for any server. */
export async function call<T = any>(
  base: string,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const target = new URL(pathOf(endpoint, options.params), base);
  for (const [key, value] of Object.entries(options.query ?? {}))
    target.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(target, { method: endpoint.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A non-JSON answer stays text, for the failure message.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Signs in and returns the access token; throws with the answer otherwise. */
export async function accessToken(base: string, email: string, password: string) {
  const answer = await call(base, API.login, { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return API.login.answer.parse(answer.body).detail.access;
}
