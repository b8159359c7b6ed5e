import type { BenchClass, BenchPrediction } from '@ads/contract';

/*
 * The baseline of every leaderboard (docs/benchmark-format.md, "Baseline"): a classical,
 * training-free lidar detector that reads only a frame's points, never its ground truth. It
 * is what a first perception stack does before it has a network:
 *
 * 1. ground: the lowest return in each 2 m cell, the lowest of its 3 × 3 neighbours taken as
 *    the road under it (a car's own points never reach the road, its neighbours' cells do);
 * 2. obstacles: points 0.25 m to 3 m above that ground; a cell with a return higher than
 *    2.6 m above it marks its column as tall (building fronts, poles, trees);
 * 3. clusters: the obstacle points' cells (0.2 m) joined across gaps of up to 0.4 m;
 * 4. a box per cluster: the heading (3° steps) whose rectangle has the points nearest its
 *    edges (L-shape fitting), the points' extent, its bottom on the ground;
 * 5. a class by size alone (car, cyclist, pedestrian, or dropped), the box grown to the class's
 *    least plausible size away from the sensor (a lidar sees only the near faces);
 * 6. a score from the number of points (more points, surer), so ranking by score helps.
 *
 * No velocity and no attribute: the detector sees one frame and guesses neither.
 */

export interface ClusterDetectorOptions {
  /** Only points ahead of the sensor within ±45° (KITTI labels only the front camera's view). */
  frontOnly?: boolean;
  /** Points farther than this (metres, in the ground plane) are not looked at. */
  range?: number;
}

export type DetectedBox = Omit<BenchPrediction, 'sample'>;

const GROUND_CELL = 2;
const CELL = 0.2;
const MIN_ABOVE = 0.25;
const MAX_ABOVE = 3;
const TALL = 2.6;
const LINK = 2; // cells: a gap of up to 0.4 m joins two parts of one object
const MIN_POINTS = 8;
/** Closer to an edge than this counts as on it (metres): the criterion's floor. */
const CLOSE = 0.05;
const MAX_BOXES = 300;

interface ClassRule {
  cls: BenchClass;
  /** Least plausible length and width of the class: partial views are grown to these. */
  least: [number, number];
  accepts(length: number, width: number, height: number): boolean;
}

/** Sizes of KITTI's and nuScenes' cars, pedestrians and cyclists, with room for partial views. */
const RULES: ClassRule[] = [
  {
    cls: 'car',
    least: [3.9, 1.6],
    accepts: (l, w, h) => l >= 2 && l <= 6.5 && w <= 2.8 && h >= 1 && h <= 2.3 && l + w >= 3,
  },
  {
    cls: 'cyclist',
    least: [1.6, 0.6],
    accepts: (l, w, h) => l >= 1.2 && l <= 2.3 && w <= 1 && h >= 1.1 && h <= 2.1,
  },
  {
    cls: 'pedestrian',
    least: [0.6, 0.6],
    accepts: (l, w, h) => l <= 1.2 && w <= 1.2 && h >= 1 && h <= 2.1,
  },
];

const round = (v: number, decimals: number) => {
  const r = Number(v.toFixed(decimals));
  return r === 0 ? 0 : r;
};

