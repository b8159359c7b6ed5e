import { VEHICLE_ACTIONS, VehicleEvent, VehicleState } from '@ads/contract';
import { useEffect, useRef } from 'react';
import {
  ensureRealtime,
  joinRoom,
  onRoomMessage,
  onRoomStatus,
  roomStatus,
  sendTo,
} from '../../lib/socket';
import { ANSWERED_ACTIONS, hearRefusals } from '../../lib/vehicle/commands';
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
    onRoomMessage(VEHICLE_ACTIONS.event, (room, message) => {
      const event = VehicleEvent.safeParse(message.data);
      if (event.success) store.addEvent(room, event.data);
    }),
    hearRefusals(ANSWERED_ACTIONS),
    onRoomStatus((room, status) => {
      if (status.state === 'joined') {
        store.setJoined(room, Date.now());
        // Asks for a state at once instead of waiting for the next push.
        sendTo(room, VEHICLE_ACTIONS.state, {});
      } else {
        store.setJoined(room, null);
      }
    }),
  ];
  return () => {
    clearTimeout(flush);
    for (const off of offs) off();
  };
}

/**
 * Keeps this page in the rooms of `rooms` (the vehicles of the fleet list) on the one realtime
 * connection, opening it if the shell has none, and feeds the live store. A vehicle that
 * appears or goes is joined or left alone; the others stay joined.
 */
export function useFleetLink(rooms: readonly string[]): void {
  const joined = useRef(new Map<string, () => void>());

  useEffect(() => {
    const release = ensureRealtime();
    const stop = listen();
    const held = joined.current;
    return () => {
      stop();
      useFleetLive.getState().reset();
      // The rooms are left a moment later: the panel's cleanups (run after this page's) still
      // send their stop command and lock release through them.
      const leaving = [...held.values()];
      held.clear();
      setTimeout(() => {
        for (const leave of leaving) leave();
        release();
      }, 0);
    };
  }, []);

  const key = [...rooms].sort().join('\n');
  useEffect(() => {
    const wanted = new Set(key ? key.split('\n') : []);
    const held = joined.current;
    const store = useFleetLive.getState();
    for (const [room, leave] of held) {
      if (wanted.has(room)) continue;
      leave();
      held.delete(room);
      store.setJoined(room, null);
    }
    for (const room of wanted) {
      if (held.has(room)) continue;
      held.set(room, joinRoom(room));
      // Already in it (another holder): the status listener will not hear a change.
      if (roomStatus(room)?.state === 'joined') {
        store.setJoined(room, Date.now());
        sendTo(room, VEHICLE_ACTIONS.state, {});
      }
    }
  }, [key]);
}
