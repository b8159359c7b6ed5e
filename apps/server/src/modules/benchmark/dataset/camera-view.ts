import type { BenchBox } from '@ads/contract';
import type { KittiCalib } from './kitti-calib';
import { lidarToRectPoint } from './kitti-convert';

/*
 * KITTI labels exist only in the left colour camera's view, so a 360° detector's boxes
 * elsewhere are not false positives, they are outside what was annotated. As the KITTI-trained
 * tools do (OpenPCDet's `get_fov_flag`, for points), a box is in view when its centre, brought
 * to the rectified camera by Tr_velo_to_cam and R0_rect, is in front of the camera and lands
 * through P2 inside the image: 0 ≤ u < width, 0 ≤ v < height, z_cam ≥ 0 (here > 0: a centre
 * on the camera plane has no projection).
 */

/**
 * KITTI object frames are 1242 × 375 but for a few drives (1224 × 370, 1238 × 374, 1241 × 376):
 * the calibration does not give the size and the images are not imported, so the common size
 * is used; a box centre in the last few pixels of a narrower frame is kept.
 */
export const KITTI_IMAGE = { width: 1242, height: 375 } as const;

export function inCameraView(box: BenchBox, calib: KittiCalib, image = KITTI_IMAGE): boolean {
  const [cx, cy, cz] = lidarToRectPoint(calib, [box.x, box.y, box.z]);
  if (!(cz > 0)) return false;
  const P = calib.P2;
  // Without P2 only "in front" can be told.
  if (!P) return true;
  const w = P[8]! * cx + P[9]! * cy + P[10]! * cz + P[11]!;
  if (!(w > 0)) return false;
  const u = (P[0]! * cx + P[1]! * cy + P[2]! * cz + P[3]!) / w;
  const v = (P[4]! * cx + P[5]! * cy + P[6]! * cz + P[7]!) / w;
  return u >= 0 && u < image.width && v >= 0 && v < image.height;
}

/** The boxes in their frame's camera view; a frame without a calibration keeps all. */
export function keepInCameraView<T extends BenchBox>(
  boxes: readonly T[],
  calibs: Readonly<Record<string, KittiCalib>>,
): T[] {
  return boxes.filter((box) => {
    const calib = calibs[box.sample];
    return !calib || inCameraView(box, calib);
  });
}
