/**
 * The calibration solvers' shared shapes (issue 17). Conventions, fixed once:
 * - Pixels: (u, v) with (0, 0) at the centre of the top-left pixel, as OpenCV has them.
 * - Matrices: row-major number arrays (K is 9 numbers, R 9, P 12).
 * - Chessboard corners: inner corners, `cols` along a row, `rows` rows, listed row by row;
 *   corner i = r * cols + c has board coordinates (c * square, r * square, 0) in metres.
 * - ChArUco corners: OpenCV's numbering, inner corner id = r * (squaresX - 1) + c at
 *   ((c + 1) * square, (r + 1) * square, 0), the origin at the squares' top-left outer corner
 *   (`boardPoint`, charuco/); a detection gives any subset of them, by id.
 * - A camera frame is OpenCV's optical frame: x right, y down, z forward.
 * - A transform "A → B" maps a point's coordinates in frame A to frame B: p_B = R p_A + t.
 */

export type Vec2 = [number, number];
export type Vec3 = [number, number, number];

/** An 8-bit luminance image, row-major, `width * height` bytes. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** A chessboard by its inner corners and its square's side in metres. */
export interface ChessboardSpec {
  kind: 'chessboard';
  cols: number;
  rows: number;
  square: number;
}

/** A ChArUco board: squares across and down, square and marker sides in metres. */
export interface CharucoSpec {
  kind: 'charuco';
  squaresX: number;
  squaresY: number;
  square: number;
  marker: number;
  /** An OpenCV predefined dictionary's name, e.g. 'DICT_5X5_100'. */
  dictionary: string;
}

export type BoardSpec = ChessboardSpec | CharucoSpec;

/** One image's corners. `ids` index the board's corners (all of them for a chessboard). */
export interface BoardDetection {
  found: boolean;
  corners: Vec2[];
  ids: number[];
  /** Why not found, in words a user can act on. */
  reason?: string;
}

/**
 * ROS's camera_info names: plumb_bob (OpenCV's 5 coefficients), rational_polynomial (OpenCV's
 * CALIB_RATIONAL_MODEL, 8 coefficients, for wide lenses) and equidistant (OpenCV's fisheye).
 */
export type DistortionModel = 'plumb_bob' | 'rational_polynomial' | 'equidistant';

/** The number of D coefficients each model takes. */
export const DISTORTION_COEFFICIENTS: Readonly<Record<DistortionModel, number>> = {
  plumb_bob: 5,
  rational_polynomial: 8,
  equidistant: 4,
};

/**
 * A calibrated camera: K (3×3), D (plumb_bob: k1 k2 p1 p2 k3; rational_polynomial: k1 k2 p1 p2
 * k3 k4 k5 k6; equidistant: k1 k2 k3 k4).
 */
export interface CameraIntrinsics {
  model: DistortionModel;
  width: number;
  height: number;
  K: number[];
  D: number[];
}
