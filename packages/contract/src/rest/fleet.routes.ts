import type { Route } from './route';

export const FLEET_ROUTES = {
  // FMS (issue 13, docs/adr/0017): the fleet a caller may see (own PCs; admins all).
  fleet: { method: 'GET', path: '/api/fleet/', access: 'USER', app: 'monitoring' },
  fleetTrack: {
    method: 'GET',
    path: '/api/fleet/:pc_id/track/',
    access: 'USER',
    app: 'monitoring',
  },
  fleetEvents: {
    method: 'GET',
    path: '/api/fleet/:pc_id/events/',
    access: 'USER',
    app: 'monitoring',
  },
  /**
   * The Lanelet2 map a vehicle reports it drives on (a map of one of its PC's projects), as
   * Autoware OSM with HMI's map headers: the FMS map draws its lanes and the route over them.
   */
  fleetMapOsm: {
    method: 'GET',
    path: '/api/fleet/:pc_id/map/:id/osm',
    access: 'USER',
    app: 'monitoring',
  },
} as const satisfies Record<string, Route>;
