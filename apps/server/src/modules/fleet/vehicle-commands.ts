import {
  type AppKey,
  HMI_COMMAND_ACTIONS,
  VEHICLE_ACTIONS,
  VEHICLE_COMMAND_ACTIONS,
  isStopRequest,
} from '@ads/contract';
import { AppError } from '../../http/errors';

/**
 * The apps that let a user send a vehicle command; any one of them on for the sender's role is
 * enough. FMS's commands need FMS, the HMI's need HMI; the control lock and releasing an
 * E-STOP need either, since the HMI takes the same lock as FMS before it engages and has its
 * own E-STOP (docs/adr/0017, 0020). Null: not a command. A stop (`isStopRequest`) is never
 * gated: the relay passes it before asking this.
 */
export function commandApps(action: string, data: unknown): readonly AppKey[] | null {
  if (action === VEHICLE_ACTIONS.controlLock) return ['monitoring', 'hmi'];
  if (action === VEHICLE_ACTIONS.estop && !isStopRequest(action, data)) {
    return ['monitoring', 'hmi'];
  }
  if (VEHICLE_COMMAND_ACTIONS.includes(action)) return ['monitoring'];
  if (HMI_COMMAND_ACTIONS.includes(action)) return ['hmi'];
  return null;
}

type User = { userId: number; role: string };

/**
 * The relay's check of a user's vehicle command (realtime/events.ts): the room already holds
 * only the PC's owner and admins; the command's app must also be on for the sender's role
 * (docs/adr/0012), else the refusal is the sentence its HTTP routes answer with 403. A stop
 * (E-STOP engaged, a change to STOP) is for anyone in the room and is never checked (issue 25).
 */
export function createVehicleCommandGate(deps: {
  /** Refuses (403, with its sentence) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
  /** The same from memory: null on, the sentence off, undefined when not known yet. */
  checkAppNow(app: AppKey, role: string): string | null | undefined;
}) {
  return {
    kindOf(action: string, data: unknown): 'stop' | 'command' | null {
      if (isStopRequest(action, data)) return 'stop';
      return commandApps(action, data) === null ? null : 'command';
    },

    /**
     * From memory, without waiting: null when `user` may send this command, the sentence of the
     * first app that is off, or undefined when the availability must be read (`mayCommand`).
     */
    mayCommandNow(user: User, action: string, data: unknown): string | null | undefined {
      let refusal: string | null = null;
      for (const app of commandApps(action, data) ?? []) {
        const answer = deps.checkAppNow(app, user.role);
        if (answer === undefined) return undefined;
        if (answer === null) return null;
        refusal ??= answer;
      }
      return refusal;
    },

    /** Null when this user may send the command, else the sentence of the first app that is off. */
    async mayCommand(user: User, action: string, data: unknown): Promise<string | null> {
      let refusal: string | null = null;
      for (const app of commandApps(action, data) ?? []) {
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
