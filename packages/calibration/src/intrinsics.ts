import { cvErrorText, withMats, type Cv } from './cv';
import { solveEquidistant } from './equidistant-solver';
import type { BoardSpec, CameraIntrinsics, DistortionModel, Vec2, Vec3 } from './types';

/**
 * Intrinsic calibration from board corners (issue 17). plumb_bob and rational_polynomial run
 * OpenCV's own calibrateCamera (so they ARE OpenCV; the rational model with CALIB_RATIONAL_MODEL,
 * as ROS's camera_calibration with --k-coefficients=6); equidistant runs our Levenberg–Marquardt
 * (`equidistant-solver.ts`) because this opencv.js build has no fisheye::calibrate.
 */

export interface IntrinsicsView {
  file: string;
  corners: Vec2[];
  ids: number[];
}

export interface IntrinsicsInput {
  board: BoardSpec;
  imageSize: { width: number; height: number };
  views: IntrinsicsView[];
  model: DistortionModel;
  /**
   * plumb_bob only: keep k3 at 0 (OpenCV's CALIB_FIX_K3). Absent means true, as ROS's
   * camera_calibration has it (it passes CALIB_FIX_K3 unless asked for more than 2 radial
   * coefficients): with a board's usual coverage a free k3 fits the corners' noise and swings
   * wildly outside them. Ignored for the other models (rational_polynomial frees k1..k6, as
   * ROS does with --k-coefficients=6).
   */
  fixK3?: boolean;
  /** Keep fx / fy at 1 (OpenCV's CALIB_FIX_ASPECT_RATIO with K = I as the guess). */
  fixAspect?: boolean;
}

export interface IntrinsicsViewResult {
  file: string;
  /** False when the view was left out: no corners, or too few to pin a pose. */
  found: boolean;
  /** sqrt(mean over the view's corners of the squared reprojection distance), pixels. */
  rms: number | null;
  rvec: Vec3 | null;
  tvec: Vec3 | null;
}

export interface IntrinsicsResult {
  /** sqrt(mean over all corners of the squared reprojection distance), pixels. */
  rms: number;
  K: number[];
  D: number[];
  model: DistortionModel;
  image_size: [number, number];
  views: IntrinsicsViewResult[];
  /** One standard deviation: K as [fx, fy, cx, cy], D in D's order. */
  std: { K: number[]; D: number[] };
}

/** Fewer views than this and the intrinsics are not determined at all. */
export const MIN_CALIBRATION_VIEWS = 3;
/**
 * A view needs this many corners to count: 4 pin a homography exactly, so 6 leave something over
 * (ROS's camera_calibration likewise wants more than 5 ChArUco corners).
 */
export const MIN_VIEW_CORNERS = 6;

/** OpenCV's default calibrateCamera criteria: 30 iterations or a change below DBL_EPSILON. */
const PINHOLE_MAX_ITERATIONS = 30;
const DBL_EPSILON = 2.220446049250313e-16;

/** Corners across and down, and how many: a ChArUco board has (squares − 1) of each. */
export function boardCornerGrid(board: BoardSpec): { cols: number; rows: number } {
  return board.kind === 'chessboard'
    ? { cols: board.cols, rows: board.rows }
    : { cols: board.squaresX - 1, rows: board.squaresY - 1 };
}

/**
 * A corner's board coordinates in metres. Chessboard: corner c + r·cols at (c, r)·square, as
 * types.ts fixes it. ChArUco: OpenCV's CharucoBoard numbering, whose chessboard corners sit one
 * square in from the board's outer corner, at (c + 1, r + 1)·square, so poses agree with
 * OpenCV's for the same board.
 */
export function boardPoint(board: BoardSpec, id: number): Vec3 {
  const { cols } = boardCornerGrid(board);
  const c = id % cols;
  const r = Math.floor(id / cols);
  const offset = board.kind === 'chessboard' ? 0 : 1;
  return [(c + offset) * board.square, (r + offset) * board.square, 0];
}

/** A view's corners paired with their board points, or why it cannot be used. */
interface UsableView {
  index: number;
  object: Vec3[];
  image: Vec2[];
}

function usableViews(input: IntrinsicsInput): UsableView[] {
  const { cols, rows } = boardCornerGrid(input.board);
  const count = cols * rows;
  const usable: UsableView[] = [];
  input.views.forEach((view, index) => {
    if (view.corners.length !== view.ids.length) {
      throw new Error(
        `View ${view.file}: ${view.corners.length} corners but ${view.ids.length} ids.`,
      );
    }
    const seen = new Set<number>();
    const object: Vec3[] = [];
    const image: Vec2[] = [];
    view.ids.forEach((id, k) => {
      if (!Number.isInteger(id) || id < 0 || id >= count) {
        throw new Error(`View ${view.file}: corner id ${id} is not on a ${cols}×${rows} board.`);
      }
      // A corner twice would count twice in the fit; keep the first.
      if (seen.has(id)) return;
      seen.add(id);
      object.push(boardPoint(input.board, id));
      image.push(view.corners[k]!);
    });
    if (object.length >= MIN_VIEW_CORNERS) usable.push({ index, object, image });
  });
  return usable;
}

