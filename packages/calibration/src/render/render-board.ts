import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import { projectPoint } from '../camera-model';
import { bindingOrder } from '../chessboard/board-order';
import { type Mat3, apply3, fromRpy, rodrigues } from '../rotation';
import type { CameraIntrinsics, ChessboardSpec, GrayImage, Vec2, Vec3 } from '../types';
import { rayInverter } from './pixel-rays';

/**
 * Chessboard pictures through a known camera, with the true corners, for the detector's and the
 * calibration's tests. The board frame has its origin at corner 0's inner corner, x along a row,
 * y down the columns, z into the board; its pose maps board points into the camera's optical
 * frame (p_cam = R p_board + t). With R = I the board faces the camera upright.
 *
 * Drawn by inverse mapping, so the true corners are exactly `projectPoint`'s: each sample of a
 * pixel is traced back through the lens (pixel-rays.ts) to the board plane and takes that point's
 * colour; a pixel is the mean of its supersample² samples (a box filter, symmetric about the
 * pixel's centre, so edges are not shifted).
 */
export type BoardPose = { rvec: Vec3; tvec: Vec3 } | { rpy: Vec3; t: Vec3 };

export interface RenderOptions {
  /** White margin around the squares, in squares (default 1). */
  border?: number;
  /** Samples per pixel side (default 4). */
  supersample?: number;
  /** Gaussian blur of the optics, in pixels (default 0). */
  blurSigma?: number;
  /** Gaussian sensor noise, in grey levels (default 0), drawn from `seed`. */
  noiseSigma?: number;
  seed?: number;
  /** Grey level of white minus black (default 200). */
  gain?: number;
  /** Grey level of black (default 25). */
  offset?: number;
  /** Brightness of everything off the board, 0 (black) to 1 (white); default 0.45. */
  background?: number;
}

export interface RenderedBoard {
  image: GrayImage;
  /**
   * The true inner corners: in the binding order (board-order.ts) when `visible`, else in the
   * board's own order (corner r * cols + c at board point (c, r) · square), with `order` null.
   */
  corners: Vec2[];
  /** corners[i] is the board's own corner order[i]; null when not visible. */
  order: number[] | null;
  /** Every inner corner is in front of the camera and inside the picture. */
  visible: boolean;
}

export function poseMatrix(pose: BoardPose): { R: Mat3; t: Vec3 } {
  if ('rvec' in pose) return { R: rodrigues(pose.rvec), t: [...pose.tvec] };
  return { R: fromRpy(pose.rpy[0], pose.rpy[1], pose.rpy[2]), t: [...pose.t] };
}

/** The board's inner corners in its own order, in board coordinates (metres). */
export function boardPoints(spec: ChessboardSpec): Vec3[] {
  const points: Vec3[] = [];
  for (let r = 0; r < spec.rows; r += 1)
    for (let c = 0; c < spec.cols; c += 1) points.push([c * spec.square, r * spec.square, 0]);
  return points;
}

export function renderBoard(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  pose: BoardPose,
  options: RenderOptions = {},
): RenderedBoard {
  const { R, t } = poseMatrix(pose);
  const image = renderTexture(camera, chessboardTexture(spec, options), R, t, options);
  return { image, ...trueCorners(camera, spec, R, t) };
}

/**
 * A board's printed face, for the renderer: each board point (X, Y, metres) falls in a region
 * of one reflectance (0 black … 1 white). Regions must be convex: a pixel whose four corners
 * fall in one region is taken as wholly in it. Everything off the board is a region too.
 */
export interface BoardTexture {
  region(X: number, Y: number): number;
  reflectance: Float64Array;
}

/**
 * A board's picture through `camera` with the board at R, t (board → camera): its texture drawn
 * by inverse mapping and supersampling, then grey levels, blur and noise (RenderOptions).
 */
