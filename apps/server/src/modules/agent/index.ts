import type { FastifyInstance } from 'fastify';
import { loadAgentPackage } from './agent-package';
import { agentRoutes } from './agent.routes';

/** The agent package the studio serves to PCs (ADR 13), read once from where the build packed it. */
export function createAgentModule(deps: { agentPackageDir?: string | undefined; version: string }) {
  const agentPackage = loadAgentPackage(deps.agentPackageDir, deps.version);
  return {
    routes(app: FastifyInstance): void {
      agentRoutes(app, agentPackage);
    },
  };
}
