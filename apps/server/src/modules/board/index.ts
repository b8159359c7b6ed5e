import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createBoardRepo } from './board.repo';
import { boardRoutes } from './board.routes';

/** Notices and FAQ (two boards, same rules): their SQL and their routes. */
export function createBoardModule(deps: { db: Db }) {
  const boards = createBoardRepo(deps.db);
  return {
    routes(app: FastifyInstance): void {
      boardRoutes(app, { boards });
    },
  };
}
