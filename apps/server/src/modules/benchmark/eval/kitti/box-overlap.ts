import type { BenchBox } from '@ads/contract';
import type { BoxTable } from '../box-table';

/**
 * Rotated-box overlap in double precision, as the KITTI devkit's `groundBoxOverlap` and
 * `box3DOverlap` (boost::geometry polygons of doubles), not as the Python kernel's float32
 * `rotate_iou_gpu_eval`, which is known to miss on identical and parallel boxes.
 *
 * The devkit works in the camera frame (x right, z forward on the ground, y down with the box's
 * bottom centre). The map lidar (x, y) → camera (x, z) = (−y, x) is a rotation, so the ground
 * footprints are congruent and every area is the same; the vertical overlap of the camera's
 * [y − h, y] is the lidar's [z − h/2, z + h/2] of the geometric centre.
 */

/**
 * One box, packed for the hot loops (`BOX_STRIDE` doubles): the 4 footprint corners
 * counter-clockwise (x0 y0 … x3 y3), the footprint area, the vertical extent, the volume, and
 * the axis-aligned bounds used to reject far pairs before clipping.
 */
export const BOX_STRIDE = 16;
const AREA = 8;
const ZMIN = 9;
const ZMAX = 10;
const VOL = 11;
const MINX = 12;
const MAXX = 13;
const MINY = 14;
const MAXY = 15;

/** Shoelace area of `n` (x, y) pairs from `off`; one function for boxes and clips (see below). */
function shoelace(p: Float64Array, off: number, n: number): number {
  let sum = 0;
  let px = p[off + 2 * (n - 1)]!;
  let py = p[off + 2 * (n - 1) + 1]!;
  for (let i = 0; i < n; i++) {
    const qx = p[off + 2 * i]!;
    const qy = p[off + 2 * i + 1]!;
    sum += px * qy - qx * py;
    px = qx;
    py = qy;
  }
  return 0.5 * sum;
}

/** Writes `box` into `out` at `off`. */
export function packBox(box: BenchBox, out: Float64Array, off: number): void {
  packGeometry(box.x, box.y, box.z, box.l, box.w, box.h, box.yaw, out, off);
}

/** Writes row `r` of a box table (../box-table.ts) into `out` at `off`: the same numbers. */
export function packRow(table: BoxTable, r: number, out: Float64Array, off: number): void {
  const { x, y, z, l, w, h, yaw } = table;
  packGeometry(x[r]!, y[r]!, z[r]!, l[r]!, w[r]!, h[r]!, yaw[r]!, out, off);
}

function packGeometry(
  bx: number,
  by: number,
  bz: number,
  bl: number,
  bw: number,
  bh: number,
  byaw: number,
  out: Float64Array,
  off: number,
): void {
  const c = Math.cos(byaw);
  const s = Math.sin(byaw);
  const hl = bl / 2;
  const hw = bw / 2;
  // Local corners (+l,+w) (−l,+w) (−l,−w) (+l,−w): counter-clockwise, and rotation keeps it.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < 4; k++) {
    const dx = k === 0 || k === 3 ? hl : -hl;
    const dy = k < 2 ? hw : -hw;
    const x = bx + dx * c - dy * s;
    const y = by + dx * s + dy * c;
    out[off + 2 * k] = x;
    out[off + 2 * k + 1] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  // The area is the shoelace of the stored corners, the same sum the clip of two identical
  // boxes gives: identical boxes then have IoU exactly 1 (l·w may differ in the last bit).
  const area = shoelace(out, off, 4);
  const zmin = bz - bh / 2;
  const zmax = bz + bh / 2;
  out[off + AREA] = area;
  out[off + ZMIN] = zmin;
  out[off + ZMAX] = zmax;
  // Height as zmax − zmin (not h) for the same reason: an identical pair overlaps by exactly it.
  out[off + VOL] = area * (zmax - zmin);
  out[off + MINX] = minX;
  out[off + MAXX] = maxX;
  out[off + MINY] = minY;
  out[off + MAXY] = maxY;
}

// Clip buffers: a convex quadrilateral clipped by 4 half-planes has at most 8 vertices.
const bufA = new Float64Array(32);
const bufB = new Float64Array(32);

