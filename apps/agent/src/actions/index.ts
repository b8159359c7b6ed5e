import type { AgentAction } from '@ads/contract';
import type { Action } from './context';
import { inquiry } from './inquiry';
import { install } from './install';
import { log } from './log';
import { recordings } from './recordings';
import { run } from './run';
import { stop } from './stop';
import { upload } from './upload';
import { recordDrive } from './record-drive';
import {
  changeRoute,
  clearRoute,
  controlLock,
  engage,
  estop,
  initialPose,
  operationMode,
  route,
  teleop,
  vehicleCloud,
  vehicleMap,
  vehiclePlanning,
  vehicleSettings,
  vehicleState,
} from './vehicle';

/** Every action the browser can ask of an agent (spec §7), the vehicle link's (FMS) and HMI's. */
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
  vehicleSettingsAPI: vehicleSettings,
  vehiclePlanningAPI: vehiclePlanning,
  vehicleCloudAPI: vehicleCloud,
  routeAPI: route,
  changeRouteAPI: changeRoute,
  clearRouteAPI: clearRoute,
  initialPoseAPI: initialPose,
  engageAPI: engage,
  vehicleMapAPI: vehicleMap,
  recordDriveAPI: recordDrive,
};

export type { Action, ActionContext } from './context';
