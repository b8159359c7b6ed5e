/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32), so the sample dataset and
 * the derived predictions are the same bytes for the same seed on every machine: Math.random
 * cannot be seeded. `streams` give independent sequences from one seed (one per street strip,
 * one per frame), so generating frame 10 does not depend on how many numbers frame 9 drew.
 */
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** [min, max) */
  range(min: number, max: number): number;
  /** Normal, mean 0, standard deviation 1 (Box–Muller). */
  normal(): number;
  /** Exponential with the given mean. */
  exponential(mean: number): number;
  chance(probability: number): boolean;
  /** An integer in [0, n). */
  int(n: number): number;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number, ...streams: number[]): Rng {
  let mix = splitmix32(seed >>> 0);
  let h = mix();
  for (const stream of streams) {
    mix = splitmix32((h ^ Math.imul(stream >>> 0, 0x27d4eb2f)) >>> 0);
    h = mix();
  }
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    normal: () => {
      const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    exponential: (mean) => -mean * Math.log(1 - next()),
    chance: (probability) => next() < probability,
    int: (n) => Math.floor(next() * n),
  };
}
