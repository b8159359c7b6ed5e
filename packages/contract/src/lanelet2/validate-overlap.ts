/*
 * lanelet_overlap: two lanelets covering the same ground in the same direction without being
 * related (successor, neighbour, or branches from/into the same lanelet) are usually a lane
 * drawn twice. Crossing lanes at an intersection overlap at a wide angle and are fine, so the
 * overlap is only counted where both lanelets run within 30° of each other, triangle by
 * triangle (a turning lane is compared with its local direction, not its overall one).
 */
import type { BBox } from './geometry';
import { angleBetween, bboxesOverlap, cross, flatTriangleOverlapArea } from './geometry';
import { laneletGeometry } from './lanelet-map';
import type { LaneletTopology } from './routing';
import { GridIndex, cellSizeFor } from './spatial-index';
import type { ValidationContext } from './validate-context';
import { laneletStrip, report } from './validate-context';

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
  /** Built on first use: most candidate pairs are related lanes and never need them. */
  triangles?: Float64Array;
  area?: number;
  /** Which of 12 heading sectors (30° each) the lanelet runs in, as bits. */
  headings?: number;
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

function triangulate(ctx: ValidationContext, item: OverlapItem): Float64Array {
  if (item.triangles) return item.triangles;
  const geometry = laneletGeometry(ctx.map, item.id);
  const { left, right } = geometry ? laneletStrip(geometry) : { left: [], right: [] };
  const quads = Math.max(0, Math.min(left.length, right.length) - 1);
  const out = new Float64Array(quads * 2 * STRIDE);
  let area = 0;
  let headings = 0;
  for (let i = 0; i < quads; i += 1) {
    const l0 = left[i]!;
    const r0 = right[i]!;
    const l1 = left[i + 1]!;
    const r1 = right[i + 1]!;
    const dx = l1.x + r1.x - l0.x - r0.x;
    const dy = l1.y + r1.y - l0.y - r0.y;
    if (dx !== 0 || dy !== 0) {
      const sector = sectorOf(dx, dy);
      headings |= 1 << sector;
      if (item.twoWay) headings |= 1 << ((sector + SECTORS / 2) % SECTORS);
    }
    for (const [k, a, b, c] of [
      [0, l0, r0, r1],
      [1, l0, r1, l1],
    ] as const) {
      const o = (2 * i + k) * STRIDE;
      out[o] = a.x;
      out[o + 1] = a.y;
      out[o + 2] = b.x;
      out[o + 3] = b.y;
      out[o + 4] = c.x;
      out[o + 5] = c.y;
      out[o + 6] = Math.min(a.x, b.x, c.x);
      out[o + 7] = Math.min(a.y, b.y, c.y);
      out[o + 8] = Math.max(a.x, b.x, c.x);
      out[o + 9] = Math.max(a.y, b.y, c.y);
      out[o + 10] = dx;
      out[o + 11] = dy;
      area += Math.abs(cross(a, b, c)) / 2;
    }
  }
  item.triangles = out;
  item.area = area;
  item.headings = headings;
  return out;
}

function sameDirectionOverlap(ctx: ValidationContext, a: OverlapItem, b: OverlapItem): number {
  const ta = triangulate(ctx, a);
  const tb = triangulate(ctx, b);
  // No heading of one within 30° of a heading of the other: nothing to measure.
  if ((widened(a.headings ?? 0) & (b.headings ?? 0)) === 0) return 0;
  const twoWay = a.twoWay || b.twoWay;
  let area = 0;
  for (let i = 0; i < ta.length; i += STRIDE) {
    if (ta[i + 6]! > b.box.maxX || ta[i + 8]! < b.box.minX) continue;
    if (ta[i + 7]! > b.box.maxY || ta[i + 9]! < b.box.minY) continue;
    for (let j = 0; j < tb.length; j += STRIDE) {
      if (ta[i + 6]! > tb[j + 8]! || tb[j + 6]! > ta[i + 8]!) continue;
      if (ta[i + 7]! > tb[j + 9]! || tb[j + 7]! > ta[i + 9]!) continue;
      let angle = angleBetween(ta[i + 10]!, ta[i + 11]!, tb[j + 10]!, tb[j + 11]!);
      if (twoWay) angle = Math.min(angle, Math.PI - angle);
      if (!(angle < SAME_DIRECTION_ANGLE)) continue;
      area += flatTriangleOverlapArea(ta, i, tb, j);
    }
  }
  return area;
}

function related(topology: LaneletTopology, a: number, b: number): boolean {
  const succA = topology.successors.get(a) ?? [];
  const succB = topology.successors.get(b) ?? [];
  const predA = topology.predecessors.get(a) ?? [];
  const predB = topology.predecessors.get(b) ?? [];
  return (
    succA.includes(b) ||
    succB.includes(a) ||
    (topology.neighbours.get(a) ?? []).some((n) => n.id === b) ||
    succA.some((s) => succB.includes(s)) ||
    predA.some((p) => predB.includes(p))
  );
}

export function checkOverlaps(
  ctx: ValidationContext,
  ids: readonly number[],
  topology: LaneletTopology,
): void {
  const items: OverlapItem[] = [];
  for (const id of ids) {
    const geometry = laneletGeometry(ctx.map, id);
    const twoWay = !(ctx.map.lanelets.get(id)?.oneWay ?? true);
    if (geometry) items.push({ id, box: geometry.bbox, twoWay });
  }
  const index = new GridIndex<OverlapItem>(cellSizeFor(items.map((i) => i.box)));
  for (const item of items) index.insert(item.box, item);
  for (const a of items) {
    for (const b of index.search(a.box)) {
      if (b.id <= a.id || !bboxesOverlap(a.box, b.box) || related(topology, a.id, b.id)) continue;
      const area = sameDirectionOverlap(ctx, a, b);
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
