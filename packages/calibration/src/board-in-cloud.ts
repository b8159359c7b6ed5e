import { seededRandom } from '@ads/seeded-random';
import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import type { ExtrinsicSolution, PointPixelPair } from './extrinsic';
import { solveExtrinsic } from './extrinsic';
import type { Mat3 } from './rotation';
import { apply3, symmetricEigen3 } from './rotation';
import type { CameraIntrinsics, ChessboardSpec, Vec2, Vec3 } from './types';

/**
 * Target-based lidar–camera calibration: the chessboard found in the lidar cloud, its inner
 * corners placed in 3D from the board's known geometry, matched to the corners the camera saw.
 *
 * The cloud gives the board's plane and outline, not its printed pattern, so the corners'
 * order on the board is known only up to the board's symmetries: a turn by 180° about its
 * normal (and by 90° when it is square). Each is returned as a candidate; the views together
 * choose (`solveTargetExtrinsic`).
 */

/** A chessboard and its white border beyond the outer squares, in squares (may be fractional). */
export interface BoardTarget {
  board: ChessboardSpec;
  border: number;
}

/** The board's outer size, metres: `width` along its rows (the `cols` direction). */
export function boardOuterSize(target: BoardTarget): { width: number; height: number } {
  const { cols, rows, square } = target.board;
  return {
    width: (cols + 1 + 2 * target.border) * square,
    height: (rows + 1 + 2 * target.border) * square,
  };
}

export interface FindBoardOptions {
  /** Only points this close to the seed are considered, metres (default: max(1, 0.75 × the board's diagonal)). */
  radius?: number;
  /** RANSAC's inlier distance to the plane, metres (default 0.03: 3σ of a 1 cm lidar). */
  threshold?: number;
  /** RANSAC's trials (default 300). */
  iterations?: number;
  /** In-plane points farther apart than this are not one object, metres (default 0.2). */
  linkDistance?: number;
  /** The random sequence's seed, so the same click gives the same answer (default 1). */
  seed?: number;
}

export interface BoardInCloud {
  centre: Vec3;
  /** The plane's unit normal, pointing away from the lidar. */
  normal: Vec3;
  /** Unit in-plane axes of the outline: along the board's rows (width) and columns (height). */
  widthAxis: Vec3;
  heightAxis: Vec3;
  /** The outer rectangle's corners, in order around it. */
  outline: [Vec3, Vec3, Vec3, Vec3];
  /** Points of the board's plane segment. */
  inliers: number;
  /** Their RMS distance to the fitted plane, metres. */
  planeRms: number;
  /** The outline points' RMS distance to the fitted rectangle's edges, metres. */
  outlineRms: number;
  /** The inliers' minimum-area rectangle, before the known size replaced it; width ≥ height. */
  measured: { width: number; height: number };
  /**
   * The inner corners in the binding order (types.ts), one list per orientation the cloud
   * cannot tell apart (2, or 4 for a square board). In each, the board's z axis (x × y)
   * points away from the lidar.
   */
  candidates: Vec3[][];
}

/**
 * Find the board near `seed` (a point the user clicked on it). `xyz` is the cloud in the lidar's
 * own frame, the sensor at the origin: "away from the lidar" below means away from (0, 0, 0).
 * Steps:
 * 1. RANSAC for a plane among the points within `radius`, each trial anchored on one of the
 *    points nearest the seed so that a wall or the floor cannot outvote the board;
 * 2. the plane's inliers cut to the connected piece around the seed and refit by least squares;
 * 3. the piece's minimum-area rectangle in the plane gives the outline's direction;
 * 4. a rectangle of the board's known outer size is fitted to the piece's outline points
 *    (each to its nearest edge, Huber-weighted): the sampling leaves edge points a little
 *    inside the true edge, but alike on opposite edges, so the centre and direction are unbiased;
 * 5. the inner corners follow from the rectangle and the board geometry.
 */
