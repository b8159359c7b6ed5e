/**
 * Boxes as columns (typed arrays, one per field) and grouped by (sample, class), so that the
 * matcher's inner loop reads numbers from a few arrays instead of hundreds of thousands of
 * objects, and a prediction only meets the ground truth of its own sample and class.
 */
import type { BenchBox } from '@ads/contract';
import { NO_ATTRIBUTE } from './box-errors';
import { NuScenesInputError } from './input-error';

/** Dense ids for sample tokens (and attribute names), in order of first appearance. */
export class Interner {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }

  /** The id of `name` if it has one. */
  idOf(name: string): number | undefined {
    return this.ids.get(name);
  }

  get size(): number {
    return this.names.length;
  }
}

export interface BoxColumns {
  readonly count: number;
  readonly sample: Int32Array;
  /** Index into the evaluated classes. */
  readonly cls: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly l: Float64Array;
  readonly w: Float64Array;
  readonly h: Float64Array;
  readonly yaw: Float64Array;
  /** NaN where the box has no velocity. */
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  /** `NO_ATTRIBUTE` where the box has none (or ''). */
  readonly attr: Int32Array;
  /** Predictions' confidences (0 for ground truth, which has none). */
  readonly score: Float64Array;
}

/** Reads `boxes` into columns; throws `NuScenesInputError` for a class not in `classes`. */
export function toColumns(
  boxes: readonly (BenchBox & { score?: number })[],
  classes: readonly string[],
  samples: Interner,
  attributes: Interner,
): BoxColumns {
  const count = boxes.length;
  const cols = {
    count,
    sample: new Int32Array(count),
    cls: new Int32Array(count),
    x: new Float64Array(count),
    y: new Float64Array(count),
    l: new Float64Array(count),
    w: new Float64Array(count),
    h: new Float64Array(count),
    yaw: new Float64Array(count),
    vx: new Float64Array(count),
    vy: new Float64Array(count),
    attr: new Int32Array(count),
    score: new Float64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const box = boxes[i]!;
    const cls = classes.indexOf(box.class);
    if (cls < 0) throw new NuScenesInputError(`Unknown class "${String(box.class)}".`);
    cols.sample[i] = samples.id(box.sample);
    cols.cls[i] = cls;
    cols.x[i] = box.x;
    cols.y[i] = box.y;
    cols.l[i] = box.l;
    cols.w[i] = box.w;
    cols.h[i] = box.h;
    cols.yaw[i] = box.yaw;
    cols.vx[i] = box.vx ?? NaN;
    cols.vy[i] = box.vy ?? NaN;
    cols.attr[i] = box.attr ? attributes.id(box.attr) : NO_ATTRIBUTE;
    cols.score[i] = box.score ?? 0;
  }
  return cols;
}

/** Items grouped by key (CSR): group `k` is `items[start[k] .. start[k + 1])`. */
export interface Groups {
  readonly start: Int32Array;
  readonly items: Int32Array;
}

/** Groups indices `0 .. keys.length` by key, keeping their order within a group (stable). */
export function groupByKey(keys: Int32Array, keyCount: number): Groups {
  const start = new Int32Array(keyCount + 1);
  for (let i = 0; i < keys.length; i++) start[keys[i]! + 1]!++;
  for (let k = 0; k < keyCount; k++) start[k + 1]! += start[k]!;
  const next = start.slice(0, keyCount);
  const items = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) items[next[keys[i]!]!++] = i;
  return { start, items };
}

/** Key of a box's (sample, class) group. */
export function groupKeys(cols: BoxColumns, classCount: number): Int32Array {
  const keys = new Int32Array(cols.count);
  for (let i = 0; i < cols.count; i++) keys[i] = cols.sample[i]! * classCount + cols.cls[i]!;
  return keys;
}
