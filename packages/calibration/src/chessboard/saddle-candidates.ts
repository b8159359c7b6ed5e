/**
 * Where chessboard corners may be: local maxima of the saddle response −det(Hessian) =
 * Ixy² − Ixx·Iyy of the smoothed image. At an X-junction (two dark and two light sectors) the
 * Hessian has eigenvalues of opposite sign, whatever the angle between the edges; along a
 * straight edge its determinant is zero. L-corners (the board's outer corners) respond too: the
 * ring test (corner-ring.ts) turns those away.
 */
export interface SaddleCandidate {
  x: number;
  y: number;
  strength: number;
}

/** Candidates closer than this to each other are one (squares are never this small). */
const SUPPRESSION_RADIUS = 3;
/** A candidate's response must reach this share of the picture's strongest. */
const RELATIVE_THRESHOLD = 0.01;
/** …and this much (grey levels² per px⁴), above what sensor noise gives after smoothing. */
const ABSOLUTE_THRESHOLD = 0.5;
/** More candidates than a busy scene needs; keeps the work bounded on texture. */
const MAX_CANDIDATES = 4000;

export function saddleCandidates(
  smooth: Float32Array,
  width: number,
  height: number,
): SaddleCandidate[] {
  const response = new Float32Array(width * height);
  let strongest = 0;
  for (let y = 1; y < height - 1; y += 1) {
    let i = y * width + 1;
    for (let x = 1; x < width - 1; x += 1, i += 1) {
      const centre = smooth[i]!;
      const ixx = smooth[i - 1]! + smooth[i + 1]! - 2 * centre;
      const iyy = smooth[i - width]! + smooth[i + width]! - 2 * centre;
      const ixy =
        0.25 *
        (smooth[i + width + 1]! -
          smooth[i + width - 1]! -
          smooth[i - width + 1]! +
          smooth[i - width - 1]!);
      const r = ixy * ixy - ixx * iyy;
      if (r > 0) {
        response[i] = r;
        if (r > strongest) strongest = r;
      }
    }
  }
  const threshold = Math.max(ABSOLUTE_THRESHOLD, RELATIVE_THRESHOLD * strongest);
  const found: SaddleCandidate[] = [];
  const radius = SUPPRESSION_RADIUS;
  const margin = radius + 1;
  for (let y = margin; y < height - margin; y += 1) {
    for (let x = margin; x < width - margin; x += 1) {
      const i = y * width + x;
      const r = response[i]!;
      if (r < threshold || !isLocalMaximum(response, width, i, r, radius)) continue;
      // Sub-pixel peak from a parabola through the response along each axis.
      const left = response[i - 1]!;
      const right = response[i + 1]!;
      const up = response[i - width]!;
      const down = response[i + width]!;
      const curvatureX = left - 2 * r + right;
      const curvatureY = up - 2 * r + down;
      const dx = curvatureX < 0 ? clampHalf((left - right) / (2 * curvatureX)) : 0;
      const dy = curvatureY < 0 ? clampHalf((up - down) / (2 * curvatureY)) : 0;
      found.push({ x: x + dx, y: y + dy, strength: r });
    }
  }
  found.sort((a, b) => b.strength - a.strength);
  return found.length > MAX_CANDIDATES ? found.slice(0, MAX_CANDIDATES) : found;
}

function isLocalMaximum(
  response: Float32Array,
  width: number,
  i: number,
  r: number,
  radius: number,
): boolean {
  for (let dy = -radius; dy <= radius; dy += 1) {
    const row = i + dy * width;
    for (let dx = -radius; dx <= radius; dx += 1) {
      const other = response[row + dx]!;
      // Equal neighbours: only the first in scan order stays, so a flat top gives one candidate.
      if (other > r || (other === r && row + dx < i)) return false;
    }
  }
  return true;
}

function clampHalf(value: number): number {
  return value < -0.5 ? -0.5 : value > 0.5 ? 0.5 : value;
}
