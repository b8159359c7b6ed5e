import { undistortEquidistant } from './extrinsic';
import { boardPoint } from './intrinsics';
import { type Mat3, matMul3, rodriguesVector, transpose3 } from './rotation';
import type { BoardSpec, CameraIntrinsics, Vec2, Vec3 } from './types';
import { undistortNormalized } from './undistort';

/**
 * Which board views repeat one another (issue 30), judged by the board's pose — its turn and
 * tilt, and where it stands — rather than by where its corners fall in the picture: two views
 * of the board at the same spot but tilted differently teach the calibration different things,
 * and two of the same pose a few pixels apart teach it the same thing.
 *
 * Each view's pose comes from its homography (board plane → picture). Before a calibration the
 * lens is estimated from all the views at once (estimateLens: the principal point at the
 * picture's centre, a focal length as OpenCV's initCameraMatrix2D finds it, one radial term);
 * with a calibrated camera the corners are undistorted with it first. Measured on the sample
 * views (1280×720, k1 −0.25): without the camera the turns are within 9° and the distances 30 %
 * (within 1° and 2 % for a lens without distortion), and two views alike are off alike, which
 * is what the comparison needs; with it, within 0.05° and 1 mm.
 */

/** Two views whose board orientations differ by less than this (degrees) have the same turn. */
export const ALIKE_TURN_DEG = 5;
/** … and whose board centres are closer than this fraction of their distance stand alike. */
export const ALIKE_PLACE_FRACTION = 0.1;

export interface PoseView {
  file?: string;
  corners: Vec2[];
  /** Board corner ids (row by row); omitted for a full chessboard in order. */
  ids?: number[];
}

/** A view's board pose in the camera (p_camera = R p_board + t; metres) and how it reads. */
export interface ViewPose {
  R: Mat3;
  t: Vec3;
  /** The board's centre in the camera frame, metres, and its distance. */
  centre: Vec3;
  distance: number;
  /** Angle between the board's normal and the camera's axis, degrees (0: square-on). */
  tiltDeg: number;
  /** Which side of the board is farther away: "left side", "top-right corner", …; null square-on. */
  awaySide: string | null;
}

/** Views alike, in the order they were added, and what they share, in words. */
export interface SimilarGroup {
  files: string[];
  /**
   * "same tilt (left side away) and distance, same place in the picture"; with a calibrated
   * camera the numbers too: "same tilt (about 25°, left side away) and distance (about 0.65 m), …"
   */
  alike: string;
  /** The group in one sentence: "board-03.png and board-07.png look alike: same tilt …". */
  text: string;
}

/** Below this tilt a board reads as square-on. */
const SQUARE_ON_DEG = 5;

type Mat3x3 = [number, number, number, number, number, number, number, number, number];

/**
 * The homography H (row-major, H[8] = 1) taking board points (X, Y, 1) to image points, by the
 * normalised direct linear transform (least squares over every correspondence); null when the
 * points do not pin one (fewer than 4, or all on a line).
 */
export function boardHomography(board: readonly Vec2[], image: readonly Vec2[]): number[] | null {
  const n = board.length;
  if (n < 4 || image.length !== n) return null;
  const normaliser = (points: readonly Vec2[]) => {
    let mx = 0;
    let my = 0;
    for (const [x, y] of points) {
      mx += x / n;
      my += y / n;
    }
    let spread = 0;
    for (const [x, y] of points) spread += Math.hypot(x - mx, y - my) / n;
    const s = spread > 0 ? Math.SQRT2 / spread : 1;
    return { mx, my, s };
  };
  const a = normaliser(board);
  const b = normaliser(image);
  // Normal equations of the 8 unknowns h0…h7 (h8 = 1) in normalised coordinates.
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const addRow = (row: number[], rhs: number) => {
    for (let i = 0; i < 8; i += 1) {
      atb[i]! += row[i]! * rhs;
      for (let j = 0; j < 8; j += 1) ata[i]![j]! += row[i]! * row[j]!;
    }
  };
  for (let k = 0; k < n; k += 1) {
    const X = (board[k]![0] - a.mx) * a.s;
    const Y = (board[k]![1] - a.my) * a.s;
    const u = (image[k]![0] - b.mx) * b.s;
    const v = (image[k]![1] - b.my) * b.s;
    addRow([X, Y, 1, 0, 0, 0, -u * X, -u * Y], u);
    addRow([0, 0, 0, X, Y, 1, -v * X, -v * Y], v);
  }
  const h = solveLinear(ata, atb);
  if (!h) return null;
  const Hn: Mat3x3 = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
  // H = Tb⁻¹ · Hn · Ta.
  const Ta: Mat3x3 = [a.s, 0, -a.s * a.mx, 0, a.s, -a.s * a.my, 0, 0, 1];
  const TbInv: Mat3x3 = [1 / b.s, 0, b.mx, 0, 1 / b.s, b.my, 0, 0, 1];
  const H = matMul3(matMul3(TbInv, Hn), Ta);
  const scale = H[8]!;
  if (!Number.isFinite(scale) || Math.abs(scale) < 1e-12) return null;
  return H.map((value) => value / scale);
}