export function calibrateIntrinsics(cv: Cv, input: IntrinsicsInput): IntrinsicsResult {
  const usable = usableViews(input);
  if (usable.length < MIN_CALIBRATION_VIEWS) {
    throw new Error(
      `Calibration needs at least ${MIN_CALIBRATION_VIEWS} views with the board found ` +
        `(${MIN_VIEW_CORNERS}+ corners each); ${usable.length} of ${input.views.length} qualify. ` +
        'Capture more views (10 or more give a dependable result).',
    );
  }
  const { width, height } = input.imageSize;
  const solved =
    input.model !== 'equidistant'
      ? calibratePinhole(cv, input, usable)
      : solveEquidistant(cv, {
          width,
          height,
          views: usable.map((view) => ({ object: view.object, image: view.image })),
          fixAspect: input.fixAspect ?? false,
        });

  const views: IntrinsicsViewResult[] = input.views.map((view) => ({
    file: view.file,
    found: false,
    rms: null,
    rvec: null,
    tvec: null,
  }));
  usable.forEach((view, k) => {
    views[view.index] = {
      file: input.views[view.index]!.file,
      found: true,
      rms: solved.viewRms[k]!,
      rvec: solved.rvecs[k]!,
      tvec: solved.tvecs[k]!,
    };
  });
  return {
    rms: solved.rms,
    K: solved.K,
    D: solved.D,
    model: input.model,
    image_size: [width, height],
    views,
    std: solved.std,
  };
}

/** What either solver hands back, per usable view in order. */
export interface SolvedIntrinsics {
  rms: number;
  K: number[];
  D: number[];
  rvecs: Vec3[];
  tvecs: Vec3[];
  viewRms: number[];
  std: { K: number[]; D: number[] };
}

function calibratePinhole(cv: Cv, input: IntrinsicsInput, usable: UsableView[]): SolvedIntrinsics {
  const rational = input.model === 'rational_polynomial';
  let flags = 0;
  if (rational) flags |= cv.CALIB_RATIONAL_MODEL;
  else if (input.fixK3 ?? true) flags |= cv.CALIB_FIX_K3;
  if (input.fixAspect) flags |= cv.CALIB_FIX_ASPECT_RATIO;
  return withMats((keep) => {
    const objectPoints = keep(new cv.MatVector());
    const imagePoints = keep(new cv.MatVector());
    for (const view of usable) {
      // OpenCV converts to 32-bit floats inside calibrateCamera whatever it is given.
      const object = keep(cv.matFromArray(view.object.length, 1, cv.CV_32FC3, view.object.flat()));
      const image = keep(cv.matFromArray(view.image.length, 1, cv.CV_32FC2, view.image.flat()));
      objectPoints.push_back(object);
      imagePoints.push_back(image);
    }
    // K = I: with CALIB_FIX_ASPECT_RATIO OpenCV keeps the guess's fx / fy, here 1 (as ROS does).
    const cameraMatrix = keep(cv.matFromArray(3, 3, cv.CV_64FC1, [1, 0, 0, 0, 1, 0, 0, 0, 1]));
    const distCoeffs = keep(new cv.Mat());
    const rvecs = keep(new cv.MatVector());
    const tvecs = keep(new cv.MatVector());
    const stdIntrinsics = keep(new cv.Mat());
    const stdExtrinsics = keep(new cv.Mat());
    const perViewErrors = keep(new cv.Mat());
    const criteria = new cv.TermCriteria(
      cv.TermCriteria_COUNT + cv.TermCriteria_EPS,
      PINHOLE_MAX_ITERATIONS,
      DBL_EPSILON,
    );
    let rms: number;
    try {
      rms = cv.calibrateCameraExtended(
        objectPoints,
        imagePoints,
        new cv.Size(input.imageSize.width, input.imageSize.height),
        cameraMatrix,
        distCoeffs,
        rvecs,
        tvecs,
        stdIntrinsics,
        stdExtrinsics,
        perViewErrors,
        flags,
        criteria,
      );
    } catch (error) {
      throw new Error(`OpenCV could not calibrate these views: ${cvErrorText(cv, error)}`);
    }
    const vec3 = (vector: typeof rvecs, i: number): Vec3 => {
      const mat = keep(vector.get(i));
      return [mat.data64F[0]!, mat.data64F[1]!, mat.data64F[2]!];
    };
    const std = Array.from(stdIntrinsics.data64F);
    const count = rational ? 8 : 5;
    return {
      rms,
      K: Array.from(cameraMatrix.data64F),
      D: Array.from(distCoeffs.data64F).slice(0, count),
      rvecs: usable.map((_, i) => vec3(rvecs, i)),
      tvecs: usable.map((_, i) => vec3(tvecs, i)),
      viewRms: Array.from(perViewErrors.data64F),
      // OpenCV's order: fx fy cx cy k1 k2 p1 p2 k3 k4 k5 k6 s1..s4 τx τy.
      std: { K: std.slice(0, 4), D: std.slice(4, 4 + count) },
    };
  });
}

/** The calibrated camera as the rest of the contract takes it. */
export function toCameraIntrinsics(result: IntrinsicsResult): CameraIntrinsics {
  return {
    model: result.model,
    width: result.image_size[0],
    height: result.image_size[1],
    K: result.K,
    D: result.D,
  };
}
