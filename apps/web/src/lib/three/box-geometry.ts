/*
 * Boxes as line segments, without three.js: the scene copies what these write into one
 * LineSegments geometry, so a frame's boxes are one draw call however many there are.
 */

/** A 3D box to draw, in the LIDAR frame (x forward, y left, z up), metres and radians. */
export interface ViewBox {
  /** Geometric centre. */
  x: number;
  y: number;
  z: number;
  /** Length along the heading, width across it, height along z. */
  l: number;
  w: number;
  h: number;
  /** Heading about +z from +x, counter-clockwise. */
  yaw: number;
  /** Any CSS colour three.js parses (`#RRGGBB`, `rgb(…)`, a name). */
  color: string;
  /** Shown next to the box (e.g. class and score). */
  label?: string;
  /** Drawn in dashes (e.g. a prediction against a solid ground truth). */
  dashed?: boolean;
}

export type Vec3 = [number, number, number];

/**
 * The eight corners: 0–3 the bottom face, 4–7 the top face, each in the order front-left,
 * front-right, rear-right, rear-left (front = the heading's side).
 */
export function boxCorners(box: ViewBox): Vec3[] {
  const cos = Math.cos(box.yaw);
  const sin = Math.sin(box.yaw);
  const hl = box.l / 2;
  const hw = box.w / 2;
  const footprint: Array<[number, number]> = [
    [hl, hw],
    [hl, -hw],
    [-hl, -hw],
    [-hl, hw],
  ];
  const corners: Vec3[] = [];
  for (const z of [box.z - box.h / 2, box.z + box.h / 2]) {
    for (const [u, v] of footprint) {
      corners.push([box.x + u * cos - v * sin, box.y + u * sin + v * cos, z]);
    }
  }
  return corners;
}

/** The twelve edges as pairs of indices into `boxCorners`: bottom ring, top ring, pillars. */
export const BOX_EDGES: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 4],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
];

/** The heading tick: from the centre to the middle of the front face. */
export function headingTick(box: ViewBox): [Vec3, Vec3] {
  const reach = box.l / 2;
  return [
    [box.x, box.y, box.z],
    [box.x + reach * Math.cos(box.yaw), box.y + reach * Math.sin(box.yaw), box.z],
  ];
}

/** Length of one dash and of one gap of a dashed box, metres. */
export const DASH_METRES = 0.35;

/**
 * Pieces an edge of this length is cut into when dashed: an odd number, so that a dash starts
 * and ends at each corner and the corners stay readable; 1 (solid) for very short edges.
 */
export function dashPieces(length: number): number {
  return 2 * Math.round(length / (2 * DASH_METRES)) + 1;
}

function segmentsOf(box: ViewBox): Array<[Vec3, Vec3]> {
  const corners = boxCorners(box);
  const edges = BOX_EDGES.map(([a, b]): [Vec3, Vec3] => [corners[a]!, corners[b]!]);
  return [...edges, headingTick(box)];
}

function dashCount(from: Vec3, to: Vec3): number {
  return (dashPieces(Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2])) + 1) / 2;
}

/** Vertices (two per segment) the box takes: 26 solid, more when dashed. */
export function boxVertexCount(box: ViewBox): number {
  if (!box.dashed) return 2 * (BOX_EDGES.length + 1);
  let dashes = 0;
  for (const [from, to] of segmentsOf(box)) dashes += dashCount(from, to);
  return 2 * dashes;
}

/** Colour bytes (0–255, as shown) of a CSS colour. */
export type RgbOf = (color: string) => readonly [number, number, number];

/**
 * Writes every box's edges and heading tick as line-segment vertices (xyz floats and rgb
 * bytes) from index 0 and returns how many vertices it wrote. The arrays must hold the sum of
 * `boxVertexCount` over the boxes.
 */
export function writeBoxSegments(
  boxes: readonly ViewBox[],
  positions: Float32Array,
  colors: Uint8Array,
  rgbOf: RgbOf,
): number {
  let vertex = 0;
  const put = (point: Vec3, rgb: readonly [number, number, number]) => {
    const at = vertex * 3;
    positions[at] = point[0];
    positions[at + 1] = point[1];
    positions[at + 2] = point[2];
    colors[at] = rgb[0];
    colors[at + 1] = rgb[1];
    colors[at + 2] = rgb[2];
    vertex += 1;
  };
  for (const box of boxes) {
    const rgb = rgbOf(box.color);
    for (const [from, to] of segmentsOf(box)) {
      if (!box.dashed) {
        put(from, rgb);
        put(to, rgb);
        continue;
      }
      const pieces = dashPieces(Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]));
      const along = (t: number): Vec3 => [
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t,
        from[2] + (to[2] - from[2]) * t,
      ];
      for (let piece = 0; piece < pieces; piece += 2) {
        put(along(piece / pieces), rgb);
        put(along((piece + 1) / pieces), rgb);
      }
    }
  }
  return vertex;
}

/** Where a box's label sits: above the middle of its top face. */
export function labelAnchor(box: ViewBox): Vec3 {
  return [box.x, box.y, box.z + box.h / 2];
}
