import type { BenchBox } from '@ads/contract';
import { benchClassOfKittiType, type KittiCameraLabel } from './kitti-label';
import type { KittiCalib } from './kitti-calib';
import {
  type Mat3,
  type Vec3,
  addVec3,
  invertMat3,
  mulMat3,
  mulMat3Vec,
  normaliseAngle,
  subVec3,
} from './mat3';
import { DatasetFormatError } from './dataset-format-error';

/*
 * KITTI camera-frame labels ↔ the benchmark's lidar-frame boxes (docs/benchmark-format.md,
 * "KITTI conversion"). With M = R0_rect · Tr_velo_to_cam[:, :3] and t = R0_rect · Tr[:, 3], a
 * lidar point p lands at M·p + t in the rectified camera frame, where labels live.
 *
 * - Centre: KITTI's (x, y, z) is the bottom face's centre and the camera's y points down, so
 *   the geometric centre is (x, y − h/2, z) in the camera; the lidar centre is M⁻¹(c − t).
 * - Size: KITTI's l (along the heading), w, h are the benchmark's l, w, h.
 * - Yaw: the heading of a box with rotation_y = ry is (cos ry, 0, −sin ry) in the camera
 *   (the devkit rotates the box's x axis, its length, by R_y(ry)). Taken to the lidar by M⁻¹
 *   and projected on the ground, its angle from +x is the yaw. With KITTI's usual calibration
 *   (camera x = −lidar y, y = −lidar z, z = lidar x, up to a few milliradians) this is
 *   −ry − π/2; deriving it from the vector keeps it right for any calibration.
 *
 * A real calibration is not exactly that axis permutation: the camera's vertical is tilted by a
 * few milliradians from the lidar's, and a box upright in one frame is not exactly upright in
 * the other. Boxes stay upright in both (as every KITTI toolkit does), so corners agree to
 * (box size × tilt), about a centimetre.
 */

interface VeloToRect {
  /** p_rect = m · p_velo + t */
  m: Mat3;
  t: Vec3;
  inverse: Mat3;
}

const cache = new WeakMap<KittiCalib, VeloToRect>();

export function veloToRect(calib: KittiCalib): VeloToRect {
  const known = cache.get(calib);
  if (known) return known;
  const tr = calib.Tr_velo_to_cam;
  const r0 = calib.R0_rect as Mat3;
  const rotation: Mat3 = [tr[0]!, tr[1]!, tr[2]!, tr[4]!, tr[5]!, tr[6]!, tr[8]!, tr[9]!, tr[10]!];
  const m = mulMat3(r0, rotation);
  const t = mulMat3Vec(r0, [tr[3]!, tr[7]!, tr[11]!]);
  const inverse = invertMat3(m);
  if (!inverse) {
    throw new DatasetFormatError(
      'The calibration R0_rect · Tr_velo_to_cam cannot be inverted (its rotation is singular).',
    );
  }
  const result = { m, t, inverse };
  cache.set(calib, result);
  return result;
}

export const lidarToRectPoint = (calib: KittiCalib, p: Vec3): Vec3 => {
  const { m, t } = veloToRect(calib);
  return addVec3(mulMat3Vec(m, p), t);
};

export const rectToLidarPoint = (calib: KittiCalib, p: Vec3): Vec3 => {
  const { inverse, t } = veloToRect(calib);
  return mulMat3Vec(inverse, subVec3(p, t));
};

/**
 * A kept-type camera label as a lidar-frame box of `sample`; undefined for the types the
 * benchmark skips (DontCare, Van, …). KITTI has no velocity or attribute: they stay unknown.
 */
export function kittiLabelToLidarBox(
  label: KittiCameraLabel,
  calib: KittiCalib,
  sample: string,
): BenchBox | undefined {
  const cls = benchClassOfKittiType(label.type);
  if (!cls) return undefined;
  const { inverse } = veloToRect(calib);
  const [x, y, z] = rectToLidarPoint(calib, [label.x, label.y - label.h / 2, label.z]);
  const heading = mulMat3Vec(inverse, [Math.cos(label.ry), 0, -Math.sin(label.ry)]);
  return {
    sample,
    class: cls,
    x,
    y,
    z,
    l: label.l,
    w: label.w,
    h: label.h,
    yaw: normaliseAngle(Math.atan2(heading[1], heading[0])),
  };
}

