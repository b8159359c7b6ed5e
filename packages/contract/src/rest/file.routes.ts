import type { Route } from './route';

export const HEALTH_ROUTES = {
  health: { method: 'GET', path: '/api/health', access: 'PUBLIC' },
} as const satisfies Record<string, Route>;

export const FILE_ROUTES = {
  categories: { method: 'GET', path: '/api/file/category', access: 'PUBLIC' },
  image: { method: 'GET', path: '/api/file/image/', access: 'PUBLIC' },
} as const satisfies Record<string, Route>;
