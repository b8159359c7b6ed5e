/*
 * The ground of a point-cloud map, for the elevation of new nodes: the cloud binned into square
 * x/y cells, each cell's ground a low percentile of its points' z. A map cloud holds more than
 * the road (kerbs, cars, poles, trees, walls); the road surface is the bottom of what is over
 * a spot, and a low percentile rather than the minimum keeps a stray point below the surface
 * (multipath, a drain) from pulling the ground down.
 */

export interface GroundGrid {
  /** South-west corner of cell (0, 0), local metres. */
  minX: number;
  minY: number;
  /** Side of a cell, metres. */
  cell: number;
  cols: number;
  rows: number;
  /** Ground z per cell, row by row from the south; NaN where no point fell. */
  z: Float32Array;
}

/** The share of a cell's points below its ground. */
export const GROUND_PERCENTILE = 0.1;
/** A metre: a lane is 3–3.5 m wide, so a cell sees one spot of road and its slope is small. */
export const GROUND_CELL_M = 1;
/** A bound on the grid's memory (16 MB); a wider cloud gets wider cells. */
export const MAX_GROUND_CELLS = 4_000_000;
/** How far around an empty cell neighbours are asked, in cells. */
export const GROUND_SEARCH_RINGS = 2;

/** The grid of a cloud's points (x, y, z per point); null for a cloud with no points. */
export function buildGroundGrid(
  xyz: Float32Array,
  count: number,
  options: { cell?: number; maxCells?: number; percentile?: number } = {},
): GroundGrid | null {
  if (count === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = xyz[i * 3]!;
    const y = xyz[i * 3 + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const maxCells = options.maxCells ?? MAX_GROUND_CELLS;
  let cell = options.cell ?? GROUND_CELL_M;
  const size = (c: number) => ({
    cols: Math.floor((maxX - minX) / c) + 1,
    rows: Math.floor((maxY - minY) / c) + 1,
  });
  let { cols, rows } = size(cell);
  while (cols * rows > maxCells) {
    cell *= 2;
    ({ cols, rows } = size(cell));
  }
  // Points grouped by cell (a counting sort), then each cell's z sorted for its percentile.
  const cellOf = new Int32Array(count);
  const starts = new Int32Array(cols * rows + 1);
  for (let i = 0; i < count; i++) {
    const c =
      Math.floor((xyz[i * 3 + 1]! - minY) / cell) * cols + Math.floor((xyz[i * 3]! - minX) / cell);
    cellOf[i] = c;
    starts[c + 1]! += 1;
  }
  for (let c = 0; c < cols * rows; c++) starts[c + 1]! += starts[c]!;
  const fill = starts.slice(0, cols * rows);
  const zs = new Float32Array(count);
  for (let i = 0; i < count; i++) zs[fill[cellOf[i]!]!++] = xyz[i * 3 + 2]!;
  const percentile = options.percentile ?? GROUND_PERCENTILE;
  const z = new Float32Array(cols * rows).fill(Number.NaN);
  for (let c = 0; c < cols * rows; c++) {
    const from = starts[c]!;
    const to = starts[c + 1]!;
    if (to === from) continue;
    const slice = zs.subarray(from, to).sort();
    z[c] = slice[Math.floor(percentile * (slice.length - 1))]!;
  }
  return { minX, minY, cell, cols, rows, z };
}

/**
 * The ground z at local (x, y): the cell's own; if it is empty, the mean of the non-empty cells
 * of the nearest ring around it with any (up to GROUND_SEARCH_RINGS); else null (outside the
 * cloud, or a hole in it), for the caller to say so.
 */
export function groundAt(grid: GroundGrid, x: number, y: number): number | null {
  const col = Math.floor((x - grid.minX) / grid.cell);
  const row = Math.floor((y - grid.minY) / grid.cell);
  const at = (c: number, r: number) =>
    c < 0 || r < 0 || c >= grid.cols || r >= grid.rows ? Number.NaN : grid.z[r * grid.cols + c]!;
  const own = at(col, row);
  if (!Number.isNaN(own)) return own;
  for (let ring = 1; ring <= GROUND_SEARCH_RINGS; ring++) {
    let sum = 0;
    let n = 0;
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = col - ring; c <= col + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
        const value = at(c, r);
        if (Number.isNaN(value)) continue;
        sum += value;
        n += 1;
      }
    }
    if (n > 0) return sum / n;
  }
  return null;
}
