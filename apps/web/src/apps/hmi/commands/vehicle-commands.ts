import { HMI_ACTIONS, type MapPose, type RouteStateName } from '@ads/contract';
import { command, requestId } from '../../../lib/vehicle/commands';
import { watchUpload } from '../live/upload-watch';
import { type AnswerStatus, CLEAR_WAIT_MS, awaitAnswer } from './await-answer';

/*
 * The HMI's commands to the vehicle (AD API over the agent link). Refusals come back as error
 * answers and are shown by the page's link (use-hmi-link.ts), in the vehicle's words.
 */

export interface Target {
  room: string;
  name: string;
}

/**
 * What the goal needs of the link: send a request (with the id its answer will carry, a new one
 * unless given), wait for the answer to an id (replaced in tests).
 */
export interface Link {
  send(target: Target, action: string, data: unknown, id?: string): boolean;
  answer(room: string, action: string, id: string, timeoutMs: number): Promise<AnswerStatus>;
  newId(): string;
}

const LIVE_LINK: Link = {
  send: (target, action, data, id) => command(target.room, action, data, target.name, id),
  answer: awaitAnswer,
  newId: requestId,
};

/** Compass degrees, rounded to what the vehicle can use (and the contract's range). */
const pose = (p: MapPose): MapPose => ({
  lat: p.lat,
  lon: p.lon,
  heading: Math.round((((p.heading % 360) + 360) % 360) * 10) / 10,
});

/**
 * Sets a goal, as the AD API takes one:
 * - a route is set (SET, or CHANGING): `change_route_points`, which current Autoware accepts
 *   also while driving (clearing a route in use while moving in AUTO is refused);
 * - the vehicle has arrived: the route is cleared first (Autoware's AD API clears it on arrival
 *   by itself; a vehicle that has not yet would refuse `set_route_points`), and the goal goes
 *   once the vehicle confirms, or after CLEAR_WAIT_MS without an answer. A refused clear stops
 *   here: its reason is shown;
 * - no route: `set_route_points`.
 */
export async function sendGoal(
  target: Target,
  goal: MapPose,
  routeState: RouteStateName | null,
  link: Link = LIVE_LINK,
): Promise<boolean> {
  const request = { goal: pose(goal), waypoints: [] };
  if (routeState === 'SET' || routeState === 'CHANGING') {
    return link.send(target, HMI_ACTIONS.changeRoute, request);
  }
  if (routeState === 'ARRIVED') {
    const id = link.newId();
    const answered = link.answer(target.room, HMI_ACTIONS.clearRoute, id, CLEAR_WAIT_MS);
    if (!link.send(target, HMI_ACTIONS.clearRoute, {}, id)) return false;
    if ((await answered) === 'error') return false;
  }
  return link.send(target, HMI_ACTIONS.route, request);
}

export const sendInitialPose = (target: Target, at: MapPose, link: Link = LIVE_LINK) =>
  link.send(target, HMI_ACTIONS.initialPose, { pose: pose(at) });

export const sendEngage = (target: Target, link: Link = LIVE_LINK) =>
  link.send(target, HMI_ACTIONS.engage, {});

export const sendClearRoute = (target: Target, link: Link = LIVE_LINK) =>
  link.send(target, HMI_ACTIONS.clearRoute, {});

/** `null`: the built-in sample road network. */
export const sendVehicleMap = (target: Target, mapId: number | null, link: Link = LIVE_LINK) =>
  link.send(target, HMI_ACTIONS.map, { map_id: mapId });

export function sendRecord(
  target: Target,
  action: 'start' | 'stop',
  projectId: number | null,
  link: Link = LIVE_LINK,
): boolean {
  const sent = link.send(target, HMI_ACTIONS.record, {
    action,
    ...(action === 'stop' && projectId ? { project_id: projectId } : {}),
  });
  if (sent && action === 'stop') watchUpload();
  return sent;
}
