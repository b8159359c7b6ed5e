import type { Route } from './route';

export const AGENT_ROUTES = {
  /**
   * The studio's own agent, packed with its dependencies at the server's version, and where it
   * is: public like the artifacts, since a PC runs it before it holds anything but its command.
   * See docs/adr/0013-agent-package.md.
   */
  agentPackage: { method: 'GET', path: '/api/file/agent/', access: 'PUBLIC' },
  agentPackageFile: { method: 'GET', path: '/api/file/agent/:file', access: 'PUBLIC' },
} as const satisfies Record<string, Route>;
