import { seededRandom } from '@ads/seeded-random';
import { projectPoint } from '../camera-model';
import { apply3, fromRpy, rodriguesVector } from '../rotation';
import type { CameraIntrinsics, ChessboardSpec, Vec3 } from '../types';
import { rayInverter } from './pixel-rays';

const DEG = Math.PI / 180;

/**
 * `n` varied board poses, each with the whole board (its white margin too) in view: tilted up to
 * ±35° about both of the board's axes, turned up to ±20° in the picture (so a square board's
 * rows stay the more horizontal way), at sizes from about a third to two thirds of the picture's
 * width (no square narrower than about 1/55 of it), and placed over a 3×3 tiling of the picture
 * so the views reach into its corners, where the lens distorts most. The same arguments give the
 * same poses. Returns rvec/tvec (board → camera optical frame), as renderBoard takes them.
 */
export function syntheticViews(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  n: number,
  seed: number,
  border = 1,
): Array<{ rvec: Vec3; tvec: Vec3 }> {
  const random = seededRandom(seed);
  const uniform = (low: number, high: number) => low + (high - low) * random();
  const inverter = rayInverter(camera);
  const ray = new Float64Array(3);
  const { cols, rows, square } = spec;
  const centre: Vec3 = [((cols - 1) / 2) * square, ((rows - 1) / 2) * square, 0];
  const boardWidth = (cols + 1 + 2 * border) * square;
  const outline = boardOutline(spec, border);
  // Narrower squares are mush to any detector (OpenCV's too): no calibration set has them.
  const minSquare = Math.max(10, 0.018 * camera.width);
  const views: Array<{ rvec: Vec3; tvec: Vec3 }> = [];
  for (let view = 0; view < n; view += 1) {
    const tileX = view % 3;
    const tileY = Math.floor(view / 3) % 3;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 500) throw new Error(`syntheticViews: no pose fits view ${view}`);
      const R = fromRpy(uniform(-35, 35) * DEG, uniform(-35, 35) * DEG, uniform(-20, 20) * DEG);
      const fraction = uniform(0.33, 0.66);
      let depth = (camera.K[0]! * boardWidth) / (fraction * camera.width);
      let u = (camera.width * (tileX + random())) / 3;
      let v = (camera.height * (tileY + random())) / 3;
      // Slide the board toward the middle until it fits, keeping as much of the tile as can be.
      for (let slide = 0; slide < 8; slide += 1) {
        if (!inverter.ray(u, v, ray) || ray[2]! <= 0) break;
        const place = (): Vec3 => {
          const scale = depth / ray[2]!;
          const offset = apply3(R, centre);
          return [
            ray[0]! * scale - offset[0],
            ray[1]! * scale - offset[1],
            ray[2]! * scale - offset[2],
          ];
        };
        let t = place();
        // Off-centre, a wide lens shrinks the board: set the depth by its size in the picture.
        const shown = projectedWidth(camera, R, t, outline);
        if (shown > 0) {
          depth *= shown / (fraction * camera.width);
          t = place();
        }
        if (fitsInView(camera, R, t, outline) && smallestSquare(camera, spec, R, t) >= minSquare) {
          views.push({ rvec: rodriguesVector(R), tvec: t });
          break;
        }
        u += (camera.width / 2 - u) * 0.25;
        v += (camera.height / 2 - v) * 0.25;
      }
      if (views.length > view) break;
    }
  }
  return views;
}

/** One view of `designedViews`: where in the picture, turned how, how large. */
export interface ViewDesign {
  /** The board centre's aim as fractions of the picture (0, 0 top-left … 1, 1 bottom-right). */
  at: [number, number];
  /** Roll, pitch, yaw of the board (degrees): roll tilts it up or down, pitch left or right. */
  rpyDeg: Vec3;
  /** The board's width (margin included) as a fraction of the picture's width. */
  width: number;
}

