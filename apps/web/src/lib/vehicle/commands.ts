import {
  HMI_ACTIONS,
  type MessageSender,
  type SocketMessage,
  VEHICLE_ACTIONS,
} from '@ads/contract';
import { i18n, serverText } from '../i18n';
import { notify } from '../notify';
import type en from '../i18n/locales/en/vehicle';
import { onRoomMessage, sendTo } from '../socket';

/*
 * Commands to a vehicle (mode, control lock, e-stop, settings, the HMI's) and whose answer is
 * whose. The agent's answers go to everyone in the vehicle's room; each REQUEST this page sends
 * carries an id that every RESPONSE to it echoes (issue 25), so an answer is this page's when
 * it carries an id this page sent for that action. An answer without an id (an agent from
 * before ids) counts as this page's when this page asked the same thing of the same vehicle a
 * moment before. A refusal by the server itself (no sender) only ever reaches the connection
 * that sent the message, so it is always this page's.
 */

// The vehicle's words (refusals, "not connected") are said outside React too: fetched as soon as
// a page that commands a vehicle loads, not first by a component.
void i18n.loadNamespaces('vehicle');

/** An answer without an id later than this after the request is not taken for its answer. */
export const ANSWER_WINDOW_MS = 3_000;
/**
 * How long a sent id is remembered. Longer than any answer takes (a rosbridge service times
 * out after 5 s), short enough that ids of unanswered requests do not pile up.
 */
const ID_KEEP_MS = 60_000;

/** This page's ids: a random prefix (other tabs and browsers hear the same room) and a counter. */
const PAGE = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
let counter = 0;

/** A new request id: short, and unique for this page. */
export function requestId(): string {
  counter += 1;
  return `${PAGE}-${counter.toString(36)}`;
}

/** Whether an id is one of this page's. */
export const isOwnId = (id: string): boolean => id.startsWith(`${PAGE}-`);

interface Asked {
  room: string;
  action: string;
  at: number;
}
const askedById = new Map<string, Asked>();
/** For answers without an id: when this page last asked each action of each vehicle. */
const askedByAction = new Map<string, number>();
const keyOf = (room: string, action: string) => `${room}\u0000${action}`;

function remember(id: string, asked: Asked): void {
  // Oldest first (a Map keeps its insertion order): forget what is past keeping.
  for (const [old, entry] of askedById) {
    if (asked.at - entry.at <= ID_KEEP_MS) break;
    askedById.delete(old);
  }
  askedById.set(id, asked);
  askedByAction.set(keyOf(asked.room, asked.action), asked.at);
}

/**
 * Sends a REQUEST to a vehicle with a request id (a new one unless given: a caller that waits
 * for the answer makes the id first); says so when the page is not in the vehicle's room yet.
 */
export function command(
  room: string,
  action: string,
  data: unknown,
  vehicleName: string,
  id: string = requestId(),
): boolean {
  if (!sendTo(room, action, data, id)) {
    notify(i18n.t('vehicle:notConnected', { name: vehicleName }), 'warning');
    return false;
  }
  remember(id, { room, action, at: Date.now() });
  return true;
}

/**
 * Whether an answer heard in `room` answers one of this page's own requests (and marks that
 * request answered: its next answer is not taken for this page's again).
 */
export function isOurAnswer(
  room: string,
  message: Pick<SocketMessage, 'action' | 'id'>,
  sender: MessageSender | undefined,
  now = Date.now(),
): boolean {
  if (sender === undefined) {
    if (message.id !== undefined) askedById.delete(message.id);
    return true;
  }
  if (sender.kind !== 'agent') return false;
  if (message.id !== undefined) {
    const asked = askedById.get(message.id);
    if (!asked || asked.room !== room || asked.action !== message.action) return false;
    askedById.delete(message.id);
    return true;
  }
  const key = keyOf(room, message.action);
  const at = askedByAction.get(key);
  if (at === undefined || now - at > ANSWER_WINDOW_MS) return false;
  askedByAction.delete(key);
  return true;
}

/** FMS's actions whose refusals reach the user as a snackbar (tele-op shows its own inline). */
export const ANSWERED_ACTIONS = [
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.estop,
  VEHICLE_ACTIONS.settings,
] as const;

/** What an error answer says, with a fallback for each action. */
export function refusalText(action: string, data: unknown): string {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  // The vehicle's own sentence, in the language shown when it is a known one.
  if (typeof message === 'string' && message) return serverText(message);
  const key = REFUSED_KEYS[action] ?? 'other';
  return i18n.t(`vehicle:refused.${key}`);
}

/** Each action's fallback refusal (locales/<language>/vehicle.ts, `refused`). */
const REFUSED_KEYS: Record<string, keyof typeof en.refused> = {
  [VEHICLE_ACTIONS.operationMode]: 'mode',
  [VEHICLE_ACTIONS.controlLock]: 'lock',
  [VEHICLE_ACTIONS.estop]: 'estop',
  [VEHICLE_ACTIONS.settings]: 'settings',
  [HMI_ACTIONS.route]: 'route',
  [HMI_ACTIONS.changeRoute]: 'changeRoute',
  [HMI_ACTIONS.clearRoute]: 'clearRoute',
  [HMI_ACTIONS.initialPose]: 'initialPose',
  [HMI_ACTIONS.engage]: 'engage',
  [HMI_ACTIONS.map]: 'map',
  [HMI_ACTIONS.record]: 'record',
};

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
      if (message.status !== 'error' || !isOurAnswer(room, message, sender)) return;
      show(refusalText(action, message.data), action, room);
    }),
  );
  return () => {
    for (const off of offs) off();
  };
}
