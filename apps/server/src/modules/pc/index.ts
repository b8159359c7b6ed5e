import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AgentPresence } from './pc.presence';
import { createPcTokens } from './pc-token';
import { createPcRepo } from './pc.repo';
import { pcRoutes } from './pc.routes';
import { createPcService } from './pc.service';

export type { AgentPresence } from './pc.presence';
export type { PcService } from './pc.service';
export { type PcFacts, pcFacts, withPresence } from './pc.view';

/** Registered PCs and their tokens, wired; other modules look PCs up by id or token here. */
export function createPcModule(deps: {
  db: Db;
  jwtSecret: string;
  presence: AgentPresence;
  /** The owner's project lists show their PCs: they changed (on every instance). */
  projectListsChanged(ownerId: number): Promise<void>;
}) {
  const repo = createPcRepo(deps.db);
  const service = createPcService({
    pcs: repo,
    tokens: createPcTokens(deps.jwtSecret),
    presence: deps.presence,
    projectListsChanged: deps.projectListsChanged,
  });
  return {
    service,
    byId: (id: number) => repo.byId(id),
    byToken: (token: string) => repo.byToken(token),
    routes(app: FastifyInstance): void {
      pcRoutes(app, { pcs: service });
    },
  };
}
export type PcModule = ReturnType<typeof createPcModule>;
