import type { BenchBox } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { type KittiCalib, formatKittiCalib, parseKittiCalib } from './kitti-calib';
import {
  kittiLabelCorners,
  kittiLabelToLidarBox,
  lidarBoxCorners,
  lidarBoxToKittiLabel,
  lidarToRectPoint,
  rectToLidarPoint,
} from './kitti-convert';
import { type KittiCameraLabel, formatKittiLabelLine, parseKittiLabelFile } from './kitti-label';
import type { Vec3 } from './mat3';
import { KITTI_000000_CALIB, KITTI_000000_LABEL, PERMUTATION_CALIB } from './kitti-fixtures';
import { refusal } from './format-refusal';

const real = parseKittiCalib(KITTI_000000_CALIB, 'training/calib/000000.txt');

const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const largestCornerGap = (a: Vec3[], b: Vec3[]) =>
  Math.max(...a.map((corner, i) => distance(corner, b[i]!)));

/** Corners of a camera label taken to the lidar frame through the calibration. */
const cameraCornersInLidar = (label: KittiCameraLabel, calib: KittiCalib) =>
  kittiLabelCorners(label).map((corner) => rectToLidarPoint(calib, corner));

const cameraLabel = (patch: Partial<KittiCameraLabel>): KittiCameraLabel => ({
  type: 'Car',
  truncated: 0,
  occluded: 0,
  alpha: 0,
  bbox: [0, 0, 0, 0],
  h: 1.5,
  w: 1.6,
  l: 3.9,
  x: 2,
  y: 1.7,
  z: 10,
  ry: 0.3,
  ...patch,
});

describe('KITTI calibration files', () => {
  it('reads R0_rect, Tr_velo_to_cam and P2 row-major', () => {
    expect(real.R0_rect).toHaveLength(9);
    expect(real.R0_rect[1]).toBe(1.009263e-2);
    expect(real.Tr_velo_to_cam[3]).toBe(-2.457729e-2);
    expect(real.P2![3]).toBe(4.575831e1);
    expect(parseKittiCalib(formatKittiCalib(real), 'again.txt')).toEqual(real);
  });

  it("reads the tracking benchmark's R_rect and Tr_velo_cam (no colon)", () => {
    const text = 'R_rect 1 0 0 0 1 0 0 0 1\nTr_velo_cam 0 -1 0 0 0 0 -1 0 1 0 0 0\n';
    expect(parseKittiCalib(text, 'calib.txt')).toEqual(PERMUTATION_CALIB);
  });

  it.each([
    ['R0_rect: 1 0 0 0 1 0 0 0 1\n', 'c.txt has no Tr_velo_to_cam line (3×4, lidar to camera).'],
    [
      'Tr_velo_to_cam: 0 -1 0 0 0 0 -1 0 1 0 0 0\n',
      'c.txt has no R0_rect line (3×3 rectification).',
    ],
    [
      'R0_rect: 1 0 0 0 1 0 0 0\nTr_velo_to_cam: 0 -1 0 0 0 0 -1 0 1 0 0 0\n',
      'c.txt line 1: R0_rect needs 9 numbers, found 8.',
    ],
    [
      'R0_rect: 1 0 0 0 1 0 0 0 1\nTr_velo_to_cam: 0 -1 0 0 0 0 -1 0 1 0 0 x\n',
      "c.txt line 2: Tr_velo_to_cam 'x' is not a finite number.",
    ],
  ])('refuses %j', (text, sentence) => {
    expect(refusal(() => parseKittiCalib(text, 'c.txt'))).toBe(sentence);
  });
});

