import { useEffect, useRef } from 'react';
import { ensureRealtime, joinRoom, onRoomStatus, roomStatus } from '../socket';

/**
 * What an app adds to the room life-cycle: the messages it hears and what it does when a room
 * is entered or no longer joined. FMS and HMI each give one (monitoring/use-fleet-link.ts,
 * hmi/live/use-hmi-link.ts); the joining, leaving and re-entering is written once here.
 */
export interface VehicleRoomsLink {
  /**
   * Subscribes the app's room messages while the hook is mounted; `held` says whether a room is
   * one this hook holds now. Returns the unsubscribe.
   */
  listen(held: (room: string) => boolean): () => void;
  /** A held room is joined: now, after a reconnect, or already (another holder was in it). */
  entered(room: string): void;
  /** A held room is no longer joined (reconnecting, refused) or was let go. */
  exited(room: string): void;
  /** The hook unmounts: forget what was heard (runs after the listeners stop). */
  teardown?(): void;
  /**
   * Holds the connection open while mounted even with no room (FMS opens it while its fleet
   * list loads); without it the rooms alone hold it.
   */
  holdOpen?: boolean;
}

/**
 * Leaves a moment later: cleanups of components that run after the hook's (a panel's stop
 * command, a control lock's release) still speak through the room.
 */
const leaveSoon = (leave: () => void) => setTimeout(leave, 0);

/**
 * Keeps this page in the vehicle rooms `rooms` on the one realtime connection (opening it if
 * the shell has none): a room that appears is joined, one that goes is left, the others stay
 * joined. `link` is a module constant: another one starts the life-cycle again.
 */
export function useVehicleRooms(rooms: readonly string[], link: VehicleRoomsLink): void {
  const joined = useRef(new Map<string, () => void>());

  useEffect(() => {
    const held = joined.current;
    const release = link.holdOpen ? ensureRealtime() : () => {};
    const stopMessages = link.listen((room) => held.has(room));
    const stopStatus = onRoomStatus((room, status) => {
      if (!held.has(room)) return;
      if (status.state === 'joined') link.entered(room);
      else link.exited(room);
    });
    return () => {
      stopMessages();
      stopStatus();
      link.teardown?.();
      const leaving = [...held.values()];
      held.clear();
      leaveSoon(() => {
        for (const leave of leaving) leave();
        release();
      });
    };
  }, [link]);

  const key = [...rooms].sort().join('\n');
  useEffect(() => {
    const wanted = new Set(key ? key.split('\n') : []);
    const held = joined.current;
    for (const [room, leave] of held) {
      if (wanted.has(room)) continue;
      held.delete(room);
      link.exited(room);
      leaveSoon(leave);
    }
    for (const room of wanted) {
      if (held.has(room)) continue;
      held.set(room, joinRoom(room));
      // Already in it (another holder): the status listener will not hear a change.
      if (roomStatus(room)?.state === 'joined') link.entered(room);
    }
  }, [key, link]);
}
