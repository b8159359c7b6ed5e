import { HMI_ACTIONS, type MessageSender, VEHICLE_ACTIONS } from '@ads/contract';
import { notify } from '../notify';
import { onRoomMessage, sendTo } from '../socket';

/*
 * Commands to a vehicle (mode, control lock, e-stop) and whose answer is whose. The agent's
 * answers go to everyone in the vehicle's room, and they do not say which request they answer;
 * so an answer counts as this page's when this page asked the same thing of the same vehicle a
 * moment before. A refusal by the server itself (no sender) only ever reaches the connection
 * that sent the message, so it is always this page's.
 */

/** An answer later than this after the request is not taken for its answer. */
export const ANSWER_WINDOW_MS = 3_000;

const asked = new Map<string, number>();
const keyOf = (room: string, action: string) => `${room}\u0000${action}`;

/** Sends a REQUEST to a vehicle; says so when the page is not in the vehicle's room yet. */
export function command(room: string, action: string, data: unknown, vehicleName: string): boolean {
  if (!sendTo(room, action, data)) {
    notify(`Not connected to ${vehicleName} yet. Try again in a moment.`, 'warning');
    return false;
  }
  asked.set(keyOf(room, action), Date.now());
  return true;
}

/** Whether an answer heard in `room` answers this page's own request (and marks it answered). */
export function isOurAnswer(
  room: string,
  action: string,
  sender: MessageSender | undefined,
  now = Date.now(),
): boolean {
  if (sender === undefined) return true;
  if (sender.kind !== 'agent') return false;
  const key = keyOf(room, action);
  const at = asked.get(key);
  if (at === undefined || now - at > ANSWER_WINDOW_MS) return false;
  asked.delete(key);
  return true;
}

/** FMS's actions whose refusals reach the user as a snackbar (tele-op shows its own inline). */
export const ANSWERED_ACTIONS = [
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.estop,
] as const;

/** What an error answer says, with a fallback for each action. */
export function refusalText(action: string, data: unknown): string {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  if (action === VEHICLE_ACTIONS.operationMode) return 'The vehicle refused the mode change.';
  if (action === VEHICLE_ACTIONS.controlLock) return 'The vehicle refused the control request.';
  if (action === VEHICLE_ACTIONS.estop) return 'The vehicle refused the emergency stop request.';
  if (action === HMI_ACTIONS.route) return 'The vehicle refused the goal.';
  if (action === HMI_ACTIONS.clearRoute) return 'The vehicle refused to clear the route.';
  if (action === HMI_ACTIONS.initialPose) return 'The vehicle refused the initial pose.';
  if (action === HMI_ACTIONS.engage) return 'The vehicle refused to engage.';
  if (action === HMI_ACTIONS.map) return 'The vehicle refused the map.';
  if (action === HMI_ACTIONS.record) return 'The vehicle refused the recording request.';
  return 'The vehicle refused the request.';
}

/**
 * Shows this page's refused `actions` (the vehicle's own sentence) with `show`, a snackbar by
 * default; returns the unsubscribe. Only refusals of this page's own requests count.
 */
export function hearRefusals(
  actions: readonly string[],
  show: (text: string, action: string, room: string) => void = (text) => notify(text, 'error'),
): () => void {
  const offs = actions.map((action) =>
    onRoomMessage(action, (room, message, sender) => {
      if (message.status !== 'error' || !isOurAnswer(room, action, sender)) return;
      show(refusalText(action, message.data), action, room);
    }),
  );
  return () => {
    for (const off of offs) off();
  };
}