export function findBoardInCloud(
  xyz: Float32Array,
  seed: Vec3,
  target: BoardTarget,
  opts: FindBoardOptions = {},
): BoardInCloud {
  const { cols, rows, square } = target.board;
  if (!(cols >= 2 && rows >= 2 && square > 0 && target.border >= 0)) {
    throw new Error('The board needs cols, rows ≥ 2, a positive square and a border ≥ 0.');
  }
  const size = boardOuterSize(target);
  const diagonal = Math.hypot(size.width, size.height);
  const radius = opts.radius ?? Math.max(1, 0.75 * diagonal);
  const threshold = opts.threshold ?? 0.03;
  const link = opts.linkDistance ?? 0.2;
  // Seeded, so RANSAC gives the same plane for the same click.
  const random = seededRandom(opts.seed ?? 1);

  const near: Vec3[] = [];
  for (let i = 0; i + 2 < xyz.length; i += 3) {
    const p: Vec3 = [xyz[i]!, xyz[i + 1]!, xyz[i + 2]!];
    if (Math.hypot(p[0] - seed[0], p[1] - seed[1], p[2] - seed[2]) <= radius) near.push(p);
  }
  if (near.length < 30) {
    throw new Error(
      `Only ${near.length} points lie within ${radius.toFixed(2)} m of the click; click on ` +
        'the board itself.',
    );
  }

  // 1. RANSAC, anchored near the seed.
  const bySeed = near
    .map((p, i) => ({ i, d: Math.hypot(p[0] - seed[0], p[1] - seed[1], p[2] - seed[2]) }))
    .sort((a, b) => a.d - b.d);
  const anchors = bySeed.slice(0, Math.max(20, Math.ceil(near.length * 0.05))).map((e) => e.i);
  let best: { normal: Vec3; offset: number; count: number } | null = null;
  for (let trial = 0; trial < (opts.iterations ?? 300); trial += 1) {
    const a = near[anchors[Math.floor(random() * anchors.length)]!]!;
    const b = near[Math.floor(random() * near.length)]!;
    const c = near[Math.floor(random() * near.length)]!;
    const normal = cross(sub(b, a), sub(c, a));
    const length = norm(normal);
    if (length < 1e-9) continue;
    const unit = scale(normal, 1 / length);
    const offset = dot(unit, a);
    let count = 0;
    for (const p of near) if (Math.abs(dot(unit, p) - offset) < threshold) count += 1;
    if (!best || count > best.count) best = { normal: unit, offset, count };
  }
  if (!best) throw new Error('No plane found near the click (the points are collinear).');

  // 2. Least-squares refits, then the connected piece around the seed.
  let plane = { normal: best.normal, offset: best.offset };
  let members = near.filter((p) => Math.abs(dot(plane.normal, p) - plane.offset) < threshold);
  for (let round = 0; round < 2; round += 1) {
    plane = fitPlane(members).plane;
    members = near.filter((p) => Math.abs(dot(plane.normal, p) - plane.offset) < threshold);
  }
  members = connectedPiece(members, seed, link);
  const fit = fitPlane(members);
  let normal = fit.plane.normal;
  const centroid = fit.centroid;
  if (dot(normal, centroid) < 0) normal = scale(normal, -1);
  const planeRms = Math.sqrt(
    members.reduce((sum, p) => sum + (dot(normal, p) - dot(normal, centroid)) ** 2, 0) /
      members.length,
  );

  // 3. In-plane coordinates (e1, e2, normal right-handed) and the minimum-area rectangle.
  const e1 = fit.major;
  const e2 = cross(normal, e1);
  const flat: Vec2[] = members.map((p) => {
    const d = sub(p, centroid);
    return [dot(d, e1), dot(d, e2)];
  });
  const rect = minAreaRect(flat);
  const measured = {
    width: Math.max(rect.extents[0], rect.extents[1]),
    height: Math.min(rect.extents[0], rect.extents[1]),
  };
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (measured.width > long * 1.15 + 0.05 || measured.height > short * 1.15 + 0.05) {
    throw new Error(
      `The plane near the click measures ${measured.width.toFixed(2)} × ` +
        `${measured.height.toFixed(2)} m, more than the board's ${long.toFixed(2)} × ` +
        `${short.toFixed(2)} m: it runs into something else (a wall, the floor, the stand). ` +
        'Hold the board clear of other surfaces or lower the radius.',
    );
  }
  if (measured.width * measured.height < 0.4 * size.width * size.height) {
    throw new Error(
      `Only a ${measured.width.toFixed(2)} × ${measured.height.toFixed(2)} m piece of the ` +
        `board was found (it is ${long.toFixed(2)} × ${short.toFixed(2)} m): it is partly ` +
        'hidden, too sparsely hit, or the radius cuts it. Click nearer its centre.',
    );
  }

  // 4. The known-size rectangle fitted to the outline points, both ways round.
  const edge = outlinePoints(flat);
  const tries = [rect.angle, rect.angle + Math.PI / 2].map((angle) =>
    fitRectangle(edge, size.width, size.height, angle, rect.centre),
  );
  const chosen = tries[0]!.cost <= tries[1]!.cost ? tries[0]! : tries[1]!;

  // 5. Back to 3D.
  const a2: Vec2 = [Math.cos(chosen.angle), Math.sin(chosen.angle)];
  const to3 = (v: Vec2): Vec3 => add(scale(e1, v[0]), scale(e2, v[1]));
  const widthAxis = to3(a2);
  const heightAxis = to3([-a2[1], a2[0]]);
  const centre = add(centroid, to3(chosen.centre));
  const [hw, hh] = [size.width / 2, size.height / 2];
  const at = (s: number, u: number) => add(centre, add(scale(widthAxis, s), scale(heightAxis, u)));
  const outline: [Vec3, Vec3, Vec3, Vec3] = [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];

  // widthAxis × heightAxis = normal (away from the lidar) in every candidate.
  const axes: Array<[Vec3, Vec3]> = [
    [widthAxis, heightAxis],
    [scale(widthAxis, -1), scale(heightAxis, -1)],
  ];
  if (cols === rows) {
    axes.push([heightAxis, scale(widthAxis, -1)], [scale(heightAxis, -1), widthAxis]);
  }
  const candidates = axes.map(([x, y]) => {
    const corners: Vec3[] = [];
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const s = (c - (cols - 1) / 2) * square;
        const u = (r - (rows - 1) / 2) * square;
        corners.push(add(centre, add(scale(x, s), scale(y, u))));
      }
    }
    return corners;
  });

  return {
    centre,
    normal,
    widthAxis,
    heightAxis,
    outline,
    inliers: members.length,
    planeRms,
    outlineRms: chosen.rms,
    measured,
    candidates,
  };
}