export function renderTexture(
  camera: CameraIntrinsics,
  texture: BoardTexture,
  R: Mat3,
  t: Vec3,
  options: RenderOptions = {},
): GrayImage {
  const width = camera.width;
  const height = camera.height;
  const reflectance = drawPixels(camera, texture, R, t, options);
  const gain = options.gain ?? 200;
  const offset = options.offset ?? 25;
  for (let i = 0; i < reflectance.length; i += 1) reflectance[i] = offset + gain * reflectance[i]!;
  const blurred = options.blurSigma
    ? gaussianBlur(reflectance, width, height, options.blurSigma)
    : reflectance;
  const data = new Uint8Array(width * height);
  const noise = gaussianRandom(seededRandom(options.seed ?? 1));
  const noiseSigma = options.noiseSigma ?? 0;
  for (let i = 0; i < data.length; i += 1) {
    const value = blurred[i]! + (noiseSigma > 0 ? noiseSigma * noise() : 0);
    data[i] = Math.max(0, Math.min(255, Math.round(value)));
  }
  return { width, height, data };
}

/** The true corners, their order and visibility for a pose, without drawing the picture. */
export function boardInView(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  pose: BoardPose,
): Omit<RenderedBoard, 'image'> {
  const { R, t } = poseMatrix(pose);
  return trueCorners(camera, spec, R, t);
}

function trueCorners(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  R: Mat3,
  t: Vec3,
): Omit<RenderedBoard, 'image'> {
  const see = pointInView(camera, R, t);
  let visible = true;
  const native = boardPoints(spec).map((point): Vec2 => {
    const { pixel, seen } = see(point);
    if (!seen) visible = false;
    return pixel;
  });
  if (!visible) return { corners: native, order: null, visible };
  const order = bindingOrder(native, spec.cols, spec.rows);
  return { corners: order.map((index) => native[index]!), order, visible };
}

/**
 * Where board points land in the picture, and whether they are seen there: inside the picture,
 * in front of a pinhole, and not folded over by the lens (the pixel sees this very point).
 */
export function pointInView(camera: CameraIntrinsics, R: Mat3, t: Vec3) {
  const inverter = rayInverter(camera);
  const ray = new Float64Array(3);
  return (point: Vec3): { pixel: Vec2; seen: boolean } => {
    const p = apply3(R, point);
    const P: Vec3 = [p[0] + t[0], p[1] + t[1], p[2] + t[2]];
    const pixel = projectPoint(camera, P[0], P[1], P[2]);
    const inside =
      pixel[0] >= 0 &&
      pixel[0] <= camera.width - 1 &&
      pixel[1] >= 0 &&
      pixel[1] <= camera.height - 1;
    const seen =
      inverter.ray(pixel[0], pixel[1], ray) &&
      angleBetween(ray, P) < 1e-6 &&
      (camera.model === 'equidistant' || P[2] > 0);
    return { pixel, seen: inside && seen };
  };
}

function angleBetween(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const cross = Math.hypot(
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  );
  return Math.atan2(cross, dot);
}

/** A chessboard's face: its squares, a white margin of `border` squares, the background. */
function chessboardTexture(spec: ChessboardSpec, options: RenderOptions): BoardTexture {
  const { cols, rows, square } = spec;
  const border = options.border ?? 1;
  const background = options.background ?? 0.45;
  // The board's regions as a table: index 0 and last are off the board, 1 and last-1 the white
  // margin, between them the squares (corner 0's square, (-1, -1), is black).
  const xEdges = [-square * (1 + border), -square, cols * square, (cols + border) * square];
  const yEdges = [-square * (1 + border), -square, rows * square, (rows + border) * square];
  const [x0, x1, x2, x3] = xEdges as [number, number, number, number];
  const [y0, y1, y2, y3] = yEdges as [number, number, number, number];
  const stride = cols + 5;
  const table = new Float64Array(stride * (rows + 5));
  for (let yi = 0; yi < rows + 5; yi += 1) {
    for (let xi = 0; xi < stride; xi += 1) {
      const off = xi === 0 || yi === 0 || xi === cols + 4 || yi === rows + 4;
      const margin = xi === 1 || yi === 1 || xi === cols + 3 || yi === rows + 3;
      table[yi * stride + xi] = off ? background : margin ? 1 : (xi + yi) % 2 === 0 ? 0 : 1;
    }
  }
  const regionOf = (X: number, Y: number) => {
    const xi =
      X < x0 ? 0 : X < x1 ? 1 : X < x2 ? Math.floor(X / square) + 3 : X < x3 ? cols + 3 : cols + 4;
    const yi =
      Y < y0 ? 0 : Y < y1 ? 1 : Y < y2 ? Math.floor(Y / square) + 3 : Y < y3 ? rows + 3 : rows + 4;
    return yi * stride + xi;
  };
  return { region: regionOf, reflectance: table };
}

