/**
 * KITTI 3D object evaluation: BEV and 3D AP|R40 and AP|R11 at a strict and a loose IoU, with
 * the numbers of the KITTI object devkit (`evaluate_object.cpp`, 2019, 41 recall points) and
 * of the Python kernel (`kitti_object_eval_python/eval.py`, OpenPCDet / second.pytorch) where
 * the two agree, and of the C++ devkit where they do not.
 *
 * Per class, view (BEV, 3D) and IoU threshold, as `eval_class`:
 *   1. a first matching pass with no score threshold, each ground truth taking the
 *      highest-scoring unassigned detection with IoU > threshold: its true-positive scores;
 *   2. the 41-point score thresholds from those scores (thresholds.ts);
 *   3. at each threshold, a second pass, each ground truth taking the unassigned detection of
 *      largest IoU > threshold among those scoring ≥ it: tp, fp = kept − tp, fn = nGt − tp;
 *   4. precision = tp / (tp + fp) per threshold, 0 past the last, then the running maximum
 *      from the right; AP|R40 = mean of slots 1..40, AP|R11 = mean of slots 0, 4, …, 40.
 * IoU thresholds: strict car 0.7 / pedestrian 0.5 / cyclist 0.5; loose 0.5 / 0.25 / 0.25
 * (the Python kernel's two rows; the same for BEV and 3D).
 *
 * Deviations from the devkits, all deliberate:
 * - One difficulty level. No 2D box, truncation, occlusion or minimum-height filtering: every
 *   ground-truth box of the class is valid (counted in the recall) and every detection of the
 *   class is evaluated. No neighbour classes (Van for Car, Person_sitting for Pedestrian) that
 *   would be ignored rather than missed. No range filter.
 * - DontCare areas (`options.dontCareOverlap`) as the C++ devkit: at each threshold, a kept
 *   detection not assigned to ground truth whose 2D box overlaps a DontCare area by more than
 *   the class's IoU threshold (intersection over its own area) is not a false positive, for
 *   BEV and 3D alike. The Python kernel applies this to its 2D-box metric only, so its BEV
 *   and 3D APs count such detections as false positives.
 * - Boxes are in the lidar frame with the geometric centre (BenchBox); the devkit's camera
 *   frame with the bottom centre is a rotation of the ground plane and a shift of the vertical
 *   extent, so the overlaps are the same (box-overlap.ts).
 * - BEV IoU = inter / (areaA + areaB − inter); the C++ devkit divides by the area of the
 *   boost union polygon, equal up to rounding. Areas are the shoelace of the corners and the
 *   height is (z + h/2) − (z − h/2), so identical boxes give exactly 1; l·w·h may differ in
 *   the last bit. The Python kernel computes both IoUs in float32 (and misses on identical and
 *   parallel boxes); here all is double, as in the C++ devkit.
 * - Frames are the union of the samples of the ground truth and of the predictions: a
 *   prediction in a frame without ground truth is a false positive (the official devkit
 *   evaluates every ground-truth frame; its offline copies only frames with a result file).
 * - The evaluated classes are `options.classes` (the worker passes the dataset's own, as the
 *   devkit evaluates only the classes it is run for).
 * - A class with no ground truth reports AP 0 (no true positive, no threshold, precision 0:
 *   what both devkits compute). A class with no detection reports 0: the Python kernel's
 *   answer; the C++ devkit does not evaluate such a class at all.
 * - AP as fractions (the Python kernel prints ×100); AOS and the 2D image box are not computed.
 */
import {
  BENCH_CLASSES,
  type BenchBox,
  type BenchClass,
  type BenchPrediction,
  type KittiMetrics,
  type PrCurve,
} from '@ads/contract';
import { type BoxTable, type TableNames, tableNames, tableOf } from '../box-table';
import { BOX_STRIDE, bevFromInter, intersectionArea, iou3dFromInter, packRow } from './box-overlap';
import {
  AssignMarks,
  type ClassCandidates,
  firstPassScores,
  keptDetections,
  truePositives,
} from './statistics';
import { N_SAMPLE_PTS, apR11, apR40, getThresholds, interpolatedPrecision } from './thresholds';

