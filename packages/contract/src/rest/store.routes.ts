import type { Route } from './route';

// IP Repository (issue 27). Reading the catalogue needs a USER with the app on; publishing
// rules (owner, maintainers, admins) are the service's. An install is the caller's own PC.
export const STORE_ROUTES = {
  algorithms: { method: 'GET', path: '/api/store/algorithm/', access: 'USER', app: 'store' },
  createAlgorithm: {
    method: 'POST',
    path: '/api/store/algorithm/',
    access: 'USER',
    app: 'store',
  },
  algorithm: { method: 'GET', path: '/api/store/algorithm/:id', access: 'USER', app: 'store' },
  updateAlgorithm: {
    method: 'PATCH',
    path: '/api/store/algorithm/:id',
    access: 'USER',
    app: 'store',
  },
  publishVersion: {
    method: 'POST',
    path: '/api/store/algorithm/:id/version/',
    access: 'USER',
    app: 'store',
  },
  yankVersion: {
    method: 'PATCH',
    path: '/api/store/algorithm/:id/version/:semver',
    access: 'USER',
    app: 'store',
  },
  combos: { method: 'GET', path: '/api/store/combo/', access: 'USER', app: 'store' },
  createCombo: { method: 'POST', path: '/api/store/combo/', access: 'USER', app: 'store' },
  combo: { method: 'GET', path: '/api/store/combo/:id', access: 'USER', app: 'store' },
  updateCombo: { method: 'PATCH', path: '/api/store/combo/:id', access: 'USER', app: 'store' },
  checkCombo: {
    method: 'GET',
    path: '/api/store/combo/:id/check/',
    access: 'USER',
    app: 'store',
  },
  installCombo: {
    method: 'POST',
    path: '/api/store/combo/:id/install/',
    access: 'USER',
    app: 'store',
  },
  installs: { method: 'GET', path: '/api/store/install/', access: 'USER', app: 'store' },
  install: { method: 'GET', path: '/api/store/install/:id', access: 'USER', app: 'store' },
} as const satisfies Record<string, Route>;