/** Each pixel's reflectance (0 black … 1 white), box-filtered over supersample² samples. */
function drawPixels(
  camera: CameraIntrinsics,
  texture: BoardTexture,
  R: Mat3,
  t: Vec3,
  options: RenderOptions,
): Float64Array {
  const samples = Math.max(1, Math.round(options.supersample ?? 4));
  const background = options.background ?? 0.45;
  const width = camera.width;
  const height = camera.height;
  const { region: regionOf, reflectance: table } = texture;
  // The board plane's homography [r1 r2 t] maps (X, Y, 1) to a ray; its inverse maps a ray to
  // homogeneous board coordinates whose third value is positive exactly when the plane is hit in
  // front of the camera.
  const toBoard = invert3([R[0]!, R[1]!, t[0], R[3]!, R[4]!, t[1], R[6]!, R[7]!, t[2]]);

  // Rays are traced at the pixels' corners, a (width+1)×(height+1) lattice, and interpolated
  // inside each pixel: the lens map is smooth, so the error is far below 1e-4 px.
  // Each lattice point also keeps its region (−1: no board plane in front there).
  const inverter = rayInverter(camera);
  const ray = new Float64Array(3);
  const latticeRow = (v: number, into: Float64Array, regions: Int32Array) => {
    for (let i = 0; i <= width; i += 1) {
      const o = i * 3;
      if (!inverter.ray(i - 0.5, v - 0.5, ray)) {
        into[o] = into[o + 1] = into[o + 2] = Number.NaN;
        regions[i] = -1;
        continue;
      }
      const X = toBoard[0]! * ray[0]! + toBoard[1]! * ray[1]! + toBoard[2]! * ray[2]!;
      const Y = toBoard[3]! * ray[0]! + toBoard[4]! * ray[1]! + toBoard[5]! * ray[2]!;
      const W = toBoard[6]! * ray[0]! + toBoard[7]! * ray[1]! + toBoard[8]! * ray[2]!;
      into[o] = X;
      into[o + 1] = Y;
      into[o + 2] = W;
      regions[i] = W > 0 ? regionOf(X / W, Y / W) : -1;
    }
  };
  // Each sample's bilinear weights on the pixel's four corners, four numbers per sample. The
  // samples form an n-rooks pattern (no two share a row or a column of the n² sub-steps), point-
  // symmetric about the pixel's centre: an edge along the pixel grid is then placed to 1/n² px,
  // where a plain n×n grid would snap it to 1/n px.
  const weights = new Float64Array(samples * samples * 4);
  for (let sy = 0; sy < samples; sy += 1) {
    for (let sx = 0; sx < samples; sx += 1) {
      const a = (sx + (sy + 0.5) / samples) / samples;
      const b = (sy + (sx + 0.5) / samples) / samples;
      weights.set([(1 - a) * (1 - b), a * (1 - b), (1 - a) * b, a * b], (sy * samples + sx) * 4);
    }
  }

  const out = new Float64Array(width * height);
  let top = new Float64Array((width + 1) * 3);
  let bottom = new Float64Array((width + 1) * 3);
  let topRegions = new Int32Array(width + 1);
  let bottomRegions = new Int32Array(width + 1);
  latticeRow(0, top, topRegions);
  // The pixel's four corners' homogeneous board coordinates: top-left, top-right, bottom-left,
  // bottom-right (read in place: no per-pixel allocation).
  const corner = new Float64Array(12);
  for (let y = 0; y < height; y += 1) {
    latticeRow(y + 1, bottom, bottomRegions);
    for (let x = 0; x < width; x += 1) {
      const first = topRegions[x]!;
      const inFront =
        first >= 0 &&
        topRegions[x + 1]! >= 0 &&
        bottomRegions[x]! >= 0 &&
        bottomRegions[x + 1]! >= 0;
      const sameRegion =
        topRegions[x + 1] === first && bottomRegions[x] === first && bottomRegions[x + 1] === first;
      if (inFront && !sameRegion) {
        const o = x * 3;
        for (let k = 0; k < 6; k += 1) {
          corner[k] = top[o + k]!;
          corner[6 + k] = bottom[o + k]!;
        }
      }
      if (!inFront) {
        out[y * width + x] = background;
      } else if (sameRegion) {
        // The cells are convex and the pixel's footprint on the board nearly a parallelogram:
        // all four corners in one cell means the whole pixel is.
        out[y * width + x] = table[first]!;
      } else {
        let sum = 0;
        for (let s = 0; s < weights.length; s += 4) {
          const w00 = weights[s]!;
          const w10 = weights[s + 1]!;
          const w01 = weights[s + 2]!;
          const w11 = weights[s + 3]!;
          const X = w00 * corner[0]! + w10 * corner[3]! + w01 * corner[6]! + w11 * corner[9]!;
          const Y = w00 * corner[1]! + w10 * corner[4]! + w01 * corner[7]! + w11 * corner[10]!;
          const W = w00 * corner[2]! + w10 * corner[5]! + w01 * corner[8]! + w11 * corner[11]!;
          sum += table[regionOf(X / W, Y / W)]!;
        }
        out[y * width + x] = (sum * 4) / weights.length;
      }
    }
    [top, bottom] = [bottom, top];
    [topRegions, bottomRegions] = [bottomRegions, topRegions];
  }
  return out;
}

