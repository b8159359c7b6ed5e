import { ROUTES, CONSTANTS, MESSAGES, isPublicPath } from '@ads/contract';
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
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

type Config = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * The one HTTP client of the web app. It adds the bearer token, refuses protected calls without
 * one, treats every status under 500 as an answer, refreshes the access token once on a 401
 * and repeats the call, and otherwise signs out to the landing page.
 */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  // No default Content-Type: axios sets JSON for a body, and a bodiless DELETE must not claim one.
  validateStatus: (status) => status < CONSTANTS.serverErrorStatus,
});

http.interceptors.request.use((config) => {
  // A call without a body claims no type (axios would call it a form; the server wants none).
  if (config.data === undefined) config.headers.setContentType(null);
  const access = tokens.access();
  if (access) {
    config.headers.set('Authorization', `Bearer ${access}`);
  } else if (!isPublicPath(config.method ?? 'get', config.url ?? '')) {
    throw new UnauthenticatedError();
  }
  return config;
});

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
      const answer = await http.post(ROUTES.refresh.path, { refresh }, {
        _retried: true,
      } as AxiosRequestConfig);
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

http.interceptors.response.use(
  async (response) => {
    const config = response.config as Config;
    const sentToken = !!config.headers?.get?.('Authorization');
    if (response.status !== 401 || !sentToken || config._retried) return response;
    if (await refreshOnce()) {
      config._retried = true;
      config.headers.set('Authorization', `Bearer ${tokens.access()}`);
      return http.request(config as AxiosRequestConfig);
    }
    signOutToLanding();
    return response;
  },
  (error: unknown) => {
    // No answer at all (refused, reset, offline): the network, not the server, failed.
    if (error instanceof AxiosError && !error.response && error.code !== AxiosError.ERR_CANCELED) {
      notify(MESSAGES.networkError, 'error');
    }
    return Promise.reject(error);
  },
);
