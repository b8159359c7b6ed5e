import { insideRing, type MapCrosswalk, type MapLight } from './driving-map';
import type { LaneletPath } from './lanelet-path';
import { PEDESTRIAN, type Pedestrian } from './pedestrians';
import { TRAFFIC_CAR, type TrafficCar } from './traffic-cars';
import type { LightCycle } from './traffic-lights';
import { SIM_BODY } from './vehicle-params';

/** How the ego plans its stops. */
export const STOPPING = {
  /** The planned deceleration to a stop, m/s². */
  decel: 2,
  /** It runs an amber light rather than brake harder than this. */
  amberDecel: 3,
  /** It stops this far before a crosswalk (front bumper). */
  crosswalkMargin: 2.5,
  /** A pedestrian this close to the car's corridor across a crosswalk (either side) holds it. */
  corridorHalfWidth: SIM_BODY.width / 2 + 0.7,
  /** It keeps this gap behind an object on its path, plus `headway` seconds of its speed. */
  gap: 8,
  headway: 1,
  /** An object this close to the path (centre to path) is on it. */
  pathHalfWidth: SIM_BODY.width / 2 + TRAFFIC_CAR.width / 2 + 0.4,
  /** How far ahead it looks, metres. */
  horizon: 120,
  /** A stop line the front has passed by more than this is behind it. */
  passed: 1,
} as const;

/** Where a path meets the map's lights and crosswalks (computed once per path). */
export interface PathFeatures {
  /** The stop line of each light on the path, by arc length. */
  lights: Array<{ light: MapLight; s: number }>;
  /** Each crosswalk the path crosses: where it enters and leaves, and where across it. */
  crosswalks: Array<{ crosswalk: MapCrosswalk; sIn: number; sOut: number; across: number }>;
}

export function pathFeatures(
  path: LaneletPath,
  lights: (laneletId: number) => { light: MapLight; station: number } | null,
  crosswalks: readonly MapCrosswalk[],
): PathFeatures {
  const features: PathFeatures = { lights: [], crosswalks: [] };
  for (let i = 1; i < path.count; i += 1) {
    const lanelet = path.laneletOf[i]!;
    if (path.laneletOf[i - 1] !== lanelet) continue;
    const light = lights(lanelet);
    const from = path.stationOf[i - 1]!;
    const to = path.stationOf[i]!;
    if (!light || from >= light.station || to < light.station || to <= from) continue;
    // Between two samples of its lanelet: interpolate to the line.
    const t = (light.station - from) / (to - from);
    features.lights.push({
      light: light.light,
      s: path.ss[i - 1]! + t * (path.ss[i]! - path.ss[i - 1]!),
    });
  }
  for (const crosswalk of crosswalks) {
    let sIn = -1;
    for (let i = 0; i <= path.count; i += 1) {
      const inside =
        i < path.count &&
        path.xs[i]! >= crosswalk.minX - 0.1 &&
        path.xs[i]! <= crosswalk.maxX + 0.1 &&
        path.ys[i]! >= crosswalk.minY - 0.1 &&
        path.ys[i]! <= crosswalk.maxY + 0.1 &&
        insideRing(crosswalk.ring, path.xs[i]!, path.ys[i]!);
      if (inside && sIn < 0) sIn = Math.max(0, path.ss[i]! - 0.5);
      if (!inside && sIn >= 0) {
        const sOut = path.ss[i - 1]! + 0.5;
        const middle = path.at((sIn + sOut) / 2);
        const ux = (crosswalk.bx - crosswalk.ax) / crosswalk.length;
        const uy = (crosswalk.by - crosswalk.ay) / crosswalk.length;
        const across = (middle.x - crosswalk.ax) * ux + (middle.y - crosswalk.ay) * uy;
        features.crosswalks.push({ crosswalk, sIn, sOut, across });
        sIn = -1;
      }
    }
  }
  features.lights.sort((a, b) => a.s - b.s);
  features.crosswalks.sort((a, b) => a.sIn - b.sIn);
  return features;
}

/**
 * Why the car must stop ahead, and where. `behavior` is an AD API PlanningBehavior name
 * (`autoware_adapi_v1_msgs/msg/PlanningBehavior`): the goal's stop is the goal planner's.
 */
export interface StopPoint {
  behavior: 'traffic-signal' | 'crosswalk' | 'route-obstacle' | 'goal-planner';
  detail: string;
  /** Metres the rear axle may still go (its front reaches the line then). */
  distance: number;
  /** Where the front stops (the line), local metres. */
  x: number;
  y: number;
  /** The speed of what it stops for along the path (a car ahead), m/s. */
  speed: number;
}

export interface StopScene {
  path: LaneletPath;
  features: PathFeatures;
  /** The ego's arc length on the path and speed. */
  s: number;
  speed: number;
  /** Sim time, s. */
  t: number;
  lights: LightCycle;
  pedestrians: readonly Pedestrian[];
  cars: readonly TrafficCar[];
}

