import { describe, expect, it } from 'vitest';
import type { BenchBox } from '@ads/contract';
import { DETECTION_CVPR_2019 } from './config';
import { filterEvalBoxes } from './filter-boxes';

const at = (cls: BenchBox['class'], x: number, y: number): BenchBox => ({
  sample: 's',
  class: cls,
  x,
  y,
  z: 7, // height does not count: the devkit's distance is in the ground plane
  l: 1,
  w: 1,
  h: 1,
  yaw: 0,
});
const range = DETECTION_CVPR_2019.classRange;

describe('filterEvalBoxes (the devkit’s filter_eval_boxes)', () => {
  it('has the detection_cvpr_2019 ranges: car 50 m, pedestrian 40 m, bicycle (cyclist) 40 m', () => {
    expect(range).toEqual({ car: 50, pedestrian: 40, cyclist: 40 });
  });

  it('keeps a box strictly inside its class range, measured as √(x² + y²)', () => {
    const boxes = [
      at('car', 30, 40), // exactly 50 m: out (ego_dist < max_dist)
      at('car', 30, 39.99), // 49.99 m: in
      at('car', -49.9, 0), // behind: in
      at('pedestrian', 0, -40), // exactly 40 m: out
      at('pedestrian', 24, 31.9), // 39.92 m: in
      at('cyclist', 28.3, 28.3), // 40.02 m: out
      at('cyclist', 28.2, 28.2), // 39.88 m: in
    ];
    expect(filterEvalBoxes(boxes, range).map((b) => [b.x, b.y])).toEqual([
      [30, 39.99],
      [-49.9, 0],
      [24, 31.9],
      [28.2, 28.2],
    ]);
  });

  it('drops ground truth with zero points, keeps the rest in order', () => {
    const boxes = [at('car', 1, 0), at('car', 2, 0), at('car', 3, 0)];
    expect(filterEvalBoxes(boxes, range, [5, 0, 1]).map((b) => b.x)).toEqual([1, 3]);
    expect(filterEvalBoxes(boxes, range).map((b) => b.x)).toEqual([1, 2, 3]);
  });
});
