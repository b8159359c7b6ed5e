import type { VehiclePlanning } from '@ads/contract';

/** A valid plan as the simulated vehicle pushes it (no route, localised), with `change` applied. */
export function planningOf(change: Partial<VehiclePlanning> = {}): VehiclePlanning {
  return {
    seq: 1,
    stamp: 1_000,
    map: {
      source: 'sample',
      name: 'Sample road network (K-City)',
      origin: { lat: 37.242, lon: 126.7745 },
    },
    localization: 'INITIALIZED',
    route_state: 'UNSET',
    route: null,
    remaining: null,
    trajectory: [],
    objects: [],
    traffic_lights: [],
    velocity_factors: [],
    turn_signal: 'NONE',
    recording: null,
    ...change,
  };
}
