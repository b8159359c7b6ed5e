import { projectPoint } from './camera-model';
import type { Mat3 } from './rotation';
import type { CameraIntrinsics } from './types';

/**
 * A lidar cloud drawn over the camera image to judge an extrinsic by eye: each point moved by
 * the lidar → camera transform (p_camera = R · p_lidar + t, optical frame) and projected with
 * the camera's own model, keeping what lands in the image.
 */

export interface CloudProjection {
  /** Pixel coordinates, (0, 0) the centre of the top-left pixel. */
  u: Float32Array;
  v: Float32Array;
  /** Depth along the optical axis (z in the optical frame), metres. */
  depth: Float32Array;
  /** Each kept point's index in the input cloud (to colour by intensity instead). */
  index: Uint32Array;
  count: number;
}

export interface ProjectCloudOptions {
  /** Points nearer than this along the optical axis are dropped, metres (default 0.1). */
  minDepth?: number;
  /** And farther than this (default: no limit). */
  maxDepth?: number;
}

/**
 * Project `xyz` (x, y, z per point, lidar frame) into the image. Points behind the camera, out
 * of the image, or beyond the radius where the lens model stops being one-to-one are dropped:
 * past that radius a polynomial distortion folds back and would paint points from outside the
 * field of view into the picture.
 */
export function projectCloud(
  intrinsics: CameraIntrinsics,
  R: Mat3,
  t: readonly number[],
  xyz: Float32Array,
  opts: ProjectCloudOptions = {},
): CloudProjection {
  const minDepth = opts.minDepth ?? 0.1;
  const maxDepth = opts.maxDepth ?? Infinity;
  const limit = monotonicLimit(intrinsics);
  const n = Math.floor(xyz.length / 3);
  const u = new Float32Array(n);
  const v = new Float32Array(n);
  const depth = new Float32Array(n);
  const index = new Uint32Array(n);
  const [r0, r1, r2, r3, r4, r5, r6, r7, r8] = R as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [tx, ty, tz] = [t[0]!, t[1]!, t[2]!];
  const right = intrinsics.width - 0.5;
  const bottom = intrinsics.height - 0.5;
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    const px = xyz[i * 3]!;
    const py = xyz[i * 3 + 1]!;
    const pz = xyz[i * 3 + 2]!;
    const z = r6 * px + r7 * py + r8 * pz + tz;
    if (!(z >= minDepth && z <= maxDepth)) continue;
    const x = r0 * px + r1 * py + r2 * pz + tx;
    const y = r3 * px + r4 * py + r5 * pz + ty;
    // Radius in the normalised plane (pinhole) or angle off the axis (fisheye): both rise
    // with the distance from the axis, and the model is only one-to-one below `limit`.
    const off = Math.hypot(x, y);
    if ((intrinsics.model === 'equidistant' ? Math.atan2(off, z) : off / z) > limit) continue;
    const [pu, pv] = projectPoint(intrinsics, x, y, z);
    if (!(pu >= -0.5 && pu < right && pv >= -0.5 && pv < bottom)) continue;
    u[count] = pu;
    v[count] = pv;
    depth[count] = z;
    index[count] = i;
    count += 1;
  }
  return {
    u: u.slice(0, count),
    v: v.slice(0, count),
    depth: depth.slice(0, count),
    index: index.slice(0, count),
    count,
  };
}

/**
 * Where the radial mapping stops increasing: for plumb_bob the normalised radius r at which
 * d/dr [r (1 + k1 r² + k2 r⁴ + k3 r⁶)] first reaches 0 (rational_polynomial: the same with the
 * factor divided by 1 + k4 r² + k5 r⁴ + k6 r⁶, or where that reaches 0), for equidistant the angle θ at which
 * d/dθ [θ (1 + k1 θ² + … + k4 θ⁸)] does (capped at 90°, the "in front" half-space). Found by
 * scanning, then bisecting the first sign change.
 */
