import { AgentError } from '../runtime';
import type { VehicleLinkAction } from '../vehicle/vehicle-link';
import type { ActionContext } from './context';

export const NOT_A_VEHICLE =
  'This PC is not a vehicle: start its agent with --vehicle sim or --vehicle rosbridge.';

/**
 * A vehicle action (vehicleStateAPI, operationModeAPI, controlLockAPI, teleopAPI, estopAPI,
 * vehicleSettingsAPI, and the HMI's vehiclePlanningAPI, vehicleCloudAPI, routeAPI,
 * changeRouteAPI, clearRouteAPI, initialPoseAPI, engageAPI, vehicleMapAPI), handed straight to
 * the vehicle link, which answers each by its own table. On a PC that is not a vehicle it is
 * refused with how to make it one, except the server's own notices (a connection ended), which
 * need no answer there.
 */
export async function toVehicle(
  action: VehicleLinkAction,
  data: unknown,
  context: ActionContext,
): Promise<unknown> {
  if (!context.vehicle) {
    if (context.sender?.kind === 'server') return undefined;
    throw new AgentError(NOT_A_VEHICLE);
  }
  return context.vehicle.handle(action, data, context.sender);
}
