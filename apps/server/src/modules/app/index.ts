import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createAppAvailabilityRepo } from './app-availability.repo';
import { createAppAvailabilityService } from './app-availability.service';
import { appRoutes } from './app.routes';
import { serveBasemapFiles } from './basemap-files';
import { createBasemapRepo } from './basemap.repo';
import { createBasemapService } from './basemap.service';

export type { AppAvailabilityService } from './app-availability.service';

/**
 * Which apps each role may open (ADR 12), wired; every instance hears a change at once. And the
 * studio's run-time settings of its own: the basemap of its maps (issue 30).
 */
export function createAppModule(deps: {
  db: Db;
  /** How long the availability per role is reused. */
  ttlMs: number;
  /** An event the other instances hear (realtime); sending resolves once they have. */
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
  /** DATA_DIR: PMTiles archives in its `basemap/` are served at /basemap/ (basemap-files.ts). */
  dataDir?: string;
}) {
  const availability = createAppAvailabilityService({
    repo: createAppAvailabilityRepo(deps.db),
    ttlMs: deps.ttlMs,
    now: () => Date.now(),
    announceChange: () => announceAppsChanged(null),
  });
  const announceAppsChanged = deps.event<null>('apps-changed', availability.forget);
  const basemap = createBasemapService({ repo: createBasemapRepo(deps.db) });
  return {
    availability,
    basemap,
    routes(app: FastifyInstance): void {
      appRoutes(app, { apps: availability, basemap });
      if (deps.dataDir) serveBasemapFiles(app, deps.dataDir);
    },
  };
}
export type AppModule = ReturnType<typeof createAppModule>;