export interface TargetView {
  /**
   * All the board's inner corners in the image, in the binding order (a full chessboard grid;
   * a partial detection must be cut down to the same corners in each candidate first).
   */
  imageCorners: Vec2[];
  /** findBoardInCloud's candidates for the same board pose. */
  cloudCandidates: Vec3[][];
}

export interface TargetSolution extends ExtrinsicSolution {
  /** Per view, the index of the candidate chosen. */
  orderings: number[];
  /** Per view, whether that candidate was mirrored to the image corners' handedness. */
  mirrored: boolean[];
  /** The joint RMS, px, of the best choice of orderings other than the one taken. */
  runnerUpRms: number | null;
  /** True when that runner-up is nearly as good: the views do not settle the ordering. */
  ambiguous: boolean;
}

/**
 * Solve the lidar → camera transform from board views, choosing each view's corner ordering.
 *
 * A single view cannot choose: each candidate is the true board turned about its own normal,
 * and a camera turned with it explains the picture exactly as well. What gives the wrong
 * ordering away is the other views, which need the same extrinsic. So every (view, candidate)
 * is solved alone, each such pose is tried on all views (each view taking its best candidate
 * under it), and the pose that explains all views best sets the orderings; the final solve
 * uses all views' corners at once. `ambiguous` says when that was not decisive (one view, or
 * views all alike).
 *
 * Handedness: the candidates' board z axis points away from the lidar. The image corners'
 * order may be mirrored relative to that (a detector's corner 0 and row direction follow the
 * picture, not the board's face); when the image triangle corner 0 → 1 → last turns the other
 * way than such a board would show (for points in front of a camera, the projected triangle
 * turns as the 3D one seen from the camera), the candidates are mirrored across the board's
 * column direction through its centre, i.e. each row is reversed.
 */