/** IoU thresholds per class: strict (the devkit's MIN_OVERLAP) and loose (Python's 2nd row). */
export const KITTI_MIN_OVERLAP: Record<BenchClass, { strict: number; loose: number }> = {
  car: { strict: 0.7, loose: 0.5 },
  pedestrian: { strict: 0.5, loose: 0.25 },
  cyclist: { strict: 0.5, loose: 0.25 },
};

export interface KittiEvalOptions {
  /**
   * Per prediction (in `preds`' order), the largest overlap of its 2D image box with a DontCare
   * area of its frame, as the C++ devkit's `boxoverlap(det, dc, -1)`: intersection over the
   * detection's own area; 0 without one. A detection not assigned to ground truth whose
   * overlap exceeds the class's IoU threshold is not counted as a false positive.
   */
  dontCareOverlap?: ArrayLike<number>;
  /** The evaluated classes, defaulting to all of BENCH_CLASSES; other boxes are left out. */
  classes?: readonly BenchClass[];
  /** Called with the fraction done (0..1), a few hundred times at most, ending with 1. */
  onProgress?: (fraction: number) => void;
}

export interface KittiEvalResult {
  metrics: KittiMetrics;
  /** Per evaluated class, 3D at the strict IoU: recall i/40 and the interpolated precision. */
  curves: Partial<Record<BenchClass, PrCurve>>;
}

/**
 * One class's boxes grouped by frame: input order kept inside a frame (it breaks ties). The
 * boxes stay rows of their tables; their geometry is packed a frame at a time (`candidates`),
 * not a whole class at once (128 bytes a box: 50-odd MB for the cars of the bench's split).
 */
interface ClassBoxes {
  gtStart: Int32Array;
  detStart: Int32Array;
  gtRows: Int32Array;
  detRows: Int32Array;
  detScore: Float64Array;
  /** Each detection's DontCare overlap (0 without `dontCareOverlap`). */
  detDc: Float64Array;
}

/**
 * Frame index of every row, frames numbered in order of first appearance (ground truth first).
 * Both tables number their samples with the same names.
 */
function frameIndices(gt: BoxTable, preds: BoxTable, sampleIds: number) {
  const frameOf = new Int32Array(sampleIds).fill(-1);
  let frames = 0;
  const of = (table: BoxTable) => {
    const out = new Int32Array(table.count);
    for (let i = 0; i < table.count; i++) {
      const sample = table.sample[i]!;
      if (frameOf[sample] === -1) frameOf[sample] = frames++;
      out[i] = frameOf[sample]!;
    }
    return out;
  };
  const gtFrame = of(gt);
  const predFrame = of(preds);
  return { frames, gtFrame, predFrame };
}

/** CSR grouping by frame of the rows of class `cls` (a counting sort, stable). */
function group(
  table: BoxTable,
  frameOf: Int32Array,
  cls: number,
  frames: number,
): { start: Int32Array; order: Int32Array } {
  const start = new Int32Array(frames + 1);
  let n = 0;
  for (let i = 0; i < table.count; i++) {
    if (table.cls[i] === cls) {
      const f = frameOf[i]! + 1;
      start[f] = start[f]! + 1;
      n++;
    }
  }
  for (let f = 0; f < frames; f++) start[f + 1] = start[f + 1]! + start[f]!;
  const fill = start.slice(0, frames);
  const order = new Int32Array(n);
  for (let i = 0; i < table.count; i++) {
    if (table.cls[i] !== cls) continue;
    const f = frameOf[i]!;
    order[fill[f]!] = i;
    fill[f] = fill[f]! + 1;
  }
  return { start, order };
}

function classBoxes(
  gt: BoxTable,
  preds: BoxTable,
  gtFrame: Int32Array,
  predFrame: Int32Array,
  cls: number,
  frames: number,
  dontCareOverlap: ArrayLike<number> | undefined,
): ClassBoxes {
  const g = group(gt, gtFrame, cls, frames);
  const d = group(preds, predFrame, cls, frames);
  const detScore = new Float64Array(d.order.length);
  const detDc = new Float64Array(d.order.length);
  for (let i = 0; i < d.order.length; i++) {
    detScore[i] = preds.score[d.order[i]!]!;
    detDc[i] = dontCareOverlap?.[d.order[i]!] ?? 0;
  }
  return {
    gtStart: g.start,
    detStart: d.start,
    gtRows: g.order,
    detRows: d.order,
    detScore,
    detDc,
  };
}

