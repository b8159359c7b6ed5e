/*
 * The occupied cells of a GridIndex: cell coordinates (cx, cy) to dense bucket numbers, in the
 * order the cells were first used. Open addressing over typed arrays, so a lookup hashes two
 * small integers and allocates nothing; a Map keyed by one number made of both would need keys
 * beyond 2^31, which the engine boxes on every lookup.
 */

const EMPTY = -1;

/** `array` if it holds `length` entries, else a copy with room for at least twice as many. */
export function grown(array: Int32Array, length: number): Int32Array {
  if (length <= array.length) return array;
  const bigger = new Int32Array(Math.max(length, 2 * array.length));
  bigger.set(array);
  return bigger;
}

export class CellTable {
  /** Bucket number per slot, EMPTY when free. */
  private slots: Int32Array;
  private mask: number;
  /** Cell coordinates per bucket number. */
  private xs: Int32Array;
  private ys: Int32Array;
  private count = 0;

  /** `expectedCells` sizes the table up front; it grows beyond it as needed. */
  constructor(expectedCells = 16) {
    let slots = 64;
    while (slots < 2 * expectedCells) slots *= 2;
    this.slots = new Int32Array(slots).fill(EMPTY);
    this.mask = slots - 1;
    this.xs = new Int32Array(expectedCells);
    this.ys = new Int32Array(expectedCells);
  }

  /** How many cells are occupied (bucket numbers are 0 … size − 1). */
  get size(): number {
    return this.count;
  }

  cellX(bucket: number): number {
    return this.xs[bucket]!;
  }

  cellY(bucket: number): number {
    return this.ys[bucket]!;
  }

  /** The cell's bucket number, or −1 when the cell is empty. */
  get(cx: number, cy: number): number {
    for (let slot = hash(cx, cy) & this.mask; ; slot = (slot + 1) & this.mask) {
      const bucket = this.slots[slot]!;
      if (bucket === EMPTY || (this.xs[bucket] === cx && this.ys[bucket] === cy)) return bucket;
    }
  }

  /** The cell's bucket number, a new one when the cell was empty. */
  add(cx: number, cy: number): number {
    for (let slot = hash(cx, cy) & this.mask; ; slot = (slot + 1) & this.mask) {
      const bucket = this.slots[slot]!;
      if (bucket !== EMPTY) {
        if (this.xs[bucket] === cx && this.ys[bucket] === cy) return bucket;
        continue;
      }
      const added = this.count;
      this.count += 1;
      this.xs = grown(this.xs, this.count);
      this.ys = grown(this.ys, this.count);
      this.xs[added] = cx;
      this.ys[added] = cy;
      this.slots[slot] = added;
      // Kept at most half full, so probes stay short.
      if (2 * this.count > this.slots.length) this.grow();
      return added;
    }
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    this.mask = this.slots.length - 1;
    for (let bucket = 0; bucket < this.count; bucket += 1) {
      let slot = hash(this.xs[bucket]!, this.ys[bucket]!) & this.mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.slots[slot] = bucket;
    }
  }
}

function hash(cx: number, cy: number): number {
  const h = Math.imul(cx, 0x9e3779b1) ^ Math.imul(cy, 0x85ebca77);
  return h ^ (h >>> 15);
}
