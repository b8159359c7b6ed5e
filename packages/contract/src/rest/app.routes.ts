import type { Route } from './route';

export const APP_ROUTES = {
  // Who sees which app (issue 11, docs/adr/0012). The catalogue is public: visitors get the
  // defaults, a signed-in caller its role's view.
  catalogue: { method: 'GET', path: '/api/app/', access: 'PUBLIC' },
  appAvailability: { method: 'GET', path: '/api/app/availability/', access: 'SUPER' },
  changeAppAvailability: { method: 'PATCH', path: '/api/app/:key/availability/', access: 'SUPER' },
  resetAppAvailability: { method: 'DELETE', path: '/api/app/:key/availability/', access: 'SUPER' },
  appAudit: { method: 'GET', path: '/api/app/audit/', access: 'SUPER' },
  // The basemap under the studio's maps (issue 30): every page with a map reads it, visitors'
  // included (a shared record's page); administrators set it at run time.
  basemap: { method: 'GET', path: '/api/app/basemap/', access: 'PUBLIC' },
  setBasemap: { method: 'PUT', path: '/api/app/basemap/', access: 'ADMIN' },
} as const satisfies Record<string, Route>;
