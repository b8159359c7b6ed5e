import type { Route } from './route';

export const RECORD_ROUTES = {
  // Data Management (issue 6, docs/adr/0011). Uploads use tus at RECORD_UPLOAD_PATH, outside
  // this table: tus has its own methods and headers, and its refusals have their own tests.
  listRecords: { method: 'GET', path: '/api/record/', access: 'USER', app: 'statistics' },
  recordStats: { method: 'GET', path: '/api/record/stats/', access: 'USER', app: 'statistics' },
  adminRecords: { method: 'GET', path: '/api/record/admin/', access: 'ADMIN', app: 'statistics' },
  /**
   * The spec's public download: the token of a share or a short-lived link is the right, so it
   * belongs to no app (a link someone was given keeps working whatever their role may open).
   */
  downloadRecord: { method: 'GET', path: '/api/record/download/', access: 'PUBLIC' },
  /**
   * A shared record's playback for whoever has the share link (issue 31): its file's facts,
   * topics and route (no owner, project or labels), and one signal of it. The share token is the
   * right, as for the download; a revoked share answers as a token that never was.
   */
  sharedRecord: { method: 'GET', path: '/api/record/shared/', access: 'PUBLIC' },
  sharedRecordSignal: { method: 'GET', path: '/api/record/shared/signal/', access: 'PUBLIC' },
  sharedRecordPath: { method: 'GET', path: '/api/record/shared/path/', access: 'PUBLIC' },
  getRecord: { method: 'GET', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  updateRecord: { method: 'PATCH', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  deleteRecord: { method: 'DELETE', path: '/api/record/:id', access: 'USER', app: 'statistics' },
  recordSignal: {
    method: 'GET',
    path: '/api/record/:id/signal/',
    access: 'USER',
    app: 'statistics',
  },
  /** A pose topic's positions over the record: the playback's 3D trail, drawn at once after a seek. */
  recordPath: {
    method: 'GET',
    path: '/api/record/:id/path/',
    access: 'USER',
    app: 'statistics',
  },
  recordDownloadLink: {
    method: 'POST',
    path: '/api/record/:id/download/',
    access: 'USER',
    app: 'statistics',
  },
  /**
   * The map of the record's project drawn under its route: the project's most recently saved
   * HDMAP Builder map, as Autoware OSM with HMI's map headers; 404 when the project has none.
   */
  recordMapOsm: {
    method: 'GET',
    path: '/api/record/:id/map/osm',
    access: 'USER',
    app: 'statistics',
  },
  shareRecord: {
    method: 'POST',
    path: '/api/record/:id/share/',
    access: 'USER',
    app: 'statistics',
  },
  unshareRecord: {
    method: 'DELETE',
    path: '/api/record/:id/share/',
    access: 'USER',
    app: 'statistics',
  },
} as const satisfies Record<string, Route>;
