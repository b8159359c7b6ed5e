import { HMI_RATES } from '@ads/contract';
import { SIM_BODY } from '@ads/driving-sim';

/** The simulated roof lidar: a 16-beam spinning unit, downsampled to the HMI's point budget. */
export const LIDAR = {
  beams: 16,
  minElevationDeg: -15,
  maxElevationDeg: 15,
  /** Azimuth steps a turn: beams × steps ≤ HMI_RATES.cloudPoints. */
  steps: Math.floor(HMI_RATES.cloudPoints / 16),
  range: 80,
  /** road_border lines stand up as kerb walls this high, metres (they frame the street). */
  kerbHeight: 0.8,
  /** Border segments are binned in square cells this wide, to find the near ones fast. */
  cell: 40,
} as const;

/** An object the beams hit: a box on the ground, centre and heading in the map's frame. */
export interface LidarBox {
  x: number;
  y: number;
  yaw: number;
  length: number;
  width: number;
  height: number;
}

const borderGrids = new WeakMap<Float64Array, Map<string, number[]>>();

function borderGrid(borders: Float64Array): Map<string, number[]> {
  const known = borderGrids.get(borders);
  if (known) return known;
  const grid = new Map<string, number[]>();
  for (let i = 0; i < borders.length; i += 4) {
    const x0 = Math.floor(Math.min(borders[i]!, borders[i + 2]!) / LIDAR.cell);
    const x1 = Math.floor(Math.max(borders[i]!, borders[i + 2]!) / LIDAR.cell);
    const y0 = Math.floor(Math.min(borders[i + 1]!, borders[i + 3]!) / LIDAR.cell);
    const y1 = Math.floor(Math.max(borders[i + 1]!, borders[i + 3]!) / LIDAR.cell);
    for (let cx = x0; cx <= x1 && cx - x0 < 100; cx += 1) {
      for (let cy = y0; cy <= y1 && cy - y0 < 100; cy += 1) {
        const key = `${cx},${cy}`;
        const list = grid.get(key);
        if (list) list.push(i);
        else grid.set(key, [i]);
      }
    }
  }
  borderGrids.set(borders, grid);
  return grid;
}

/**
 * One sweep from the base_link pose (x, y, yaw): rays cast against the ground plane, the
 * kerbs (road_border lines as walls) and the objects' boxes; the points in base_link (x
 * forward, y left, z up from the ground), flat. Each vertical segment near enough is binned
 * by the azimuth steps it spans, so a ray tests only the few that can be in its way.
 */