/** Gaussian elimination with partial pivoting; null when the system is singular. */
function solveLinear(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * One focal length (pixels) from several homographies in pixel coordinates, with the principal
 * point at `centre`: each view's two rotation constraints (h1 ⟂ h2, |h1| = |h2| through K) are
 * linear in 1/f²; least squares over all views (initCameraMatrix2D's, with fx = fy). Null when
 * the views do not pin it (all square-on: nothing foreshortened).
 */
export function focalFromHomographies(
  homographies: readonly number[][],
  centre: Vec2,
): number | null {
  let aa = 0;
  let ab = 0;
  for (const H of homographies) {
    // Shift the picture's origin to the principal point.
    const h = (r: number, c: number) =>
      r === 0
        ? H[c]! - centre[0] * H[6 + c]!
        : r === 1
          ? H[3 + c]! - centre[1] * H[6 + c]!
          : H[6 + c]!;
    const rows: Array<[number, number]> = [
      [h(0, 0) * h(0, 1) + h(1, 0) * h(1, 1), h(2, 0) * h(2, 1)],
      [h(0, 0) ** 2 + h(1, 0) ** 2 - h(0, 1) ** 2 - h(1, 1) ** 2, h(2, 0) ** 2 - h(2, 1) ** 2],
    ];
    for (const [a, b] of rows) {
      // Each homography's scale is arbitrary: weigh every view alike.
      const norm = Math.hypot(a, b) || 1;
      aa += (a / norm) ** 2;
      ab += (a / norm) * (b / norm);
    }
  }
  // a / f² + b = 0 per constraint: 1/f² = −Σab / Σa².
  const inverseSquare = aa > 0 ? -ab / aa : Number.NaN;
  if (!(inverseSquare > 0)) return null;
  const f = 1 / Math.sqrt(inverseSquare);
  return Number.isFinite(f) ? f : null;
}

/** The board's pose from a homography in normalised camera coordinates (K⁻¹ applied). */
function poseFromHomography(H: number[], boardCentre: Vec3): ViewPose | null {
  const col = (c: number): Vec3 => [H[c]!, H[3 + c]!, H[6 + c]!];
  const [h1, h2, h3] = [col(0), col(1), col(2)];
  const norm = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);
  let lambda = 2 / (norm(h1) + norm(h2));
  // The board is in front of the camera.
  if (h3[2] < 0) lambda = -lambda;
  const r1 = h1.map((v) => v * lambda) as Vec3;
  const r2 = h2.map((v) => v * lambda) as Vec3;
  const t = h3.map((v) => v * lambda) as Vec3;
  const R = orthonormal(r1, r2);
  if (!R) return null;
  const c = [
    R[0]! * boardCentre[0] + R[1]! * boardCentre[1] + t[0],
    R[3]! * boardCentre[0] + R[4]! * boardCentre[1] + t[1],
    R[6]! * boardCentre[0] + R[7]! * boardCentre[1] + t[2],
  ] as Vec3;
  // The board's normal (its z, into the board: away from the camera) in the camera frame.
  const normal: Vec3 = [R[2]!, R[5]!, R[8]!];
  const tiltDeg = (Math.acos(Math.min(1, Math.abs(normal[2]))) * 180) / Math.PI;
  return { R, t, centre: c, distance: norm(c), tiltDeg, awaySide: awaySide(normal, tiltDeg) };
}

/** The nearest rotation to [r1 r2 r1×r2], r1 and r2 made orthogonal symmetrically. */
function orthonormal(r1: Vec3, r2: Vec3): Mat3 | null {
  const unit = (v: Vec3): Vec3 | null => {
    const n = Math.hypot(v[0], v[1], v[2]);
    return n > 0 ? [v[0] / n, v[1] / n, v[2] / n] : null;
  };
  const a = unit(r1);
  const b = unit(r2);
  if (!a || !b) return null;
  // Bisect: x and y at ±45° from the bisector of a and b.
  const sum = unit([a[0] + b[0], a[1] + b[1], a[2] + b[2]]);
  const diff = unit([a[0] - b[0], a[1] - b[1], a[2] - b[2]]);
  if (!sum || !diff) return null;
  const x = unit([sum[0] + diff[0], sum[1] + diff[1], sum[2] + diff[2]])!;
  const y = unit([sum[0] - diff[0], sum[1] - diff[1], sum[2] - diff[2]])!;
  const z: Vec3 = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]];
  return [x[0], y[0], z[0], x[1], y[1], z[1], x[2], y[2], z[2]];
}

