import type { Vec2 } from '@ads/calibration';

/** Mean and largest distance (px) between found corners and the true ones, index by index. */
export function cornerErrors(found: readonly Vec2[], truth: readonly Vec2[]) {
  if (found.length !== truth.length) {
    throw new Error(`cornerErrors: ${found.length} corners found, ${truth.length} true`);
  }
  let sum = 0;
  let max = 0;
  found.forEach(([u, v], i) => {
    const error = Math.hypot(u - truth[i]![0], v - truth[i]![1]);
    sum += error;
    max = Math.max(max, error);
  });
  return { mean: sum / Math.max(1, found.length), max };
}
