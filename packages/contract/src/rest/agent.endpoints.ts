import type { Endpoint } from './endpoint';
import * as agent from './agent';
import { AGENT_ROUTES } from './agent.routes';

export const AGENT_ENDPOINTS = {
  agentPackage: { ...AGENT_ROUTES.agentPackage, answer: agent.AgentPackageAnswer },
  agentPackageFile: { ...AGENT_ROUTES.agentPackageFile, params: agent.AgentPackageFileParams },
} as const satisfies Record<string, Endpoint>;
