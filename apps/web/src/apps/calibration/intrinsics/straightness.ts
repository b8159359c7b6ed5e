import type { Vec2 } from '@ads/calibration';

/*
 * The straight-line check of the undistorted preview: a chessboard's rows and columns of
 * corners are straight lines on the board, so in a well-undistorted image they are straight
 * too. Each row and column gets its best line (total least squares); how far its corners bend
 * away from it, in pixels, is the measure. Lens distortion bends the board's edges by pixels to
 * tens of pixels; a good undistortion leaves a fraction of a pixel (the corners' own noise).
 */

export interface Straightness {
  /** The largest distance of a corner from its row's or column's line, px. */
  max: number;
  /** The RMS of those distances over every line, px. */
  rms: number;
  lines: number;
}

/** Distances of `points` from their total-least-squares line. */
function deviations(points: readonly Vec2[]): number[] {
  const n = points.length;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) {
    mx += x / n;
    my += y / n;
  }
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  // The line's direction: the covariance's major axis; its normal is perpendicular.
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  return points.map(([x, y]) => Math.abs((x - mx) * nx + (y - my) * ny));
}

/**
 * The board's rows and columns of corners, each as its corners in order: a whole `cols` × `rows`
 * grid (binding order: corner r · cols + c), or with `ids` (ChArUco) the corners seen, each at
 * its id. Lines of fewer than 3 corners are left out (any 2 points are on a line).
 */
export function gridLines(
  corners: readonly Vec2[],
  cols: number,
  rows: number,
  ids?: readonly number[],
): Vec2[][] {
  if (!ids && corners.length !== cols * rows) return [];
  const at = new Map<number, Vec2>();
  corners.forEach((corner, k) => at.set(ids ? ids[k]! : k, corner));
  const lines: Vec2[][] = [];
  const line = (indices: number[]) => {
    const points: Vec2[] = [];
    for (const id of indices) {
      const point = at.get(id);
      if (point) points.push(point);
    }
    if (points.length >= 3) lines.push(points);
  };
  for (let r = 0; r < rows; r += 1) line(Array.from({ length: cols }, (_, c) => r * cols + c));
  for (let c = 0; c < cols; c += 1) line(Array.from({ length: rows }, (_, r) => r * cols + c));
  return lines;
}

/**
 * How straight the rows and columns of a `cols` × `rows` grid of corners (binding order:
 * corner r · cols + c; with `ids`, the corners seen) are; null when there are no lines of 3
 * corners or more.
 */
export function gridStraightness(
  corners: readonly Vec2[],
  cols: number,
  rows: number,
  ids?: readonly number[],
): Straightness | null {
  const lines = gridLines(corners, cols, rows, ids);
  if (lines.length === 0) return null;
  let max = 0;
  let sum = 0;
  let count = 0;
  for (const line of lines) {
    for (const d of deviations(line)) {
      max = Math.max(max, d);
      sum += d * d;
      count += 1;
    }
  }
  return { max, rms: Math.sqrt(sum / count), lines: lines.length };
}
