/**
 * A box table (../box-table.ts) as the nuScenes evaluation's columns, in place: the evaluation
 * runs last on its tables, so their sample, class and attribute ids are rewritten to the
 * evaluation's own (samples and attributes numbered as `toColumns` numbers them, classes as
 * indices into the evaluated ones) instead of copying 20-odd MB of columns.
 */
import type { BenchClass } from '@ads/contract';
import { BENCH_CLASSES } from '@ads/contract';
import { NO_ATTR, type BoxTable, type TableNames } from '../box-table';
import { NO_ATTRIBUTE } from './box-errors';
import type { BoxColumns, Interner } from './columns';

/**
 * The table's rows as columns, ids given by `samples` and `attributes` in row order (as
 * `toColumns` gives them box by box). Every row must be of an evaluated class. The table is
 * the evaluation's afterwards: its id columns hold the new ids.
 */
export function columnsOfTable(
  table: BoxTable,
  names: TableNames,
  classes: readonly BenchClass[],
  samples: Interner,
  attributes: Interner,
): BoxColumns {
  const count = table.count;
  const classOf = BENCH_CLASSES.map((cls) => classes.indexOf(cls));
  const sampleOf = new Int32Array(names.samples.size).fill(-1);
  const attrOf = new Int32Array(names.attributes.size).fill(-1);
  const { sample, cls, attr } = table;
  for (let r = 0; r < count; r++) {
    const c = cls[r]! < 0 ? -1 : classOf[cls[r]!]!;
    if (c < 0) throw new RangeError('A row of a class not evaluated reached the evaluation.');
    cls[r] = c;
    const s = sample[r]!;
    if (sampleOf[s] === -1) sampleOf[s] = samples.id(names.samples.names[s]!);
    sample[r] = sampleOf[s]!;
    const a = attr[r]!;
    if (a === NO_ATTR) attr[r] = NO_ATTRIBUTE;
    else {
      if (attrOf[a] === -1) attrOf[a] = attributes.id(names.attributes.names[a]!);
      attr[r] = attrOf[a]!;
    }
  }
  const view = <T extends Int32Array | Float64Array>(column: T) => column.subarray(0, count) as T;
  return {
    count,
    sample: view(sample),
    cls: view(cls),
    x: view(table.x),
    y: view(table.y),
    l: view(table.l),
    w: view(table.w),
    h: view(table.h),
    yaw: view(table.yaw),
    vx: view(table.vx),
    vy: view(table.vy),
    attr: view(attr),
    score: view(table.score),
  };
}
