/*
 * A uniform grid over bounding boxes: the validator's overlap and end-point matching and the
 * nearest-lanelet lookup ask "what is near this box" thousands of times, and a grid keeps that
 * linear in the map's size. Items too big for the grid (or far outside it, from a broken
 * coordinate) go to a list every query returns, so a bad map costs time, never correctness.
 *
 * Its lists live in typed arrays and a search can write into the caller's array: a validation
 * builds several grids of thousands of items and searches them thousands of times.
 */
import type { BBox } from './geometry';
import { isFiniteBBox } from './geometry';
import { CellTable, grown } from './grid-cells';

/** Cell coordinates beyond this (in cells) are treated as "everywhere" so keys stay exact. */
const CELL_LIMIT = (1 << 20) - 1;
/** An item covering more cells than this is kept in the everywhere list instead. */
const MAX_CELLS_PER_ITEM = 4096;

export class GridIndex<T> {
  private readonly cells: CellTable;
  // Each bucket (a cell, numbered by CellTable) lists its entries in insertion order: its first
  // and last entry, and per entry its item and the next entry of the bucket (−1 at the end).
  private buckets = 0;
  private bucketFirst: Int32Array;
  private bucketLast: Int32Array;
  private entries = 0;
  private entryItem: Int32Array;
  private entryNext: Int32Array;
  private readonly everywhere: number[] = [];
  /** Items by number, each inserted once (a value inserted twice is found twice). */
  private readonly items: T[] = [];
  /** Per item, the last search that found it: how a search spanning cells skips repeats. */
  private stamps: Int32Array;
  private searches = 0;
  private found = 0;
  // The cell range cellRange() found.
  private x0 = 0;
  private y0 = 0;
  private x1 = 0;
  private y1 = 0;
  readonly cellSize: number;

  /** `expectedItems` sizes the lists up front; they grow beyond it as needed. */
  constructor(cellSize: number, expectedItems = 16) {
    this.cellSize = Number.isFinite(cellSize) && cellSize > 0 ? cellSize : 1;
    const capacity = Math.max(16, expectedItems);
    this.cells = new CellTable(capacity);
    this.bucketFirst = new Int32Array(capacity);
    this.bucketLast = new Int32Array(capacity);
    this.entryItem = new Int32Array(capacity);
    this.entryNext = new Int32Array(capacity);
    this.stamps = new Int32Array(capacity);
  }

  insert(box: BBox, value: T): void {
    if (!isFiniteBBox(box)) return;
    const item = this.items.length;
    this.items.push(value);
    this.stamps = grown(this.stamps, item + 1);
    const ranged = this.cellRange(box, false);
    const { x0, y0, x1, y1 } = this;
    if (!ranged || (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_ITEM) {
      this.everywhere.push(item);
      return;
    }
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) this.addEntry(this.cells.add(cx, cy), item);
    }
  }

  private addEntry(bucket: number, item: number): void {
    const entry = this.entries;
    this.entries += 1;
    this.entryItem = grown(this.entryItem, this.entries);
    this.entryNext = grown(this.entryNext, this.entries);
    this.entryItem[entry] = item;
    this.entryNext[entry] = -1;
    if (bucket === this.buckets) {
      // A cell used for the first time.
      this.buckets += 1;
      this.bucketFirst = grown(this.bucketFirst, this.buckets);
      this.bucketLast = grown(this.bucketLast, this.buckets);
      this.bucketFirst[bucket] = entry;
    } else {
      this.entryNext[this.bucketLast[bucket]!] = entry;
    }
    this.bucketLast[bucket] = entry;
  }

  /** Every value whose box may meet `box` (a superset: callers test the real geometry). */
  search(box: BBox): T[] {
    const out: T[] = [];
    this.searchInto(box, out);
    return out;
  }

  /**
   * search() without a new array: the values go to the start of `out`, whose length is left
   * alone (so a caller searching in a loop reuses one array); returns how many there are.
   */
  searchInto(box: BBox, out: T[]): number {
    this.found = 0;
    // A query reaching beyond the grid is clamped to it: it must still find what is inside.
    const ranged = isFiniteBBox(box) && this.cellRange(box, true);
    const { x0, y0, x1, y1 } = this;
    const stamp = (this.searches += 1);
    for (const item of this.everywhere) this.take(item, stamp, out);
    if (!ranged) return this.found;
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.buckets) {
      // A query larger than the occupied grid: walking the buckets is cheaper than the cells.
      for (let bucket = 0; bucket < this.buckets; bucket += 1) {
        const cx = this.cells.cellX(bucket);
        const cy = this.cells.cellY(bucket);
        if (cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1) this.takeAll(bucket, stamp, out);
      }
      return this.found;
    }
    for (let cx = x0; cx <= x1; cx += 1) {
      for (let cy = y0; cy <= y1; cy += 1) {
        const bucket = this.cells.get(cx, cy);
        if (bucket >= 0) this.takeAll(bucket, stamp, out);
      }
    }
    return this.found;
  }

  private takeAll(bucket: number, stamp: number, out: T[]): void {
    for (let entry = this.bucketFirst[bucket]!; entry >= 0; entry = this.entryNext[entry]!) {
      this.take(this.entryItem[entry]!, stamp, out);
    }
  }

  private take(item: number, stamp: number, out: T[]): void {
    if (this.stamps[item] === stamp) return;
    this.stamps[item] = stamp;
    out[this.found] = this.items[item]!;
    this.found += 1;
  }

  /** Sets x0 … y1 to the cells `box` covers; false when they lie beyond the grid. */
  private cellRange(box: BBox, clamp: boolean): boolean {
    this.x0 = this.cell(box.minX, clamp);
    this.y0 = this.cell(box.minY, clamp);
    this.x1 = this.cell(box.maxX, clamp);
    this.y1 = this.cell(box.maxY, clamp);
    return insideGrid(this.x0) && insideGrid(this.y0) && insideGrid(this.x1) && insideGrid(this.y1);
  }

  private cell(v: number, clamp: boolean): number {
    const c = Math.floor(v / this.cellSize);
    return clamp ? Math.min(CELL_LIMIT, Math.max(-CELL_LIMIT, c)) : c;
  }
}

function insideGrid(c: number): boolean {
  return c >= -CELL_LIMIT && c <= CELL_LIMIT;
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
