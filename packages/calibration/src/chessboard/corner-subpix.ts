/**
 * Sub-pixel corner position by gradient orthogonality, as OpenCV's cornerSubPix: at the true
 * corner q, every image gradient g at a nearby point p is orthogonal to p − q (on an edge through
 * q the gradient is across the edge; elsewhere it is zero). q solves Σ w g gᵀ (p − q) = 0 over a
 * Gaussian-weighted window, and the window is re-centred on q until it stops moving. A chessboard
 * corner is point-symmetric, so any symmetric blur keeps q unbiased.
 */
export interface SubpixWorkspace {
  half: number;
  mask: Float64Array;
  window: Float64Array;
}

export function subpixWorkspace(half: number): SubpixWorkspace {
  const side = 2 * half + 1;
  const mask = new Float64Array(side * side);
  for (let j = 0; j < side; j += 1) {
    const wy = Math.exp(-(((j - half) / half) ** 2));
    for (let i = 0; i < side; i += 1)
      mask[j * side + i] = wy * Math.exp(-(((i - half) / half) ** 2));
  }
  return { half, mask, window: new Float64Array((side + 2) * (side + 2)) };
}

/**
 * Refines (x, y) in place in `out` ([x, y]); false when it ran off the picture or moved more than
 * the window's half side (no corner there: OpenCV then keeps the start, we tell the caller).
 * `counts`, when given, says which of the window's points (image coordinates) may count: the
 * ChArUco detector leaves out its markers' edges, which do not pass through the corner.
 */
export function refineCorner(
  image: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  workspace: SubpixWorkspace,
  out: Float64Array,
  maxIterations = 40,
  epsilon = 0.001,
  counts?: (x: number, y: number) => boolean,
): boolean {
  const { half, mask, window } = workspace;
  const side = 2 * half + 1;
  const stride = side + 2;
  let cx = x;
  let cy = y;
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    // The window, resampled bilinearly around (cx, cy) (one fractional shift for all of it).
    const ix = Math.floor(cx);
    const iy = Math.floor(cy);
    const fx = cx - ix;
    const fy = cy - iy;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    for (let j = 0; j < stride; j += 1) {
      const yy0 = clamp(iy - half - 1 + j, height);
      const yy1 = clamp(iy - half + j, height);
      for (let i = 0; i < stride; i += 1) {
        const xx0 = clamp(ix - half - 1 + i, width);
        const xx1 = clamp(ix - half + i, width);
        window[j * stride + i] =
          w00 * image[yy0 * width + xx0]! +
          w10 * image[yy0 * width + xx1]! +
          w01 * image[yy1 * width + xx0]! +
          w11 * image[yy1 * width + xx1]!;
      }
    }
    let a = 0;
    let b = 0;
    let c = 0;
    let bb1 = 0;
    let bb2 = 0;
    for (let j = 0; j < side; j += 1) {
      const py = j - half;
      for (let i = 0; i < side; i += 1) {
        const k = (j + 1) * stride + i + 1;
        const gx = window[k + 1]! - window[k - 1]!;
        const gy = window[k + stride]! - window[k - stride]!;
        const px = i - half;
        const m = counts && !counts(cx + px, cy + py) ? 0 : mask[j * side + i]!;
        const gxx = gx * gx * m;
        const gxy = gx * gy * m;
        const gyy = gy * gy * m;
        a += gxx;
        b += gxy;
        c += gyy;
        bb1 += gxx * px + gxy * py;
        bb2 += gxy * px + gyy * py;
      }
    }
    const det = a * c - b * b;
    if (!(Math.abs(det) > 1e-12)) return false;
    const dx = (c * bb1 - b * bb2) / det;
    const dy = (a * bb2 - b * bb1) / det;
    cx += dx;
    cy += dy;
    if (cx < 0 || cy < 0 || cx > width - 1 || cy > height - 1) return false;
    if (dx * dx + dy * dy < epsilon * epsilon) break;
  }
  if (Math.abs(cx - x) > half || Math.abs(cy - y) > half) return false;
  out[0] = cx;
  out[1] = cy;
  return true;
}

function clamp(value: number, size: number): number {
  return value < 0 ? 0 : value >= size ? size - 1 : value;
}
