import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createAppAvailabilityRepo } from './app-availability.repo';
import { createAppAvailabilityService } from './app-availability.service';
import { appRoutes } from './app.routes';

export type { AppAvailabilityService } from './app-availability.service';

/** Which apps each role may open (ADR 12), wired; every instance hears a change at once. */
export function createAppModule(deps: {
  db: Db;
  /** How long the availability per role is reused. */
  ttlMs: number;
  /** An event the other instances hear (realtime); sending resolves once they have. */
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
}) {
  const availability = createAppAvailabilityService({
    repo: createAppAvailabilityRepo(deps.db),
    ttlMs: deps.ttlMs,
    now: () => Date.now(),
    announceChange: () => announceAppsChanged(null),
  });
  const announceAppsChanged = deps.event<null>('apps-changed', availability.forget);
  return {
    availability,
    routes(app: FastifyInstance): void {
      appRoutes(app, { apps: availability });
    },
  };
}
export type AppModule = ReturnType<typeof createAppModule>;
