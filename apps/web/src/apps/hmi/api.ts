import { ROUTES } from '@ads/contract';
import { useQuery } from '@tanstack/react-query';
import { type Failed, call } from '../../lib/api';
import { isLoggedIn, useAuth } from '../../lib/auth-store';

/** The project's vehicles' online flags change on their own: read again this often. */
export const VEHICLES_POLL_MS = 5_000;

/** Cache keys: everything of HMI starts with `hmi`. */
export const HMI_KEYS = {
  vehicles: (project: number) => ['hmi', 'vehicles', project] as const,
  maps: (project: number) => ['hmi', 'maps', project] as const,
};

function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new Error(result.message);
  return result.detail;
}

function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

/** The vehicles among the project's PCs, with their room, online flag and last state. */
export function useHmiVehicles(project: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...HMI_KEYS.vehicles(project ?? 0), account],
    queryFn: async () =>
      detailOf(await call(ROUTES.hmi.vehicles, { query: { project_id: project ?? 0 } })),
    enabled: project !== null,
    refetchInterval: VEHICLES_POLL_MS,
  });
}

/** The project's Lanelet2 maps (a vehicle can be given one to drive on). */
export function useHmiMaps(project: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...HMI_KEYS.maps(project ?? 0), account],
    queryFn: async () =>
      detailOf(await call(ROUTES.hmi.maps, { query: { project_id: project ?? 0 } })),
    enabled: project !== null,
  });
}
