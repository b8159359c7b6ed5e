import {
  type DetectedObject,
  type LocalizationStateName,
  type MapPose,
  OBJECT_CLASSES,
  type RouteStateName,
  type TrafficLightColor,
  type TrafficLightState,
  type TrajectoryPoint,
  type TurnSignal,
  type VelocityFactor,
  type VelocityFactorStatus,
} from '@ads/contract';
import type { PlanningReading } from '../adapter';
import {
  type DynamicObjectArrayMsg,
  HAZARD_LIGHTS,
  LIGHT_COLOR,
  LOCALIZATION_STATE,
  ROUTE_STATE,
  type RouteMsg,
  SOLID,
  TURN_INDICATORS,
  type TrafficLightGroupArrayMsg,
  type TrajectoryMsg,
  VELOCITY_FACTOR_STATUS,
  type VelocityFactorArrayMsg,
} from './hmi-adapi';
import type { MapFrame } from './map-frame';
import type { VehicleStatusMsg } from './adapi';
import { STREAM_STALE_MS } from './reading';

/** Points of the trajectory pushed at most (10 Hz to every HMI page of the vehicle). */
export const TRAJECTORY_POINTS = 60;
/** The real vehicle's map: the studio does not know which it is. */
export const VEHICLE_MAP = { source: 'vehicle', name: "The vehicle's own map" } as const;
/** How close the trajectory's end must come to the goal for it to measure what is left. */
const GOAL_REACHED_M = 3;
/** Slower than this, a stretch's time is counted at this speed (a stop is not forever). */
const MIN_TIME_SPEED_MPS = 1;

interface Received<T> {
  msg: T;
  at: number;
}

/** The latest HMI messages, as the adapter saw them. */
export interface PlanningView {
  routeState: Received<{ state: number }> | null;
  route: Received<RouteMsg> | null;
  localization: Received<{ state: number }> | null;
  factors: Received<VelocityFactorArrayMsg> | null;
  objects: Received<DynamicObjectArrayMsg> | null;
  trajectory: Received<TrajectoryMsg> | null;
  lights: Received<TrafficLightGroupArrayMsg> | null;
}

export const emptyPlanningView = (): PlanningView => ({
  routeState: null,
  route: null,
  localization: null,
  factors: null,
  objects: null,
  trajectory: null,
  lights: null,
});

/** Messages from before the last connection are not today's truth about the vehicle. */
export function forgetPlanning(view: PlanningView): void {
  Object.assign(view, emptyPlanningView());
}

const ROUTE_STATES: Record<number, RouteStateName> = {
  [ROUTE_STATE.UNSET]: 'UNSET',
  [ROUTE_STATE.SET]: 'SET',
  [ROUTE_STATE.ARRIVED]: 'ARRIVED',
  [ROUTE_STATE.CHANGING]: 'CHANGING',
};
const LOCALIZATION_STATES: Record<number, LocalizationStateName> = {
  [LOCALIZATION_STATE.UNINITIALIZED]: 'UNINITIALIZED',
  [LOCALIZATION_STATE.INITIALIZING]: 'INITIALIZING',
  [LOCALIZATION_STATE.INITIALIZED]: 'INITIALIZED',
};
const FACTOR_STATUS: Record<number, VelocityFactorStatus> = {
  [VELOCITY_FACTOR_STATUS.APPROACHING]: 'APPROACHING',
  [VELOCITY_FACTOR_STATUS.STOPPED]: 'STOPPED',
};
const LIGHT_COLORS: Record<number, TrafficLightColor> = {
  [LIGHT_COLOR.RED]: 'RED',
  [LIGHT_COLOR.AMBER]: 'AMBER',
  [LIGHT_COLOR.GREEN]: 'GREEN',
};

