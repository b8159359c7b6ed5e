/*
 * A uniform grid over local metres: items (node, way or lanelet ids) filed under every cell
 * their boxes touch, so "what is near here" looks at a few cells instead of the whole map.
 * An item whose boxes would cover very many cells (a kilometre-long straight segment) is kept
 * aside and offered to every query instead.
 */

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const MAX_CELLS_PER_ITEM = 4096;
/** Cell coordinates are packed into one number; this bounds them (± 2^20 cells). */
const OFFSET = 2 ** 20;
const SPAN = 2 ** 21;

export class BoxGrid {
  private readonly cells = new Map<number, Set<number>>();
  private readonly itemCells = new Map<number, number[]>();
  private readonly oversized = new Set<number>();

  constructor(private readonly cellSize: number) {}

  /** Files the item under its boxes, replacing where it was before. */
  set(item: number, boxes: readonly Box[]): void {
    this.delete(item);
    const keys = new Set<number>();
    let count = 0;
    for (const box of boxes) {
      const range = this.range(box);
      if (!range) continue;
      count += (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1);
      if (count > MAX_CELLS_PER_ITEM) {
        this.oversized.add(item);
        return;
      }
      for (let cx = range.x0; cx <= range.x1; cx += 1) {
        for (let cy = range.y0; cy <= range.y1; cy += 1) keys.add(cx * SPAN + cy);
      }
    }
    if (keys.size === 0) return;
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (cell) cell.add(item);
      else this.cells.set(key, new Set([item]));
    }
    this.itemCells.set(item, [...keys]);
  }

  delete(item: number): void {
    this.oversized.delete(item);
    const keys = this.itemCells.get(item);
    if (!keys) return;
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (!cell) continue;
      cell.delete(item);
      if (cell.size === 0) this.cells.delete(key);
    }
    this.itemCells.delete(item);
  }

  /** Items whose cells meet the box (a superset of those whose boxes do). */
  query(box: Box): Set<number> {
    const found = new Set<number>(this.oversized);
    const range = this.range(box);
    if (!range) return found;
    for (let cx = range.x0; cx <= range.x1; cx += 1) {
      for (let cy = range.y0; cy <= range.y1; cy += 1) {
        const cell = this.cells.get(cx * SPAN + cy);
        if (cell) for (const item of cell) found.add(item);
      }
    }
    return found;
  }

  private range(box: Box): { x0: number; x1: number; y0: number; y1: number } | null {
    const cell = (v: number) =>
      Math.min(OFFSET - 1, Math.max(-OFFSET, Math.floor(v / this.cellSize))) + OFFSET;
    if (![box.minX, box.minY, box.maxX, box.maxY].every(Number.isFinite)) return null;
    return { x0: cell(box.minX), x1: cell(box.maxX), y0: cell(box.minY), y1: cell(box.maxY) };
  }
}

export function boxAround(p: { x: number; y: number }, radius: number): Box {
  return { minX: p.x - radius, minY: p.y - radius, maxX: p.x + radius, maxY: p.y + radius };
}

export function boxOf(points: readonly { x: number; y: number }[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) {
    box.minX = Math.min(box.minX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxX = Math.max(box.maxX, p.x);
    box.maxY = Math.max(box.maxY, p.y);
  }
  return box;
}
