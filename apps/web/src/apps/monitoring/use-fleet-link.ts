import {
  HMI_ACTIONS,
  HMI_RATES,
  VEHICLE_ACTIONS,
  VehicleEvent,
  VehiclePlanning,
  VehicleState,
} from '@ads/contract';
import { useEffect } from 'react';
import { onRoomMessage, sendTo } from '../../lib/socket';
import { ANSWERED_ACTIONS, hearRefusals } from '../../lib/vehicle/commands';
import { type VehicleRoomsLink, useVehicleRooms } from '../../lib/vehicle/use-vehicle-rooms';
import { useFleetLive } from './fleet-store';
import type { LiveState } from './model/vehicle-view';

/**
 * States are gathered this long before they go to the store: a hundred vehicles at 10 Hz
 * would otherwise mean a thousand renders a second.
 */
export const STATE_BATCH_MS = 100;

/** Hears the vehicles' states and events, and the refusals of this page's commands. */
function listen(): () => void {
  const store = useFleetLive.getState();
  const batch = new Map<string, LiveState>();
  let flush: ReturnType<typeof setTimeout> | undefined;
  const offs = [
    onRoomMessage(VEHICLE_ACTIONS.state, (room, message) => {
      if ((message.status ?? 'success') !== 'success') return;
      const state = VehicleState.safeParse(message.data);
      if (!state.success) return;
      batch.set(room, { state: state.data, receivedAt: Date.now() });
      flush ??= setTimeout(() => {
        flush = undefined;
        store.putStates(new Map(batch));
        batch.clear();
      }, STATE_BATCH_MS);
    }),
    // The plan of the map's vehicle (asked for by useWatchedPlan): its map and route only.
    onRoomMessage(HMI_ACTIONS.planning, (room, message) => {
      if ((message.status ?? 'success') !== 'success') return;
      const planning = VehiclePlanning.safeParse(message.data);
      if (!planning.success) return;
      const { map, route } = planning.data;
      store.putPlan(room, { map, route: route?.lanelets ?? [] });
    }),
    onRoomMessage(VEHICLE_ACTIONS.event, (room, message) => {
      const event = VehicleEvent.safeParse(message.data);
      if (event.success) store.addEvent(room, event.data);
    }),
    hearRefusals(ANSWERED_ACTIONS),
  ];
  return () => {
    clearTimeout(flush);
    for (const off of offs) off();
  };
}

/** FMS's part of the room life-cycle: the fleet's live store. */
const FLEET_LINK: VehicleRoomsLink = {
  listen,
  entered: (room) => {
    useFleetLive.getState().setJoined(room, Date.now());
    // Asks for a state at once instead of waiting for the next push.
    sendTo(room, VEHICLE_ACTIONS.state, {});
  },
  exited: (room) => useFleetLive.getState().setJoined(room, null),
  teardown: () => useFleetLive.getState().reset(),
  holdOpen: true,
};

/**
 * Keeps this page in the rooms of `rooms` (the vehicles of the fleet list) on the one realtime
 * connection, opening it if the shell has none, and feeds the live store. A vehicle that
 * appears or goes is joined or left alone; the others stay joined.
 */
export function useFleetLink(rooms: readonly string[]): void {
  useVehicleRooms(rooms, FLEET_LINK);
}

/**
 * Asks the vehicle in `room` for its plan while the map draws it (null: none). A vehicle sends
 * its plan only while someone asked within HMI_RATES.watchMs (it costs the vehicle and the
 * link), so the fleet page asks for the one vehicle its map shows, not for the fleet: at once,
 * then every half of that.
 */
export function useWatchedPlan(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    const ask = () => sendTo(room, HMI_ACTIONS.planning, {});
    ask();
    const watch = setInterval(ask, HMI_RATES.watchMs / 2);
    return () => clearInterval(watch);
  }, [room]);
}
