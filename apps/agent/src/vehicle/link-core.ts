import {
  type MessageSender,
  type SocketMessage,
  TELEOP,
  VEHICLE_ACTIONS,
  type VehicleEvent,
  type VehicleEventKind,
  type VehicleState,
} from '@ads/contract';
import type { VehicleAdapter } from './adapter';
import { type ControlLock, createControlLock, type Operator } from './control-lock';
import type { DriveRecorder } from './drive-recorder';
import type { MapSource } from './map-loader';
import { createTeleopGate, type TeleopGate } from './teleop-gate';
import { createTeleopSessions, type SessionEnd } from './teleop-sessions';

export const TAKE_CONTROL_FIRST = 'Take control of this vehicle first.';

export interface VehicleLinkOptions {
  adapter: VehicleAdapter;
  /** Sends one RESPONSE to the PC's room (`user_msg`); events sent while offline may wait. */
  send(message: SocketMessage): void;
  /** The clock of stamps and the lock (epoch ms); default `Date.now`. */
  now?: () => number;
  log(line: string): void;
  /** The drive recorder, whose recording the planning push shows; none: nothing is recorded. */
  recorder?: DriveRecorder;
  /** Where project maps come from (vehicleMapAPI); none: only the sample road network. */
  maps?: MapSource;
}

/** Who an audit entry names: an operator, or nobody (the vehicle's own events). */
export type Who = { user_id: number; name: string } | null;

/** One handler of a vehicle action: the request's data and who sent it; resolves to the answer. */
export type LinkHandler = (data: unknown, operator: Operator) => unknown;

/**
 * What both halves of the link (FMS and HMI) share: the room they answer in, the control lock,
 * the tele-op sessions and gate, the audit trail and the state push.
 */
export interface LinkCore {
  readonly options: VehicleLinkOptions;
  readonly adapter: VehicleAdapter;
  readonly now: () => number;
  readonly lock: ControlLock;
  readonly sessions: ReturnType<typeof createTeleopSessions>;
  readonly gate: TeleopGate;
  /** Whether the studio link is up (pushes go out only then). */
  online: boolean;
  /** Closed for good: the studio link's changes are ignored. */
  closed: boolean;
  /** One RESPONSE to the PC's room. */
  send(message: SocketMessage): void;
  /** One entry of the audit trail (`vehicleEventAPI`). */
  event(kind: VehicleEventKind, detail: Record<string, unknown>, who: Who): void;
  whoOf(operator: { user_id: number; name: string }): Who;
  /** The state now, with the next seq. */
  state(): VehicleState;
  /** A push now, so a change (lock, mode, e-stop) reaches every viewer without the 100 ms wait. */
  push(): void;
  /** Ends the lock: the tele-op session with it, and the controls go to a zero command. */
  endLock(action: 'release' | 'expired', reason: string, session: SessionEnd): void;
  /** A failing adapter is said once per kind, not at 10 Hz. */
  sayOnce(what: string, error: unknown): void;
  /** The heartbeat's own work in each slot: sessions and the lock age, then the state push. */
  beat(): void;
}

/** The operator a user's message comes from, as the server names it (never from `data`). */
export function operatorOf(sender: Extract<MessageSender, { kind: 'user' }>): Operator {
  return { user_id: sender.user_id, name: sender.name, admin: sender.admin, sid: sender.sid };
}

export function createLinkCore(options: VehicleLinkOptions): LinkCore {
  const { adapter, send } = options;
  const now = options.now ?? Date.now;
  const lock = createControlLock(now);
  let seq = 0;

  function event(kind: VehicleEventKind, detail: Record<string, unknown>, who: Who): void {
    const data: VehicleEvent = {
      kind,
      at: now(),
      user_id: who?.user_id ?? null,
      user_name: who?.name ?? null,
      detail,
    };
    send({ action: VEHICLE_ACTIONS.event, type: 'RESPONSE', status: 'success', data });
  }
  const whoOf = (operator: { user_id: number; name: string }): Who => ({
    user_id: operator.user_id,
    name: operator.name,
  });

  const sessions = createTeleopSessions(now, ({ operator, detail }) =>
    event('teleop', detail, whoOf(operator)),
  );
  const gate = createTeleopGate();
  adapter.onEvent((side) => event(side.kind, side.detail, null));

  const said = new Set<string>();

  const core: LinkCore = {
    options,
    adapter,
    now,
    lock,
    sessions,
    gate,
    online: false,
    closed: false,
    send,
    event,
    whoOf,

    state() {
      const reading = adapter.reading();
      const pushed: VehicleState = { ...reading, seq, stamp: now(), control: lock.holder() };
      seq += 1;
      return pushed;
    },

    push() {
      if (!core.online) return;
      send({
        action: VEHICLE_ACTIONS.state,
        type: 'RESPONSE',
        status: 'success',
        data: core.state(),
      });
    },

    endLock(action, reason, session) {
      const holder = lock.clear();
      if (!holder) return;
      sessions.end(session);
      adapter.releaseControls();
      event('control', { action, reason }, whoOf(holder));
      core.push();
    },

    sayOnce(what, error) {
      if (said.has(what)) return;
      said.add(what);
      options.log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    },

    beat() {
      sessions.tick();
      if (lock.idle()) {
        core.endLock(
          'expired',
          `no message from the holder for ${TELEOP.lockIdleMs / 1000} s`,
          'lock',
        );
      }
      core.push();
    },
  };
  return core;
}
