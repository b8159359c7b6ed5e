import type {
  DetectedObject,
  LocalizationStateName,
  MapPose,
  TrafficLightState,
  TrajectoryPoint,
  TurnSignal,
  VelocityFactor,
} from '@ads/contract';
import type { PlanningReading } from '../adapter';
import {
  type Body,
  type SimMap,
  compassHeading,
  type LaneletPath,
  PEDESTRIAN,
  type Pedestrian,
  type PathFeatures,
  type StopPoint,
  STOPPING,
  TRAFFIC_CAR,
  type TrafficCar,
  type LightCycle,
  SIM_VEHICLE,
  type LocalPose,
} from '@ads/driving-sim';

/** What the HMI is shown, and how much of it. */
export const PLANNING_VIEW = {
  /** The trajectory: a point every `step` metres, `points` of them (100 m). */
  trajectoryStep: 2,
  trajectoryPoints: 50,
  objectsWithin: 100,
  lightsWithin: 150,
  /** A turn lanelet this far ahead sets the turn signal. */
  signalWithin: 30,
  /** At most this many velocity factors (the contract's limit). */
  factors: 50,
} as const;

/** The route being driven: the patrol loop the sim starts with, or a goal the HMI set. */
export interface ActiveRoute {
  kind: 'patrol' | 'goal';
  state: 'SET' | 'ARRIVED';
  path: LaneletPath;
  features: PathFeatures;
  goal: LocalPose;
  waypoints: LocalPose[];
}

export interface PlanningScene {
  map: SimMap;
  localization: LocalizationStateName;
  route: ActiveRoute | null;
  body: Body;
  /** The ego's arc length on the route's path (null without a route). */
  s: number | null;
  stops: readonly StopPoint[];
  t: number;
  lights: LightCycle;
  pedestrians: readonly Pedestrian[];
  cars: readonly TrafficCar[];
  /** An MRM is on: hazard lights. */
  hazard: boolean;
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function pose(map: SimMap, x: number, y: number, yaw: number): MapPose {
  const { lat, lon } = map.toLatLon(x, y);
  return { lat: round7(lat), lon: round7(lon), heading: round(compassHeading(yaw), 2) };
}

/** The planned speed `offset` metres ahead: the road's, and every stop's braking curve. */
function plannedSpeed(path: LaneletPath, s: number, offset: number, stops: readonly StopPoint[]) {
  let speed = path.speeds[path.indexAt(s + offset)]!;
  for (const stop of stops) {
    const room = stop.distance - offset + (stop.speed * stop.speed) / (2 * STOPPING.decel);
    speed = Math.min(speed, Math.sqrt(2 * STOPPING.decel * Math.max(0, room)));
  }
  return speed;
}

/**
 * The HMI's view at 10 Hz: map, localisation, route, remaining distance and time, the next
 * 100 m of trajectory, objects, lights, velocity factors and turn signal. Cheap: it walks only
 * what is near the vehicle. `remaining.time` is the route's rest at its planned speeds (limits
 * and bends, at least 2 m/s so stops do not make it infinite); a patrol loop counts to the
 * end of its lap.
 */
export function planningReading(scene: PlanningScene): PlanningReading {
  const { map, route, body } = scene;
  const active = route && route.state === 'SET' && scene.s !== null ? route : null;
  const s = scene.s ?? 0;

  const trajectory: TrajectoryPoint[] = [];
  if (active) {
    const { path } = active;
    const rest = path.closed ? Infinity : path.length - s;
    for (let k = 0; k < PLANNING_VIEW.trajectoryPoints; k += 1) {
      const offset = Math.min(k * PLANNING_VIEW.trajectoryStep, rest);
      const point = path.at(s + offset);
      const { lat, lon } = map.toLatLon(point.x, point.y);
      trajectory.push([
        round7(lat),
        round7(lon),
        round(plannedSpeed(path, s, offset, scene.stops), 2),
      ]);
      if (offset >= rest) break;
    }
  }

  const objects: DetectedObject[] = [];
  const near = (x: number, y: number, within: number) =>
    Math.hypot(x - body.x, y - body.y) <= within;
  for (const car of scene.cars) {
    if (!near(car.x, car.y, PLANNING_VIEW.objectsWithin)) continue;
    const where = pose(map, car.x, car.y, car.yaw);
    objects.push({
      id: car.id,
      class: 'CAR',
      ...where,
      length: TRAFFIC_CAR.length,
      width: TRAFFIC_CAR.width,
      height: TRAFFIC_CAR.height,
      speed: round(car.speed, 2),
    });
  }
  for (const p of scene.pedestrians) {
    if (!near(p.x, p.y, PLANNING_VIEW.objectsWithin)) continue;
    objects.push({
      id: p.id,
      class: 'PEDESTRIAN',
      ...pose(map, p.x, p.y, p.yaw),
      length: PEDESTRIAN.length,
      width: PEDESTRIAN.width,
      height: PEDESTRIAN.height,
      speed: PEDESTRIAN.speed,
    });
  }

  const trafficLights: TrafficLightState[] = [];
  for (const light of map.lights) {
    if (!near(light.x, light.y, PLANNING_VIEW.lightsWithin)) continue;
    const state = scene.lights.state(light, scene.t);
    trafficLights.push({
      id: light.id,
      color: state.color,
      lat: round7(light.lat),
      lon: round7(light.lon),
      remaining_s: Number.isFinite(state.remaining) ? round(state.remaining, 1) : null,
    });
  }

  const standing = Math.abs(body.speed) <= SIM_VEHICLE.standstillSpeed;
  const factors: VelocityFactor[] = [];
  if (active) {
    for (const stop of scene.stops) {
      if (stop.distance > STOPPING.horizon) continue;
      if (factors.length >= PLANNING_VIEW.factors) break;
      const { lat, lon } = map.toLatLon(stop.x, stop.y);
      factors.push({
        behavior: stop.behavior,
        status: standing && stop.distance < 2 ? 'STOPPED' : 'APPROACHING',
        distance: round(Math.max(0, stop.distance), 1),
        lat: round7(lat),
        lon: round7(lon),
        detail: stop.detail,
      });
    }
  }

  let turnSignal: TurnSignal = 'NONE';
  if (scene.hazard) turnSignal = 'HAZARD';
  else if (active) {
    const { path } = active;
    const first = path.indexAt(s);
    for (let k = 0; k <= PLANNING_VIEW.signalWithin; k += 1) {
      const i = path.closed ? (first + k) % path.count : first + k;
      if (i >= path.count) break;
      const turn = map.lanes.get(path.laneletOf[i]!)?.turn;
      if (turn === 'left' || turn === 'right') {
        turnSignal = turn === 'left' ? 'LEFT' : 'RIGHT';
        break;
      }
    }
  }

  return {
    map: map.ref,
    localization: scene.localization,
    route_state: route ? route.state : 'UNSET',
    route: route && {
      goal: pose(map, route.goal.x, route.goal.y, route.goal.yaw),
      waypoints: route.waypoints.map((w) => pose(map, w.x, w.y, w.yaw)),
      lanelets: route.path.lanelets.slice(0, 5000),
    },
    remaining: !route
      ? null
      : route.state === 'ARRIVED'
        ? { distance: 0, time: 0 }
        : {
            distance: round(Math.max(0, route.path.length - s), 1),
            time: round(Math.max(0, route.path.timeFrom(s)), 1),
          },
    trajectory,
    objects,
    traffic_lights: trafficLights,
    velocity_factors: factors,
    turn_signal: turnSignal,
  };
}
