import type { Vec2 } from '../types';

/**
 * The binding order of a chessboard's corners (types.ts): `cols` corners along a row, `rows`
 * rows, row by row. A planar board's grid fits its corners in 4 ways (8 on a square board, whose
 * rows and columns can swap); each is a rigid pose of the board, so the picture alone cannot
 * choose. Detector and renderer choose alike: corner 0 is the grid corner nearest the image's
 * top-left (smallest u + v), and on a square board the row direction is the more horizontal one.
 *
 * `points` is any one fitting order (index r * cols + c); the answer is the permutation `order`
 * with ordered[i] = points[order[i]].
 */
export function bindingOrder(points: readonly Vec2[], cols: number, rows: number): number[] {
  if (points.length !== cols * rows) {
    throw new Error(`bindingOrder: ${points.length} points for a ${cols}×${rows} grid`);
  }
  const at = (c: number, r: number) => r * cols + c;
  const outer = [at(0, 0), at(cols - 1, 0), at(0, rows - 1), at(cols - 1, rows - 1)];
  const sum = (index: number) => points[index]![0] + points[index]![1];
  const first = outer.reduce((best, index) => (sum(index) < sum(best) ? index : best));
  const c0 = first % cols;
  const r0 = Math.floor(first / cols);
  const stepC = c0 === 0 ? 1 : -1;
  const stepR = r0 === 0 ? 1 : -1;
  // Along the points' own rows from corner 0, or (square boards only) along their columns.
  let transposed = false;
  if (cols === rows && cols > 1) {
    const alongRow = points[at(c0 + stepC * (cols - 1), r0)]!;
    const alongColumn = points[at(c0, r0 + stepR * (rows - 1))]!;
    const start = points[first]!;
    transposed = horizontality(start, alongColumn) > horizontality(start, alongRow);
  }
  const order: number[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      order.push(
        transposed ? at(c0 + stepC * r, r0 + stepR * c) : at(c0 + stepC * c, r0 + stepR * r),
      );
    }
  }
  return order;
}

/** |cos| of the angle between the segment a→b and the image's u axis. */
function horizontality(a: Vec2, b: Vec2): number {
  const du = b[0] - a[0];
  const dv = b[1] - a[1];
  const length = Math.hypot(du, dv);
  return length > 0 ? Math.abs(du) / length : 0;
}
