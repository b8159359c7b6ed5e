/**
 * Boxes as a table of typed-array columns, one row a box: what an evaluation reads a dataset's
 * ground truth and a submission's predictions into, once (box-table-json.ts streams a stored
 * file straight into one). Issue 33: as objects, 690k boxes took some 300 bytes each on the
 * worker's heap (an object, its heap numbers, its strings) beside the file's text; as columns a
 * row is 92 bytes and the text is never whole in memory. The numbers are the very doubles
 * JSON.parse gives, so the scores are the same to the bit.
 */
import { BENCH_CLASSES, type BenchBox, type BenchPrediction } from '@ads/contract';
import { Interner } from './nuscenes/columns';

/** Sample tokens and attribute names, shared by the tables of one evaluation. */
export interface TableNames {
  readonly samples: Interner;
  readonly attributes: Interner;
}

export const tableNames = (): TableNames => ({
  samples: new Interner(),
  attributes: new Interner(),
});

/** No attribute (absent or ''), in `attr`. */
export const NO_ATTR = -1;

export interface BoxTable {
  /** Rows in use; `keepRows` lowers it. The columns may be longer. */
  count: number;
  /** Id in `TableNames.samples`. */
  readonly sample: Int32Array;
  /** Index in BENCH_CLASSES, -1 for another class. */
  readonly cls: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
  readonly l: Float64Array;
  readonly w: Float64Array;
  readonly h: Float64Array;
  readonly yaw: Float64Array;
  /** NaN where the box has no velocity. */
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  /** Id in `TableNames.attributes`, or NO_ATTR. */
  readonly attr: Int32Array;
  /** A prediction's confidence (0 for ground truth). */
  readonly score: Float64Array;
}

/** The columns that hold doubles, for moving rows. */
const DOUBLES = ['x', 'y', 'z', 'l', 'w', 'h', 'yaw', 'vx', 'vy', 'score'] as const;
const INTS = ['sample', 'cls', 'attr'] as const;

/** An empty table with room for `capacity` rows. */
export function createTable(capacity: number): BoxTable {
  const f = () => new Float64Array(capacity);
  return {
    count: 0,
    sample: new Int32Array(capacity),
    cls: new Int32Array(capacity),
    x: f(),
    y: f(),
    z: f(),
    l: f(),
    w: f(),
    h: f(),
    yaw: f(),
    vx: f(),
    vy: f(),
    attr: new Int32Array(capacity),
    score: f(),
  };
}

/** A box as parsed (a stored file's entry): the fields are taken as they are, as objects were. */
type BoxLike = BenchBox & { score?: number };

/** Appends `box` as the next row (the table must have room). */
export function addBox(table: BoxTable, box: BoxLike, names: TableNames): void {
  const r = table.count++;
  table.sample[r] = names.samples.id(box.sample);
  table.cls[r] = BENCH_CLASSES.indexOf(box.class);
  table.x[r] = box.x;
  table.y[r] = box.y;
  table.z[r] = box.z;
  table.l[r] = box.l;
  table.w[r] = box.w;
  table.h[r] = box.h;
  table.yaw[r] = box.yaw;
  table.vx[r] = box.vx ?? NaN;
  table.vy[r] = box.vy ?? NaN;
  table.attr[r] = box.attr ? names.attributes.id(box.attr) : NO_ATTR;
  table.score[r] = box.score ?? 0;
}

/** Boxes already in memory (tests, the object API) as a table. */
export function tableOf(boxes: readonly BoxLike[], names: TableNames): BoxTable {
  const table = createTable(boxes.length);
  for (const box of boxes) addBox(table, box, names);
  return table;
}

/**
 * Keeps the rows `keep` says yes to, in order, moving them down in place (no copy of the
 * table); `alongside` arrays (one value per row, as the ground truth's point counts) move with
 * them. Returns the kept rows' old indices.
 */
export function keepRows(
  table: BoxTable,
  keep: (row: number) => boolean,
  alongside: Array<Int32Array | Float64Array> = [],
): Int32Array {
  const kept = new Int32Array(table.count);
  let n = 0;
  for (let r = 0; r < table.count; r++) if (keep(r)) kept[n++] = r;
  for (let k = 0; k < n; k++) {
    const r = kept[k]!;
    if (r === k) continue;
    for (const name of DOUBLES) table[name][k] = table[name][r]!;
    for (const name of INTS) table[name][k] = table[name][r]!;
    for (const column of alongside) column[k] = column[r]!;
  }
  table.count = n;
  return kept.subarray(0, n);
}

/** Row `r` as a box object, for the few per-box helpers written for objects (camera view). */
export function boxAt(table: BoxTable, names: TableNames, r: number): BenchPrediction {
  const attr = table.attr[r]!;
  const vx = table.vx[r]!;
  const vy = table.vy[r]!;
  return {
    sample: names.samples.names[table.sample[r]!]!,
    class: BENCH_CLASSES[table.cls[r]!]!,
    x: table.x[r]!,
    y: table.y[r]!,
    z: table.z[r]!,
    l: table.l[r]!,
    w: table.w[r]!,
    h: table.h[r]!,
    yaw: table.yaw[r]!,
    ...(Number.isNaN(vx) ? {} : { vx }),
    ...(Number.isNaN(vy) ? {} : { vy }),
    ...(attr === NO_ATTR ? {} : { attr: names.attributes.names[attr]! }),
    score: table.score[r]!,
  };
}

/** The distinct classes of the rows (BENCH_CLASSES indices, -1 for others). */
export function classesIn(table: BoxTable): Set<number> {
  const present = new Set<number>();
  for (let r = 0; r < table.count; r++) present.add(table.cls[r]!);
  return present;
}