describe('KITTI camera-frame labels', () => {
  it('reads the kept types, skips DontCare and the other types, takes a trailing score', () => {
    const text = [
      'Car 0.00 0 1.85 387.63 181.54 423.81 203.12 1.67 1.87 3.69 -16.53 2.39 58.49 1.57',
      'DontCare -1 -1 -10 503.89 169.71 590.61 190.13 -1 -1 -1 -1000 -1000 -1000 -10',
      'Van 0.00 0 -1.56 564.62 174.59 616.43 224.74 2.18 1.90 4.99 0.98 2.23 28.85 -1.53',
      'cyclist 0.00 0 -1.56 564.62 174.59 616.43 224.74 1.70 0.60 1.80 0.98 2.23 28.85 -1.53 0.87',
    ].join('\n');
    const labels = parseKittiLabelFile(text, 'training/label_2/000001.txt');
    expect(labels.map((l) => [l.type, l.score])).toEqual([
      ['Car', undefined],
      ['cyclist', 0.87],
    ]);
    expect(labels[0]).toMatchObject({
      h: 1.67,
      w: 1.87,
      l: 3.69,
      x: -16.53,
      y: 2.39,
      z: 58.49,
      ry: 1.57,
    });
    expect(formatKittiLabelLine(labels[0]!)).toBe(text.split('\n')[0]);
  });

  it.each([
    [
      'Car 0.00 0 1.85 387.63 181.54 423.81 203.12 1.67 1.87 3.69 -16.53 2.39 58.49',
      "l.txt line 1: expected 15 fields (KITTI's type truncated occluded alpha left top right bottom h w l x y z rotation_y) or 16 with a score, found 14.",
    ],
    [
      'Car 0.00 0 1.85 387.63 181.54 423.81 203.12 1.67 1.87 3.69 -16.53 2.39 far 1.57',
      "l.txt line 1: z 'far' is not a finite number.",
    ],
    [
      'Car 0.00 0 1.85 387.63 181.54 423.81 203.12 1.67 -1.87 3.69 -16.53 2.39 58.49 1.57',
      'l.txt line 1: w = -1.87; h, w and l must be positive.',
    ],
  ])('refuses %s', (line, sentence) => {
    expect(refusal(() => parseKittiLabelFile(line, 'l.txt'))).toBe(sentence);
  });
});

