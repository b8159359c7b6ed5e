import type { FleetVehicle } from '@ads/contract';
import { useMemo } from 'react';
import { useFleetLive } from './fleet-store';
import { type VehicleView, byName, vehicleView } from './model/vehicle-view';
import { useNow } from './use-now';

/** How often the table and the map's labels take the newest states (the panel is live). */
export const VIEW_SAMPLE_MS = 500;

/**
 * The fleet as the table and the map list it, sampled every VIEW_SAMPLE_MS rather than at each
 * state (a hundred rows re-rendered at 10 Hz each would be all the page does). The map moves
 * its markers from the live store directly.
 */
export function useFleetViews(vehicles: readonly FleetVehicle[]): {
  views: VehicleView[];
  now: number;
} {
  const now = useNow(VIEW_SAMPLE_MS);
  const views = useMemo(() => {
    // Read at the tick, on purpose: the tick is what re-renders the views.
    const { live, joinedAt } = useFleetLive.getState();
    return vehicles
      .map((vehicle) =>
        vehicleView(vehicle, live[vehicle.room], joinedAt[vehicle.room] ?? null, now),
      )
      .sort(byName);
  }, [vehicles, now]);
  return { views, now };
}