/** Boxes for one frame of `x y z intensity` rows (KITTI's .bin layout), lidar frame. */
export function detectClusters(
  points: Float32Array,
  options: ClusterDetectorOptions = {},
): DetectedBox[] {
  const range = options.range ?? 70;
  const count = points.length >> 2;
  const inView = (x: number, y: number) =>
    Math.abs(x) <= range &&
    Math.abs(y) <= range &&
    (!options.frontOnly || (x > 0 && Math.abs(y) < x));

  // 1. Ground: the lowest return of each coarse cell, then of its 3 × 3 neighbourhood.
  const gSide = Math.ceil((2 * range) / GROUND_CELL) + 1;
  const gIndex = (x: number, y: number) =>
    Math.floor((x + range) / GROUND_CELL) * gSide + Math.floor((y + range) / GROUND_CELL);
  const lowest = new Float32Array(gSide * gSide).fill(Infinity);
  for (let i = 0; i < count; i++) {
    const x = points[i * 4]!;
    const y = points[i * 4 + 1]!;
    if (!inView(x, y)) continue;
    const g = gIndex(x, y);
    const z = points[i * 4 + 2]!;
    if (z < lowest[g]!) lowest[g] = z;
  }
  const ground = new Float32Array(gSide * gSide).fill(Infinity);
  for (let gx = 0; gx < gSide; gx++) {
    for (let gy = 0; gy < gSide; gy++) {
      let min = Infinity;
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const nx = gx + dx;
          const ny = gy + dy;
          if (nx < 0 || ny < 0 || nx >= gSide || ny >= gSide) continue;
          min = Math.min(min, lowest[nx * gSide + ny]!);
        }
      }
      ground[gx * gSide + gy] = min;
    }
  }

  // 2. Obstacle points in fine cells; tall columns marked.
  const side = Math.ceil((2 * range) / CELL) + 1;
  const cellOf = (x: number, y: number) =>
    Math.floor((x + range) / CELL) * side + Math.floor((y + range) / CELL);
  const grid = gridOf(side);
  const { occupied, tall, label } = grid;
  const touched: number[] = [];
  const pointCell = new Int32Array(count).fill(-1);
  const heightOf = new Float32Array(count);
  try {
    for (let i = 0; i < count; i++) {
      const x = points[i * 4]!;
      const y = points[i * 4 + 1]!;
      if (!inView(x, y)) continue;
      const above = points[i * 4 + 2]! - ground[gIndex(x, y)]!;
      const cell = cellOf(x, y);
      if (above > TALL && !tall[cell]) {
        tall[cell] = 1;
        touched.push(cell);
      }
      if (above < MIN_ABOVE || above > MAX_ABOVE) continue;
      if (!occupied[cell]) {
        occupied[cell] = 1;
        touched.push(cell);
      }
      pointCell[i] = cell;
      heightOf[i] = above;
    }
    return clustersToBoxes(points, grid, touched, pointCell, heightOf);
  } finally {
    // The grid is the next frame's: only the cells this one touched are set.
    for (const cell of touched) {
      occupied[cell] = 0;
      tall[cell] = 0;
      label[cell] = -1;
    }
  }
}

/** The fine grid's cells, cleared; kept between frames (see `gridOf`). */
interface FineGrid {
  side: number;
  occupied: Uint8Array;
  tall: Uint8Array;
  /** A cell's cluster, -1 for none. */
  label: Int32Array;
  queue: Int32Array;
}

let kept: FineGrid | undefined;

/**
 * The fine grid for `side`, cleared, allocated once and reused frame after frame: a fresh 5 MB
 * of arrays per frame was most of a sparse frame's time, the kernel zeroing new pages (issue
 * 33: 20,000 one-point frames took 6 ms each). Callers clear the cells they set.
 */
function gridOf(side: number): FineGrid {
  if (kept?.side !== side) {
    kept = {
      side,
      occupied: new Uint8Array(side * side),
      tall: new Uint8Array(side * side),
      label: new Int32Array(side * side).fill(-1),
      queue: new Int32Array(side * side),
    };
  }
  return kept;
}

/** 3–6: the occupied cells as clusters, and a box per cluster that looks like an object. */
function clustersToBoxes(
  points: Float32Array,
  { side, occupied, tall, label, queue }: FineGrid,
  touched: readonly number[],
  pointCell: Int32Array,
  heightOf: Float32Array,
): DetectedBox[] {
  const count = pointCell.length;
  // 3. Clusters: occupied cells joined within LINK cells (breadth-first), in the cells' order.
  const clusterTall: boolean[] = [];
  let clusters = 0;
  const starts = touched.filter((cell) => occupied[cell]).sort((a, b) => a - b);
  for (const start of starts) {
    if (label[start] !== -1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = clusters;
    let isTall = false;
    while (head < tail) {
      const cell = queue[head++]!;
      const cx = Math.floor(cell / side);
      const cy = cell - cx * side;
      for (let dx = -LINK; dx <= LINK; dx++) {
        for (let dy = -LINK; dy <= LINK; dy++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= side || ny >= side) continue;
          const next = nx * side + ny;
          if (tall[next]) isTall = true;
          if (!occupied[next] || label[next] !== -1) continue;
          label[next] = clusters;
          queue[tail++] = next;
        }
      }
    }
    clusterTall.push(isTall);
    clusters++;
  }

  const members: number[][] = Array.from({ length: clusters }, () => []);
  for (let i = 0; i < count; i++) {
    const cell = pointCell[i]!;
    if (cell >= 0) members[label[cell]!]!.push(i);
  }

  // 4–6. A box, a class and a score per cluster.
  const boxes: DetectedBox[] = [];
  for (let c = 0; c < clusters; c++) {
    const ids = members[c]!;
    if (clusterTall[c] || ids.length < MIN_POINTS) continue;
    const box = boxOf(points, ids, heightOf);
    if (box) boxes.push(box);
  }
  boxes.sort((a, b) => b.score - a.score);
  return boxes.slice(0, MAX_BOXES);
}

