import { describe, expect, it } from 'vitest';
import type { BenchBox } from '@ads/contract';
import { dontCareOverlap, imageBox, parseDontCareAreas } from './dont-care';
import { parseKittiCalib } from './kitti-calib';
import { KITTI_000000_CALIB } from './kitti-fixtures';

const real = parseKittiCalib(KITTI_000000_CALIB, 'calib');

describe('parseDontCareAreas', () => {
  it('keeps the 2D boxes of the DontCare lines, nothing else', () => {
    const text =
      'Car 0.00 0 0 100 120 300 200 1.50 1.60 3.90 2.00 1.70 10.00 0.30\n' +
      'DontCare -1 -1 -10 503.89 169.71 590.61 190.13 -1 -1 -1 -1000 -1000 -1000 -10\n' +
      'DontCare -1 -1 -10 0 0 10.5 20 -1 -1 -1 -1000 -1000 -1000 -10\n';
    expect(parseDontCareAreas(text, 'label_2/000001.txt')).toEqual([
      [503.89, 169.71, 590.61, 190.13],
      [0, 0, 10.5, 20],
    ]);
    expect(() => parseDontCareAreas('DontCare -1 -1 -10 5\n', 'l.txt')).toThrow(
      'l.txt line 1: a DontCare line needs its 2D box (fields 5 to 8), found 5 fields.',
    );
  });
});

describe('imageBox and dontCareOverlap (the devkit’s boxoverlap(det, dc, −1))', () => {
  it('projects the 8 corners through Tr_velo_to_cam, R0_rect and P2: their extent', () => {
    // Expected from an independent numpy projection of the same corners.
    const box: BenchBox = {
      sample: 's',
      class: 'car',
      x: 10,
      y: 2,
      z: -0.5,
      l: 4,
      w: 2,
      h: 1.5,
      yaw: 0.3,
    };
    const got = imageBox(box, real)!;
    const numpy = [382.177747990707, 149.80423227590555, 567.8810559139073, 291.99500370616676];
    got.forEach((v, i) => expect(v).toBeCloseTo(numpy[i]!, 9));
  });

  it('clips to the image and has no box behind the camera', () => {
    const wide: BenchBox = {
      sample: 's',
      class: 'car',
      x: 3,
      y: 0,
      z: 0,
      l: 2,
      w: 30,
      h: 1,
      yaw: 0,
    };
    const [l, , r] = imageBox(wide, real)!;
    expect([l, r]).toEqual([0, 1241]);
    expect(imageBox({ ...wide, x: -10, w: 2 }, real)).toBeUndefined();
  });

  it('is the intersection over the detection’s own area, the largest over the areas', () => {
    const det: [number, number, number, number] = [100, 100, 200, 150]; // area 5000
    expect(dontCareOverlap(det, [])).toBe(0);
    expect(dontCareOverlap(det, [[150, 0, 400, 400]])).toBe(0.5); // 50 × 50 / 5000
    expect(
      dontCareOverlap(det, [
        [0, 0, 120, 400],
        [0, 0, 1000, 1000],
      ]),
    ).toBe(1);
    expect(dontCareOverlap(det, [[200, 100, 300, 150]])).toBe(0); // touching edges
  });
});
