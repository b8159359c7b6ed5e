import type { Endpoint } from './endpoint';
import * as fleet from './fleet';
import * as map from './map';
import { HMI_ROUTES } from './hmi.routes';

export const HMI_ENDPOINTS = {
  vehicles: { ...HMI_ROUTES.vehicles, query: fleet.HmiVehicleQuery, answer: fleet.FleetAnswer },
  maps: { ...HMI_ROUTES.maps, query: map.MapListQuery, answer: map.MapListAnswer },
  mapOsm: { ...HMI_ROUTES.mapOsm, params: map.MapParams },
  agentMapOsm: { ...HMI_ROUTES.agentMapOsm, params: map.MapParams },
} as const satisfies Record<string, Endpoint>;
