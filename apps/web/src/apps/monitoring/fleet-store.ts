import type { VehicleEvent, VehicleMapRef } from '@ads/contract';
import { create } from 'zustand';
import type { LiveState } from './model/vehicle-view';

/** Live events kept per vehicle (the stored ones page in from the server). */
export const LIVE_EVENTS_KEPT = 200;

/**
 * What the FMS map draws of a vehicle's plan: the Lanelet2 map it drives on and its route's
 * lanelets, in order. Kept only when one of them changes (the plan comes ten times a second).
 */
export interface VehiclePlan {
  map: VehicleMapRef | null;
  route: number[];
}

/** Whether two plans draw the same: the same map and the same route. */
export function samePlan(a: VehiclePlan | undefined, b: VehiclePlan): boolean {
  return (
    !!a &&
    JSON.stringify(a.map) === JSON.stringify(b.map) &&
    a.route.length === b.route.length &&
    a.route.every((id, i) => id === b.route[i])
  );
}

/**
 * What the vehicles report live over the realtime channel, by room (a PC's token): their
 * newest state, when this page entered their room, and the events heard since. The fleet
 * list itself (names, projects, online flags) stays in TanStack Query; this store only adds
 * what moves faster than it is worth asking the server for.
 */
interface FleetLiveState {
  live: Record<string, LiveState>;
  joinedAt: Record<string, number>;
  events: Record<string, VehicleEvent[]>;
  /** The plans of the vehicles whose plan this page asks for (the map's vehicle). */
  plans: Record<string, VehiclePlan>;
  /** Takes a batch of states at once (one render for every vehicle heard in the batch). */
  putStates(batch: ReadonlyMap<string, LiveState>): void;
  setJoined(room: string, at: number | null): void;
  addEvent(room: string, event: VehicleEvent): void;
  /** A vehicle's plan; a plan that draws the same as the one kept changes nothing. */
  putPlan(room: string, plan: VehiclePlan): void;
  reset(): void;
}

export const useFleetLive = create<FleetLiveState>()((set) => ({
  live: {},
  joinedAt: {},
  events: {},
  plans: {},
  putStates: (batch) =>
    set((store) => {
      const live = { ...store.live };
      for (const [room, next] of batch) {
        const known = live[room];
        // Out of order (a retried delivery, two instances): the vehicle's own clock decides.
        if (known && known.state.stamp > next.state.stamp) continue;
        live[room] = next;
      }
      return { live };
    }),
  setJoined: (room, at) =>
    set((store) => {
      const joinedAt = { ...store.joinedAt };
      if (at === null) delete joinedAt[room];
      else joinedAt[room] = at;
      return { joinedAt };
    }),
  addEvent: (room, event) =>
    set((store) => ({
      events: {
        ...store.events,
        [room]: [event, ...(store.events[room] ?? [])].slice(0, LIVE_EVENTS_KEPT),
      },
    })),
  putPlan: (room, plan) =>
    set((store) =>
      samePlan(store.plans[room], plan) ? store : { plans: { ...store.plans, [room]: plan } },
    ),
  reset: () => set({ live: {}, joinedAt: {}, events: {}, plans: {} }),
}));
