import type { Endpoint } from './endpoint';
import * as fleet from './fleet';
import { FLEET_ROUTES } from './fleet.routes';

export const FLEET_ENDPOINTS = {
  fleet: { ...FLEET_ROUTES.fleet, answer: fleet.FleetAnswer },
  fleetTrack: {
    ...FLEET_ROUTES.fleetTrack,
    params: fleet.FleetPcParams,
    query: fleet.TrackQuery,
    answer: fleet.TrackAnswer,
  },
  fleetEvents: {
    ...FLEET_ROUTES.fleetEvents,
    params: fleet.FleetPcParams,
    query: fleet.FleetEventsQuery,
    answer: fleet.FleetEventsAnswer,
  },
  fleetMapOsm: { ...FLEET_ROUTES.fleetMapOsm, params: fleet.FleetMapParams },
} as const satisfies Record<string, Endpoint>;