export function solveTargetExtrinsic(
  cv: Cv,
  intrinsics: CameraIntrinsics,
  views: TargetView[],
): TargetSolution {
  if (views.length === 0) throw new Error('Give at least one board view.');
  const mirrored = views.map((view, v) => {
    const n = view.imageCorners.length;
    if (view.cloudCandidates.length === 0) throw new Error(`View ${v + 1} has no candidates.`);
    for (const candidate of view.cloudCandidates) {
      if (candidate.length !== n) {
        throw new Error(
          `View ${v + 1}: ${n} image corners but a candidate of ${candidate.length} points.`,
        );
      }
    }
    if (n < 3) throw new Error(`View ${v + 1} has fewer than 3 corners.`);
    const [p0, p1, pl] = [view.imageCorners[0]!, view.imageCorners[1]!, view.imageCorners[n - 1]!];
    const turn = (p1[0] - p0[0]) * (pl[1] - p0[1]) - (p1[1] - p0[1]) * (pl[0] - p0[0]);
    return turn < 0;
  });
  const candidates = views.map((view, v) =>
    view.cloudCandidates.map((corners) => (mirrored[v] ? mirrorRows(corners) : corners)),
  );
  const camera = intrinsics;
  const pairsOf = (v: number, k: number): PointPixelPair[] =>
    candidates[v]![k]!.map((point, i) => ({ point, pixel: views[v]!.imageCorners[i]! }));
  const total = views.reduce((sum, view) => sum + view.imageCorners.length, 0);

  // Every single-view pose, scored on all views.
  const scored: Array<{ rms: number; assignment: number[] }> = [];
  candidates.forEach((list, v) =>
    list.forEach((_, k) => {
      let pose: ExtrinsicSolution;
      try {
        pose = solveExtrinsic(cv, {
          K: camera.K,
          D: camera.D,
          model: camera.model,
          pairs: pairsOf(v, k),
          // A wrong ordering must show in its error over every corner, not shed corners.
          robust: false,
        });
      } catch {
        return;
      }
      const assignment = candidates.map((options, w) => bestCandidate(camera, pose, options, w));
      const squared = assignment.reduce((sum, choice) => sum + choice.squared, 0);
      scored.push({ rms: Math.sqrt(squared / total), assignment: assignment.map((c) => c.k) });
    }),
  );
  if (scored.length === 0) throw new Error('No view gave a pose from its corners.');
  scored.sort((a, b) => a.rms - b.rms);
  let assignment = scored[0]!.assignment;
  const same = (a: number[], b: number[]) => a.every((k, i) => k === b[i]);
  const runnerUp = scored.find((entry) => !same(entry.assignment, assignment));

  // The joint solve, re-checking the choice under its own pose until it holds.
  let solution!: ExtrinsicSolution;
  for (let round = 0; round < 3; round += 1) {
    solution = solveExtrinsic(cv, {
      K: camera.K,
      D: camera.D,
      model: camera.model,
      pairs: assignment.flatMap((k, v) => pairsOf(v, k)),
      robust: false,
    });
    const next = candidates.map((options, w) => bestCandidate(camera, solution, options, w).k);
    if (same(next, assignment)) break;
    assignment = next;
  }
  const runnerUpRms = runnerUp ? runnerUp.rms : null;
  const best = solution.reprojection_rms;
  return {
    ...solution,
    orderings: assignment,
    mirrored,
    runnerUpRms,
    ambiguous: runnerUpRms === null ? false : runnerUpRms < Math.max(3 * best, best + 1),
  };

  function bestCandidate(
    model: CameraIntrinsics,
    pose: Pick<ExtrinsicSolution, 'R' | 't'>,
    options: Vec3[][],
    w: number,
  ): { k: number; squared: number } {
    let choice = { k: 0, squared: Infinity };
    options.forEach((corners, k) => {
      const squared = squaredReprojection(model, pose.R, pose.t, corners, views[w]!.imageCorners);
      if (squared < choice.squared) choice = { k, squared };
    });
    return choice;
  }
}

