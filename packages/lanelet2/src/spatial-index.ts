/*
 * Lanelet corners in a grid (GridIndex): the validator and the routing topology match
 * lanelets whose edges meet within 1 cm.
 */
import type { FlatLine } from './flat-line';
import { at } from './flat-line';
import type { BBox } from './geometry';
import { GridIndex } from './grid-index';
import type { LaneletGeometry } from './lanelet-map';

export { GridIndex, cellSizeFor } from './grid-index';

/** End points closer than this are the same point (Lanelet2 maps share nodes; 1 cm tolerance). */
export const POINT_MATCH_TOLERANCE = 0.01;

/** A lanelet's corners: where its bounds start and end, in the driving direction. */
export const LEFT_START = 0;
export const RIGHT_START = 1;
export const LEFT_END = 2;
export const RIGHT_END = 3;
export type Corner = typeof LEFT_START | typeof RIGHT_START | typeof LEFT_END | typeof RIGHT_END;

/** The corners of some lanelets, numbered 0 … size − 1 in the order given, kept flat. */
export class LaneletCorners {
  readonly ids: readonly number[];
  /** Per lanelet, x and y of its four corners. */
  private readonly xy: Float64Array;

  /** The lanelets `ids` with their `geometries`, in the same order. */
  constructor(ids: readonly number[], geometries: readonly LaneletGeometry[]) {
    this.ids = ids.slice();
    this.xy = new Float64Array(8 * ids.length);
    for (let i = 0; i < ids.length; i += 1) {
      const { leftLine, rightLine } = geometries[i]!;
      this.put(i, LEFT_START, leftLine, 0);
      this.put(i, RIGHT_START, rightLine, 0);
      this.put(i, LEFT_END, leftLine, leftLine.count - 1);
      this.put(i, RIGHT_END, rightLine, rightLine.count - 1);
    }
  }

  private put(i: number, corner: Corner, line: FlatLine, point: number): void {
    const o = at(line, point);
    this.xy[8 * i + 2 * corner] = line.coords[o]!;
    this.xy[8 * i + 2 * corner + 1] = line.coords[o + 1]!;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Distance between corner a of lanelet i and corner b of lanelet j, as distance2d. */
  distance(i: number, a: Corner, j: number, b: Corner): number {
    const p = 8 * i + 2 * a;
    const q = 8 * j + 2 * b;
    const dx = this.xy[p]! - this.xy[q]!;
    const dy = this.xy[p + 1]! - this.xy[q + 1]!;
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** Whether corner a of lanelet i and corner b of lanelet j are the same point (1 cm). */
  meet(i: number, a: Corner, j: number, b: Corner): boolean {
    return this.distance(i, a, j, b) <= POINT_MATCH_TOLERANCE;
  }

  /** A grid of one corner of every lanelet, for near(). */
  index(corner: Corner): GridIndex<number> {
    const index = new GridIndex<number>(1, this.size);
    for (let i = 0; i < this.size; i += 1) index.insert(this.box(i, corner, 0), i);
    return index;
  }

  /**
   * Puts the lanelets whose corner in `index` may lie within 1 cm of corner c of lanelet i at
   * the start of `out`; returns how many (see GridIndex.searchInto).
   */
  near(index: GridIndex<number>, i: number, c: Corner, out: number[]): number {
    return index.searchInto(this.box(i, c, POINT_MATCH_TOLERANCE), out);
  }

  /** The box `margin` around a corner, in a scratch box the index keeps no reference to. */
  private box(i: number, corner: Corner, margin: number): BBox {
    const x = this.xy[8 * i + 2 * corner]!;
    const y = this.xy[8 * i + 2 * corner + 1]!;
    queryBox.minX = x - margin;
    queryBox.minY = y - margin;
    queryBox.maxX = x + margin;
    queryBox.maxY = y + margin;
    return queryBox;
  }
}

const queryBox: BBox = { minX: Number.NaN, minY: Number.NaN, maxX: Number.NaN, maxY: Number.NaN };
