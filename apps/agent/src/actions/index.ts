import type { AgentAction } from '@ads/contract';
import type { Action } from './context';
import { inquiry } from './inquiry';
import { install } from './install';
import { log } from './log';
import { recordings } from './recordings';
import { run } from './run';
import { stop } from './stop';
import { upload } from './upload';
import { controlLock, estop, operationMode, teleop, vehicleState } from './vehicle';

/** Every action the browser can ask of an agent (spec §7), and the vehicle link's (FMS). */
export const ACTIONS: Record<AgentAction, Action> = {
  inquiryAPI: inquiry,
  installAPI: install,
  runAPI: run,
  stopAPI: stop,
  logAPI: log,
  recordingsAPI: recordings,
  uploadAPI: upload,
  vehicleStateAPI: vehicleState,
  operationModeAPI: operationMode,
  controlLockAPI: controlLock,
  teleopAPI: teleop,
  estopAPI: estop,
};

export type { Action, ActionContext } from './context';
