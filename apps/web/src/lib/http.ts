import { ROUTES, CONSTANTS, MESSAGES, isPublicPath } from '@ads/contract';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { clearSession } from './session';
import { tokens } from './storage';

/** Raised before sending a call that needs a token when there is none (spec §5). */
export class UnauthenticatedError extends Error {
  constructor() {
    super(MESSAGES.unauthenticated);
  }
}

/** One call: the route's method and path, its query and its JSON body. */
export interface HttpRequest {
  method: string;
  url: string;
  /** Query fields; empty ones are left out. */
  params?: unknown;
  data?: unknown;
  /** A file sent as the body as it is (its own type), instead of JSON `data`. */
  file?: Blob;
  /** `bytes`: a success answer's body is handed over as an ArrayBuffer (binary routes). */
  answerAs?: 'json' | 'bytes';
  /** The repeat after a refresh, or the refresh itself: a 401 then starts no refresh. */
  retried?: boolean;
}

/** The server's answer: its status and its body (parsed JSON, else the text). */
export interface HttpAnswer {
  status: number;
  // The route's schema types it; api.ts narrows it for each call.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

type Watcher = (request: HttpRequest) => void;
const watchers = new Set<Watcher>();

function addressOf({ url, params }: HttpRequest): string {
  const base = http.defaults.baseURL.replace(/\/+$/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.size ? `?${query}` : '';
  // Against the page's address, as the browser would (Node's fetch in the tests has none).
  return new URL(`${base}${url}${search}`, window.location.href).href;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one request as it is: with the bearer when there is one, refused before it leaves when
 * a protected call has none. Answers whether it carried a token, for the 401 rule.
 */
async function send(request: HttpRequest): Promise<{ answer: HttpAnswer; sentToken: boolean }> {
  for (const watch of watchers) watch(request);
  const headers: Record<string, string> = { accept: 'application/json' };
  const access = tokens.access();
  if (access) headers.authorization = `Bearer ${access}`;
  else if (!isPublicPath(request.method, request.url)) throw new UnauthenticatedError();
  // A call without a body claims no type: a bodiless DELETE must not claim JSON.
  if (request.file) headers['content-type'] = request.file.type || 'application/octet-stream';
  else if (request.data !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(addressOf(request), {
      method: request.method.toUpperCase(),
      headers,
      body: request.file ?? (request.data === undefined ? undefined : JSON.stringify(request.data)),
    });
  } catch (error) {
    // No answer at all (refused, reset, offline): the network, not the server, failed.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      notify(MESSAGES.networkError, 'error');
    }
    throw error;
  }
  if (response.status >= CONSTANTS.serverErrorStatus) {
    throw new Error(`The server failed (${response.status}).`);
  }
  const data =
    request.answerAs === 'bytes' && response.ok
      ? await response.arrayBuffer()
      : await bodyOf(response);
  return { answer: { status: response.status, data }, sentToken: !!access };
}

/**
 * The one HTTP client of the web app, on the browser's fetch (axios was a fifth of the first
 * load: docs/adr/0015). It adds the bearer token, refuses protected calls without one, treats
 * every status under 500 as an answer, refreshes the access token once on a 401 and repeats
 * the call, and otherwise signs out to the landing page.
 */
export const http = {
  defaults: { baseURL: (import.meta.env.VITE_API_BASE as string | undefined) ?? '' },

  async request(request: HttpRequest): Promise<HttpAnswer> {
    const { answer, sentToken } = await send(request);
    if (answer.status !== 401 || !sentToken || request.retried) return answer;
    if (await refreshOnce()) return http.request({ ...request, retried: true });
    signOutToLanding();
    return answer;
  },

  post(url: string, data: unknown, options: Pick<HttpRequest, 'retried'> = {}) {
    return http.request({ method: 'post', url, data, ...options });
  },

  /** Calls `watch` with every request as it is sent; answers the function that stops it. */
  watch(watch: Watcher): () => void {
    watchers.add(watch);
    return () => watchers.delete(watch);
  },
};

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: concurrent 401s share it. Sending the same refresh token twice would
 * look like a stolen token to the server, which then ends the whole session.
 */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokens.refresh();
    if (!refresh) return false;
    try {
      // Through the same client, marked as retried so a 401 here cannot start another refresh.
      const answer = await http.post(ROUTES.refresh.path, { refresh }, { retried: true });
      const ok =
        answer.status === 200 && answer.data?.success && typeof answer.data.detail === 'string';
      if (ok) tokens.save(answer.data.detail, answer.data.refresh);
      return !!ok;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends a sign-in that could not be refreshed and goes back to the landing page. */
export function signOutToLanding(): void {
  clearSession();
  navigateTo('/');
}
