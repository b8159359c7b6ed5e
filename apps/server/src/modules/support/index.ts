import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createSupportRepo } from './support.repo';
import { supportRoutes } from './support.routes';

/** Inquiries and contact forms (admins read both): their SQL and their routes. */
export function createSupportModule(deps: { db: Db }) {
  const support = createSupportRepo(deps.db);
  return {
    routes(app: FastifyInstance): void {
      supportRoutes(app, { support });
    },
  };
}