function squaredReprojection(
  camera: CameraIntrinsics,
  R: Mat3,
  t: Vec3,
  points: readonly Vec3[],
  pixels: readonly Vec2[],
): number {
  let sum = 0;
  for (let i = 0; i < points.length; i += 1) {
    const p = apply3(R, points[i]!);
    const z = p[2] + t[2];
    if (!(z > 0)) return Infinity;
    const [u, v] = projectPoint(camera, p[0] + t[0], p[1] + t[1], z);
    sum += (u - pixels[i]![0]) ** 2 + (v - pixels[i]![1]) ** 2;
  }
  return sum;
}

/** The same grid listed with each row reversed: reflect across the column axis through the centre. */
function mirrorRows(corners: readonly Vec3[]): Vec3[] {
  const n = corners.length;
  const centre = scale(
    corners.reduce((sum, p) => add(sum, p), [0, 0, 0] as Vec3),
    1 / n,
  );
  const along = sub(corners[1]!, corners[0]!);
  const unit = scale(along, 1 / norm(along));
  return corners.map((p) => {
    const d = sub(p, centre);
    return sub(p, scale(unit, 2 * dot(d, unit)));
  });
}

/** The piece of `points` reachable from the one nearest `seed` in steps shorter than `link`. */
function connectedPiece(points: Vec3[], seed: Vec3, link: number): Vec3[] {
  if (points.length === 0) return points;
  const key = (p: Vec3) =>
    `${Math.floor(p[0] / link)},${Math.floor(p[1] / link)},${Math.floor(p[2] / link)}`;
  const cells = new Map<string, number[]>();
  points.forEach((p, i) => {
    const k = key(p);
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  });
  let start = 0;
  points.forEach((p, i) => {
    if (norm(sub(p, seed)) < norm(sub(points[start]!, seed))) start = i;
  });
  const reached = new Uint8Array(points.length);
  reached[start] = 1;
  const queue = [start];
  while (queue.length > 0) {
    const p = points[queue.pop()!]!;
    const [cx, cy, cz] = p.map((value) => Math.floor(value / link)) as Vec3;
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dz = -1; dz <= 1; dz += 1) {
          for (const j of cells.get(`${cx + dx},${cy + dy},${cz + dz}`) ?? []) {
            if (reached[j] || norm(sub(points[j]!, p)) > link) continue;
            reached[j] = 1;
            queue.push(j);
          }
        }
  }
  return points.filter((_, i) => reached[i]);
}

/** Least-squares plane (total least squares: the covariance's smallest eigenvector). */
function fitPlane(points: readonly Vec3[]): {
  plane: { normal: Vec3; offset: number };
  centroid: Vec3;
  major: Vec3;
} {
  const n = points.length;
  const centroid = scale(
    points.reduce((sum, p) => add(sum, p), [0, 0, 0] as Vec3),
    1 / n,
  );
  const m = new Array<number>(9).fill(0);
  for (const p of points) {
    const d = sub(p, centroid);
    for (let r = 0; r < 3; r += 1) for (let c = 0; c < 3; c += 1) m[r * 3 + c]! += d[r]! * d[c]!;
  }
  const { vectors } = symmetricEigen3(m);
  const normal = vectors[2];
  return { plane: { normal, offset: dot(normal, centroid) }, centroid, major: vectors[0] };
}

/** Minimum-area enclosing rectangle: one of its sides lies along a convex-hull edge. */
function minAreaRect(points: readonly Vec2[]): {
  angle: number;
  centre: Vec2;
  extents: Vec2;
} {
  const hull = convexHull(points);
  let best = { area: Infinity, angle: 0, centre: [0, 0] as Vec2, extents: [0, 0] as Vec2 };
  for (let i = 0; i < hull.length; i += 1) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length < 1e-12) continue;
    const d: Vec2 = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
    let [minS, maxS, minU, maxU] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of hull) {
      const s = p[0] * d[0] + p[1] * d[1];
      const u = -p[0] * d[1] + p[1] * d[0];
      [minS, maxS, minU, maxU] = [
        Math.min(minS, s),
        Math.max(maxS, s),
        Math.min(minU, u),
        Math.max(maxU, u),
      ];
    }
    const area = (maxS - minS) * (maxU - minU);
    if (area < best.area) {
      const s = (minS + maxS) / 2;
      const u = (minU + maxU) / 2;
      best = {
        area,
        angle: Math.atan2(d[1], d[0]),
        centre: [s * d[0] - u * d[1], s * d[1] + u * d[0]],
        extents: [maxS - minS, maxU - minU],
      };
    }
  }
  return best;
}

