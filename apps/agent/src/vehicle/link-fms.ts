import {
  ControlLockRequest,
  type ControlLockAnswer,
  type EstopAnswer,
  EstopRequest,
  type ModeChangeAnswer,
  OperationModeRequest,
  TeleopCommand,
  type TeleopEcho,
  VEHICLE_ACTIONS,
  type VehicleSettings,
  VehicleSettingsRequest,
} from '@ads/contract';
import { AgentError } from '../runtime';
import type { Operator } from './control-lock';
import { type LinkCore, type LinkHandler, TAKE_CONTROL_FIRST } from './link-core';

/** The socket actions the FMS half answers (the vehicle actions a browser sends). */
export const VEHICLE_LINK_ACTIONS = [
  VEHICLE_ACTIONS.state,
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.teleop,
  VEHICLE_ACTIONS.estop,
  VEHICLE_ACTIONS.settings,
] as const;
export type FmsLinkAction = (typeof VEHICLE_LINK_ACTIONS)[number];

/**
 * The FMS half of the link: the control lock (one operator at a time), the vehicle's settings,
 * the mode, tele-op and E-STOP, each audited.
 *
 * Tele-op (issue 25): every command read from the holder in REMOTE goes through the gate
 * (teleop-gate.ts: age by the estimate of the sender's clock, order, round trip) and is echoed
 * at once, applied or not; only an applied one reaches the vehicle, so a dropped one never feeds
 * its watchdog. A stop never waits: E-STOP and a change to STOP reach the adapter in the same
 * turn as the request, before anything is awaited.
 */
export function createLinkFms(core: LinkCore): {
  handlers: Record<FmsLinkAction, LinkHandler>;
  /** The server's own message: a connection ended, and with it its lock if it held one. */
  fromServer(action: string, data: unknown): undefined;
} {
  const { adapter, lock, sessions, gate, event, whoOf, push, now } = core;

  async function controlLock(data: unknown, operator: Operator): Promise<ControlLockAnswer> {
    const parsed = ControlLockRequest.safeParse(data);
    if (!parsed.success) throw new AgentError("Send { action: 'take' } or { action: 'release' }.");
    if (parsed.data.action === 'release') {
      if (lock.isHolder(operator.sid)) core.endLock('release', 'released', 'release');
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

  /** The vehicle's own settings (the lock's holder): audited, the state pushed at once. */
  async function settings(data: unknown, operator: Operator): Promise<VehicleSettings> {
    const parsed = VehicleSettingsRequest.safeParse(data);
    if (!parsed.success) {
      throw new AgentError(
        "Send { operator_timeout_ms }: the vehicle's own operator-heartbeat timeout in ms (50–5000), or null.",
      );
    }
    const detail = { action: 'settings', ...parsed.data };
    const refuse = (reason: string) => {
      event('control', { ...detail, result: 'refused', reason }, whoOf(operator));
      return new AgentError(reason);
    };
    if (!lock.isHolder(operator.sid)) throw refuse(TAKE_CONTROL_FIRST);
    try {
      await adapter.configure(parsed.data);
    } catch (error) {
      if (error instanceof AgentError) throw refuse(error.message);
      core.options.log(`vehicle settings failed: ${String(error)}`);
      throw refuse('The vehicle did not take the settings.');
    }
    event('control', { ...detail, result: 'accepted' }, whoOf(operator));
    push();
    return adapter.reading().settings ?? parsed.data;
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
      // Nothing is awaited before the vehicle is told: a STOP waits on nothing.
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
    const receivedAt = now();
    const parsed = TeleopCommand.safeParse(data);
    if (!parsed.success) {
      throw new AgentError(
        'Send a tele-op command: { seq, sent_at, ack?, throttle, brake, steering, gear }.',
      );
    }
    if (!lock.isHolder(operator.sid)) throw new AgentError(TAKE_CONTROL_FIRST);
    if (adapter.reading().mode !== 'REMOTE') {
      throw new AgentError('Switch the vehicle to REMOTE first.');
    }
    const command = parsed.data;
    const verdict = gate.judge(operator.sid, command, receivedAt);
    // A release holds full brake and awaits no operator: the vehicle's watchdog stays quiet, as
    // a stop asked for is no fault. Only an applied one does: a dropped one leaves it to brake.
    if (verdict.applied && command.release) adapter.releaseControls();
    else if (verdict.applied) adapter.teleop(command, verdict.sentAt);
    sessions.command(operator, command, verdict.applied ? undefined : verdict.dropped);
    if (verdict.applied && command.release) sessions.end('release');
    // Answered at once, applied or not: the sender measures the round trip and the loss from
    // this echo, and acks it in a later command, which completes the clock exchange.
    return gate.echo(command, verdict, receivedAt, now());
  }

  async function estop(data: unknown, operator: Operator): Promise<EstopAnswer> {
    const parsed = EstopRequest.safeParse(data ?? {});
    if (!parsed.success)
      throw new AgentError("Send { action: 'engage' } or { action: 'release' }.");
    const { action } = parsed.data;
    try {
      // Nothing is awaited before the vehicle is told: the audit and the push come after.
      const answer = await adapter.estop(action);
      if (action === 'engage') sessions.end('estop');
      event('estop', { action, mrm: answer.mrm.state, effect: answer.effect }, whoOf(operator));
      push();
      return answer;
    } catch (error) {
      const reason = error instanceof AgentError ? error.message : 'The vehicle did not answer.';
      event('estop', { action, result: 'refused', reason }, whoOf(operator));
      throw error;
    }
  }

  return {
    handlers: {
      [VEHICLE_ACTIONS.state]: () => core.state(),
      [VEHICLE_ACTIONS.controlLock]: controlLock,
      [VEHICLE_ACTIONS.operationMode]: operationMode,
      [VEHICLE_ACTIONS.teleop]: teleop,
      [VEHICLE_ACTIONS.estop]: estop,
      [VEHICLE_ACTIONS.settings]: settings,
    },

    fromServer(action, data) {
      if (action !== VEHICLE_ACTIONS.controlLock) return undefined;
      const parsed = ControlLockRequest.safeParse(data);
      if (parsed.success && parsed.data.action === 'release' && parsed.data.sid) {
        if (lock.isHolder(parsed.data.sid)) {
          core.endLock('release', 'the holder disconnected', 'disconnect');
        }
      }
      return undefined;
    },
  };
}
