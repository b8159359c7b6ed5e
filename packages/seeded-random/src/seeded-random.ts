/**
 * mulberry32: uniform numbers in [0, 1) from a 32-bit seed. Small and fast, not for secrets:
 * the same seed gives the same numbers on every machine, so a generated district, a simulated
 * vehicle's traffic, a RANSAC fit or a test's data can be replayed exactly.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
