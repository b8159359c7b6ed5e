import type { Endpoint } from './endpoint';
import * as remote from './remote';
import { REMOTE_ROUTES as R } from './remote.routes';

export const REMOTE_ENDPOINTS = {
  sessions: {
    ...R.sessions,
    query: remote.RemoteSessionQuery,
    answer: remote.RemoteSessionListAnswer,
  },
} as const satisfies Record<string, Endpoint>;
