import {
  ControlLockRequest,
  type ControlLockAnswer,
  EstopRequest,
  type MessageSender,
  type ModeChangeAnswer,
  OperationModeRequest,
  type SocketMessage,
  TELEOP,
  TeleopCommand,
  type TeleopEcho,
  VEHICLE_ACTIONS,
  type VehicleEvent,
  type VehicleEventKind,
  type VehicleState,
} from '@ads/contract';
import { AgentError } from '../runtime';
import type { VehicleAdapter } from './adapter';
import { createControlLock, type Holder, type Operator } from './control-lock';
import { createTeleopSessions, type SessionEnd } from './teleop-sessions';

/** The socket actions the link answers (the vehicle actions a browser sends). */
export const VEHICLE_LINK_ACTIONS = [
  VEHICLE_ACTIONS.state,
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.teleop,
  VEHICLE_ACTIONS.estop,
] as const;
export type VehicleLinkAction = (typeof VEHICLE_LINK_ACTIONS)[number];

export const TAKE_CONTROL_FIRST = 'Take control of this vehicle first.';

export interface VehicleLinkOptions {
  adapter: VehicleAdapter;
  /** Sends one RESPONSE to the PC's room (`user_msg`); events sent while offline may wait. */
  send(message: SocketMessage): void;
  /** The clock of stamps and the lock (epoch ms); default `Date.now`. */
  now?: () => number;
  log(line: string): void;
}

export interface VehicleLink {
  /**
   * One REQUEST of a vehicle action from `sender`; resolves to the answer (sent as `success`),
   * or undefined when nothing is answered (the server's own messages), or throws an AgentError.
   */
  handle(
    action: VehicleLinkAction,
    data: unknown,
    sender: MessageSender | undefined,
  ): Promise<unknown>;
  /** The agent's connection to the studio came up: state pushes start. */
  connected(): void;
  /** It went down: pushes stop, the lock ends and the controls are released. */
  disconnected(): void;
  close(): void;
}

type Who = { user_id: number; name: string } | null;

/**
 * The agent's side of the vehicle link: the state pushed at TELEOP.stateHz while the studio
 * link is up, the control lock (one operator at a time), who may ask what, and the audit
 * trail. The adapter owns the vehicle's own rules (modes, watchdog, MRM); the link owns who
 * may ask. The server names each message's sender, so the link trusts `sender`, never `data`.
 */
