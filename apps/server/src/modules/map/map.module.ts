import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createMapRepo } from './map.repo';
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
  return { repo, service };
}