export function monotonicLimit(intrinsics: CameraIntrinsics): number {
  const D = intrinsics.D;
  if (intrinsics.model === 'equidistant') {
    const [k1 = 0, k2 = 0, k3 = 0, k4 = 0] = D;
    const slope = (a: number) => {
      const a2 = a * a;
      return 1 + a2 * (3 * k1 + a2 * (5 * k2 + a2 * (7 * k3 + a2 * 9 * k4)));
    };
    return scanForFold(slope, Math.PI / 2);
  }
  const [k1 = 0, k2 = 0, , , k3 = 0, k4 = 0, k5 = 0, k6 = 0] = D;
  // d/dr [r · f(r²)] = f + 2 r² f′ with f = top / bottom (rational_polynomial; bottom = 1 for
  // plumb_bob, whose k4..k6 are 0): its sign is that of top·bottom + 2r²(top′·bottom − top·bottom′).
  const slope = (r: number) => {
    const r2 = r * r;
    const top = 1 + r2 * (k1 + r2 * (k2 + r2 * k3));
    const bottom = 1 + r2 * (k4 + r2 * (k5 + r2 * k6));
    // Where the denominator reaches 0 the projection runs off to infinity: stop before.
    if (!(bottom > 0)) return -1;
    const dTop = k1 + r2 * (2 * k2 + 3 * k3 * r2);
    const dBottom = k4 + r2 * (2 * k5 + 3 * k6 * r2);
    return top * bottom + 2 * r2 * (dTop * bottom - top * dBottom);
  };
  // tan(89.5°): beyond that a pinhole camera sees nothing anyway.
  return scanForFold(slope, 114.6);
}

function scanForFold(slope: (x: number) => number, end: number): number {
  const steps = 2000;
  for (let i = 1; i <= steps; i += 1) {
    if (slope((end * i) / steps) > 0) continue;
    // Bracketed: bisect to the first zero of the slope.
    let [low, high] = [(end * (i - 1)) / steps, (end * i) / steps];
    for (let k = 0; k < 60; k += 1) {
      const mid = (low + high) / 2;
      if (slope(mid) > 0) low = mid;
      else high = mid;
    }
    return low;
  }
  return end;
}

/**
 * Turbo (Anton Mikhailov, "Turbo, An Improved Rainbow Colormap for Visualization", Google AI
 * Blog, 2019; the 256-entry table is Apache-2.0, the same OpenCV ships as COLORMAP_TURBO):
 * 33 of its entries, [index, r, g, b], linearly interpolated between — within 3/255 of the
 * full table. Turbo rather than jet: its lightness changes smoothly, so depth edges in the
 * overlay are real edges, not colormap bands.
 */
const TURBO_KNOTS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 48, 18, 59],
  [8, 57, 42, 115],
  [16, 64, 64, 162],
  [24, 68, 86, 199],
  [32, 70, 107, 227],
  [40, 70, 128, 246],
  [48, 66, 148, 255],
  [56, 55, 168, 250],
  [64, 40, 188, 235],
  [72, 28, 205, 216],
  [80, 24, 221, 194],
  [88, 31, 233, 175],
  [96, 50, 242, 152],
  [104, 78, 249, 125],
  [112, 109, 254, 98],
  [120, 139, 255, 75],
  [128, 164, 252, 60],
  [135, 183, 247, 53],
  [143, 203, 237, 52],
  [151, 221, 224, 55],
  [159, 236, 209, 58],
  [167, 247, 193, 58],
  [175, 253, 174, 53],
  [183, 254, 153, 44],
  [191, 251, 129, 34],
  [199, 245, 105, 24],
  [207, 236, 83, 15],
  [215, 225, 65, 9],
  [223, 210, 49, 5],
  [231, 193, 35, 2],
  [239, 172, 23, 1],
  [247, 149, 13, 1],
  [255, 122, 4, 3],
];

/** Turbo at s ∈ [0, 1] (clamped): dark blue at 0, dark red at 1; bytes 0–255. */
export function turbo(s: number): [number, number, number] {
  const x = (Number.isNaN(s) ? 0 : Math.min(1, Math.max(0, s))) * 255;
  let k = 1;
  while (k < TURBO_KNOTS.length - 1 && TURBO_KNOTS[k]![0] < x) k += 1;
  const [i0, r0, g0, b0] = TURBO_KNOTS[k - 1]!;
  const [i1, r1, g1, b1] = TURBO_KNOTS[k]!;
  const f = (x - i0) / (i1 - i0);
  return [
    Math.round(r0 + f * (r1 - r0)),
    Math.round(g0 + f * (g1 - g0)),
    Math.round(b0 + f * (b1 - b0)),
  ];
}

/**
 * A depth's colour: near (≤ `near`) dark red through yellow and green to far (≥ `far`) dark
 * blue, so the nearby objects one aligns by stand out warm against a cool background.
 */
export function depthColor(depth: number, near: number, far: number): [number, number, number] {
  const span = far - near;
  return turbo(span > 0 ? (far - depth) / span : 1);
}
