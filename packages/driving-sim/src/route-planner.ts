import { shortestRoute } from '@ads/lanelet2';
import { type Lane, lanePoint, type LaneMatch, type SimMap } from './driving-map';

/** A route the planner cannot make: a point off the lanes, or no lane leading there. */
export class RoutePlanError extends Error {
  override name = 'RoutePlanError';
}

/** A pose in the map's frame: metres, yaw counter-clockwise from east. */
export interface LocalPose {
  x: number;
  y: number;
  yaw: number;
}

/** A route over the lanelets: which, from where on the first to where on the last. */
export interface LaneletRoutePlan {
  lanelets: number[];
  fromStation: number;
  toStation: number;
  /** The goal moved onto its lane's centreline, facing along it. */
  goal: LocalPose;
  /** The waypoints, likewise. */
  waypoints: LocalPose[];
}

/** How far from a lane a goal may be (AD API: the planner finds no lane beyond). */
export const GOAL_RADIUS = 10;
/** The vehicle's own lane: this close, facing its way within 90°. */
const START_RADIUS = 10;

const HALF_TURN = Math.PI / 2;

/** The lane under a goal: facing its way within 90° if one is near, else any near one. */
function laneForGoal(map: SimMap, pose: LocalPose): LaneMatch | null {
  return (
    map.nearestLane(pose.x, pose.y, pose.yaw, GOAL_RADIUS, HALF_TURN) ??
    map.nearestLane(pose.x, pose.y, null, GOAL_RADIUS)
  );
}

/** Lanelets from `from` (at `station`) to `to` (at `target`): through successors, lane changes. */
function leg(map: SimMap, from: Lane, station: number, to: Lane, target: number): number[] | null {
  if (from.id === to.id && target >= station - 0.5) return [from.id];
  if (from.id !== to.id) {
    const route = shortestRoute(map.graph, from.id, to.id);
    return route ? route.lanelets : null;
  }
  // Behind the car on its own lane: round the block and back.
  let best: { lanelets: number[]; length: number } | null = null;
  for (const next of from.successors) {
    const route = shortestRoute(map.graph, next, to.id);
    if (route && (!best || route.length < best.length)) {
      best = { lanelets: [from.id, ...route.lanelets], length: route.length };
    }
  }
  return best?.lanelets ?? null;
}

/**
 * The route from the vehicle's pose through the waypoints to the goal, as Autoware's
 * mission planner makes it: start on the vehicle's lane (the nearest facing its way), each
 * point on the nearest lane (preferring one that faces the point's heading within 90°) moved
 * onto its centreline, the shortest lanelet sequence between them. Throws a RoutePlanError
 * when a point is off the lanes or cannot be reached (the agent answers it as plannerFailed).
 */
export function planRoute(
  map: SimMap,
  vehicle: LocalPose,
  goal: LocalPose,
  waypoints: readonly LocalPose[] = [],
): LaneletRoutePlan {
  const start = map.nearestLane(vehicle.x, vehicle.y, vehicle.yaw, START_RADIUS, HALF_TURN);
  if (!start) {
    throw new RoutePlanError('The vehicle is not on a lane of the map.');
  }
  const points = [...waypoints, goal].map((pose, i, all) => {
    const match = laneForGoal(map, pose);
    if (!match) {
      const what = i === all.length - 1 ? 'The goal' : `Waypoint ${i + 1}`;
      throw new RoutePlanError(`${what} is more than ${GOAL_RADIUS} m from any lane.`);
    }
    return match;
  });
  const lanelets: number[] = [];
  let lane = start.lane;
  let station = start.station;
  for (const [i, point] of points.entries()) {
    const part = leg(map, lane, station, point.lane, point.station);
    if (!part) {
      const what = i === points.length - 1 ? 'the goal' : `waypoint ${i + 1}`;
      throw new RoutePlanError(`No lane route leads to ${what}.`);
    }
    lanelets.push(...(lanelets.length > 0 && lanelets.at(-1) === part[0] ? part.slice(1) : part));
    lane = point.lane;
    station = point.station;
  }
  const onLane = (match: LaneMatch): LocalPose => lanePoint(match.lane, match.station);
  return {
    lanelets,
    fromStation: start.station,
    toStation: points.at(-1)!.station,
    goal: onLane(points.at(-1)!),
    waypoints: points.slice(0, -1).map(onLane),
  };
}

/**
 * The patrol loop from a lane back to it, the shortest (round a block): the lane, then the
 * shortest route from one of its successors to one of its predecessors that leads into it.
 * Null when no loop exists.
 */
export function planPatrol(map: SimMap, laneId: number): number[] | null {
  const lane = map.lanes.get(laneId);
  if (!lane) return null;
  let best: { lanelets: number[]; length: number } | null = null;
  for (const before of map.graph.predecessors(laneId)) {
    for (const next of lane.successors) {
      if (next === laneId) continue;
      const route =
        next === before ? { lanelets: [next], length: 0 } : shortestRoute(map.graph, next, before);
      if (route && !route.lanelets.includes(laneId) && (!best || route.length < best.length)) {
        best = { lanelets: [laneId, ...route.lanelets], length: route.length };
      }
    }
  }
  return best?.lanelets ?? null;
}
