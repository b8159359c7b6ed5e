import type { MapCrosswalk } from './driving-map';
import { seededRandom } from '@ads/seeded-random';

/** How the simulated pedestrians walk. */
export const PEDESTRIAN = {
  speed: 1.3,
  /** They appear this far before the crosswalk, walking up to it, and vanish as far beyond. */
  approach: 2,
  length: 0.6,
  width: 0.6,
  height: 1.7,
} as const;

export interface Pedestrian {
  id: string;
  crosswalk: MapCrosswalk;
  /** Metres along the crosswalk from its start (a → b), negative before it. */
  t: number;
  /** +1 walking a → b, −1 walking b → a. */
  direction: 1 | -1;
  x: number;
  y: number;
  yaw: number;
}

/**
 * Pedestrians crossing at the map's crosswalks: each crosswalk sends one across, either way,
 * every `everyS` seconds (a seeded spread between the two bounds); `everyS` null sends none by
 * itself (`spawn` still does, for tests and demos).
 */
export function createPedestrians(
  crosswalks: readonly MapCrosswalk[],
  options: { seed: number; everyS: readonly [number, number] | null },
) {
  const random = seededRandom(options.seed ^ 0x5eed);
  const walking: Pedestrian[] = [];
  const gap = () =>
    options.everyS
      ? options.everyS[0] + random() * (options.everyS[1] - options.everyS[0])
      : Infinity;
  const next = crosswalks.map(() => gap() * random());
  let serial = 0;

  const place = (p: Pedestrian) => {
    const { ax, ay, bx, by, length } = p.crosswalk;
    const ux = (bx - ax) / length;
    const uy = (by - ay) / length;
    p.x = ax + ux * p.t;
    p.y = ay + uy * p.t;
    p.yaw = Math.atan2(uy * p.direction, ux * p.direction);
  };

  const spawn = (crosswalk: MapCrosswalk, direction: 1 | -1): Pedestrian => {
    serial += 1;
    const p: Pedestrian = {
      id: `ped-${serial}`,
      crosswalk,
      t: direction === 1 ? -PEDESTRIAN.approach : crosswalk.length + PEDESTRIAN.approach,
      direction,
      x: 0,
      y: 0,
      yaw: 0,
    };
    place(p);
    walking.push(p);
    return p;
  };

  return {
    walking: walking as readonly Pedestrian[],
    spawn,
    /** Walks everyone `dt` seconds on and sends the ones due at sim time `t`. */
    step(dt: number, t: number): void {
      for (let i = walking.length - 1; i >= 0; i -= 1) {
        const p = walking[i]!;
        p.t += p.direction * PEDESTRIAN.speed * dt;
        if (
          p.t < -PEDESTRIAN.approach - 0.01 ||
          p.t > p.crosswalk.length + PEDESTRIAN.approach + 0.01
        ) {
          walking.splice(i, 1);
        } else place(p);
      }
      crosswalks.forEach((crosswalk, i) => {
        if (t < next[i]!) return;
        next[i] = t + gap();
        spawn(crosswalk, random() < 0.5 ? 1 : -1);
      });
    },
    clear(): void {
      walking.length = 0;
    },
  };
}
export type Pedestrians = ReturnType<typeof createPedestrians>;
