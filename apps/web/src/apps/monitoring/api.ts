import { type FleetEventRow, ROUTES } from '@ads/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type Failed, call, callBytes } from '../../lib/api';
import type { MapFile } from '../../lib/vehicle-map/load-vehicle-map';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { TRACK_SPAN_MS } from './model/track';

/** How often the fleet list is read again: its online flags change without any action here. */
export const FLEET_POLL_MS = 3_000;
/** Events per page of the events list. */
export const EVENTS_PAGE = 50;

/** Cache keys: everything of FMS starts with `fleet`. */
export const FLEET_KEYS = {
  all: ['fleet'] as const,
  list: ['fleet', 'list'] as const,
  track: (pcId: number) => ['fleet', 'track', pcId] as const,
  events: (pcId: number) => ['fleet', 'events', pcId] as const,
};

/** The answer's detail, or an Error with the server's sentence (shown as it is). */
function detailOf<T>(result: { success: true; detail: T } | Failed): T {
  if (!result.success) throw new Error(result.message);
  return result.detail;
}

/** The signed-in user's id keys every query, so another account never sees cached answers. */
function useAccountId(): number {
  return useAuth((state) => (isLoggedIn(state) ? state.id : 0));
}

/** The vehicles the user may see with their last state and online flag, read every few seconds. */
export function useFleet() {
  const account = useAccountId();
  return useQuery({
    queryKey: [...FLEET_KEYS.list, account],
    queryFn: async () => detailOf(await call(ROUTES.fleet)),
    refetchInterval: FLEET_POLL_MS,
  });
}

/**
 * A vehicle's track of the last hour, read once per selection (the map extends it live). Its
 * `readAt` says when, so the map starts its live trail from that answer.
 */
export function useTrack(pcId: number | null) {
  const account = useAccountId();
  return useQuery({
    queryKey: [...FLEET_KEYS.track(pcId ?? 0), account],
    queryFn: async () => {
      const from = Date.now() - TRACK_SPAN_MS;
      const detail = detailOf(
        await call(ROUTES.fleetTrack, {
          params: { pc_id: pcId ?? 0 },
          query: { from: String(from) },
        }),
      );
      return { ...detail, readAt: Date.now() };
    },
    enabled: pcId !== null,
    // The live trail takes over after the read; while selected, reading again adds nothing.
    // Selected again later, it is read afresh (gcTime 0): the trail only covers its own time.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A vehicle's audit trail, newest first, a page at a time. */
export function useVehicleEvents(pcId: number | null) {
  const account = useAccountId();
  return useInfiniteQuery({
    queryKey: [...FLEET_KEYS.events(pcId ?? 0), account],
    queryFn: async ({ pageParam }: { pageParam: number | undefined }): Promise<FleetEventRow[]> =>
      detailOf(
        await call(ROUTES.fleetEvents, {
          params: { pc_id: pcId ?? 0 },
          query: { limit: EVENTS_PAGE, ...(pageParam === undefined ? {} : { before: pageParam }) },
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < EVENTS_PAGE ? undefined : page[page.length - 1]?.id),
    enabled: pcId !== null,
  });
}

/**
 * The Lanelet2 map a vehicle reports it drives on, by FMS's route (whoever sees the vehicle).
 * The projector is left to the file (parseOsm reads it from the coordinates): the lanes are
 * drawn from their latitudes and longitudes, which do not depend on it.
 */
export async function readFleetMapFile(pcId: number, mapId: number): Promise<MapFile> {
  const answer = await callBytes(ROUTES.fleetMapOsm, { params: { pc_id: pcId, id: mapId } });
  if (!answer.success) throw new Error(answer.message);
  return { text: new TextDecoder().decode(answer.bytes), projector: null };
}