function boxOf(points: Float32Array, ids: number[], heightOf: Float32Array): DetectedBox | null {
  let top = -Infinity;
  let groundZ = 0;
  let meanX = 0;
  let meanY = 0;
  for (const i of ids) {
    meanX += points[i * 4]!;
    meanY += points[i * 4 + 1]!;
    const z = points[i * 4 + 2]!;
    if (z > top) {
      top = z;
      groundZ = z - heightOf[i]!;
    }
  }
  meanX /= ids.length;
  meanY /= ids.length;
  const height = top - groundZ;

  // The heading (0..90°) whose rectangle has the points closest to its edges (L-shape
  // fitting's closeness criterion, Zhang et al. 2017): a lidar sees one side and one end of a
  // car, two lines at a right angle, and the smallest rectangle cannot tell their axes from
  // the diagonal's, while closeness can.
  let best = { closeness: -Infinity, theta: 0, min: [0, 0], max: [0, 0] };
  const us = new Float64Array(ids.length);
  const vs = new Float64Array(ids.length);
  for (let deg = 0; deg < 90; deg += 3) {
    const theta = (deg * Math.PI) / 180;
    const c = Math.cos(theta);
    const s = Math.sin(theta);
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    ids.forEach((i, k) => {
      const x = points[i * 4]! - meanX;
      const y = points[i * 4 + 1]! - meanY;
      const u = x * c + y * s;
      const v = -x * s + y * c;
      us[k] = u;
      vs[k] = v;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    });
    let closeness = 0;
    for (let k = 0; k < ids.length; k++) {
      const du = Math.min(maxU - us[k]!, us[k]! - minU);
      const dv = Math.min(maxV - vs[k]!, vs[k]! - minV);
      closeness += 1 / Math.max(Math.min(du, dv), CLOSE);
    }
    if (closeness > best.closeness)
      best = { closeness, theta, min: [minU, minV], max: [maxU, maxV] };
  }
  let theta = best.theta;
  let length = best.max[0]! - best.min[0]!;
  let width = best.max[1]! - best.min[1]!;
  let centreU = (best.max[0]! + best.min[0]!) / 2;
  let centreV = (best.max[1]! + best.min[1]!) / 2;
  if (width > length) {
    // The long side is the heading: turn the frame by 90°.
    [length, width] = [width, length];
    [centreU, centreV] = [centreV, -centreU];
    theta += Math.PI / 2;
  }
  const rule = RULES.find((r) => r.accepts(length, width, height));
  if (!rule) return null;

  const axisU = [Math.cos(theta), Math.sin(theta)] as const;
  const axisV = [-Math.sin(theta), Math.cos(theta)] as const;
  let x = meanX + centreU * axisU[0] + centreV * axisV[0];
  let y = meanY + centreU * axisU[1] + centreV * axisV[1];
  // Grow a partial view to the class's least size, away from the sensor (the far faces are
  // the ones it cannot see).
  const grow = (have: number, least: number, axis: readonly [number, number]) => {
    if (have >= least) return have;
    const away = Math.sign(x * axis[0] + y * axis[1]) || 1;
    x += axis[0] * away * ((least - have) / 2);
    y += axis[1] * away * ((least - have) / 2);
    return least;
  };
  length = grow(length, rule.least[0], axisU);
  width = grow(width, rule.least[1], axisV);

  const yaw = Math.atan2(Math.sin(theta), Math.cos(theta));
  const score = Math.min(0.95, Math.max(0.05, 1 - Math.exp(-ids.length / 60)));
  return {
    class: rule.cls,
    x: round(x, 3),
    y: round(y, 3),
    z: round(groundZ + height / 2, 3),
    l: round(length, 3),
    w: round(width, 3),
    h: round(height, 3),
    yaw: round(yaw > Math.PI / 2 ? yaw - Math.PI : yaw, 4),
    score: round(score, 4),
  };
}
