import { boardCornerGrid, MIN_CALIBRATION_VIEWS } from './intrinsics';
import { type SimilarGroup, similarViewGroups } from './similar-views';
import type { BoardSpec, CameraIntrinsics, Vec2 } from './types';

/**
 * How good a set of board views is for intrinsic calibration, before and while calibrating
 * (issue 17): a coverage heatmap, warnings in words, and ROS camera_calibration's X / Y / Size /
 * Skew progress bars (calibrator.py's get_parameters and compute_goodenough, reimplemented).
 */

export interface QualityView {
  file?: string;
  /** Empty when the board was not found in this image. */
  corners: Vec2[];
  /** Board corner ids (row by row, types.ts); omitted for a full chessboard in order. */
  ids?: number[];
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface CoverageGrid {
  cols: number;
  rows: number;
  /** Corners seen per cell, row by row (cell c + r·cols spans columns c·w/cols…). */
  counts: number[];
}

/** Fewer views than this calibrate, but not dependably. */
export const RECOMMENDED_VIEWS = 10;
/** ROS's skew measure (0 square-on … 1) from which a view counts as tilted: ≈ 3° off square. */
export const TILTED_SKEW = 0.1;
/** … or when opposite sides of the board's outline differ in length by this fraction. */
export const TILTED_FORESHORTENING = 0.1;

export function coverageGrid(
  views: readonly QualityView[],
  imageSize: ImageSize,
  cols = 16,
  rows = 9,
): CoverageGrid {
  const counts = new Array<number>(cols * rows).fill(0);
  for (const view of views) {
    for (const [u, v] of view.corners) {
      // Pixel centres run from 0 to size − 1; anything outside the image is not counted.
      if (!(u >= -0.5 && v >= -0.5 && u < imageSize.width - 0.5 && v < imageSize.height - 0.5)) {
        continue;
      }
      const c = Math.min(cols - 1, Math.floor(((u + 0.5) / imageSize.width) * cols));
      const r = Math.min(rows - 1, Math.floor(((v + 0.5) / imageSize.height) * rows));
      counts[r * cols + c]! += 1;
    }
  }
  return { cols, rows, counts };
}

/** A board view's ROS parameters, each in [0, 1]. */
export interface ViewParameters {
  x: number;
  y: number;
  size: number;
  skew: number;
}

type Quad = [Vec2, Vec2, Vec2, Vec2];

/**
 * The board's outline (up_left, up_right, down_right, down_left), as calibrator.py takes it: a
 * full chessboard's four extreme corners; otherwise (ChArUco, partial views) the largest
 * rectangle of seen corner ids. For ChArUco calibrator.py orders that rectangle with the board's
 * y axis up (OpenCV's old ChArUco numbering); so does this, so Skew reads as ROS's does.
 */
export function boardOutline(view: QualityView, board: BoardSpec): Quad | null {
  const { cols, rows } = boardCornerGrid(board);
  const ids = view.ids ?? view.corners.map((_, i) => i);
  const byId = new Map<number, Vec2>();
  ids.forEach((id, k) => byId.set(id, view.corners[k]!));
  if (board.kind === 'chessboard' && byId.size === cols * rows) {
    return [
      byId.get(0)!,
      byId.get(cols - 1)!,
      byId.get(cols * rows - 1)!,
      byId.get((rows - 1) * cols)!,
    ];
  }
  let best: [number, number, number, number] | null = null;
  let bestArea = 0;
  // Rectangles of at least 2×2 corners: a row or column has no outline to measure.
  for (let x1 = 0; x1 < cols; x1 += 1)
    for (let x2 = x1 + 1; x2 < cols; x2 += 1)
      for (let y1 = 0; y1 < rows; y1 += 1)
        for (let y2 = y1 + 1; y2 < rows; y2 += 1) {
          const area = (x2 - x1 + 1) * (y2 - y1 + 1);
          if (
            area > bestArea &&
            byId.has(y1 * cols + x1) &&
            byId.has(y1 * cols + x2) &&
            byId.has(y2 * cols + x1) &&
            byId.has(y2 * cols + x2)
          ) {
            bestArea = area;
            best = [x1, x2, y1, y2];
          }
        }
  if (!best) return null;
  const [x1, x2, y1, y2] = best;
  const at = (x: number, y: number) => byId.get(y * cols + x)!;
  return board.kind === 'charuco'
    ? [at(x1, y2), at(x2, y2), at(x2, y1), at(x1, y1)]
    : [at(x1, y1), at(x2, y1), at(x2, y2), at(x1, y2)];
}

/** |p × q| / 2 with p, q the outline's diagonals (calibrator.py's _calculate_area). */
function outlineArea([upLeft, upRight, downRight, downLeft]: Quad): number {
  const a = [upRight[0] - upLeft[0], upRight[1] - upLeft[1]];
  const b = [downRight[0] - upRight[0], downRight[1] - upRight[1]];
  const c = [downLeft[0] - downRight[0], downLeft[1] - downRight[1]];
  const p = [b[0]! + c[0]!, b[1]! + c[1]!];
  const q = [a[0]! + b[0]!, a[1]! + b[1]!];
  return Math.abs(p[0]! * q[1]! - p[1]! * q[0]!) / 2;
}

/** min(1, 2·|90° − the angle at up_right|), radians (calibrator.py's _calculate_skew). */
function outlineSkew([upLeft, upRight, downRight]: Quad): number {
  const ab = [upLeft[0] - upRight[0], upLeft[1] - upRight[1]];
  const cb = [downRight[0] - upRight[0], downRight[1] - upRight[1]];
  const cos =
    (ab[0]! * cb[0]! + ab[1]! * cb[1]!) / (Math.hypot(ab[0]!, ab[1]!) * Math.hypot(cb[0]!, cb[1]!));
  const angle = Math.acos(Math.max(-1, Math.min(1, cos)));
  return Math.min(1, 2 * Math.abs(Math.PI / 2 - angle));
}

/**
 * calibrator.py's get_parameters: X and Y are the corners' mean position with the image shrunk
 * by half the board's size all round (so a large board is not penalised for moving little),
 * Size is sqrt(board area / image area), Skew as `outlineSkew`.
 */
export function viewParameters(
  view: QualityView,
  board: BoardSpec,
  imageSize: ImageSize,
): ViewParameters | null {
  const outline = boardOutline(view, board);
  if (!outline) return null;
  const { width, height } = imageSize;
  const area = outlineArea(outline);
  const border = Math.sqrt(area);
  const meanX = view.corners.reduce((sum, [u]) => sum + u, 0) / view.corners.length;
  const meanY = view.corners.reduce((sum, [, v]) => sum + v, 0) / view.corners.length;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: clamp((meanX - border / 2) / (width - border)),
    y: clamp((meanY - border / 2) / (height - border)),
    size: Math.sqrt(area / (width * height)),
    skew: outlineSkew(outline),
  };
}

