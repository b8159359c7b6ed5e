import type { LightCycle } from './traffic-lights';
import { type Lane, lanePoint, type SimMap } from './driving-map';
import { seededRandom } from '@ads/seeded-random';

/** The simulated cars' size and manners. */
export const TRAFFIC_CAR = {
  length: 4.5,
  width: 1.8,
  height: 1.5,
  accel: 1.5,
  decel: 2,
  /** Braking harder than this it runs an amber light rather than stop. */
  amberDecel: 3,
  /** The gap it keeps to whatever is ahead: metres plus seconds of its speed. */
  gap: 6,
  headway: 1,
  /** What it looks for ahead: this far, this close to its line either side. */
  lookahead: 50,
  corridor: 2,
} as const;

export interface TrafficCar {
  id: string;
  lane: Lane;
  /** Station of the car's centre on its lane. */
  station: number;
  speed: number;
  /** The lane it takes next (chosen on entering this one, so it can look ahead). */
  next: Lane | null;
  x: number;
  y: number;
  yaw: number;
}

/** Something else on the road the cars keep clear of (the ego). */
export interface RoadUser {
  x: number;
  y: number;
  yaw: number;
  speed: number;
  length: number;
}

/**
 * A few cars that drive the map's lanes at their speed limits, turning at random where lanes
 * split (seeded), stopping at red lights and keeping a gap to whatever is ahead of them,
 * the ego included. A car that reaches a lane with no way on reappears elsewhere.
 */
export function createTrafficCars(map: SimMap, options: { seed: number; count: number }) {
  const random = seededRandom(options.seed ^ 0xca75);
  const lanes = [...map.lanes.values()].sort((a, b) => a.id - b.id);
  const plain = lanes.filter((lane) => lane.turn === undefined && lane.successors.length > 0);
  const cars: TrafficCar[] = [];
  const pick = (lane: Lane): Lane | null => {
    const options = lane.successors.map((id) => map.lanes.get(id)).filter((l) => l !== undefined);
    return options.length === 0 ? null : options[Math.floor(random() * options.length)]!;
  };
  const place = (car: TrafficCar) => {
    const p = lanePoint(car.lane, car.station);
    car.x = p.x;
    car.y = p.y;
    car.yaw = p.yaw;
  };
  /** A free place on a plain lane, away from the cars and from `avoid` (the ego). */
  const respawn = (car: TrafficCar, avoid: { x: number; y: number } | null) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const lane = (plain.length > 0 ? plain : lanes)[
        Math.floor(random() * (plain.length || lanes.length))
      ]!;
      car.lane = lane;
      car.station = random() * lane.length;
      car.next = pick(lane);
      car.speed = 0;
      place(car);
      const crowded = cars.some(
        (other) => other !== car && Math.hypot(other.x - car.x, other.y - car.y) < 15,
      );
      const nearEgo = avoid !== null && Math.hypot(avoid.x - car.x, avoid.y - car.y) < 40;
      if (!crowded && !nearEgo) return;
    }
  };

  return {
    cars: cars as readonly TrafficCar[],
    /** Puts `count` cars on the map, away from `ego`. */
    populate(ego: { x: number; y: number } | null): void {
      cars.length = 0;
      for (let i = 0; i < options.count; i += 1) {
        const car: TrafficCar = {
          id: `car-${i + 1}`,
          lane: lanes[0]!,
          station: 0,
          speed: 0,
          next: null,
          x: 0,
          y: 0,
          yaw: 0,
        };
        cars.push(car);
        respawn(car, ego);
      }
    },
    step(dt: number, t: number, lights: LightCycle, ego: RoadUser | null): void {
      for (const car of cars) {
        const wanted = Math.min(plannedSpeed(car, t, lights, cars, ego), car.lane.limit);
        const accel = Math.min(
          TRAFFIC_CAR.accel,
          Math.max(-2.5 * TRAFFIC_CAR.decel, 1.5 * (wanted - car.speed)),
        );
        car.speed = Math.max(0, car.speed + accel * dt);
        car.station += car.speed * dt;
        while (car.station >= car.lane.length) {
          if (!car.next) {
            respawn(car, ego);
            break;
          }
          car.station -= car.lane.length;
          car.lane = car.next;
          car.next = pick(car.lane);
        }
        place(car);
      }
    },
  };
}
export type TrafficCars = ReturnType<typeof createTrafficCars>;

/** The speed a car may drive now to stop comfortably for whatever is ahead of it. */
function plannedSpeed(
  car: TrafficCar,
  t: number,
  lights: LightCycle,
  cars: readonly TrafficCar[],
  ego: RoadUser | null,
): number {
  const reach = (distance: number, speed = 0) =>
    Math.sqrt(speed * speed + 2 * TRAFFIC_CAR.decel * Math.max(0, distance));
  const left = car.lane.length - car.station;
  let wanted = Math.min(
    car.lane.bendSpeed,
    car.next ? reach(left, car.next.bendSpeed) : reach(left),
  );
  const front = TRAFFIC_CAR.length / 2;
  const light = (lane: Lane, before: number) => {
    if (!lane.light) return;
    const stop = before + lane.light.station - front;
    if (stop < -0.5) return;
    const { color } = lights.state(lane.light.light, t);
    const brake = (car.speed * car.speed) / (2 * Math.max(stop, 0.01));
    if (color === 'RED' || (color === 'AMBER' && brake <= TRAFFIC_CAR.amberDecel)) {
      wanted = Math.min(wanted, reach(stop - 0.3));
    }
  };
  light(car.lane, -car.station);
  if (car.next && left < 60) light(car.next, left);
  const cos = Math.cos(car.yaw);
  const sin = Math.sin(car.yaw);
  const consider = (x: number, y: number, yaw: number, speed: number, length: number) => {
    const dx = x - car.x;
    const dy = y - car.y;
    const ahead = dx * cos + dy * sin;
    if (ahead <= 0 || ahead > TRAFFIC_CAR.lookahead) return;
    if (Math.abs(-dx * sin + dy * cos) > TRAFFIC_CAR.corridor) return;
    const along = Math.cos(yaw - car.yaw) > 0.5 ? speed * Math.cos(yaw - car.yaw) : 0;
    const gap = ahead - front - length / 2 - TRAFFIC_CAR.gap - TRAFFIC_CAR.headway * car.speed;
    wanted = Math.min(wanted, reach(gap + (along * along) / (2 * TRAFFIC_CAR.decel)));
  };
  for (const other of cars) {
    if (other !== car) consider(other.x, other.y, other.yaw, other.speed, TRAFFIC_CAR.length);
  }
  if (ego) consider(ego.x, ego.y, ego.yaw, ego.speed, ego.length);
  return wanted;
}
