import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PcRow } from '../../db/schema';
import type { PcService } from '../pc';
import { createCurrentProjectRepo } from './current-project.repo';
import { createCurrentProjectService } from './current-project.service';
import { createProjectLists } from './project-lists';
import { createProjectRepo } from './project.repo';
import { projectRoutes } from './project.routes';
import { createProjectService } from './project.service';

export type { ProjectWithPcs } from './project.repo';

/**
 * Projects (a user's PCs for a vehicle), wired; every signed-in page lists its projects, read
 * through a cache per instance (ADR 14) that account events and other instances' changes end.
 */
export function createProjectModule(deps: {
  db: Db;
  /** How long an owner's list is reused. */
  ttlMs: number;
  /** An event the other instances hear (realtime); sending resolves once they have. */
  event<T>(name: string, onHeard: (payload: T) => void): (payload: T) => Promise<void>;
  pcs: Pick<PcService, 'isOnline'> & { byId(id: number): Promise<PcRow | undefined> };
}) {
  const repo = createProjectRepo(deps.db);
  const lists = createProjectLists({
    load: (ownerId) => repo.listOf(ownerId),
    announce: (ownerId) => announceProjectsChanged(ownerId),
    ttlMs: deps.ttlMs,
    now: () => Date.now(),
  });
  const announceProjectsChanged = deps.event<number>('projects-changed', lists.heard);
  const service = createProjectService({ projects: repo, pcs: deps.pcs, lists });
  const current = createCurrentProjectService({
    current: createCurrentProjectRepo(deps.db),
    projects: repo,
  });
  return {
    service,
    /** A project by id, with its PCs, without the caller's rules (Data Management's uploads). */
    byId: (id: number) => repo.byId(id),
    /** The owner's project lists changed: forget them here and on the other instances. */
    listsChanged: lists.changed,
    /** Account events that end kept lists (a deleted account, …). */
    accountEvents: lists.accountEvents,
    routes(app: FastifyInstance): void {
      projectRoutes(app, { projects: service, current, pcs: deps.pcs });
    },
  };
}
export type ProjectModule = ReturnType<typeof createProjectModule>;
