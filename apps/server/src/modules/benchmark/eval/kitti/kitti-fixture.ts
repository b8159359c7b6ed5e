import { seededRandom } from '@ads/seeded-random';
import type { BenchBox, BenchClass, BenchPrediction } from '@ads/contract';

/**
 * A seeded synthetic scene for the tests (not used by the evaluator): ground truth of the 3
 * classes and predictions near them (exact copies, noisy copies, duplicates, other-class
 * copies, false positives, frames with predictions only), scores rounded to 2 decimals so that
 * equal scores occur. The same generator fed the independent numpy cross-check whose figures
 * kitti-eval.test.ts keeps.
 */
export function randomScene(
  seed: number,
  frames: number,
): { gt: BenchBox[]; preds: BenchPrediction[] } {
  const rnd = seededRandom(seed);
  const uniform = (a: number, b: number) => a + (b - a) * rnd();
  const score = () => Math.round(rnd() * 100) / 100;
  const classes: BenchClass[] = ['car', 'pedestrian', 'cyclist'];
  const dims: Record<BenchClass, [number, number, number]> = {
    car: [4.2, 1.8, 1.6],
    pedestrian: [0.8, 0.6, 1.75],
    cyclist: [1.8, 0.6, 1.7],
  };
  const pick = () => classes[Math.floor(rnd() * 3)]!;
  const gt: BenchBox[] = [];
  const preds: BenchPrediction[] = [];
  for (let f = 0; f < frames; f++) {
    const sample = `f${f}`;
    const count = Math.floor(rnd() * 11);
    for (let k = 0; k < count; k++) {
      const cls = pick();
      const [l, w, h] = dims[cls];
      const b: BenchBox = {
        sample,
        class: cls,
        x: uniform(0, 60),
        y: uniform(-20, 20),
        z: uniform(-1, 1),
        l: l * uniform(0.8, 1.2),
        w: w * uniform(0.8, 1.2),
        h: h * uniform(0.8, 1.2),
        yaw: uniform(-Math.PI, Math.PI),
      };
      gt.push(b);
      const r = rnd();
      if (r < 0.1) {
        preds.push({ ...b, score: score() });
      } else if (r < 0.85) {
        const sigma = [0.05, 0.15, 0.4][Math.floor(rnd() * 3)]!;
        const p: BenchPrediction = {
          ...b,
          x: b.x + uniform(-sigma, sigma),
          y: b.y + uniform(-sigma, sigma),
          z: b.z + uniform(-sigma, sigma) / 2,
          l: b.l * uniform(0.9, 1.1),
          w: b.w * uniform(0.9, 1.1),
          h: b.h * uniform(0.9, 1.1),
          yaw: b.yaw + uniform(-0.15, 0.15),
          score: score(),
        };
        preds.push(p);
        if (rnd() < 0.15) preds.push({ ...p, x: p.x + 0.1, score: score() });
      }
      if (rnd() < 0.2) preds.push({ ...b, class: pick(), score: score() });
    }
    const fps = Math.floor(rnd() * 4);
    for (let k = 0; k < fps; k++) {
      const cls = pick();
      const [l, w, h] = dims[cls];
      const x = uniform(0, 60);
      const y = uniform(-20, 20);
      preds.push({ sample, class: cls, x, y, z: 0, l, w, h, yaw: uniform(-3, 3), score: score() });
    }
  }
  for (let f = 0; f < 3; f++) {
    preds.push({
      sample: `extra${f}`,
      class: 'car',
      x: 10,
      y: 0,
      z: 0,
      l: 4,
      w: 2,
      h: 1.5,
      yaw: 0,
      score: 0.5,
    });
  }
  return { gt, preds };
}