const num = (value: number | null | undefined, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A realtime stream's latest message, unless it stopped coming. */
const fresh = <T>(received: Received<T> | null, now: number): T | null =>
  received && now - received.at <= STREAM_STALE_MS ? received.msg : null;

/** Evenly thinned to `max` points, keeping the first and the last. */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  const out: T[] = [];
  for (let i = 0; i < max; i += 1) {
    out.push(points[Math.round((i * (points.length - 1)) / (max - 1))] as T);
  }
  return out;
}

/** A UUID as 32 hex digits, from rosbridge's base64 or a list of bytes. */
export function uuidHex(uuid: string | number[]): string {
  const bytes = typeof uuid === 'string' ? [...Buffer.from(uuid, 'base64')] : uuid;
  const hex = bytes.map((byte) => (byte & 255).toString(16).padStart(2, '0')).join('');
  return hex.slice(0, 40) || '0';
}

/** Length, width, height of an object's shape (a box, or a cylinder's bounding box). */
function sizeOf(shape: { type: number; dimensions: Array<number | null> }) {
  const [a, b, c] = shape.dimensions.map((value) => Math.max(0, num(value)));
  switch (shape.type) {
    case SOLID.BOX:
      return { length: a ?? 0, width: b ?? 0, height: c ?? 0 };
    case SOLID.CYLINDER:
      // dimensions: height, radius
      return { length: 2 * (b ?? 0), width: 2 * (b ?? 0), height: a ?? 0 };
    case SOLID.SPHERE:
      return { length: 2 * (a ?? 0), width: 2 * (a ?? 0), height: 2 * (a ?? 0) };
    default:
      return { length: a ?? 0, width: b ?? a ?? 0, height: c ?? 0 };
  }
}

function objectsOf(msg: DynamicObjectArrayMsg, frame: MapFrame): DetectedObject[] {
  return msg.objects.slice(0, 500).flatMap((object) => {
    const pose = frame.toEarth(object.kinematics.pose);
    if (!pose) return [];
    const best = [...object.classification].sort(
      (p, q) => num(q.probability) - num(p.probability),
    )[0];
    const label = OBJECT_CLASSES[best?.label ?? 0] ?? 'UNKNOWN';
    return [
      {
        id: uuidHex(object.id.uuid),
        class: label,
        ...pose,
        ...sizeOf(object.shape),
        speed: num(object.kinematics.twist.linear.x),
      },
    ];
  });
}

function factorsOf(msg: VelocityFactorArrayMsg, frame: MapFrame): VelocityFactor[] {
  return msg.factors.slice(0, 50).flatMap((factor) => {
    const pose = frame.toEarth(factor.pose);
    if (!pose) return [];
    return [
      {
        behavior: (factor.behavior || 'unknown').slice(0, 40),
        status: FACTOR_STATUS[factor.status] ?? 'UNKNOWN',
        distance: num(factor.distance),
        lat: pose.lat,
        lon: pose.lon,
        detail: (factor.detail ?? '').slice(0, 200),
      },
    ];
  });
}

/**
 * Traffic light states. Autoware's message names each group (its regulatory element) but not
 * where it stands, and the studio does not have the vehicle's map: a group is placed at the
 * stop point of the `traffic-signal` velocity factor when that names exactly one light to stop
 * for, else it is left out (the banner says why the vehicle stops either way).
 */
function lightsOf(msg: TrafficLightGroupArrayMsg, factors: VelocityFactor[]): TrafficLightState[] {
  const stops = factors.filter((factor) => factor.behavior === 'traffic-signal');
  const groups = msg.traffic_light_groups;
  if (stops.length !== 1 || groups.length !== 1) return [];
  const stop = stops[0]!;
  return groups.map((group) => {
    // A group shows several elements (a circle, arrows): the circle's colour comes first.
    const color = group.elements.map((element) => LIGHT_COLORS[element.color]).find(Boolean);
    return {
      id: group.traffic_light_group_id,
      color: color ?? 'UNKNOWN',
      lat: stop.lat,
      lon: stop.lon,
      remaining_s: null,
    };
  });
}