describe('KITTI camera label ↔ lidar box', () => {
  it('with the ideal permutation: centre raised by h/2, yaw = −ry − π/2, corners identical', () => {
    const label = cameraLabel({});
    const box = kittiLabelToLidarBox(label, PERMUTATION_CALIB, '000007')!;
    expect(box.sample).toBe('000007');
    expect(box.class).toBe('car');
    expect(box.x).toBeCloseTo(10, 12);
    expect(box.y).toBeCloseTo(-2, 12);
    expect(box.z).toBeCloseTo(-(1.7 - 0.75), 12);
    expect([box.l, box.w, box.h]).toEqual([3.9, 1.6, 1.5]);
    expect(box.yaw).toBeCloseTo(-0.3 - Math.PI / 2, 12);
    expect(
      largestCornerGap(lidarBoxCorners(box), cameraCornersInLidar(label, PERMUTATION_CALIB)),
    ).toBeLessThan(1e-12);
  });

  it.each([-3.1, -Math.PI / 2, -0.4, 0, 1.2, Math.PI / 2, 2.9, Math.PI])(
    'keeps yaw in (−π, π] and the corners for rotation_y %f',
    (ry) => {
      const label = cameraLabel({
        ry,
        x: -4,
        y: 1.6,
        z: 22,
        type: 'Pedestrian',
        h: 1.8,
        w: 0.6,
        l: 0.9,
      });
      const box = kittiLabelToLidarBox(label, PERMUTATION_CALIB, 's')!;
      expect(box.yaw).toBeGreaterThan(-Math.PI);
      expect(box.yaw).toBeLessThanOrEqual(Math.PI);
      const expected = Math.atan2(Math.sin(-ry - Math.PI / 2), Math.cos(-ry - Math.PI / 2));
      expect(Math.cos(box.yaw - expected)).toBeCloseTo(1, 12);
      expect(
        largestCornerGap(lidarBoxCorners(box), cameraCornersInLidar(label, PERMUTATION_CALIB)),
      ).toBeLessThan(1e-12);
      // And back.
      const again = lidarBoxToKittiLabel(box, PERMUTATION_CALIB);
      expect(again.x).toBeCloseTo(label.x, 12);
      expect(again.y).toBeCloseTo(label.y, 12);
      expect(again.z).toBeCloseTo(label.z, 12);
      expect(Math.cos(again.ry - ry)).toBeCloseTo(1, 12);
      expect(again.type).toBe('Pedestrian');
    },
  );

  it("converts KITTI 000000's pedestrian with its real calibration", () => {
    const [label] = parseKittiLabelFile(KITTI_000000_LABEL, 'training/label_2/000000.txt');
    const box = kittiLabelToLidarBox(label!, real, '000000')!;
    // The geometric centre, back through the calibration, is the bottom centre raised by h/2.
    const centre = lidarToRectPoint(real, [box.x, box.y, box.z]);
    expect(distance(centre, [1.84, 1.47 - 1.89 / 2, 8.41])).toBeLessThan(1e-9);
    // About 8.7 m ahead and 1.9 m to the right; the feet (z − h/2 ≈ −1.6 m) on the road, 1.73 m
    // below the lidar give or take the road's slope: a lidar point at the feet, (8.752, −1.800,
    // −1.546), projects to pixel (758, 299), inside the pedestrian's drawn 2D box.
    expect(box.x).toBeCloseTo(8.73, 1);
    expect(box.y).toBeCloseTo(-1.86, 1);
    expect(box.z).toBeCloseTo(-0.65, 1);
    expect(distance([box.x, box.y, box.z - box.h / 2], [8.752, -1.8, -1.546])).toBeLessThan(0.1);
    // The calibration is the permutation to a few milliradians: yaw ≈ −ry − π/2.
    expect(Math.abs(box.yaw - (-0.01 - Math.PI / 2))).toBeLessThan(0.02);
    // Boxes stay upright in both frames; the frames' verticals differ by the calibration's tilt,
    // so corners agree to about a centimetre.
    expect(largestCornerGap(lidarBoxCorners(box), cameraCornersInLidar(label!, real))).toBeLessThan(
      0.03,
    );

    // Back to the camera: position exact, rotation_y to the tilt, and the 2D box projected
    // through P2 lands on the box KITTI's annotators drew (712.40 143.00 810.73 307.92).
    const again = lidarBoxToKittiLabel({ ...box, score: 0.5 }, real);
    expect(again.x).toBeCloseTo(1.84, 9);
    expect(again.y).toBeCloseTo(1.47, 9);
    expect(again.z).toBeCloseTo(8.41, 9);
    expect(Math.abs(again.ry - 0.01)).toBeLessThan(1e-3);
    expect(again.score).toBe(0.5);
    const drawn = [712.4, 143.0, 810.73, 307.92];
    again.bbox.forEach((v, i) => expect(Math.abs(v - drawn[i]!)).toBeLessThan(20));
    expect(Math.abs(again.alpha - -0.2)).toBeLessThan(0.02);
  });

  it('round-trips lidar boxes with known corners through the real calibration', () => {
    const boxes: BenchBox[] = [
      { sample: 's', class: 'car', x: 20, y: 3, z: -0.95, l: 4.2, w: 1.8, h: 1.6, yaw: 0.7 },
      { sample: 's', class: 'cyclist', x: 6, y: -5, z: -0.9, l: 1.8, w: 0.6, h: 1.7, yaw: -2.5 },
      {
        sample: 's',
        class: 'pedestrian',
        x: 35,
        y: 12,
        z: -0.8,
        l: 0.7,
        w: 0.7,
        h: 1.8,
        yaw: Math.PI,
      },
    ];
    for (const box of boxes) {
      const label = lidarBoxToKittiLabel(box, real);
      // The label's corners, in the lidar frame, are the box's to a centimetre.
      expect(
        largestCornerGap(lidarBoxCorners(box), cameraCornersInLidar(label, real)),
      ).toBeLessThan(0.03);
      const back = kittiLabelToLidarBox(label, real, 's')!;
      expect(back.class).toBe(box.class);
      expect(distance([back.x, back.y, back.z], [box.x, box.y, box.z])).toBeLessThan(1e-9);
      expect(Math.cos(back.yaw - box.yaw)).toBeCloseTo(1, 6);
      expect(back.yaw).toBeLessThanOrEqual(Math.PI);
    }
  });

  it('skips the types the benchmark does not score', () => {
    expect(kittiLabelToLidarBox(cameraLabel({ type: 'Van' }), real, 's')).toBeUndefined();
    expect(kittiLabelToLidarBox(cameraLabel({ type: 'DontCare' }), real, 's')).toBeUndefined();
  });

  it('refuses a calibration that cannot be inverted', () => {
    const flat: KittiCalib = {
      R0_rect: [1, 0, 0, 0, 1, 0, 0, 0, 1],
      Tr_velo_to_cam: new Array(12).fill(0),
    };
    expect(refusal(() => kittiLabelToLidarBox(cameraLabel({}), flat, 's'))).toBe(
      'The calibration R0_rect · Tr_velo_to_cam cannot be inverted (its rotation is singular).',
    );
  });
});
