import type { MessageSender } from '@ads/contract';
import { AgentError } from '../runtime';
import type { DriveRecorder } from './drive-recorder';
import { createLinkCore, type LinkHandler, operatorOf, type VehicleLinkOptions } from './link-core';
import { createLinkFms, type FmsLinkAction, VEHICLE_LINK_ACTIONS } from './link-fms';
import { createLinkHeartbeat } from './link-heartbeat';
import { createLinkHmi, HMI_LINK_ACTIONS, type HmiLinkAction } from './link-hmi';

export { AD_API_ACCEPTED, type AdApiAccepted } from './link-ad-api';
export { TAKE_CONTROL_FIRST, type VehicleLinkOptions } from './link-core';
export { VEHICLE_LINK_ACTIONS } from './link-fms';
export { HMI_LINK_ACTIONS } from './link-hmi';
export type { Holder } from './control-lock';

/** Every socket action the link answers: the FMS half's and the HMI half's. */
export type VehicleLinkAction = FmsLinkAction | HmiLinkAction;

const LINK_ACTIONS: readonly string[] = [...VEHICLE_LINK_ACTIONS, ...HMI_LINK_ACTIONS];

/** Whether an agent action is the vehicle link's (it goes straight to the link). */
export function isVehicleLinkAction(action: string): action is VehicleLinkAction {
  return LINK_ACTIONS.includes(action);
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
  /** The drive recorder (recordDriveAPI), when the agent records drives. */
  readonly recorder?: DriveRecorder | undefined;
  close(): void;
}

/**
 * The agent's side of the vehicle link, composed of its core (link-core.ts: the room's
 * messages, the control lock, the tele-op sessions and gate, the audit trail, the state push),
 * its FMS half (link-fms.ts: lock, mode, tele-op, E-STOP, settings) and its HMI half
 * (link-hmi.ts: the plan and the cloud, the AD API's commands). The state is pushed at
 * TELEOP.stateHz while the studio link is up (link-heartbeat.ts), the HMI's pushes in the same
 * slots. The adapter owns the vehicle's own rules (modes, watchdog, MRM); the link owns who may
 * ask. The server names each message's sender, so the link trusts `sender`, never `data`.
 */
export function createVehicleLink(options: VehicleLinkOptions): VehicleLink {
  const core = createLinkCore(options);
  const fms = createLinkFms(core);
  const hmi = createLinkHmi(core);
  const handlers: Record<VehicleLinkAction, LinkHandler> = { ...fms.handlers, ...hmi.handlers };
  const heartbeat = createLinkHeartbeat(
    core.now,
    () => {
      core.beat();
      hmi.beat();
    },
    () => core.online,
  );

  return {
    async handle(action, data, sender) {
      if (sender?.kind === 'server') return fms.fromServer(action, data);
      if (sender?.kind !== 'user') {
        throw new AgentError('The studio did not say who sent this; update the studio.');
      }
      const operator = operatorOf(sender);
      core.lock.seen(operator.sid);
      // Called in this turn: a stop (E-STOP, a change to STOP) reaches the adapter at once.
      return handlers[action](data, operator);
    },

    connected() {
      if (core.closed) return;
      core.online = true;
      heartbeat.stop();
      core.push();
      hmi.connected();
      heartbeat.start(core.now());
    },

    disconnected() {
      if (core.closed) return;
      core.online = false;
      heartbeat.stop();
      // Nobody can drive without the studio: the lock ends and the controls go to zero.
      core.adapter.releaseControls();
      core.endLock('release', 'the studio link was lost', 'disconnect');
      options.log('studio link lost: control released');
    },

    recorder: options.recorder,

    close() {
      core.closed = true;
      core.online = false;
      heartbeat.stop();
    },
  };
}
