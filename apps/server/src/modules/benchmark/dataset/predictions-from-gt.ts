import type { BenchBox, BenchClass, BenchPrediction } from '@ads/contract';
import { attributesOf } from './bench-class';
import { type Rng, createRng } from './prng';

/*
 * A plausible detector's output made from the ground truth, for tests and the bench: what a
 * decent model gets wrong, so the metrics land somewhere between 0 and 1 and move the right way
 * with `noise`. Missed boxes, centres off by more with distance, sizes a few percent off, a few
 * headings flipped by π (the usual failure on symmetric shapes), velocities and attributes
 * sometimes wrong, pedestrian/cyclist confusions, false positives with low scores, and scores
 * that fall as the error grows, so ranking by score helps as it does for real models.
 */

export interface DerivedPredictionOptions {
  seed?: number;
  /** Scale of every error; 0 gives the ground truth back (with scores), 1 a decent model. */
  noise?: number;
  /** Share of boxes missed; default 0.1 × noise. */
  dropRate?: number;
  /** Mean false positives per sample (Poisson); default 1 × noise. */
  falsePositivesPerSample?: number;
  /** Samples for false positives, including frames without boxes; default those in `gt`. */
  samples?: readonly string[];
}

const MEAN_SIZE: Record<BenchClass, [number, number, number]> = {
  car: [4.5, 1.8, 1.55],
  pedestrian: [0.7, 0.7, 1.75],
  cyclist: [1.8, 0.6, 1.7],
};
const CLASSES: BenchClass[] = ['car', 'pedestrian', 'cyclist'];
const GROUND_Z = -1.73;

const round = (v: number, decimals: number) => {
  const r = Number(v.toFixed(decimals));
  return r === 0 ? 0 : r; // no -0 in the files
};
/** Millimetres, as the sample dataset writes; angles to 1e-5 rad. */
const r4 = (v: number) => round(v, 4);
const r5 = (v: number) => round(v, 5);

function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

function wrapAngle(a: number): number {
  const r = Math.atan2(Math.sin(a), Math.cos(a));
  return r === -Math.PI ? Math.PI : r;
}

export function predictionsFromGt(
  gt: readonly BenchBox[],
  options: DerivedPredictionOptions = {},
): BenchPrediction[] {
  const noise = options.noise ?? 1;
  const dropRate = options.dropRate ?? 0.1 * noise;
  const fpRate = options.falsePositivesPerSample ?? 1 * noise;
  const rng = createRng(options.seed ?? 1, 7);
  const out: BenchPrediction[] = [];

  for (const box of gt) {
    if (rng.chance(dropRate)) continue;
    const distance = Math.hypot(box.x, box.y);
    const spread = noise * (0.12 + distance / 200);
    const dx = rng.normal() * spread;
    const dy = rng.normal() * spread;
    const dz = rng.normal() * 0.06 * noise;
    const scale = () => Math.max(0.5, 1 + rng.normal() * 0.05 * noise);
    const flip = rng.chance(0.03 * noise) ? Math.PI : 0;
    const dyaw = rng.normal() * 0.05 * noise;
    let cls = box.class;
    if (cls !== 'car' && rng.chance(0.03 * noise))
      cls = cls === 'pedestrian' ? 'cyclist' : 'pedestrian';

    const error =
      Math.hypot(dx, dy) + Math.abs(dyaw) + (flip ? 0.5 : 0) + (cls !== box.class ? 0.5 : 0);
    const score = Math.min(0.99, Math.max(0.05, 0.95 - 0.6 * error + rng.normal() * 0.05));
    const pred: BenchPrediction = {
      sample: box.sample,
      class: cls,
      x: r4(box.x + dx),
      y: r4(box.y + dy),
      z: r4(box.z + dz),
      l: r4(box.l * scale()),
      w: r4(box.w * scale()),
      h: r4(box.h * scale()),
      yaw: r5(wrapAngle(box.yaw + dyaw + flip)),
      score: r4(score),
    };
    if (box.vx !== undefined && box.vy !== undefined) {
      pred.vx = r4(box.vx + rng.normal() * 0.3 * noise);
      pred.vy = r4(box.vy + rng.normal() * 0.3 * noise);
    }
    const attributes = attributesOf(cls);
    if (box.attr && attributes.includes(box.attr) && !rng.chance(0.1 * noise)) pred.attr = box.attr;
    else pred.attr = attributes[rng.int(attributes.length)]!;
    out.push(pred);
  }

  const samples = options.samples ?? [...new Set(gt.map((box) => box.sample))];
  for (const sample of samples) {
    for (let k = poisson(rng, fpRate); k > 0; k--) {
      const cls = CLASSES[rng.int(CLASSES.length)]!;
      const [l, w, h] = MEAN_SIZE[cls];
      const attributes = attributesOf(cls);
      out.push({
        sample,
        class: cls,
        x: r4(rng.range(-20, 50)),
        y: r4(rng.range(-12, 15)),
        z: r4(GROUND_Z + h / 2 + rng.normal() * 0.1),
        l: r4(l * (1 + rng.normal() * 0.08)),
        w: r4(w * (1 + rng.normal() * 0.08)),
        h: r4(h * (1 + rng.normal() * 0.05)),
        yaw: r5(rng.range(-Math.PI, Math.PI)),
        vx: r4(rng.normal()),
        vy: r4(rng.normal() * 0.3),
        attr: attributes[rng.int(attributes.length)]!,
        score: r4(rng.range(0.05, 0.5)),
      });
    }
  }
  return out;
}