/** A growable typed array (no per-element allocation). */
class Grow<T extends Float64Array | Int32Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  done(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

/**
 * The overlaps of every (ground truth, detection) pair of a frame, computed once and kept
 * where one of them exceeds `cutoff` (the lowest threshold used): every pass reuses them.
 */
function candidates(
  b: ClassBoxes,
  gtTable: BoxTable,
  detTable: BoxTable,
  frames: number,
  cutoff: number,
  tick: (framesDone: number) => void,
): ClassCandidates {
  const nGt = b.gtRows.length;
  const candStart = new Int32Array(nGt + 1);
  const start = Math.max(16, nGt * 2);
  const det = new Grow(new Int32Array(start), (n) => new Int32Array(n));
  const bev = new Grow(new Float64Array(start), (n) => new Float64Array(n));
  const d3 = new Grow(new Float64Array(start), (n) => new Float64Array(n));
  const active = new Grow(new Int32Array(64), (n) => new Int32Array(n));
  const { gtStart, detStart, gtRows, detRows } = b;
  // One frame's packed boxes (BOX_STRIDE doubles each), reused frame after frame.
  let gtGeom = new Float64Array(64 * BOX_STRIDE);
  let detGeom = new Float64Array(64 * BOX_STRIDE);
  for (let f = 0; f < frames; f++) {
    const before = det.length;
    const gBegin = gtStart[f]!;
    const gEnd = gtStart[f + 1]!;
    const dBegin = detStart[f]!;
    const dEnd = detStart[f + 1]!;
    if (gEnd > gBegin && dEnd > dBegin) {
      if ((gEnd - gBegin) * BOX_STRIDE > gtGeom.length)
        gtGeom = new Float64Array((gEnd - gBegin) * BOX_STRIDE);
      if ((dEnd - dBegin) * BOX_STRIDE > detGeom.length)
        detGeom = new Float64Array((dEnd - dBegin) * BOX_STRIDE);
      for (let g = gBegin; g < gEnd; g++)
        packRow(gtTable, gtRows[g]!, gtGeom, (g - gBegin) * BOX_STRIDE);
      for (let d = dBegin; d < dEnd; d++)
        packRow(detTable, detRows[d]!, detGeom, (d - dBegin) * BOX_STRIDE);
    }
    for (let g = gBegin; g < gEnd; g++) {
      const ig = (g - gBegin) * BOX_STRIDE;
      for (let d = dBegin; d < dEnd; d++) {
        const id = (d - dBegin) * BOX_STRIDE;
        // The devkit's argument order: the ground truth's polygon, then the detection's.
        const inter = intersectionArea(gtGeom, ig, detGeom, id);
        if (inter === 0) continue;
        const ob = bevFromInter(gtGeom, ig, detGeom, id, inter);
        const o3 = iou3dFromInter(gtGeom, ig, detGeom, id, inter);
        if (ob > cutoff || o3 > cutoff) {
          det.push(d);
          bev.push(ob);
          d3.push(o3);
        }
      }
      candStart[g + 1] = det.length;
    }
    if (det.length > before) active.push(f);
    if ((f & 1023) === 1023) tick(f + 1);
  }
  tick(frames);
  return {
    activeFrames: active.done(),
    gtStart,
    detScore: b.detScore,
    candStart,
    candDet: det.done(),
    candBev: bev.done(),
    cand3d: d3.done(),
  };
}

/** The interpolated 41-point precision of one class, view and IoU threshold. */
function precisionFor(
  c: ClassCandidates,
  iou: Float64Array,
  minOverlap: number,
  nGt: number,
  sortedScores: Float64Array,
  marks: AssignMarks,
  detDc: Float64Array,
): Float64Array {
  const thresholds = getThresholds(firstPassScores(c, iou, minOverlap, marks), nGt);
  // The devkit's "stuff": detections in a DontCare area by more than the threshold.
  const flags = new Uint8Array(detDc.length);
  const stuffScores: number[] = [];
  for (let d = 0; d < detDc.length; d++) {
    if (detDc[d]! > minOverlap) {
      flags[d] = 1;
      stuffScores.push(c.detScore[d]!);
    }
  }
  const stuff = { flags, assigned: new Int32Array(thresholds.length) };
  const tp = truePositives(c, iou, minOverlap, thresholds, marks, stuff);
  const kept = keptDetections(sortedScores, thresholds);
  if (stuffScores.length > 0) {
    // fp = kept − tp − nstuff, nstuff being the kept stuff detections left unassigned.
    const keptStuff = keptDetections(Float64Array.from(stuffScores).sort(), thresholds);
    for (let t = 0; t < thresholds.length; t++)
      kept[t] = kept[t]! - (keptStuff[t]! - stuff.assigned[t]!);
  }
  return interpolatedPrecision(tp, kept, thresholds.length);
}

/**
 * Evaluates `preds` against `gt` (matched within a sample and a class) as the KITTI devkit does;
 * see the top of this file for what differs. Boxes must have finite fields and positive sizes.
 */
export function evaluateKitti(
  gt: readonly BenchBox[],
  preds: readonly BenchPrediction[],
  options: KittiEvalOptions = {},
): KittiEvalResult {
  const names = tableNames();
  return evaluateKittiTables(tableOf(gt, names), tableOf(preds, names), names, options);
}

/**
 * `evaluateKitti` on box tables (../box-table.ts) whose samples are named by `names`: the
 * boxes an evaluation has read once, the same numbers. `dontCareOverlap` is per row of `preds`.
 * The tables are only read.
 */
export function evaluateKittiTables(
  gt: BoxTable,
  preds: BoxTable,
  names: TableNames,
  options: KittiEvalOptions = {},
): KittiEvalResult {
  const { onProgress } = options;
  const evaluated = options.classes ?? BENCH_CLASSES;
  const { frames, gtFrame, predFrame } = frameIndices(gt, preds, names.samples.size);
  // Progress: per class, overlaps (weight 3) and passes (weight 1).
  const total = evaluated.length * 4 * Math.max(1, frames);
  let last = -1;
  const report = (done: number) => {
    if (!onProgress) return;
    const fraction = Math.min(1, done / total);
    if (fraction === 1 || fraction - last >= 0.005) {
      last = fraction;
      onProgress(fraction);
    }
  };

  const classes: KittiMetrics['classes'] = {};
  const curves: Partial<Record<BenchClass, PrCurve>> = {};
  const recall = Array.from({ length: N_SAMPLE_PTS }, (_, i) => i / (N_SAMPLE_PTS - 1));
  evaluated.forEach((cls, ci) => {
    const base = ci * 4 * Math.max(1, frames);
    const clsIndex = BENCH_CLASSES.indexOf(cls);
    const b = classBoxes(gt, preds, gtFrame, predFrame, clsIndex, frames, options.dontCareOverlap);
    const nGt = b.gtRows.length;
    const overlaps = KITTI_MIN_OVERLAP[cls];
    const cutoff = Math.min(overlaps.strict, overlaps.loose);
    const c = candidates(b, gt, preds, frames, cutoff, (f) => report(base + 3 * f));
    const sortedScores = b.detScore.slice().sort();
    const marks = new AssignMarks(b.detScore.length);
    const out = {} as KittiMetrics['classes'][string];
    let pass = 0;
    for (const level of ['strict', 'loose'] as const) {
      const min = overlaps[level];
      const pBev = precisionFor(c, c.candBev, min, nGt, sortedScores, marks, b.detDc);
      report(base + 3 * frames + (++pass * frames) / 4);
      const p3d = precisionFor(c, c.cand3d, min, nGt, sortedScores, marks, b.detDc);
      report(base + 3 * frames + (++pass * frames) / 4);
      out[level] = {
        iou: { bev: min, '3d': min },
        bev: { r40: apR40(pBev), r11: apR11(pBev) },
        '3d': { r40: apR40(p3d), r11: apR11(p3d) },
      };
      if (level === 'strict') curves[cls] = { recall: recall.slice(), precision: Array.from(p3d) };
    }
    classes[cls] = out;
  });
  report(total);
  return { metrics: { classes }, curves };
}
