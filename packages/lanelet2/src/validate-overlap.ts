/*
 * lanelet_overlap: two lanelets covering the same ground in the same direction without being
 * related (successor, neighbour, or branches from/into the same lanelet) are usually a lane
 * drawn twice. Crossing lanes at an intersection overlap at a wide angle and are fine, so the
 * overlap is only counted where both lanelets run within 30° of each other, triangle by
 * triangle (a turning lane is compared with its local direction, not its overall one).
 */
import type { BBox } from './geometry';
import { angleBetween, bboxesOverlap, flatTriangleOverlapArea } from './geometry';
import type { LaneletNeighbour, LaneletTopology } from './routing';
import { GridIndex, cellSizeFor } from './spatial-index';
import type { ValidationContext } from './validate-context';
import { report } from './validate-context';
import type { LaneletShape } from './validate-shapes';

const SAME_DIRECTION_ANGLE = (30 * Math.PI) / 180;
/** Report an overlap above this many m²… */
const OVERLAP_AREA = 0.5;
/** …or above this share of the smaller lanelet (when it is more than noise, OVERLAP_NOISE m²). */
const OVERLAP_SHARE = 0.1;
const OVERLAP_NOISE = 0.05;

/** Per triangle: corners (6), bounding box (4), local driving direction (2). */
const STRIDE = 12;

interface OverlapItem {
  id: number;
  box: BBox;
  /** Two-way lanelets (crosswalks, walkways) have an axis rather than a direction. */
  twoWay: boolean;
  shape: LaneletShape;
  /** Which of 12 heading sectors (30° each) the lanelet runs in, as bits. */
  headings: number;
  /** Where its triangles lie in the shared triangle array: [start, end). */
  start: number;
  end: number;
  /** Its area, once its triangles are built (on first use: many lanelets never need them). */
  area: number | undefined;
}

const SECTORS = 12;
const ALL_SECTORS = (1 << SECTORS) - 1;

function sectorOf(dx: number, dy: number): number {
  const turn = Math.atan2(dy, dx) / (2 * Math.PI); // −0.5 … 0.5
  return Math.floor((turn + 1) * SECTORS) % SECTORS;
}

/** The sectors widened by one each side: headings within 30° of the lanelet's. */
function widened(sectors: number): number {
  const left = ((sectors << 1) | (sectors >>> (SECTORS - 1))) & ALL_SECTORS;
  const right = ((sectors >>> 1) | (sectors << (SECTORS - 1))) & ALL_SECTORS;
  return sectors | left | right;
}

/**
 * The driving direction (not normalised) along the shape's quad i, from its points i to i + 1
 * on both sides, into `direction`.
 */
function quadDirection(points: Float64Array, shape: LaneletShape, i: number): void {
  const l = shape.strip + 3 * i;
  const r = l + 3 * shape.count;
  direction[0] = points[l + 3]! + points[r + 3]! - points[l]! - points[r]!;
  direction[1] = points[l + 4]! + points[r + 4]! - points[l + 1]! - points[r + 1]!;
}

const direction = [0, 0];

function headingsOf(points: Float64Array, shape: LaneletShape, twoWay: boolean): number {
  let headings = 0;
  for (let i = 0; i < shape.count - 1; i += 1) {
    quadDirection(points, shape, i);
    const dx = direction[0]!;
    const dy = direction[1]!;
    if (dx === 0 && dy === 0) continue;
    const sector = sectorOf(dx, dy);
    headings |= 1 << sector;
    if (twoWay) headings |= 1 << ((sector + SECTORS / 2) % SECTORS);
  }
  return headings;
}

/** Each quad as two triangles (l0 r0 r1, l0 r1 l1), with their boxes and the quad's direction. */
function triangulate(points: Float64Array, out: Float64Array, item: OverlapItem): void {
  if (item.area !== undefined) return;
  const { shape } = item;
  let area = 0;
  for (let i = 0; i < shape.count - 1; i += 1) {
    quadDirection(points, shape, i);
    const l0 = shape.strip + 3 * i;
    const r0 = l0 + 3 * shape.count;
    const l1 = l0 + 3;
    const r1 = r0 + 3;
    const o = item.start + 2 * i * STRIDE;
    area += putTriangle(out, o, points, l0, r0, r1);
    area += putTriangle(out, o + STRIDE, points, l0, r1, l1);
  }
  item.area = area;
}

/**
 * Writes the triangle of the points at a, b, c, its box and `direction` at `o`; returns its
 * area (as cross() computes it).
 */
