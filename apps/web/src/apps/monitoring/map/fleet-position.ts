import { boundsOf } from '../../../lib/map/map-style';
import { useFleetLive } from '../fleet-store';
import type { VehicleView } from '../model/vehicle-view';

/** How the fleet is fitted into the map's view. */
export const FIT = { padding: 60, maxZoom: 17 } as const;

/** Where a vehicle is now: its newest live state, else the one in its view. */
export function positionOf(vehicle: VehicleView) {
  return useFleetLive.getState().live[vehicle.room]?.state ?? vehicle.state;
}

/** The box around every vehicle with a position; null when none has one. */
export function fleetBounds(vehicles: readonly VehicleView[]) {
  const points: Array<[number, number]> = [];
  for (const vehicle of vehicles) {
    const state = positionOf(vehicle);
    if (state) points.push([state.lon, state.lat]);
  }
  return boundsOf(points);
}
