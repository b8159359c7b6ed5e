import type { TrafficLightColor } from '@ads/contract';
import type { MapLight } from './driving-map';

/** A signal plan's times, seconds. */
export interface LightTiming {
  green: number;
  amber: number;
  /** Both axes red between their greens (the intersection clears). */
  allRed: number;
}

export const DEFAULT_LIGHT_TIMING: LightTiming = { green: 12, amber: 3, allRed: 1 };

export interface LightState {
  color: TrafficLightColor;
  /** Seconds until the colour changes. */
  remaining: number;
}

/**
 * The traffic-light cycle of a map: at each intersection the east–west approaches are green
 * while the north–south ones are red, then amber, all red, and the other way round. Each
 * intersection starts its cycle at its own offset (deterministic, from the seed) so the
 * district does not switch in lock-step. Pure function of the sim time: nothing to step.
 * `timing` null: no signal plan, every light green (tests of other behaviours).
 */
export function createLightCycle(timing: LightTiming | null, seed: number) {
  const cycle = timing ? 2 * (timing.green + timing.amber + timing.allRed) : 1;
  const offsets = new Map<number, number>();
  const offsetOf = (intersection: number) => {
    let offset = offsets.get(intersection);
    if (offset === undefined) {
      // A small integer hash (Knuth's multiplicative) of seed and intersection, 0–1.
      const hash = Math.imul((intersection + 1) * 2654435761 + seed * 40503, 2246822519) >>> 0;
      offset = (hash / 4294967296) * cycle;
      offsets.set(intersection, offset);
    }
    return offset;
  };

  return {
    /** The light's colour at sim time `t` (seconds) and how long it stays so. */
    state(light: MapLight, t: number): LightState {
      if (!timing) return { color: 'GREEN', remaining: Infinity };
      const { green, amber, allRed } = timing;
      const half = green + amber + allRed;
      // North–south runs half a cycle behind east–west.
      const shift = light.axis === 'EW' ? 0 : half;
      const phase = (((t + offsetOf(light.intersection) - shift) % cycle) + cycle) % cycle;
      if (phase < green) return { color: 'GREEN', remaining: green - phase };
      if (phase < green + amber) return { color: 'AMBER', remaining: green + amber - phase };
      return { color: 'RED', remaining: cycle - phase };
    },
  };
}
export type LightCycle = ReturnType<typeof createLightCycle>;
