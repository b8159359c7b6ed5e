import { describe, expect, it } from 'vitest';
import type { BenchPrediction } from '@ads/contract';
import { parseKittiCalib } from './kitti-calib';
import { KITTI_000000_CALIB, PERMUTATION_CALIB } from './kitti-fixtures';
import { KITTI_IMAGE, inCameraView, keepInCameraView } from './camera-view';

const real = parseKittiCalib(KITTI_000000_CALIB, 'calib');
const at = (x: number, y: number, z: number, sample = '000000'): BenchPrediction => ({
  sample,
  class: 'car',
  x,
  y,
  z,
  l: 4,
  w: 1.8,
  h: 1.5,
  yaw: 0,
  score: 0.5,
});

describe('inCameraView (the centre through Tr_velo_to_cam, R0_rect and P2 into the image)', () => {
  it('keeps what projects inside the 1242 × 375 image, in front of the camera', () => {
    expect(KITTI_IMAGE).toEqual({ width: 1242, height: 375 });
    // (u, v) below from an independent numpy projection. KITTI 000000's pedestrian: (763.8,
    // 224.5), inside the box the annotators drew (712.40 143.00 810.73 307.92).
    expect(inCameraView(at(8.736, -1.868, -0.655), real)).toBe(true);
    expect(inCameraView(at(10, 5, -0.5), real)).toBe(true); // (240.5, 213.4)
    expect(inCameraView(at(10, -5, -0.5), real)).toBe(true); // (971.3, 204.0)
  });

  it('drops what is behind the camera or beside the image', () => {
    expect(inCameraView(at(-10, 0, -0.5), real)).toBe(false); // (599.9, 146.9) but behind: z_cam = −10.3
    expect(inCameraView(at(10, 9, -0.5), real)).toBe(false); // u = −52.4: left of the image
    expect(inCameraView(at(10, -9, -0.5), real)).toBe(false); // u = 1262.9: right of it
    expect(inCameraView(at(10, 0, 5), real)).toBe(false); // v = −194.3: above it
  });

  it('without P2, keeps what is in front of the camera (z_cam > 0)', () => {
    expect(inCameraView(at(5, 40, 0), PERMUTATION_CALIB)).toBe(true);
    expect(inCameraView(at(-0.1, 0, 0), PERMUTATION_CALIB)).toBe(false);
  });

  it('filters a frame’s predictions with its own calibration; frames without one are kept', () => {
    const preds = [at(10, 0, -0.5), at(-10, 0, -0.5), at(-10, 0, -0.5, 'other')];
    expect(keepInCameraView(preds, { '000000': real })).toEqual([preds[0], preds[2]]);
  });
});