/** How far ahead `s` lies from the ego along the path (wrapping a loop). */
function ahead(scene: StopScene, s: number): number {
  const d = s - scene.s;
  if (!scene.path.closed) return d;
  const L = scene.path.length;
  return (((d % L) + L + STOPPING.passed + SIM_BODY.front) % L) - STOPPING.passed - SIM_BODY.front;
}

/** Everything the car must stop for ahead, nearest first (the goal of an open path too). */
export function stopPoints(scene: StopScene): StopPoint[] {
  const { path } = scene;
  const out: StopPoint[] = [];
  const at = (lineS: number, behavior: StopPoint['behavior'], detail: string, speed = 0) => {
    const line = path.at(lineS);
    const distance = ahead(scene, lineS) - SIM_BODY.front;
    out.push({ behavior, detail, distance, x: line.x, y: line.y, speed });
  };
  for (const { light, s } of scene.features.lights) {
    const toLine = ahead(scene, s) - SIM_BODY.front;
    if (toLine < -STOPPING.passed || toLine > STOPPING.horizon) continue;
    const { color } = scene.lights.state(light, scene.t);
    if (color === 'GREEN') continue;
    const brake = (scene.speed * scene.speed) / (2 * Math.max(toLine, 0.01));
    if (color === 'AMBER' && brake > STOPPING.amberDecel) continue;
    at(s, 'traffic-signal', color === 'RED' ? 'red light' : 'amber light');
  }
  for (const crossing of scene.features.crosswalks) {
    const lineS = crossing.sIn - STOPPING.crosswalkMargin;
    const toLine = ahead(scene, lineS) - SIM_BODY.front;
    if (toLine < -STOPPING.passed || toLine > STOPPING.horizon) continue;
    if (scene.pedestrians.some((p) => holds(p, crossing.crosswalk, crossing.across))) {
      at(lineS, 'crosswalk', 'pedestrian');
    }
  }
  obstacles(scene, at);
  if (!path.closed) {
    const end = path.at(path.length);
    out.push({
      behavior: 'goal-planner',
      detail: 'goal',
      distance: path.length - scene.s,
      x: end.x,
      y: end.y,
      speed: 0,
    });
  }
  return out.sort((a, b) => a.distance - b.distance);
}

/** A pedestrian on the crosswalk who has not yet passed the car's corridor across it. */
function holds(p: Pedestrian, crosswalk: MapCrosswalk, across: number): boolean {
  if (p.crosswalk !== crosswalk) return false;
  const half = STOPPING.corridorHalfWidth;
  if (p.t < -PEDESTRIAN.approach || p.t > crosswalk.length + PEDESTRIAN.approach) return false;
  return p.direction === 1 ? p.t <= across + half : p.t >= across - half;
}

/** Cars on the path ahead: keep the gap behind them (stop for one across it). */
function obstacles(
  scene: StopScene,
  at: (lineS: number, behavior: StopPoint['behavior'], detail: string, speed: number) => void,
): void {
  const { path } = scene;
  const here = path.at(scene.s);
  const first = path.indexAt(scene.s);
  const span = Math.ceil(STOPPING.horizon / 1);
  for (const car of scene.cars) {
    if (Math.hypot(car.x - here.x, car.y - here.y) > STOPPING.horizon + 5) continue;
    let best = Infinity;
    let bestK = -1;
    for (let k = 0; k <= span; k += 1) {
      let i = first + k;
      if (path.closed) i %= path.count;
      else if (i >= path.count) break;
      const dx = path.xs[i]! - car.x;
      const dy = path.ys[i]! - car.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < best) {
        best = d2;
        bestK = i;
      }
    }
    if (bestK < 0 || Math.sqrt(best) > STOPPING.pathHalfWidth) continue;
    const carS = path.ss[bestK]!;
    const toCar = ahead(scene, carS);
    if (toCar < SIM_BODY.front - 1 || toCar > STOPPING.horizon) continue;
    const along = Math.cos(car.yaw - path.at(carS).yaw);
    const speed = along > 0.5 ? car.speed * along : 0;
    const keep = TRAFFIC_CAR.length / 2 + STOPPING.gap + STOPPING.headway * scene.speed;
    at(carS - keep, 'route-obstacle', along > 0.5 ? 'car ahead' : 'crossing car', speed);
  }
}

/**
 * The speed the car may have now to stop comfortably at each stop point (a moving object's
 * own stopping distance counts), and which stop binds. `cruise` is the road's speed here.
 */
export function stoppingSpeed(
  stops: readonly StopPoint[],
  cruise: number,
): { speed: number; binding: StopPoint | null } {
  let speed = cruise;
  let binding: StopPoint | null = null;
  for (const stop of stops) {
    const room = stop.distance + (stop.speed * stop.speed) / (2 * STOPPING.decel);
    const allowed = Math.sqrt(2 * STOPPING.decel * Math.max(0, room));
    if (allowed < speed) {
      speed = allowed;
      binding = stop;
    }
  }
  return { speed, binding };
}
