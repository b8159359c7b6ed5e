import type { FastifyInstance } from 'fastify';
import { moduleRoutes } from './module.routes';

/** The module catalogue and its artifacts (spec's module list). */
export function createModuleCatalogue() {
  return {
    routes(app: FastifyInstance): void {
      moduleRoutes(app);
    },
  };
}