/**
 * Which side of the board is farther: the plane n·p = d (n away from the camera) deepens
 * toward −(n_x, n_y) in the picture (x right, y down).
 */
function awaySide(normal: Vec3, tiltDeg: number): string | null {
  if (tiltDeg < SQUARE_ON_DEG) return null;
  const [dx, dy] = [-normal[0], -normal[1]];
  const length = Math.hypot(dx, dy);
  // Within 22.5° of an axis: a side; otherwise a corner.
  const horizontal = Math.abs(dx) >= 0.38 * length ? (dx > 0 ? 'right' : 'left') : null;
  const vertical = Math.abs(dy) >= 0.38 * length ? (dy > 0 ? 'bottom' : 'top') : null;
  if (horizontal && vertical) return `${vertical}-${horizontal} corner`;
  return `${horizontal ?? vertical} side`;
}

/**
 * Each view's board pose (null where it has fewer than 4 corners or no sensible pose). With
 * `camera`, its K and distortion; without, the focal length the views' homographies agree on
 * (or the picture's width, when every view is square-on) and the centre as principal point.
 */
export function viewPoses(
  views: readonly PoseView[],
  board: BoardSpec,
  imageSize: { width: number; height: number },
  camera?: CameraIntrinsics,
): Array<ViewPose | null> {
  const pointsOf = (view: PoseView) => {
    const ids = view.ids ?? view.corners.map((_, i) => i);
    return ids.map((id): Vec2 => {
      const p = boardPoint(board, id);
      return [p[0], p[1]];
    });
  };
  const boardCentre = (view: PoseView): Vec3 => {
    const points = pointsOf(view);
    const mean = points.reduce((s, [x, y]) => [s[0] + x, s[1] + y], [0, 0]);
    return [mean[0] / points.length, mean[1] / points.length, 0];
  };
  if (camera) {
    return views.map((view) => {
      const normalised = view.corners.map(([u, v]) =>
        camera.model === 'equidistant'
          ? undistortEquidistant(camera, [u, v]).xy
          : undistortNormalized(camera, u, v),
      );
      const H = boardHomography(pointsOf(view), normalised);
      return H ? poseFromHomography(H, boardCentre(view)) : null;
    });
  }
  const centre: Vec2 = [(imageSize.width - 1) / 2, (imageSize.height - 1) / 2];
  const lens = estimateLens(
    views.map((view) => ({ board: pointsOf(view), image: view.corners })),
    centre,
    imageSize.width,
  );
  return lens.homographies.map((H, i) =>
    H ? poseFromHomography(H, boardCentre(views[i]!)) : null,
  );
}

/**
 * A rough lens from the views alone: the principal point at the centre, one focal length and
 * one radial term k1 (the barrel or pincushion every lens has some of, and which would otherwise
 * read as perspective: a barrel-bent board at the picture's edge looks tilted). k1 is the one
 * under which the views' corners fit homographies best (golden-section search over −0.6…0.4);
 * for each k1 the focal length is the homographies' (focalFromHomographies), once refined.
 * A few tens of milliseconds for 40 views of 54 corners (the page recomputes it per view found).
 * Returns each view's homography in normalised camera coordinates.
 */
function estimateLens(
  views: ReadonlyArray<{ board: Vec2[]; image: Vec2[] }>,
  centre: Vec2,
  width: number,
): { f: number; k1: number; homographies: Array<number[] | null> } {
  const fit = (k1: number) => {
    let f = width;
    let normalised: Vec2[][] = [];
    let homographies: Array<number[] | null> = [];
    for (let round = 0; round < 2; round += 1) {
      normalised = views.map((view) =>
        view.image.map(([u, v]) => undistortRadial((u - centre[0]) / f, (v - centre[1]) / f, k1)),
      );
      homographies = views.map((view, i) => boardHomography(view.board, normalised[i]!));
      const estimated = focalFromHomographies(
        homographies.filter((H): H is number[] => H !== null),
        [0, 0],
      );
      // In normalised units the estimate is a factor on f; outside 0.1…10 of the width it is
      // degenerate (every view square-on), and the width stands.
      const next = estimated ? f * estimated : Number.NaN;
      if (!(next > 0.1 * width && next < 10 * width)) break;
      f = next;
    }
    // How far the corners are from their homographies' points, in pixels.
    let error = 0;
    views.forEach((view, i) => {
      const H = homographies[i];
      if (!H) return;
      view.board.forEach(([X, Y], k) => {
        const w = H[6]! * X + H[7]! * Y + H[8]!;
        const x = (H[0]! * X + H[1]! * Y + H[2]!) / w;
        const y = (H[3]! * X + H[4]! * Y + H[5]!) / w;
        const [nx, ny] = normalised[i]![k]!;
        error += ((x - nx) * f) ** 2 + ((y - ny) * f) ** 2;
      });
    });
    return { f, k1, error, homographies };
  };
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [low, high] = [-0.6, 0.4];
  let a = fit(high - ratio * (high - low));
  let b = fit(low + ratio * (high - low));
  for (let step = 0; step < 12; step += 1) {
    if (a.error <= b.error) {
      high = b.k1;
      b = a;
      a = fit(high - ratio * (high - low));
    } else {
      low = a.k1;
      a = b;
      b = fit(low + ratio * (high - low));
    }
  }
  return a.error <= b.error ? a : b;
}

