import type { Route } from './route';

export const MODULE_ROUTES = {
  /**
   * The module catalogue and its artifacts are public, like a public container registry: they
   * hold no per-user data, and a PC's agent (which holds only its PC token) reads both. The
   * agent checks each artifact against the catalogue's sha256. See docs/adr/0007-agent.md.
   */
  modules: { method: 'GET', path: '/api/module/', access: 'PUBLIC' },
  /** One version of a module (an install that names it); public like the list. */
  moduleVersion: { method: 'GET', path: '/api/module/:name/:version', access: 'PUBLIC' },
  moduleArtifact: { method: 'GET', path: '/api/file/module/:file', access: 'PUBLIC' },
} as const satisfies Record<string, Route>;