function turnSignalOf(status: VehicleStatusMsg | null): TurnSignal {
  if (status?.hazard_lights?.status === HAZARD_LIGHTS.ENABLE) return 'HAZARD';
  if (status?.turn_indicators?.status === TURN_INDICATORS.LEFT) return 'LEFT';
  if (status?.turn_indicators?.status === TURN_INDICATORS.RIGHT) return 'RIGHT';
  return 'NONE';
}

type MapXy = { x: number; y: number };
const metres = (a: MapXy, b: MapXy) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * What is left of the route, measured in the map frame along the trajectory when it reaches the
 * goal (the last stretch of a drive); further away only the vehicle's map could tell, so null.
 */
function remainingOf(
  state: RouteStateName,
  goal: MapXy | null,
  trajectory: Array<MapXy & { speed: number }>,
): PlanningReading['remaining'] {
  if (state === 'ARRIVED') return { distance: 0, time: 0 };
  if (state !== 'SET' || !goal || trajectory.length < 2) return null;
  if (metres(trajectory.at(-1)!, goal) > GOAL_REACHED_M) return null;
  let distance = 0;
  let time = 0;
  for (let i = 1; i < trajectory.length; i += 1) {
    const step = metres(trajectory[i - 1]!, trajectory[i]!);
    const speed = Math.max(MIN_TIME_SPEED_MPS, Math.abs(trajectory[i - 1]!.speed));
    distance += step;
    time += step / speed;
  }
  return { distance, time };
}

/**
 * The HMI's view of the vehicle from the latest messages. Positions need the map frame: without
 * it (no `/map/map_projector_info`) nothing is placed, only the states are known.
 */
export function readPlanning(input: {
  view: PlanningView;
  status: VehicleStatusMsg | null;
  frame: MapFrame | null;
  /** The waypoints of the route this adapter set (Autoware's Route does not list them). */
  waypoints: MapPose[];
  now: number;
}): PlanningReading {
  const { view, frame, now } = input;
  const routeState = ROUTE_STATES[view.routeState?.msg.state ?? -1] ?? 'UNSET';
  const data = view.route?.msg.data[0];
  const goal = data && frame ? frame.toEarth(data.goal) : null;
  const route =
    data && goal && routeState !== 'UNSET'
      ? {
          goal,
          waypoints: input.waypoints.slice(0, 20),
          lanelets: data.segments.slice(0, 5000).map((segment) => segment.preferred.id),
        }
      : null;

  const trajectoryMsg = fresh(view.trajectory, now);
  // In the map frame first: what is left is measured there, with or without a projector.
  const path = (trajectoryMsg?.points ?? []).flatMap((point) => {
    const { x, y, z } = point.pose.position;
    if (x === null || y === null) return [];
    return [{ x, y, z, speed: num(point.longitudinal_velocity_mps) }];
  });
  const trajectory: TrajectoryPoint[] = frame
    ? thin(path, TRAJECTORY_POINTS).flatMap((point) => {
        const at = frame.toEarth({ position: point });
        return at ? [[at.lat, at.lon, point.speed] as TrajectoryPoint] : [];
      })
    : [];
  const goalXy = data?.goal.position;
  const goalInMap =
    goalXy && goalXy.x !== null && goalXy.y !== null ? { x: goalXy.x, y: goalXy.y } : null;

  const factorsMsg = fresh(view.factors, now);
  const factors = factorsMsg && frame ? factorsOf(factorsMsg, frame) : [];
  const objectsMsg = fresh(view.objects, now);
  const lightsMsg = fresh(view.lights, now);
  return {
    map: VEHICLE_MAP,
    localization: LOCALIZATION_STATES[view.localization?.msg.state ?? -1] ?? 'UNINITIALIZED',
    route_state: routeState,
    route,
    remaining: remainingOf(routeState, goalInMap, path),
    trajectory,
    objects: objectsMsg && frame ? objectsOf(objectsMsg, frame) : [],
    traffic_lights: lightsMsg ? lightsOf(lightsMsg, factors) : [],
    velocity_factors: factors,
    turn_signal: turnSignalOf(input.status),
  };
}
