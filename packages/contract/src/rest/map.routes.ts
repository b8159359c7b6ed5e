import type { Route } from './route';

// HDMAP Builder (issue 15): a project's Lanelet2 maps and their saved versions. A save sends
// the OSM XML as the raw body (PUT), against the version it started from.
export const MAP_ROUTES = {
  list: { method: 'GET', path: '/api/map/', access: 'USER', app: 'map' },
  create: { method: 'POST', path: '/api/map/', access: 'USER', app: 'map' },
  get: { method: 'GET', path: '/api/map/:id', access: 'USER', app: 'map' },
  update: { method: 'PATCH', path: '/api/map/:id', access: 'USER', app: 'map' },
  remove: { method: 'DELETE', path: '/api/map/:id', access: 'USER', app: 'map' },
  save: { method: 'PUT', path: '/api/map/:id/osm', access: 'USER', app: 'map' },
  osm: { method: 'GET', path: '/api/map/:id/osm', access: 'USER', app: 'map' },
  validation: { method: 'GET', path: '/api/map/:id/validation/', access: 'USER', app: 'map' },
  versions: { method: 'GET', path: '/api/map/:id/version/', access: 'USER', app: 'map' },
  versionOsm: {
    method: 'GET',
    path: '/api/map/:id/version/:number/osm',
    access: 'USER',
    app: 'map',
  },
  restore: {
    method: 'POST',
    path: '/api/map/:id/version/:number/restore',
    access: 'USER',
    app: 'map',
  },
} as const satisfies Record<string, Route>;