/** KITTI's type names for the benchmark's classes. */
const KITTI_TYPE = { car: 'Car', pedestrian: 'Pedestrian', cyclist: 'Cyclist' } as const;

/**
 * The inverse: a lidar box as a KITTI camera-frame label, so a conversion can be checked both
 * ways and results exported for KITTI's own tools. `alpha` is KITTI's observation angle
 * (ry − atan2(x, z)); the 2D box is the projection of the corners through P2 when the
 * calibration has it (not clipped to the image, whose size the calib does not give), else 0s.
 */
export function lidarBoxToKittiLabel(
  box: BenchBox & { score?: number },
  calib: KittiCalib,
): KittiCameraLabel {
  const { m } = veloToRect(calib);
  const centre = lidarToRectPoint(calib, [box.x, box.y, box.z]);
  const heading = mulMat3Vec(m, [Math.cos(box.yaw), Math.sin(box.yaw), 0]);
  const ry = normaliseAngle(Math.atan2(-heading[2], heading[0]));
  const label: KittiCameraLabel = {
    type: KITTI_TYPE[box.class],
    truncated: 0,
    occluded: 0,
    alpha: normaliseAngle(ry - Math.atan2(centre[0], centre[2])),
    bbox: [0, 0, 0, 0],
    h: box.h,
    w: box.w,
    l: box.l,
    x: centre[0],
    y: centre[1] + box.h / 2,
    z: centre[2],
    ry,
  };
  if (calib.P2) label.bbox = projectedBox(kittiLabelCorners(label), calib.P2);
  if (box.score !== undefined) label.score = box.score;
  return label;
}

function projectedBox(corners: Vec3[], p: number[]): [number, number, number, number] {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y, z] of corners) {
    const w = p[8]! * x + p[9]! * y + p[10]! * z + p[11]!;
    if (w <= 1e-6) return [0, 0, 0, 0]; // behind the camera: no meaningful 2D box
    const u = (p[0]! * x + p[1]! * y + p[2]! * z + p[3]!) / w;
    const v = (p[4]! * x + p[5]! * y + p[6]! * z + p[7]!) / w;
    left = Math.min(left, u);
    right = Math.max(right, u);
    top = Math.min(top, v);
    bottom = Math.max(bottom, v);
  }
  return [left, top, right, bottom];
}

/**
 * The 8 corners of a lidar box: centre + R_z(yaw) · (±l/2, ±w/2, ±h/2), in the order
 * (+,+,+) (+,−,+) (−,−,+) (−,+,+) then the same at −h/2.
 */
export function lidarBoxCorners(box: BenchBox): Vec3[] {
  const c = Math.cos(box.yaw);
  const s = Math.sin(box.yaw);
  const corners: Vec3[] = [];
  for (const dz of [box.h / 2, -box.h / 2]) {
    for (const [dx, dy] of [
      [box.l / 2, box.w / 2],
      [box.l / 2, -box.w / 2],
      [-box.l / 2, -box.w / 2],
      [-box.l / 2, box.w / 2],
    ] as const) {
      corners.push([box.x + c * dx - s * dy, box.y + s * dx + c * dy, box.z + dz]);
    }
  }
  return corners;
}

/**
 * The 8 corners of a KITTI label in the rectified camera frame, as the devkit computes them:
 * x = ±l/2, y ∈ {0, −h} (bottom face at the label's y), z = ±w/2, rotated by R_y(ry).
 */
export function kittiLabelCorners(label: KittiCameraLabel): Vec3[] {
  const c = Math.cos(label.ry);
  const s = Math.sin(label.ry);
  const corners: Vec3[] = [];
  for (const dy of [-label.h, 0]) {
    for (const [dx, dz] of [
      [label.l / 2, label.w / 2],
      [label.l / 2, -label.w / 2],
      [-label.l / 2, -label.w / 2],
      [-label.l / 2, label.w / 2],
    ] as const) {
      // R_y(ry) = [[c, 0, s], [0, 1, 0], [−s, 0, c]]
      corners.push([label.x + c * dx + s * dz, label.y + dy, label.z - s * dx + c * dz]);
    }
  }
  return corners;
}
