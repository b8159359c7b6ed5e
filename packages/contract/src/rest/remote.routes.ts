import type { Route } from './route';

// ADS IDE remote (issue 28): a USER with the remote app on; which PCs is the service's rule
// (the caller's own, admins any).
export const REMOTE_ROUTES = {
  sessions: { method: 'GET', path: '/api/remote/session/', access: 'USER', app: 'remote' },
} as const satisfies Record<string, Route>;
