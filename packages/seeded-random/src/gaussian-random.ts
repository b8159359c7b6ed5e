/**
 * Standard normal numbers (Box–Muller) drawn from `random` (e.g. `seededRandom(seed)`), two per
 * pair of uniform numbers: the second is kept for the next call.
 */
export function gaussianRandom(random: () => number): () => number {
  let spare: number | undefined;
  return () => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    // 1 - random() is in (0, 1]: log never sees 0.
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
}