/**
 * Area of the intersection of the footprints of packed boxes `a`@`ia` and `b`@`ib`:
 * Sutherland–Hodgman, clipping a's quadrilateral by the 4 edges of b (both convex), in doubles.
 */
export function intersectionArea(a: Float64Array, ia: number, b: Float64Array, ib: number): number {
  // Disjoint (or only touching) bounds: no area. Exact test on the stored corners.
  if (
    a[ia + MAXX]! <= b[ib + MINX]! ||
    b[ib + MAXX]! <= a[ia + MINX]! ||
    a[ia + MAXY]! <= b[ib + MINY]! ||
    b[ib + MAXY]! <= a[ia + MINY]!
  ) {
    return 0;
  }
  let src = bufA;
  let dst = bufB;
  for (let k = 0; k < 8; k++) src[k] = a[ia + k]!;
  let n = 4;
  for (let e = 0; e < 4; e++) {
    const e0x = b[ib + 2 * e]!;
    const e0y = b[ib + 2 * e + 1]!;
    const e1 = (e + 1) & 3;
    const ex = b[ib + 2 * e1]! - e0x;
    const ey = b[ib + 2 * e1 + 1]! - e0y;
    let m = 0;
    let px = src[2 * (n - 1)]!;
    let py = src[2 * (n - 1) + 1]!;
    // Signed side of p: ≥ 0 is inside (left of a counter-clockwise edge). A vertex on the edge's
    // line gives exactly 0 when it is one of the edge's ends, so identical boxes clip to
    // themselves without computed points.
    let dp = ex * (py - e0y) - ey * (px - e0x);
    for (let i = 0; i < n; i++) {
      const qx = src[2 * i]!;
      const qy = src[2 * i + 1]!;
      const dq = ex * (qy - e0y) - ey * (qx - e0x);
      // The crossing point is emitted only for a strict crossing (a touch is the vertex itself).
      if ((dp < 0 && dq > 0) || (dp > 0 && dq < 0)) {
        const t = dp / (dp - dq);
        dst[2 * m] = px + t * (qx - px);
        dst[2 * m + 1] = py + t * (qy - py);
        m++;
      }
      if (dq >= 0) {
        dst[2 * m] = qx;
        dst[2 * m + 1] = qy;
        m++;
      }
      px = qx;
      py = qy;
      dp = dq;
    }
    if (m < 3) return 0;
    n = m;
    const swap = src;
    src = dst;
    dst = swap;
  }
  const area = shoelace(src, 0, n);
  return area > 0 ? area : 0;
}

/** BEV IoU from an intersection area: inter / (areaA + areaB − inter), 0 for an empty union. */
export function bevFromInter(
  a: Float64Array,
  ia: number,
  b: Float64Array,
  ib: number,
  inter: number,
): number {
  const union = a[ia + AREA]! + b[ib + AREA]! - inter;
  return inter > 0 && union > 0 ? inter / union : 0;
}

/** 3D IoU from an intersection area: the devkit's inter × vertical overlap over the volumes' union. */
export function iou3dFromInter(
  a: Float64Array,
  ia: number,
  b: Float64Array,
  ib: number,
  inter: number,
): number {
  if (!(inter > 0)) return 0;
  const top = Math.min(a[ia + ZMAX]!, b[ib + ZMAX]!);
  const bottom = Math.max(a[ia + ZMIN]!, b[ib + ZMIN]!);
  const dz = top - bottom;
  if (!(dz > 0)) return 0;
  const iv = inter * dz;
  const union = a[ia + VOL]! + b[ib + VOL]! - iv;
  return union > 0 ? iv / union : 0;
}

const pairA = new Float64Array(BOX_STRIDE);
const pairB = new Float64Array(BOX_STRIDE);

/** Bird's-eye-view IoU of two boxes (footprints on the ground plane). */
export function bevIoU(a: BenchBox, b: BenchBox): number {
  packBox(a, pairA, 0);
  packBox(b, pairB, 0);
  return bevFromInter(pairA, 0, pairB, 0, intersectionArea(pairA, 0, pairB, 0));
}

/** 3D IoU of two boxes. */
export function iou3d(a: BenchBox, b: BenchBox): number {
  packBox(a, pairA, 0);
  packBox(b, pairB, 0);
  return iou3dFromInter(pairA, 0, pairB, 0, intersectionArea(pairA, 0, pairB, 0));
}