export function createVehicleLink(options: VehicleLinkOptions): VehicleLink {
  const { adapter, send } = options;
  const now = options.now ?? Date.now;
  const lock = createControlLock(now);
  let online = false;
  let closed = false;
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;

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
  adapter.onEvent((side) => event(side.kind, side.detail, null));

  function state(): VehicleState {
    const reading = adapter.reading();
    const pushed: VehicleState = { ...reading, seq, stamp: now(), control: lock.holder() };
    seq += 1;
    return pushed;
  }
  /** A push now, so a change (lock, mode, e-stop) reaches every viewer without the 100 ms wait. */
  function push(): void {
    if (!online) return;
    send({ action: VEHICLE_ACTIONS.state, type: 'RESPONSE', status: 'success', data: state() });
  }

  /** Ends the lock: the tele-op session with it, and the controls go to a zero command. */
  function endLock(action: 'release' | 'expired', reason: string, session: SessionEnd): void {
    const holder = lock.clear();
    if (!holder) return;
    sessions.end(session);
    adapter.releaseControls();
    event('control', { action, reason }, whoOf(holder));
    push();
  }

  /**
   * The heartbeat's timeline: each push aims at `last + period` on the clock, not at "100 ms
   * after the previous one ran", so a busy process does not slow the rate down; slots missed
   * by a stall are skipped rather than sent in a burst.
   */
  const period = 1000 / TELEOP.stateHz;
  function schedule(last: number): void {
    let next = last + period;
    if (next <= now()) next = now() + period;
    timer = setTimeout(() => {
      tick();
      if (online) schedule(next);
    }, next - now());
    timer.unref();
  }

  function tick(): void {
    sessions.tick();
    if (lock.idle()) {
      endLock('expired', `no message from the holder for ${TELEOP.lockIdleMs / 1000} s`, 'lock');
    }
    push();
  }

  async function controlLock(data: unknown, operator: Operator): Promise<ControlLockAnswer> {
    const parsed = ControlLockRequest.safeParse(data);
    if (!parsed.success) throw new AgentError("Send { action: 'take' } or { action: 'release' }.");
    if (parsed.data.action === 'release') {
      if (lock.isHolder(operator.sid)) endLock('release', 'released', 'release');
      return { control: lock.holder() };
    }
    const outcome = lock.take(operator);
    switch (outcome.kind) {
      case 'refused':
        event('control', { action: 'refused', reason: outcome.reason }, whoOf(operator));
        throw new AgentError(outcome.reason);
      case 'granted':
        event('control', { action: 'take' }, whoOf(operator));
        push();
        break;
      case 'takeover':
        // The operator before loses the controls at once; the new one starts from a zero command.
        sessions.end('lock');
        adapter.releaseControls();
        event('control', { action: 'takeover', from: whoOf(outcome.from) }, whoOf(operator));
        push();
        break;
      case 'renewed':
        break;
    }
    return { control: lock.holder() };
  }

  async function operationMode(data: unknown, operator: Operator): Promise<ModeChangeAnswer> {
    const parsed = OperationModeRequest.safeParse(data);
    if (!parsed.success) {
      throw new AgentError("Name the mode: { mode: 'AUTO' | 'REMOTE' | 'MANUAL' | 'STOP' }.");
    }
    const { mode } = parsed.data;
    const from = adapter.reading().mode;
    const refuse = (reason: string) => {
      event('mode', { from, to: mode, result: 'refused', reason }, whoOf(operator));
      return new AgentError(reason);
    };
    // STOP is for anyone who may see the vehicle (the room holds only its owner and admins).
    if (mode !== 'STOP' && !lock.isHolder(operator.sid)) throw refuse(TAKE_CONTROL_FIRST);
    try {
      await adapter.changeMode(mode);
    } catch (error) {
      if (error instanceof AgentError) throw refuse(error.message);
      refuse('The vehicle did not take the change.');
      throw error;
    }
    if (mode !== 'REMOTE') sessions.end('mode');
    event('mode', { from, to: mode, result: 'accepted' }, whoOf(operator));
    const { transition } = adapter.reading();
    push();
    return { mode, from, transition };
  }

  async function teleop(data: unknown, operator: Operator): Promise<TeleopEcho> {
    const parsed = TeleopCommand.safeParse(data);
    if (!parsed.success) {
      throw new AgentError('Send a tele-op command: { seq, throttle, brake, steering, gear }.');
    }
    if (!lock.isHolder(operator.sid)) throw new AgentError(TAKE_CONTROL_FIRST);
    if (adapter.reading().mode !== 'REMOTE') {
      throw new AgentError('Switch the vehicle to REMOTE first.');
    }
    adapter.teleop(parsed.data);
    sessions.command(operator, parsed.data);
    // Answered at once: the browser measures the round trip and the loss from this echo.
    return { seq: parsed.data.seq };
  }

  async function estop(data: unknown, operator: Operator) {
    const parsed = EstopRequest.safeParse(data ?? {});
    if (!parsed.success)
      throw new AgentError("Send { action: 'engage' } or { action: 'release' }.");
    const { action } = parsed.data;
    try {
      const mrm = await adapter.estop(action);
      if (action === 'engage') sessions.end('estop');
      event('estop', { action, mrm: mrm.state }, whoOf(operator));
      push();
      return { mrm };
    } catch (error) {
      const reason = error instanceof AgentError ? error.message : 'The vehicle did not answer.';
      event('estop', { action, result: 'refused', reason }, whoOf(operator));
      throw error;
    }
  }

  /** The server's own message: a connection ended, and with it its lock if it held one. */
  function fromServer(action: VehicleLinkAction, data: unknown): undefined {
    if (action !== VEHICLE_ACTIONS.controlLock) return undefined;
    const parsed = ControlLockRequest.safeParse(data);
    if (parsed.success && parsed.data.action === 'release' && parsed.data.sid) {
      if (lock.isHolder(parsed.data.sid)) {
        endLock('release', 'the holder disconnected', 'disconnect');
      }
    }
    return undefined;
  }

  return {
    async handle(action, data, sender) {
      if (sender?.kind === 'server') return fromServer(action, data);
      if (sender?.kind !== 'user') {
        throw new AgentError('The studio did not say who sent this; update the studio.');
      }
      const operator: Operator = {
        user_id: sender.user_id,
        name: sender.name,
        admin: sender.admin,
        sid: sender.sid,
      };
      lock.seen(operator.sid);
      switch (action) {
        case VEHICLE_ACTIONS.state:
          return state();
        case VEHICLE_ACTIONS.controlLock:
          return controlLock(data, operator);
        case VEHICLE_ACTIONS.operationMode:
          return operationMode(data, operator);
        case VEHICLE_ACTIONS.teleop:
          return teleop(data, operator);
        case VEHICLE_ACTIONS.estop:
          return estop(data, operator);
      }
    },

    connected() {
      if (closed) return;
      online = true;
      clearTimeout(timer);
      push();
      schedule(now());
    },

    disconnected() {
      if (closed) return;
      online = false;
      clearTimeout(timer);
      timer = undefined;
      // Nobody can drive without the studio: the lock ends and the controls go to zero.
      adapter.releaseControls();
      endLock('release', 'the studio link was lost', 'disconnect');
      options.log('studio link lost: control released');
    },

    close() {
      closed = true;
      online = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type { Holder };
