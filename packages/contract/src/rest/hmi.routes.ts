import type { Route } from './route';

// HMI (issue 16, docs/adr/0020): the project's vehicles and maps for a role with HMI on
// (HDMAP Builder and FMS may be off for it), and the map an agent's simulated vehicle drives
// on, fetched with the PC's token (PUBLIC here: the handler reads the PC token itself).
export const HMI_ROUTES = {
  vehicles: { method: 'GET', path: '/api/hmi/vehicle/', access: 'USER', app: 'hmi' },
  maps: { method: 'GET', path: '/api/hmi/map/', access: 'USER', app: 'hmi' },
  mapOsm: { method: 'GET', path: '/api/hmi/map/:id/osm', access: 'USER', app: 'hmi' },
  agentMapOsm: { method: 'GET', path: '/api/agent/map/:id/osm', access: 'PUBLIC' },
} as const satisfies Record<string, Route>;