export interface ProgressMeasure {
  min: number;
  max: number;
  /** (max − min) / the range ROS asks for, capped at 1: the bar's fill. */
  progress: number;
}

export interface CalibrationProgress {
  X: ProgressMeasure;
  Y: ProgressMeasure;
  Size: ProgressMeasure;
  Skew: ProgressMeasure;
  /** calibrator.py's goodenough: every bar full, or 40 views whatever the bars say. */
  goodEnough: boolean;
}

/** The spans calibrator.py asks for: X 0.7, Y 0.7, Size 0.4, Skew 0.5. */
const PARAM_RANGES = { X: 0.7, Y: 0.7, Size: 0.4, Skew: 0.5 };

/** calibrator.py's compute_goodenough over these views (null with no usable view). */
export function calibrationProgress(
  views: readonly QualityView[],
  board: BoardSpec,
  imageSize: ImageSize,
): CalibrationProgress | null {
  const params = views
    .filter((view) => view.corners.length > 0)
    .map((view) => viewParameters(view, board, imageSize))
    .filter((p): p is ViewParameters => p !== null);
  if (params.length === 0) return null;
  const measure = (values: number[], range: number, fromZero: boolean): ProgressMeasure => {
    // Size and Skew count from 0: small or square-on views earn nothing (calibrator.py).
    const min = fromZero ? 0 : Math.min(...values);
    const max = Math.max(...values);
    return { min, max, progress: Math.min((max - min) / range, 1) };
  };
  const X = measure(
    params.map((p) => p.x),
    PARAM_RANGES.X,
    false,
  );
  const Y = measure(
    params.map((p) => p.y),
    PARAM_RANGES.Y,
    false,
  );
  const Size = measure(
    params.map((p) => p.size),
    PARAM_RANGES.Size,
    true,
  );
  const Skew = measure(
    params.map((p) => p.skew),
    PARAM_RANGES.Skew,
    true,
  );
  const goodEnough = params.length >= 40 || [X, Y, Size, Skew].every((m) => m.progress === 1);
  return { X, Y, Size, Skew, goodEnough };
}

