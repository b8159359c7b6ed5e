import {
  type AppKey,
  HMI_COMMAND_ACTIONS,
  VEHICLE_ACTIONS,
  VEHICLE_COMMAND_ACTIONS,
} from '@ads/contract';
import { AppError } from '../../http/errors';

/**
 * The apps that let a user send a vehicle command; any one of them on for the sender's role is
 * enough. FMS's commands need FMS, the HMI's need HMI, and the control lock either: the HMI
 * takes the same lock as FMS before it engages (docs/adr/0017, 0020). Null: not a command.
 */
export function commandApps(action: string): readonly AppKey[] | null {
  if (action === VEHICLE_ACTIONS.controlLock) return ['monitoring', 'hmi'];
  if (VEHICLE_COMMAND_ACTIONS.includes(action)) return ['monitoring'];
  if (HMI_COMMAND_ACTIONS.includes(action)) return ['hmi'];
  return null;
}

/**
 * The relay's check of a user's vehicle command (realtime/events.ts): the room already holds
 * only the PC's owner and admins; the command's app must also be on for the sender's role
 * (docs/adr/0012), else the refusal is the sentence its HTTP routes answer with 403.
 */
export function createVehicleCommandGate(deps: {
  /** Refuses (403, with its sentence) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
}) {
  return {
    isCommand: (action: string): boolean => commandApps(action) !== null,

    /** Null when this user may send `action`, else the sentence of the first app that is off. */
    async mayCommand(user: { userId: number; role: string }, action: string) {
      let refusal: string | null = null;
      for (const app of commandApps(action) ?? []) {
        try {
          await deps.checkApp(app, user.role);
          return null;
        } catch (error) {
          if (!(error instanceof AppError && error.status === 403)) throw error;
          refusal ??= error.message;
        }
      }
      return refusal;
    },
  };
}
export type VehicleCommandGate = ReturnType<typeof createVehicleCommandGate>;
