import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createMapRepo } from './map.repo';
import { mapRoutes } from './map.routes';
import { type MapLimits, createMapService } from './map.service';

/** HDMAP Builder's parts, wired: its SQL and its rules (parsing runs in worker threads). */
export function createMapModule(deps: {
  db: Db;
  dataDir: string;
  clock: Clock;
  limits?: Partial<MapLimits>;
}) {
  const repo = createMapRepo(deps.db);
  const service = createMapService({
    repo,
    dataDir: deps.dataDir,
    clock: deps.clock,
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  return {
    service,
    /** A map by id with its current version, without the caller's rules (the HMI's agent call). */
    byId: (id: number) => repo.byId(id),
    routes(app: FastifyInstance): void {
      mapRoutes(app, { maps: service });
    },
  };
}
export type MapModule = ReturnType<typeof createMapModule>;