export function lidarSweep(
  pose: { x: number; y: number; yaw: number },
  borders: Float64Array,
  boxes: readonly LidarBox[],
): Float32Array {
  const { steps, beams, range } = LIDAR;
  const cos = Math.cos(pose.yaw);
  const sin = Math.sin(pose.yaw);
  const sx = pose.x + SIM_BODY.lidarX * cos;
  const sy = pose.y + SIM_BODY.lidarX * sin;
  const h = SIM_BODY.lidarZ;

  // Vertical walls in the sensor's frame (x forward, y left): x0 y0 x1 y1 top.
  const walls: number[] = [];
  const addWall = (ax: number, ay: number, bx: number, by: number, top: number) => {
    const px = ax - sx;
    const py = ay - sy;
    const qx = bx - sx;
    const qy = by - sy;
    walls.push(
      px * cos + py * sin,
      -px * sin + py * cos,
      qx * cos + qy * sin,
      -qx * sin + qy * cos,
      top,
    );
  };
  const grid = borderGrid(borders);
  const reach = Math.ceil(range / LIDAR.cell);
  const cx = Math.floor(sx / LIDAR.cell);
  const cy = Math.floor(sy / LIDAR.cell);
  const seen = new Set<number>();
  for (let i = cx - reach; i <= cx + reach; i += 1) {
    for (let j = cy - reach; j <= cy + reach; j += 1) {
      for (const k of grid.get(`${i},${j}`) ?? []) {
        if (seen.has(k)) continue;
        seen.add(k);
        addWall(borders[k]!, borders[k + 1]!, borders[k + 2]!, borders[k + 3]!, LIDAR.kerbHeight);
      }
    }
  }
  for (const box of boxes) {
    if (Math.hypot(box.x - sx, box.y - sy) > range + box.length) continue;
    const c = Math.cos(box.yaw);
    const s = Math.sin(box.yaw);
    const hl = box.length / 2;
    const hw = box.width / 2;
    const corners = [
      [hl, hw],
      [-hl, hw],
      [-hl, -hw],
      [hl, -hw],
    ].map(([u, v]) => [box.x + u! * c - v! * s, box.y + u! * s + v! * c] as const);
    for (let k = 0; k < 4; k += 1) {
      const a = corners[k]!;
      const b = corners[(k + 1) % 4]!;
      addWall(a[0], a[1], b[0], b[1], box.height);
    }
  }

  // Bin each wall by the azimuth steps it spans.
  const step = (2 * Math.PI) / steps;
  const bins: number[][] = Array.from({ length: steps }, () => []);
  const turn = (angle: number) => ((angle % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  for (let w = 0; w < walls.length; w += 5) {
    const x0 = walls[w]!;
    const y0 = walls[w + 1]!;
    const x1 = walls[w + 2]!;
    const y1 = walls[w + 3]!;
    // Nearest point of the segment beyond range: not seen.
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, -(x0 * dx + y0 * dy) / len2)) : 0;
    if (Math.hypot(x0 + dx * t, y0 + dy * t) > range) continue;
    const a0 = turn(Math.atan2(y0, x0));
    let span = turn(Math.atan2(y1, x1)) - a0;
    if (span > Math.PI) span -= 2 * Math.PI;
    if (span < -Math.PI) span += 2 * Math.PI;
    const from = Math.floor(Math.min(a0, a0 + span) / step);
    const to = Math.ceil(Math.max(a0, a0 + span) / step);
    for (let k = from; k <= to; k += 1) bins[((k % steps) + steps) % steps]!.push(w);
  }

  const tans: number[] = [];
  for (let b = 0; b < beams; b += 1) {
    const deg =
      LIDAR.minElevationDeg + ((LIDAR.maxElevationDeg - LIDAR.minElevationDeg) * b) / (beams - 1);
    tans.push(Math.tan((deg * Math.PI) / 180));
  }
  const out = new Float32Array(steps * beams * 3);
  let n = 0;
  const hitR: number[] = [];
  const hitTop: number[] = [];
  for (let k = 0; k < steps; k += 1) {
    const az = k * step;
    const rx = Math.cos(az);
    const ry = Math.sin(az);
    hitR.length = 0;
    hitTop.length = 0;
    for (const w of bins[k]!) {
      // Ray (0,0) + r·(rx, ry) against segment p + u·(q − p).
      const px = walls[w]!;
      const py = walls[w + 1]!;
      const ex = walls[w + 2]! - px;
      const ey = walls[w + 3]! - py;
      const denominator = rx * ey - ry * ex;
      if (Math.abs(denominator) < 1e-12) continue;
      const r = (px * ey - py * ex) / denominator;
      const u = (px * ry - py * rx) / denominator;
      if (r <= 0.3 || r > range || u < 0 || u > 1) continue;
      // Keep the hits sorted by distance (there are only a few).
      let at = hitR.length;
      while (at > 0 && hitR[at - 1]! > r) at -= 1;
      hitR.splice(at, 0, r);
      hitTop.splice(at, 0, walls[w + 4]!);
    }
    for (const tan of tans) {
      const ground = tan < 0 ? h / -tan : Infinity;
      let r = ground;
      let z = 0;
      for (let i = 0; i < hitR.length; i += 1) {
        const distance = hitR[i]!;
        if (distance >= ground) break;
        const zAt = h + distance * tan;
        if (zAt >= 0 && zAt <= hitTop[i]!) {
          r = distance;
          z = zAt;
          break;
        }
      }
      if (r > range) continue;
      out[n] = SIM_BODY.lidarX + r * rx;
      out[n + 1] = r * ry;
      out[n + 2] = z;
      n += 3;
    }
  }
  return out.slice(0, n);
}