/**
 * Board poses laid out by hand (the samples' views, issue 30): each design's board is aimed at
 * its point of the picture and slid from there toward the middle only as far as it must to fit
 * wholly (margin included) — so a design aimed at a picture corner puts board corners right
 * into it, where the lens distorts most. `seed` jitters each angle by up to ±3° and each width
 * by ±5 %: the same arguments give the same poses.
 */
export function designedViews(
  camera: CameraIntrinsics,
  spec: ChessboardSpec,
  designs: readonly ViewDesign[],
  seed: number,
  border = 1,
): Array<{ rvec: Vec3; tvec: Vec3 }> {
  const random = seededRandom(seed);
  const jitter = (value: number, spread: number) => value + spread * (2 * random() - 1);
  const inverter = rayInverter(camera);
  const ray = new Float64Array(3);
  const { cols, rows, square } = spec;
  const centre: Vec3 = [((cols - 1) / 2) * square, ((rows - 1) / 2) * square, 0];
  const boardWidth = (cols + 1 + 2 * border) * square;
  const outline = boardOutline(spec, border);
  const [midU, midV] = [(camera.width - 1) / 2, (camera.height - 1) / 2];
  return designs.map((design, index) => {
    const [roll, pitch, yaw] = design.rpyDeg.map((angle) => jitter(angle, 3) * DEG) as Vec3;
    const R = fromRpy(roll, pitch, yaw);
    const asked = design.width * jitter(1, 0.05);
    const aimU = design.at[0] * (camera.width - 1);
    const aimV = design.at[1] * (camera.height - 1);
    // Too large to fit anywhere on its way to the middle: 5 % smaller, and again.
    for (let shrink = 0; shrink < 12; shrink += 1) {
      const fraction = asked * 0.95 ** shrink;
      // Where the board, aimed at (u, v), fits wholly; null where it does not.
      const fitAt = (u: number, v: number): Vec3 | null => {
        if (!inverter.ray(u, v, ray) || ray[2]! <= 0) return null;
        let depth = (camera.K[0]! * boardWidth) / (fraction * camera.width);
        const place = (): Vec3 => {
          const scale = depth / ray[2]!;
          const offset = apply3(R, centre);
          return [
            ray[0]! * scale - offset[0],
            ray[1]! * scale - offset[1],
            ray[2]! * scale - offset[2],
          ];
        };
        let t = place();
        const shown = projectedWidth(camera, R, t, outline);
        if (shown > 0) {
          depth *= shown / (fraction * camera.width);
          t = place();
        }
        return fitsInView(camera, R, t, outline) ? t : null;
      };
      for (let step = 0; step <= 50; step += 1) {
        let u = aimU + ((midU - aimU) * step) / 50;
        let v = aimV + ((midV - aimV) * step) / 50;
        let t = fitAt(u, v);
        if (!t) continue;
        // Fitted on the way in; now back out toward the aim along each axis by itself, 2 px at
        // a time, while it still fits: the board ends against the picture's edges.
        for (let moved = true; moved;) {
          moved = false;
          const du = Math.sign(aimU - u) * Math.min(2, Math.abs(aimU - u));
          const dv = Math.sign(aimV - v) * Math.min(2, Math.abs(aimV - v));
          const alongU = du !== 0 ? fitAt(u + du, v) : null;
          if (alongU) [u, t, moved] = [u + du, alongU, true];
          const alongV = dv !== 0 ? fitAt(u, v + dv) : null;
          if (alongV) [v, t, moved] = [v + dv, alongV, true];
        }
        return { rvec: rodriguesVector(R), tvec: t };
      }
    }
    throw new Error(`designedViews: view ${index + 1} does not fit in the picture`);
  });
}