/** The undistorted normalised point of a distorted one under x_d = x (1 + k1 r²) (Newton). */
function undistortRadial(xd: number, yd: number, k1: number): Vec2 {
  const rd = Math.hypot(xd, yd);
  if (rd === 0) return [0, 0];
  let r = rd;
  for (let k = 0; k < 8; k += 1) {
    const value = r * (1 + k1 * r * r) - rd;
    const slope = 1 + 3 * k1 * r * r;
    if (!(slope > 1e-6)) break;
    r -= value / slope;
  }
  // Past the fold of a strong barrel term there is no inverse: keep the point as it is.
  const scale = r > 0 && Number.isFinite(r) ? r / rd : 1;
  return [xd * scale, yd * scale];
}

/** The angle between two board orientations, degrees. */
export function turnBetween(a: ViewPose, b: ViewPose): number {
  const relative = matMul3(a.R, transpose3(b.R));
  const [x, y, z] = rodriguesVector(relative);
  return (Math.hypot(x, y, z) * 180) / Math.PI;
}

/** Same orientation and the board's centre in the same place (relative to its distance). */
export function posesAlike(a: ViewPose, b: ViewPose): boolean {
  const apart = Math.hypot(
    a.centre[0] - b.centre[0],
    a.centre[1] - b.centre[1],
    a.centre[2] - b.centre[2],
  );
  return (
    turnBetween(a, b) < ALIKE_TURN_DEG &&
    apart < ALIKE_PLACE_FRACTION * ((a.distance + b.distance) / 2)
  );
}

const fileOf = (view: PoseView, index: number) => view.file ?? `view ${index + 1}`;

function listWords(words: readonly string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * How a pose reads. With a calibrated camera the pose is measured: "same tilt (about 25°, left
 * side away) and distance (about 0.65 m)", rounded to 5° and 5 cm. Without one the lens is only
 * estimated and the numbers can be a third off at the picture's edges (the comparison is not:
 * two views alike are off alike), so only the words: "same tilt (left side away) and distance".
 */
function alikeWords(pose: ViewPose, measured: boolean): string {
  const place = 'same place in the picture';
  if (!measured) {
    const tilt = pose.awaySide ? `${pose.awaySide} away` : 'square-on';
    return `same tilt (${tilt}) and distance, ${place}`;
  }
  const tilt = pose.awaySide
    ? `about ${Math.max(5, Math.round(pose.tiltDeg / 5) * 5)}°, ${pose.awaySide} away`
    : 'square-on';
  const distance =
    pose.distance < 10
      ? (Math.round(pose.distance * 20) / 20).toFixed(2)
      : String(Math.round(pose.distance));
  return `same tilt (${tilt}) and distance (about ${distance} m), ${place}`;
}

/**
 * The views that repeat a pose, as groups (a view alike to any of a group joins it), each in a
 * sentence; views without a pose are left out. Only views sharing most corner ids are compared
 * (a ChArUco view of another part of the board is not a repeat).
 */
export function similarViewGroups(
  views: readonly PoseView[],
  board: BoardSpec,
  imageSize: { width: number; height: number },
  camera?: CameraIntrinsics,
): SimilarGroup[] {
  const poses = viewPoses(views, board, imageSize, camera);
  const idSets = views.map((view) => new Set(view.ids ?? view.corners.map((_, i) => i)));
  const parent = views.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < views.length; i += 1) {
    for (let j = i + 1; j < views.length; j += 1) {
      const [a, b] = [poses[i], poses[j]];
      if (!a || !b) continue;
      let shared = 0;
      for (const id of idSets[i]!) if (idSets[j]!.has(id)) shared += 1;
      if (shared < 0.5 * Math.max(idSets[i]!.size, idSets[j]!.size)) continue;
      if (posesAlike(a, b)) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  views.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()]
    .filter((members) => members.length > 1)
    .map((members) => {
      const files = members.map((i) => fileOf(views[i]!, i));
      const alike = alikeWords(poses[members[0]!]!, camera !== undefined);
      const verb = members.length === 2 ? 'look alike' : 'all look alike';
      return { files, alike, text: `${listWords(files)} ${verb}: ${alike}.` };
    });
}
