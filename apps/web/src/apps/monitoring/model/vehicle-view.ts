import type { FleetVehicle, VehicleState } from '@ads/contract';

/** A vehicle that says nothing for this long while its agent is connected is stale. */
export const STALE_AFTER_MS = 2_000;

/** A state as it arrived here: `receivedAt` is this browser's clock (epoch ms). */
export interface LiveState {
  state: VehicleState;
  receivedAt: number;
}

/**
 * online: states arrive; stale: the agent is connected (or was a moment ago) but no state came
 * for STALE_AFTER_MS; offline: no agent.
 */
export type VehicleStatus = 'online' | 'stale' | 'offline';

/** One vehicle as the table, the map and the panel show it: the fleet list merged with live state. */
export interface VehicleView {
  pcId: number;
  name: string;
  ownerId: number;
  ownerName: string;
  project: string | null;
  room: string;
  state: VehicleState | null;
  /** When the shown state arrived (epoch ms): here for a live state, at the server otherwise. */
  lastUpdate: number | null;
  /** When the shown state arrived here, null when it came with the fleet list. */
  receivedAt: number | null;
  status: VehicleStatus;
}

/**
 * Merges a vehicle of `GET /api/fleet/` with the newest live state for its room. `joinedAt` is
 * when this page entered the vehicle's room (null before): only from then can silence mean a
 * stale vehicle (before, the list's online flag is all there is; its `updated_at` is the
 * server's clock, and a list read every few seconds would flicker between fresh and stale).
 */
export function vehicleView(
  vehicle: FleetVehicle,
  live: LiveState | undefined,
  joinedAt: number | null,
  now: number,
): VehicleView {
  const listed = vehicle.state;
  const listedAt = vehicle.updated_at ? Date.parse(vehicle.updated_at) : null;
  // The vehicle's own clock orders the two: the list may hold a newer state than we last heard.
  const useLive = live !== undefined && (listed === null || live.state.stamp >= listed.stamp);
  const fresh = live !== undefined && now - live.receivedAt <= STALE_AFTER_MS;
  let status: VehicleStatus;
  if (fresh) status = 'online';
  else if (!vehicle.online) status = 'offline';
  else if (joinedAt === null) status = 'online';
  else
    status = now - Math.max(live?.receivedAt ?? 0, joinedAt) > STALE_AFTER_MS ? 'stale' : 'online';
  return {
    pcId: vehicle.pc_id,
    name: vehicle.name,
    ownerId: vehicle.owner.id,
    ownerName: vehicle.owner.name,
    project: vehicle.project?.title ?? null,
    room: vehicle.room,
    state: useLive ? live.state : listed,
    lastUpdate: useLive ? live.receivedAt : listedAt,
    receivedAt: useLive ? live.receivedAt : null,
    status,
  };
}

/** Orders vehicles by name as people read them ("Sim 2" before "Sim 10"). */
export function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}