export type ViewWarningCode =
  'cannot-calibrate' | 'few-views' | 'similar-views' | 'uncovered-edges' | 'no-tilted-views';

export interface ViewWarning {
  code: ViewWarningCode;
  message: string;
  /** The views concerned, where the warning is about particular ones. */
  files?: string[];
  /** similar-views: the groups of views alike, each with its sentence (similar-views.ts). */
  groups?: SimilarGroup[];
}

/**
 * Everything worth telling the user about these views, most serious first. `camera` (a current
 * calibration) sharpens the poses the similar-views warning compares; without it they are
 * estimated from the views themselves.
 */
export function viewWarnings(
  views: readonly QualityView[],
  board: BoardSpec,
  imageSize: ImageSize,
  camera?: CameraIntrinsics,
): ViewWarning[] {
  const found = views.filter((view) => view.corners.length > 0);
  const warnings: ViewWarning[] = [];
  if (found.length < MIN_CALIBRATION_VIEWS) {
    warnings.push({
      code: 'cannot-calibrate',
      message: `${found.length} view${found.length === 1 ? '' : 's'} with the board found: at least ${MIN_CALIBRATION_VIEWS} are needed to calibrate at all, ${RECOMMENDED_VIEWS} or more for a dependable result.`,
    });
  } else if (found.length < RECOMMENDED_VIEWS) {
    warnings.push({
      code: 'few-views',
      message: `Only ${found.length} views with the board found; ${RECOMMENDED_VIEWS} or more are recommended.`,
    });
  }
  const groups = similarViewGroups(found, board, imageSize, camera);
  if (groups.length > 0) {
    const views = groups.reduce((sum, group) => sum + group.files.length, 0);
    warnings.push({
      code: 'similar-views',
      message: `${views} views repeat a pose, so each group counts about as one view: leave out all but one of each, or turn, tilt or move the board between captures.`,
      files: groups.flatMap((group) => group.files),
      groups,
    });
  }
  const missing = uncoveredRegions(coverageGrid(found, imageSize));
  if (missing.length > 0) {
    warnings.push({
      code: 'uncovered-edges',
      message: `No board corners near the image's ${joinWords(missing)}: distortion is strongest there, so show the board there too.`,
    });
  }
  if (found.length > 0 && !found.some((view) => isTilted(view, board))) {
    warnings.push({
      code: 'no-tilted-views',
      message:
        'Every view shows the board square-on. Tilt it (about 30–45°) left, right, up and down: tilted views pin down the focal length and principal point.',
    });
  }
  return warnings;
}

/** The image's edges (outer row or column of cells) and corners (2×2 cells) no corner reached. */
function uncoveredRegions(grid: CoverageGrid): string[] {
  const { cols, rows, counts } = grid;
  const sum = (c0: number, c1: number, r0: number, r1: number) => {
    let total = 0;
    for (let r = r0; r <= r1; r += 1)
      for (let c = c0; c <= c1; c += 1) total += counts[r * cols + c]!;
    return total;
  };
  const regions: Array<[string, number]> = [
    ['top edge', sum(0, cols - 1, 0, 0)],
    ['bottom edge', sum(0, cols - 1, rows - 1, rows - 1)],
    ['left edge', sum(0, 0, 0, rows - 1)],
    ['right edge', sum(cols - 1, cols - 1, 0, rows - 1)],
    ['top-left corner', sum(0, 1, 0, 1)],
    ['top-right corner', sum(cols - 2, cols - 1, 0, 1)],
    ['bottom-left corner', sum(0, 1, rows - 2, rows - 1)],
    ['bottom-right corner', sum(cols - 2, cols - 1, rows - 2, rows - 1)],
  ];
  return regions.filter(([, count]) => count === 0).map(([name]) => name);
}

function joinWords(words: string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Tilted: ROS's skew shows it, or opposite sides of the outline are foreshortened. */
function isTilted(view: QualityView, board: BoardSpec): boolean {
  const outline = boardOutline(view, board);
  if (!outline) return false;
  if (outlineSkew(outline) >= TILTED_SKEW) return true;
  const side = (a: Vec2, b: Vec2) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const [ul, ur, dr, dl] = outline;
  const ratio = (p: number, q: number) => Math.abs(p - q) / Math.max(p, q);
  return (
    ratio(side(ul, ur), side(dl, dr)) >= TILTED_FORESHORTENING ||
    ratio(side(ul, dl), side(ur, dr)) >= TILTED_FORESHORTENING
  );
}
