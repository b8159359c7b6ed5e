import {
  SOCKET_EVENTS,
  UserMsgPayload,
  VEHICLE_ACTIONS,
  VehicleEvent,
  VehicleState,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';

/** A state as a viewer heard it, with this process's clock when it came. */
export interface HeardState {
  state: VehicleState;
  at: number;
}

/**
 * What a viewer of a vehicle's room hears: the 10 Hz states and the audit events, kept in
 * order, and waited on by condition (each wait has a guard so a test never hangs).
 */
export function watchVehicle(socket: Socket) {
  const states: HeardState[] = [];
  const events: VehicleEvent[] = [];
  const waiting = new Set<() => void>();
  socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (message?.type !== 'RESPONSE') return;
    if (message.action === VEHICLE_ACTIONS.state) {
      states.push({ state: VehicleState.parse(message.data), at: Date.now() });
    } else if (message.action === VEHICLE_ACTIONS.event) {
      events.push(VehicleEvent.parse(message.data));
    } else return;
    waiting.forEach((check) => check());
  });

  function until<T>(find: () => T | undefined, what: string, guardMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(guard);
        waiting.delete(check);
        resolve(found);
      };
      const guard = setTimeout(() => {
        waiting.delete(check);
        const last = states.at(-1)?.state;
        // The last events too: a wait for an event that did not come shows what came instead.
        reject(
          new Error(
            `no ${what} within ${guardMs} ms; last state: ${JSON.stringify(last)}; ` +
              `last events: ${JSON.stringify(events.slice(-4))}`,
          ),
        );
      }, guardMs);
      waiting.add(check);
      check();
    });
  }

  return {
    states,
    events,
    /** The next state heard from now on that satisfies `done`. */
    state(done: (state: VehicleState) => boolean, guardMs = 10_000): Promise<VehicleState> {
      const from = states.length;
      return until(
        () => states.slice(from).find((heard) => done(heard.state))?.state,
        'such state',
        guardMs,
      );
    },
    /** An audit event heard (from the start) that satisfies `done`. */
    event(done: (event: VehicleEvent) => boolean, guardMs = 10_000): Promise<VehicleEvent> {
      return until(() => events.find(done), 'such event', guardMs);
    },
    /** The states heard at or after `at` (this process's clock). */
    since: (at: number) => states.filter((heard) => heard.at >= at).map((heard) => heard.state),
  };
}