function invert3(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [
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
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-15)
    throw new Error('renderBoard: the board plane passes through the camera');
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/** Separable Gaussian blur (radius 4σ, edges repeated), the optics' softness. */
function gaussianBlur(src: Float64Array, width: number, height: number, sigma: number) {
  const radius = Math.max(1, Math.ceil(4 * sigma));
  // One side of the symmetric kernel, normalised over both sides.
  const kernel = new Float64Array(radius + 1);
  let total = 0;
  for (let k = 0; k <= radius; k += 1) {
    kernel[k] = Math.exp((-k * k) / (2 * sigma * sigma));
    total += k === 0 ? kernel[k]! : 2 * kernel[k]!;
  }
  for (let k = 0; k <= radius; k += 1) kernel[k] = kernel[k]! / total;
  const pass = (
    from: Float64Array,
    to: Float64Array,
    count: number,
    length: number,
    step: number,
    next: number,
  ) => {
    // A line with its end values repeated `radius` times on each side.
    const line = new Float64Array(length + 2 * radius);
    for (let n = 0; n < count; n += 1) {
      const start = n * next;
      for (let i = 0; i < length; i += 1) line[radius + i] = from[start + i * step]!;
      line.fill(line[radius]!, 0, radius);
      line.fill(line[radius + length - 1]!, radius + length);
      for (let i = 0; i < length; i += 1) {
        const c = radius + i;
        let sum = kernel[0]! * line[c]!;
        for (let k = 1; k <= radius; k += 1) sum += kernel[k]! * (line[c - k]! + line[c + k]!);
        to[start + i * step] = sum;
      }
    }
  };
  const tmp = new Float64Array(src.length);
  const out = new Float64Array(src.length);
  pass(src, tmp, height, width, 1, width);
  pass(tmp, out, width, height, width, 1);
  return out;
}
