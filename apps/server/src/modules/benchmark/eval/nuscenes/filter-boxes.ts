import { BENCH_CLASSES, type BenchBox, type BenchClass } from '@ads/contract';
import { keepRows, type BoxTable } from '../box-table';

/**
 * The devkit's `filter_eval_boxes` (eval/common/loaders.py), applied to ground truth and
 * predictions alike before the evaluation:
 * 1. a box is kept only if its distance is below its class's range (`ego_dist < class_range`,
 *    strict), the distance being the centre's √(x² + y²); the devkit measures it from the ego
 *    pose, we from the lidar (the boxes' frame): the same up to the lidar's mounting offset;
 * 2. a ground-truth box with no point inside is dropped (`num_pts == 0`; predictions have no
 *    count, as the devkit's −1). `numPts` is in `boxes`' order; without it (a dataset kept
 *    before the counts were taken) no box is dropped for its points.
 * The devkit's third filter, bicycles in bike racks, needs rack annotations our datasets lack.
 */
export function filterEvalBoxes<T extends BenchBox>(
  boxes: readonly T[],
  classRange: Readonly<Record<BenchClass, number>>,
  numPts?: readonly number[],
): T[] {
  return boxes.filter(
    (box, i) =>
      Math.sqrt(box.x * box.x + box.y * box.y) < classRange[box.class] &&
      (numPts === undefined || numPts[i] !== 0),
  );
}

/**
 * `filterEvalBoxes` on a box table, in place (`keepRows`): the same test, row by row; `numPts`
 * is per row and moves with the rows kept. Rows of a class without a range are dropped.
 */
export function keepInEvalRange(
  table: BoxTable,
  classRange: Readonly<Record<BenchClass, number>>,
  numPts?: Int32Array,
): void {
  const range = BENCH_CLASSES.map((cls) => classRange[cls]);
  const { x, y, cls } = table;
  keepRows(
    table,
    (r) => {
      const c = cls[r]!;
      return (
        c >= 0 &&
        Math.sqrt(x[r]! * x[r]! + y[r]! * y[r]!) < range[c]! &&
        (numPts === undefined || numPts[r] !== 0)
      );
    },
    numPts ? [numPts] : [],
  );
}
