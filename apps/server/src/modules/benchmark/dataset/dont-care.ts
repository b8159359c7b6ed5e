import type { BenchBox } from '@ads/contract';
import { KITTI_IMAGE } from './camera-view';
import { DatasetFormatError } from './dataset-format-error';
import type { KittiCalib } from './kitti-calib';
import { lidarBoxCorners, lidarToRectPoint } from './kitti-convert';
import { labelLines, numberField } from './lidar-label';

/*
 * KITTI's DontCare labels: image regions left unlabelled (far or crowded objects). The KITTI
 * devkit does not count a detection there as a false positive (eval/kitti/kitti-eval.ts); the
 * areas are the labels' 2D boxes, and a detection's is the projection of its 3D box, as
 * OpenPCDet writes for a lidar detector (corners through P2, clipped to the image).
 */

/** An image box: left, top, right, bottom (pixels). */
export type ImageBox = [number, number, number, number];

/** The 2D boxes of a KITTI label file's DontCare lines. */
export function parseDontCareAreas(text: string, name: string): ImageBox[] {
  const areas: ImageBox[] = [];
  for (const { line, fields } of labelLines(text)) {
    if (fields[0] !== 'DontCare') continue;
    const where = `${name} line ${line}`;
    if (fields.length < 8) {
      throw new DatasetFormatError(
        `${where}: a DontCare line needs its 2D box (fields 5 to 8), found ${fields.length} fields.`,
      );
    }
    const [l, t, r, b] = ['left', 'top', 'right', 'bottom'].map((field, k) =>
      numberField(fields, k + 4, field, where),
    );
    areas.push([l!, t!, r!, b!]);
  }
  return areas;
}

/**
 * A lidar box's 2D box in the left colour image (P2), clipped to it; undefined without P2 or
 * when a corner is behind the camera (no meaningful projection).
 */
export function imageBox(
  box: BenchBox,
  calib: KittiCalib,
  image = KITTI_IMAGE,
): ImageBox | undefined {
  const P = calib.P2;
  if (!P) return undefined;
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const corner of lidarBoxCorners(box)) {
    const [x, y, z] = lidarToRectPoint(calib, corner);
    const w = P[8]! * x + P[9]! * y + P[10]! * z + P[11]!;
    if (!(w > 1e-6)) return undefined;
    const u = (P[0]! * x + P[1]! * y + P[2]! * z + P[3]!) / w;
    const v = (P[4]! * x + P[5]! * y + P[6]! * z + P[7]!) / w;
    left = Math.min(left, u);
    right = Math.max(right, u);
    top = Math.min(top, v);
    bottom = Math.max(bottom, v);
  }
  // OpenPCDet's boxes3d_kitti_camera_to_imageboxes clips to [0, size − 1].
  const clip = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return [
    clip(left, image.width - 1),
    clip(top, image.height - 1),
    clip(right, image.width - 1),
    clip(bottom, image.height - 1),
  ];
}

/**
 * The devkit's `boxoverlap(det, dc, -1)`, the largest over `areas`: the intersection over the
 * detection's own area (0 when they only touch or the detection has no area).
 */
export function dontCareOverlap(det: ImageBox, areas: readonly ImageBox[]): number {
  const area = (det[2] - det[0]) * (det[3] - det[1]);
  let best = 0;
  for (const dc of areas) {
    const w = Math.min(det[2], dc[2]) - Math.max(det[0], dc[0]);
    const h = Math.min(det[3], dc[3]) - Math.max(det[1], dc[1]);
    if (w <= 0 || h <= 0 || !(area > 0)) continue;
    best = Math.max(best, (w * h) / area);
  }
  return best;
}