/** Points along the outer edge of the board's white margin. */
function boardOutline(spec: ChessboardSpec, border: number): Vec3[] {
  const { cols, rows, square } = spec;
  const x0 = -square * (1 + border);
  const x1 = (cols + border) * square;
  const y0 = -square * (1 + border);
  const y1 = (rows + border) * square;
  const points: Vec3[] = [];
  const steps = 16;
  for (let k = 0; k <= steps; k += 1) {
    const s = k / steps;
    points.push([x0 + (x1 - x0) * s, y0, 0], [x0 + (x1 - x0) * s, y1, 0]);
    points.push([x0, y0 + (y1 - y0) * s, 0], [x1, y0 + (y1 - y0) * s, 0]);
  }
  return points;
}

/** The width of the board's bounding box in the picture (px), or 0 if it is behind the camera. */
function projectedWidth(camera: CameraIntrinsics, R: number[], t: Vec3, outline: Vec3[]): number {
  let low = Infinity;
  let high = -Infinity;
  for (const point of outline) {
    const p = apply3(R, point);
    if (p[2] + t[2] <= 0) return 0;
    const [u] = projectPoint(camera, p[0] + t[0], p[1] + t[1], p[2] + t[2]);
    low = Math.min(low, u);
    high = Math.max(high, u);
  }
  return high - low;
}

/** The narrowest square in the picture: the least height of any square's two sides (px). */
function smallestSquare(camera: CameraIntrinsics, spec: ChessboardSpec, R: number[], t: Vec3) {
  const { cols, rows, square } = spec;
  const pixel = (c: number, r: number) => {
    const p = apply3(R, [c * square, r * square, 0]);
    return projectPoint(camera, p[0] + t[0], p[1] + t[1], p[2] + t[2]);
  };
  let smallest = Infinity;
  for (let r = 0; r + 1 < rows; r += 1) {
    for (let c = 0; c + 1 < cols; c += 1) {
      const o = pixel(c, r);
      const a = pixel(c + 1, r);
      const b = pixel(c, r + 1);
      const ax = a[0] - o[0];
      const ay = a[1] - o[1];
      const bx = b[0] - o[0];
      const by = b[1] - o[1];
      const area = Math.abs(ax * by - ay * bx);
      smallest = Math.min(smallest, area / Math.hypot(ax, ay), area / Math.hypot(bx, by));
    }
  }
  return smallest;
}

/** Every outline point is in front, at least 4 px inside the picture, and not folded by the lens. */
function fitsInView(camera: CameraIntrinsics, R: number[], t: Vec3, outline: Vec3[]): boolean {
  const inverter = rayInverter(camera);
  const ray = new Float64Array(3);
  const margin = 4;
  return outline.every((point) => {
    const p = apply3(R, point);
    const P: Vec3 = [p[0] + t[0], p[1] + t[1], p[2] + t[2]];
    if (P[2] <= 0.05 * Math.hypot(P[0], P[1], P[2])) return false;
    const [u, v] = projectPoint(camera, P[0], P[1], P[2]);
    if (u < margin || v < margin || u > camera.width - 1 - margin || v > camera.height - 1 - margin)
      return false;
    if (!inverter.ray(u, v, ray)) return false;
    const norm = Math.hypot(ray[0]!, ray[1]!, ray[2]!) * Math.hypot(P[0], P[1], P[2]);
    const dot = (ray[0]! * P[0] + ray[1]! * P[1] + ray[2]! * P[2]) / norm;
    return dot > 1 - 1e-9;
  });
}

/** A pose that puts the board's centre on the optical axis at `depth`, turned by roll/pitch/yaw. */
export function centredPose(
  spec: ChessboardSpec,
  depth: number,
  [roll, pitch, yaw]: Vec3,
  shift: [number, number] = [0, 0],
): { rvec: Vec3; tvec: Vec3 } {
  const R = fromRpy(roll, pitch, yaw);
  const centre = apply3(R, [
    ((spec.cols - 1) / 2) * spec.square,
    ((spec.rows - 1) / 2) * spec.square,
    0,
  ]);
  return {
    rvec: rodriguesVector(R),
    tvec: [shift[0] - centre[0], shift[1] - centre[1], depth - centre[2]],
  };
}
