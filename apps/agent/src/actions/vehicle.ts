import { AgentError } from '../runtime';
import { type VehicleLinkAction } from '../vehicle/vehicle-link';
import type { Action } from './context';

export const NOT_A_VEHICLE =
  'This PC is not a vehicle: start its agent with --vehicle sim or --vehicle rosbridge.';

/**
 * A vehicle action (vehicleStateAPI, operationModeAPI, controlLockAPI, teleopAPI, estopAPI,
 * vehicleSettingsAPI, and the HMI's vehiclePlanningAPI, vehicleCloudAPI, routeAPI,
 * changeRouteAPI, clearRouteAPI, initialPoseAPI, engageAPI, vehicleMapAPI), handed to the
 * vehicle link. On a PC that is not a vehicle it is refused with how to make it one, except the
 * server's own notices (a connection ended), which need no answer there.
 */
function vehicleAction(action: VehicleLinkAction): Action {
  return async (data, context) => {
    if (!context.vehicle) {
      if (context.sender?.kind === 'server') return undefined;
      throw new AgentError(NOT_A_VEHICLE);
    }
    return context.vehicle.handle(action, data, context.sender);
  };
}

export const vehicleState = vehicleAction('vehicleStateAPI');
export const operationMode = vehicleAction('operationModeAPI');
export const controlLock = vehicleAction('controlLockAPI');
export const teleop = vehicleAction('teleopAPI');
export const estop = vehicleAction('estopAPI');
export const vehicleSettings = vehicleAction('vehicleSettingsAPI');

// The HMI's (issue 16): the plan and the cloud at once, and the AD API's commands.
export const vehiclePlanning = vehicleAction('vehiclePlanningAPI');
export const vehicleCloud = vehicleAction('vehicleCloudAPI');
export const route = vehicleAction('routeAPI');
export const changeRoute = vehicleAction('changeRouteAPI');
export const clearRoute = vehicleAction('clearRouteAPI');
export const initialPose = vehicleAction('initialPoseAPI');
export const engage = vehicleAction('engageAPI');
export const vehicleMap = vehicleAction('vehicleMapAPI');