function putTriangle(
  out: Float64Array,
  o: number,
  points: Float64Array,
  a: number,
  b: number,
  c: number,
): number {
  const ax = points[a]!;
  const ay = points[a + 1]!;
  const bx = points[b]!;
  const by = points[b + 1]!;
  const cx = points[c]!;
  const cy = points[c + 1]!;
  out[o] = ax;
  out[o + 1] = ay;
  out[o + 2] = bx;
  out[o + 3] = by;
  out[o + 4] = cx;
  out[o + 5] = cy;
  out[o + 6] = Math.min(ax, bx, cx);
  out[o + 7] = Math.min(ay, by, cy);
  out[o + 8] = Math.max(ax, bx, cx);
  out[o + 9] = Math.max(ay, by, cy);
  out[o + 10] = direction[0]!;
  out[o + 11] = direction[1]!;
  return Math.abs((bx - ax) * (cy - ay) - (by - ay) * (cx - ax)) / 2;
}

/** The area where a and b overlap running within 30° of each other (triangles in `t`). */
function sameDirectionOverlap(t: Float64Array, a: OverlapItem, b: OverlapItem): number {
  const twoWay = a.twoWay || b.twoWay;
  let area = 0;
  for (let i = a.start; i < a.end; i += STRIDE) {
    if (t[i + 6]! > b.box.maxX || t[i + 8]! < b.box.minX) continue;
    if (t[i + 7]! > b.box.maxY || t[i + 9]! < b.box.minY) continue;
    for (let j = b.start; j < b.end; j += STRIDE) {
      if (t[i + 6]! > t[j + 8]! || t[j + 6]! > t[i + 8]!) continue;
      if (t[i + 7]! > t[j + 9]! || t[j + 7]! > t[i + 9]!) continue;
      let angle = angleBetween(t[i + 10]!, t[i + 11]!, t[j + 10]!, t[j + 11]!);
      if (twoWay) angle = Math.min(angle, Math.PI - angle);
      if (!(angle < SAME_DIRECTION_ANGLE)) continue;
      area += flatTriangleOverlapArea(t, i, t, j);
    }
  }
  return area;
}

const NO_IDS: readonly number[] = [];
const NO_NEIGHBOURS: readonly LaneletNeighbour[] = [];

/** Successors, neighbours, or branches from or into the same lanelet. */
function related(topology: LaneletTopology, a: number, b: number): boolean {
  const succA = topology.successors.get(a) ?? NO_IDS;
  const succB = topology.successors.get(b) ?? NO_IDS;
  if (succA.includes(b) || succB.includes(a) || sharesAny(succA, succB)) return true;
  for (const n of topology.neighbours.get(a) ?? NO_NEIGHBOURS) if (n.id === b) return true;
  return sharesAny(topology.predecessors.get(a) ?? NO_IDS, topology.predecessors.get(b) ?? NO_IDS);
}

function sharesAny(a: readonly number[], b: readonly number[]): boolean {
  for (const id of a) if (b.includes(id)) return true;
  return false;
}

export function checkOverlaps(
  ctx: ValidationContext,
  shapes: readonly LaneletShape[],
  topology: LaneletTopology,
): void {
  const { points } = ctx.shapes;
  let size = 0;
  const items = shapes.map((shape): OverlapItem => {
    const twoWay = !shape.lanelet.oneWay;
    const start = size;
    size += 2 * (shape.count - 1) * STRIDE;
    const headings = headingsOf(points, shape, twoWay);
    return {
      id: shape.id,
      box: shape.geometry.bbox,
      twoWay,
      shape,
      headings,
      start,
      end: size,
      area: undefined,
    };
  });
  // One array for every lanelet's triangles, each part filled when first needed.
  const triangles = new Float64Array(size);
  const index = new GridIndex<OverlapItem>(cellSizeFor(items.map((i) => i.box)), items.length);
  for (const item of items) index.insert(item.box, item);
  const near: OverlapItem[] = [];
  for (const a of items) {
    const found = index.searchInto(a.box, near);
    for (let k = 0; k < found; k += 1) {
      const b = near[k]!;
      if (b.id <= a.id || !bboxesOverlap(a.box, b.box)) continue;
      // No heading of one within 30° of a heading of the other: nothing to measure.
      if ((widened(a.headings) & b.headings) === 0 || related(topology, a.id, b.id)) continue;
      triangulate(points, triangles, a);
      triangulate(points, triangles, b);
      const area = sameDirectionOverlap(triangles, a, b);
      const share = area / Math.min(a.area ?? 0, b.area ?? 0);
      if (!(area > OVERLAP_AREA || (area > OVERLAP_NOISE && share > OVERLAP_SHARE))) continue;
      report(
        ctx,
        'lanelet_overlap',
        { id: a.id, type: 'relation' },
        `Lanelets ${a.id} and ${b.id} overlap by ${area.toFixed(1)} m² (${Math.round(Math.min(1, share) * 100)}% of the smaller) while running the same way, and are neither successors, neighbours nor branches of the same lane; move their bounds apart, or connect them if one should follow the other.`,
      );
    }
  }
}
