import type { AgentAction } from '@ads/contract';
import { isVehicleLinkAction, type VehicleLinkAction } from '../vehicle/vehicle-link';
import type { Action, ActionContext } from './context';
import { inquiry } from './inquiry';
import { install } from './install';
import { log } from './log';
import { recordings } from './recordings';
import { rollback } from './rollback';
import { run } from './run';
import { stop } from './stop';
import { upload } from './upload';
import { recordDrive } from './record-drive';
import { toVehicle } from './vehicle';

/**
 * The actions the agent answers itself (spec §7) and the drive recorder's; the vehicle link's
 * (FMS and HMI) are not here: they go straight to the link (`runAction`).
 */
export const ACTIONS: Record<Exclude<AgentAction, VehicleLinkAction>, Action> = {
  inquiryAPI: inquiry,
  installAPI: install,
  rollbackAPI: rollback,
  runAPI: run,
  stopAPI: stop,
  logAPI: log,
  recordingsAPI: recordings,
  uploadAPI: upload,
  recordDriveAPI: recordDrive,
};

/** Every action the browser can ask of an agent: the vehicle link's, or one of ACTIONS. */
export function runAction(
  action: AgentAction,
  data: unknown,
  context: ActionContext,
): Promise<unknown> {
  return isVehicleLinkAction(action)
    ? toVehicle(action, data, context)
    : ACTIONS[action](data, context);
}

export type { Action, ActionContext } from './context';
