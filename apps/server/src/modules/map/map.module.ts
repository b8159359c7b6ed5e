import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { type MapWithCurrent, createMapRepo } from './map.repo';
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
    /**
     * The project's map to draw under its records' routes, without the caller's rules (the
     * record module checks its own): the one saved most recently; undefined when none has a
     * saved version.
     */
    async newestOfProject(projectId: number): Promise<MapWithCurrent | undefined> {
      const saved = (await repo.list(projectId)).filter((map) => map.version > 0);
      saved.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
      return saved[0];
    },
    routes(app: FastifyInstance): void {
      mapRoutes(app, { maps: service });
    },
  };
}
export type MapModule = ReturnType<typeof createMapModule>;
