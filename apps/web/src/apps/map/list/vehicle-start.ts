import { type FleetVehicle, ROUTES } from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';
import { useVehicleChoice } from '../../../lib/vehicle/vehicle-choice';

/*
 * Where a new map of the project starts (issue 30): at its vehicle's last reported position,
 * where the map will be driven, not at the default centre. The project's vehicles come from
 * HMI's route (on for every signed-in role by default); a role without it, a call that fails or
 * a project without a reporting vehicle keeps the default, and nothing is said.
 */

export interface VehicleStart {
  lat: number;
  lon: number;
  /** The vehicle's (its PC's) name, to say where the origin came from. */
  name: string;
}

const when = (vehicle: FleetVehicle) =>
  vehicle.updated_at === null ? 0 : Date.parse(vehicle.updated_at) || 0;

/**
 * The position to start at: the vehicle last chosen in HMI for the project when it reported
 * one, else an online vehicle's, else the most recently reported; null when none reported.
 */
export function vehicleStart(
  vehicles: readonly FleetVehicle[],
  chosenPcId?: number,
): VehicleStart | null {
  const reported = vehicles.filter((vehicle) => vehicle.state !== null);
  const ranked = [...reported].sort(
    (a, b) =>
      Number(b.pc_id === chosenPcId) - Number(a.pc_id === chosenPcId) ||
      Number(b.online) - Number(a.online) ||
      when(b) - when(a),
  );
  const first = ranked[0];
  if (!first?.state) return null;
  return { lat: first.state.lat, lon: first.state.lon, name: first.name };
}

/** The project's vehicle position for a new map; null (never an error) when there is none. */
export function useVehicleStart(projectId: number, enabled: boolean) {
  const account = useAuth((state) => (isLoggedIn(state) ? state.id : 0));
  const chosen = useVehicleChoice((state) => state.byProject[projectId]);
  return useQuery({
    queryKey: ['map', 'vehicle-start', projectId, account, chosen ?? 0],
    queryFn: async () => {
      const answer = await call(ROUTES.hmi.vehicles, { query: { project_id: projectId } });
      return answer.success ? vehicleStart(answer.detail, chosen) : null;
    },
    enabled,
  });
}
