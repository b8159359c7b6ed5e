/*
 * A uniform grid over bounding boxes: the validator's overlap and end-point matching and the
 * nearest-lanelet lookup ask "what is near this box" thousands of times, and a grid keeps that
 * linear in the map's size. Items too big for the grid (or far outside it, from a broken
 * coordinate) go to a list every query returns, so a bad map costs time, never correctness.
 */
import type { BBox, Point2, Point3 } from './geometry';
import { distance2d, isFiniteBBox } from './geometry';
import type { LaneletGeometry } from './lanelet-map';

/** End points closer than this are the same point (Lanelet2 maps share nodes; 1 cm tolerance). */
export const POINT_MATCH_TOLERANCE = 0.01;

/** Cell coordinates beyond this (in cells) are treated as "everywhere" so keys stay exact. */
const MAX_CELL_COORD = 1 << 20;
/** An item covering more cells than this is kept in the everywhere list instead. */
const MAX_CELLS_PER_ITEM = 4096;

export class GridIndex<T> {
  private readonly cells = new Map<number, T[]>();
  private readonly everywhere: T[] = [];
  readonly cellSize: number;

  constructor(cellSize: number) {
    this.cellSize = Number.isFinite(cellSize) && cellSize > 0 ? cellSize : 1;
  }

  insert(box: BBox, value: T): void {
    if (!isFiniteBBox(box)) return;
    const range = this.cellRange(box);
    if (!range || (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1) > MAX_CELLS_PER_ITEM) {
      this.everywhere.push(value);
      return;
    }
    for (let cx = range.x0; cx <= range.x1; cx += 1) {
      for (let cy = range.y0; cy <= range.y1; cy += 1) {
        const key = cellKey(cx, cy);
        const bucket = this.cells.get(key);
        if (bucket) bucket.push(value);
        else this.cells.set(key, [value]);
      }
    }
  }

  /** Every value whose box may meet `box` (a superset: callers test the real geometry). */
  search(box: BBox): T[] {
    // A query reaching beyond the grid is clamped to it: it must still find what is inside.
    const range = isFiniteBBox(box) ? this.cellRange(box, true) : null;
    if (range && range.x0 === range.x1 && range.y0 === range.y1 && this.everywhere.length === 0) {
      // The common case (a point, or a box inside one cell): no duplicates to remove.
      return this.cells.get(cellKey(range.x0, range.y0))?.slice() ?? [];
    }
    const found = new Set<T>(this.everywhere);
    if (!range) return [...found];
    const cellCount = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1);
    if (cellCount > this.cells.size) {
      // A query larger than the occupied grid: walking the buckets is cheaper than the cells.
      for (const [key, bucket] of this.cells) {
        const { cx, cy } = cellOf(key);
        if (cx >= range.x0 && cx <= range.x1 && cy >= range.y0 && cy <= range.y1) {
          for (const value of bucket) found.add(value);
        }
      }
      return [...found];
    }
    for (let cx = range.x0; cx <= range.x1; cx += 1) {
      for (let cy = range.y0; cy <= range.y1; cy += 1) {
        const bucket = this.cells.get(cellKey(cx, cy));
        if (bucket) for (const value of bucket) found.add(value);
      }
    }
    return [...found];
  }

  private cellRange(
    box: BBox,
    clamp = false,
  ): { x0: number; y0: number; x1: number; y1: number } | null {
    const limit = MAX_CELL_COORD - 1;
    const cell = (v: number) => {
      const c = Math.floor(v / this.cellSize);
      return clamp ? Math.min(limit, Math.max(-limit, c)) : c;
    };
    const x0 = cell(box.minX);
    const y0 = cell(box.minY);
    const x1 = cell(box.maxX);
    const y1 = cell(box.maxY);
    const inside = (c: number) => c >= -limit && c <= limit;
    if (!inside(x0) || !inside(y0) || !inside(x1) || !inside(y1)) return null;
    return { x0, y0, x1, y1 };
  }
}

function cellKey(cx: number, cy: number): number {
  return (cx + MAX_CELL_COORD) * 2 * MAX_CELL_COORD + (cy + MAX_CELL_COORD);
}

function cellOf(key: number): { cx: number; cy: number } {
  const width = 2 * MAX_CELL_COORD;
  return { cx: Math.floor(key / width) - MAX_CELL_COORD, cy: (key % width) - MAX_CELL_COORD };
}

/**
 * A cell size suited to a set of boxes: their median extent, so a typical item touches a few
 * cells, clamped to 1 m … 1 km.
 */
export function cellSizeFor(boxes: readonly BBox[]): number {
  const extents = boxes
    .filter(isFiniteBBox)
    .map((b) => Math.max(b.maxX - b.minX, b.maxY - b.minY))
    .sort((a, b) => a - b);
  const median = extents[Math.floor(extents.length / 2)] ?? 10;
  return Math.min(1000, Math.max(1, median));
}

/** Where a lanelet starts and ends, both bounds in the driving direction. */
export interface LaneletEnds {
  id: number;
  leftStart: Point3;
  rightStart: Point3;
  leftEnd: Point3;
  rightEnd: Point3;
}

export function laneletEnds(id: number, geometry: LaneletGeometry): LaneletEnds {
  const { left, right } = geometry;
  return {
    id,
    leftStart: left[0]!,
    rightStart: right[0]!,
    leftEnd: left[left.length - 1]!,
    rightEnd: right[right.length - 1]!,
  };
}

export function samePoint(a: Point2, b: Point2): boolean {
  return distance2d(a, b) <= POINT_MATCH_TOLERANCE;
}

function pointBox(p: Point2, margin: number) {
  return { minX: p.x - margin, minY: p.y - margin, maxX: p.x + margin, maxY: p.y + margin };
}

/** An index of lanelet end points, for matching edges that meet within 1 cm. */
export function endPointIndex(
  ends: readonly LaneletEnds[],
  pick: (e: LaneletEnds) => Point2,
): GridIndex<LaneletEnds> {
  const index = new GridIndex<LaneletEnds>(1);
  for (const e of ends) index.insert(pointBox(pick(e), 0), e);
  return index;
}

export function nearPoint(index: GridIndex<LaneletEnds>, p: Point2): LaneletEnds[] {
  return index.search(pointBox(p, POINT_MATCH_TOLERANCE));
}