/** Andrew's monotone chain, counter-clockwise, no collinear points. */
function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const turn = (o: Vec2, a: Vec2, b: Vec2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Vec2[]) => {
    const out: Vec2[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) {
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * The points on the piece's outline: those whose neighbours within ρ sit mostly to one side
 * (the mean offset to them exceeds 0.3 ρ; a point on a straight edge of an evenly sampled
 * region has 4/(3π) ≈ 0.42 ρ, an interior one about 0).
 *
 * A lidar samples a board in scan lines, densely along a line and sparsely across: with ρ
 * below the line spacing an interior point sees only its own line, or one neighbouring line
 * and not the other, and looks like an edge. So ρ spans at least 2.2 line spacings (and three
 * along-line spacings, and 3 cm), whatever the sampling pattern.
 */
function outlinePoints(points: readonly Vec2[]): Vec2[] {
  const spacing = sampleSpacing(points);
  const rho = Math.max(2.2 * spacing.across, 3 * spacing.along, 0.03);
  const grid = gridOf(points, rho);
  const out: Vec2[] = [];
  for (const p of points) {
    let [sx, sy, count] = [0, 0, 0];
    forNeighbours(grid, p, rho, (q) => {
      sx += q[0] - p[0];
      sy += q[1] - p[1];
      count += 1;
    });
    if (count >= 2 && Math.hypot(sx, sy) / count > 0.3 * rho) out.push(p);
  }
  return out;
}

/**
 * Median spacings over a sample of ≤ 500 points: `along`, to the nearest neighbour, and
 * `across`, to the nearest neighbour more than 45° off that one's direction — the scan-line
 * spacing for a spinning lidar, about `along` for an even pattern.
 */
function sampleSpacing(points: readonly Vec2[]): { along: number; across: number } {
  const stride = Math.max(1, Math.floor(points.length / 500));
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of points) {
    [minX, maxX, minY, maxY] = [
      Math.min(minX, x),
      Math.max(maxX, x),
      Math.min(minY, y),
      Math.max(maxY, y),
    ];
  }
  // The mean spacing if the points were spread evenly; lines are at most a few times that.
  const even = Math.sqrt(((maxX - minX) * (maxY - minY)) / points.length);
  const cell = Math.max(even * 2, 1e-3);
  const grid = gridOf(points, cell);
  const along: number[] = [];
  const across: number[] = [];
  for (let i = 0; i < points.length; i += stride) {
    const p = points[i]!;
    const around: Array<{ d: number; dx: number; dy: number }> = [];
    forNeighbours(grid, p, cell * 4, (q) => {
      const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
      const d = Math.hypot(dx, dy);
      if (d > 0) around.push({ d, dx, dy });
    });
    if (around.length === 0) continue;
    const first = around.reduce((m, e) => (e.d < m.d ? e : m));
    along.push(first.d);
    let best = Infinity;
    for (const e of around) {
      const cos = Math.abs(e.dx * first.dx + e.dy * first.dy) / (e.d * first.d);
      if (cos < Math.SQRT1_2 && e.d < best) best = e.d;
    }
    if (best < Infinity) across.push(best);
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const a = median(along) ?? cell;
  return { along: a, across: median(across) ?? a };
}

interface Grid {
  cell: number;
  cells: Map<string, Vec2[]>;
}

function gridOf(points: readonly Vec2[], cell: number): Grid {
  const cells = new Map<string, Vec2[]>();
  for (const p of points) {
    const k = `${Math.floor(p[0] / cell)},${Math.floor(p[1] / cell)}`;
    const list = cells.get(k);
    if (list) list.push(p);
    else cells.set(k, [p]);
  }
  return { cell, cells };
}

function forNeighbours(grid: Grid, p: Vec2, radius: number, visit: (q: Vec2) => void): void {
  const reach = Math.ceil(radius / grid.cell);
  const cx = Math.floor(p[0] / grid.cell);
  const cy = Math.floor(p[1] / grid.cell);
  for (let dx = -reach; dx <= reach; dx += 1)
    for (let dy = -reach; dy <= reach; dy += 1) {
      for (const q of grid.cells.get(`${cx + dx},${cy + dy}`) ?? []) {
        if (q !== p && Math.hypot(q[0] - p[0], q[1] - p[1]) <= radius) visit(q);
      }
    }
}

/**
 * Gauss–Newton on a width × height rectangle's (angle, centre) so the outline points lie on its
 * edges: each point's residual is its signed distance to the nearest edge, Huber-weighted
 * (2 cm) so stray interior points do not pull. A unit-weight tie of the centre to the start
 * keeps the fit defined if only two opposite edges were seen.
 */
function fitRectangle(
  points: readonly Vec2[],
  width: number,
  height: number,
  angle0: number,
  centre0: Vec2,
): { angle: number; centre: Vec2; cost: number; rms: number } {
  const huber = 0.02;
  let angle = angle0;
  let centre: Vec2 = [...centre0];
  const evaluate = (withJacobian: boolean) => {
    const a: Vec2 = [Math.cos(angle), Math.sin(angle)];
    const b: Vec2 = [-a[1], a[0]];
    const JtJ = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const Jtr = [0, 0, 0];
    let cost = 0;
    let squares = 0;
    const accumulate = (r: number, j: [number, number, number], weight: number) => {
      cost += weight * r * r;
      if (!withJacobian) return;
      for (let p = 0; p < 3; p += 1) {
        Jtr[p]! += weight * j[p]! * r;
        for (let q = 0; q < 3; q += 1) JtJ[p * 3 + q]! += weight * j[p]! * j[q]!;
      }
    };
    for (const p of points) {
      const d: Vec2 = [p[0] - centre[0], p[1] - centre[1]];
      const s = d[0] * a[0] + d[1] * a[1];
      const u = d[0] * b[0] + d[1] * b[1];
      // Signed distances, positive inside, and their derivatives in (angle, cx, cy).
      const edges: Array<[number, [number, number, number]]> = [
        [width / 2 - s, [-u, a[0], a[1]]],
        [width / 2 + s, [u, -a[0], -a[1]]],
        [height / 2 - u, [s, b[0], b[1]]],
        [height / 2 + u, [-s, -b[0], -b[1]]],
      ];
      const [r, j] = edges.reduce((m, e) => (Math.abs(e[0]) < Math.abs(m[0]) ? e : m));
      squares += r * r;
      accumulate(r, j, Math.abs(r) <= huber ? 1 : huber / Math.abs(r));
    }
    accumulate(centre[0] - centre0[0], [0, 1, 0], 1);
    accumulate(centre[1] - centre0[1], [0, 0, 1], 1);
    return { JtJ, Jtr, cost, rms: Math.sqrt(squares / Math.max(points.length, 1)) };
  };
  let state = evaluate(true);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const step = solve3(state.JtJ, state.Jtr);
    if (!step) break;
    angle -= step[0];
    centre = [centre[0] - step[1], centre[1] - step[2]];
    state = evaluate(true);
    if (Math.abs(step[0]) < 1e-10 && Math.hypot(step[1], step[2]) < 1e-9) break;
  }
  return { angle, centre, cost: state.cost, rms: state.rms };
}

/** A 3×3 system by Cramer's rule (null when singular). */
function solve3(m: number[], b: number[]): Vec3 | null {
  const det = (c: number[]) =>
    c[0]! * (c[4]! * c[8]! - c[5]! * c[7]!) -
    c[1]! * (c[3]! * c[8]! - c[5]! * c[6]!) +
    c[2]! * (c[3]! * c[7]! - c[4]! * c[6]!);
  const d = det(m);
  if (!(Math.abs(d) > 1e-300)) return null;
  const column = (k: number) => m.map((value, i) => (i % 3 === k ? b[Math.floor(i / 3)]! : value));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
