import type { Vec2 } from '@ads/contract';

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
 * How straight the rows and columns of a `cols` × `rows` grid of corners (binding order:
 * corner r · cols + c) are; null when there are no lines of 3 corners or more.
 */
export function gridStraightness(
  corners: readonly Vec2[],
  cols: number,
  rows: number,
): Straightness | null {
  if (corners.length !== cols * rows) return null;
  const lines: Vec2[][] = [];
  if (cols >= 3)
    for (let r = 0; r < rows; r += 1) lines.push(corners.slice(r * cols, (r + 1) * cols));
  if (rows >= 3) {
    for (let c = 0; c < cols; c += 1) {
      lines.push(Array.from({ length: rows }, (_, r) => corners[r * cols + c]!));
    }
  }
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
