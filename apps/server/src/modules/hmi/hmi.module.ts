import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createHmiRepo } from './hmi.repo';
import { hmiRoutes } from './hmi.routes';
import { type HmiServiceDeps, createHmiService } from './hmi.service';

/**
 * HMI's parts, wired: its rules over the fleet, map and project modules (reached through what
 * their faces give). Who may send the HMI's vehicle commands is the fleet module's gate.
 */
export function createHmiModule(deps: Omit<HmiServiceDeps, 'repo'> & { db: Db }) {
  const service = createHmiService({ ...deps, repo: createHmiRepo(deps.db) });
  return {
    service,
    routes(app: FastifyInstance): void {
      hmiRoutes(app, { hmi: service });
    },
  };
}
export type HmiModule = ReturnType<typeof createHmiModule>;
