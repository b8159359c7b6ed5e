import { isCharucoBlack } from '../charuco/dictionaries';
import type { CharucoLayout } from '../charuco/layout';
import { boardPoint } from '../intrinsics';
import { apply3, rodrigues } from '../rotation';
import type {
  CameraIntrinsics,
  ChessboardSpec,
  CharucoSpec,
  GrayImage,
  Vec2,
  Vec3,
} from '../types';
import {
  type BoardPose,
  type BoardTexture,
  type RenderOptions,
  pointInView,
  poseMatrix,
  renderTexture,
} from './render-board';
import { type ViewDesign, centredPose, designedViews, syntheticViews } from './synthetic-views';

/**
 * ChArUco pictures through a known camera, with the true inner corners by id, for the ChArUco
 * detector's and calibration's tests: renderBoard's pipeline (inverse mapping through the exact
 * lens, supersampling, blur, noise) drawing the board's texture — its squares, and in each
 * white square its marker's cells as OpenCV's dictionary has them (the layout). The board frame
 * is OpenCV's (layout.ts): origin at the squares' top-left outer corner, x along a row, y down,
 * inner corner id at boardPoint(board, id) = ((c + 1)·square, (r + 1)·square, 0).
 */
export interface RenderedCharuco {
  image: GrayImage;
  /** Every inner corner's true pixel, by id (whether it is seen or not). */
  all: Vec2[];
  /** The ids of the inner corners seen: inside the picture, in front, not folded by the lens. */
  visible: number[];
}

export function renderCharuco(
  camera: CameraIntrinsics,
  layout: CharucoLayout,
  pose: BoardPose,
  options: RenderOptions = {},
): RenderedCharuco {
  const { R, t } = poseMatrix(pose);
  const image = renderTexture(camera, charucoTexture(layout, options), R, t, options);
  return { image, ...charucoInView(camera, layout.board, pose) };
}

/** The true corners and which are seen, without drawing the picture. */
export function charucoInView(
  camera: CameraIntrinsics,
  board: CharucoSpec,
  pose: BoardPose,
): Omit<RenderedCharuco, 'image'> {
  const { R, t } = poseMatrix(pose);
  const see = pointInView(camera, R, t);
  const all: Vec2[] = [];
  const visible: number[] = [];
  const count = (board.squaresX - 1) * (board.squaresY - 1);
  for (let id = 0; id < count; id += 1) {
    const { pixel, seen } = see(boardPoint(board, id));
    all.push(pixel);
    if (seen) visible.push(id);
  }
  return { all, visible };
}

/**
 * The board's face as regions: along each axis, off the board, the white margin (`border`
 * squares), and in each square the marker's band split into its cells. A region is a rectangle
 * of one reflectance (a black square, a white square's rim, a marker cell).
 */
export function charucoTexture(layout: CharucoLayout, options: RenderOptions = {}): BoardTexture {
  const { board, cells } = layout;
  const { squaresX, squaresY, square, marker } = board;
  const border = (options.border ?? 1) * square;
  const background = options.background ?? 0.45;
  const inset = (square - marker) / 2;
  const cell = marker / cells;
  // Per square: the rim before the marker, its cells, the rim after: cells + 2 bands.
  const bands = cells + 2;
  const axis = (value: number, squares: number): number => {
    const length = squares * square;
    if (value < -border) return 0;
    if (value < 0) return 1;
    if (value >= length + border) return 3 + squares * bands;
    if (value >= length) return 2 + squares * bands;
    const s = Math.min(squares - 1, Math.floor(value / square));
    const local = value - s * square;
    const band =
      local < inset
        ? 0
        : local >= inset + marker
          ? bands - 1
          : 1 + Math.min(cells - 1, Math.floor((local - inset) / cell));
    return 2 + s * bands + band;
  };
  const strideX = 4 + squaresX * bands;
  const strideY = 4 + squaresY * bands;
  const markerAt = new Map(layout.markers.map((m) => [m.y * squaresX + m.x, m.cells]));
  const reflectance = new Float64Array(strideX * strideY);
  for (let yi = 0; yi < strideY; yi += 1) {
    for (let xi = 0; xi < strideX; xi += 1) {
      const off = xi === 0 || yi === 0 || xi === strideX - 1 || yi === strideY - 1;
      const margin = xi === 1 || yi === 1 || xi === strideX - 2 || yi === strideY - 2;
      let value: number;
      if (off) value = background;
      else if (margin) value = 1;
      else {
        const sx = Math.floor((xi - 2) / bands);
        const sy = Math.floor((yi - 2) / bands);
        const bx = (xi - 2) % bands;
        const by = (yi - 2) % bands;
        const bits = markerAt.get(sy * squaresX + sx);
        if (isCharucoBlack(sx, sy)) value = 0;
        else if (bits && bx >= 1 && bx <= cells && by >= 1 && by <= cells) {
          value = bits[(by - 1) * cells + (bx - 1)]!;
        } else value = 1;
      }
      reflectance[yi * strideX + xi] = value;
    }
  }
  return {
    region: (X, Y) => axis(Y, squaresY) * strideX + axis(X, squaresX),
    reflectance,
  };
}

/** The chessboard with the same inner corners (its frame at inner corner 0). */
function innerChessboard(board: CharucoSpec): ChessboardSpec {
  return {
    kind: 'chessboard',
    cols: board.squaresX - 1,
    rows: board.squaresY - 1,
    square: board.square,
  };
}

/** A pose of the inner chessboard's frame as one of the ChArUco board's (one square over). */
function fromInnerPose(board: CharucoSpec, pose: { rvec: Vec3; tvec: Vec3 }) {
  const shift = apply3(rodrigues(pose.rvec), [board.square, board.square, 0]);
  return {
    rvec: pose.rvec,
    tvec: [pose.tvec[0] - shift[0], pose.tvec[1] - shift[1], pose.tvec[2] - shift[2]] as Vec3,
  };
}

/** syntheticViews' varied poses (the whole board in view, margin included), for a ChArUco board. */
export function charucoViews(
  camera: CameraIntrinsics,
  board: CharucoSpec,
  n: number,
  seed: number,
  border = 1,
): Array<{ rvec: Vec3; tvec: Vec3 }> {
  return syntheticViews(camera, innerChessboard(board), n, seed, border).map((pose) =>
    fromInnerPose(board, pose),
  );
}

/** designedViews for a ChArUco board (`border`: white margin beyond the squares, in squares). */
export function designedCharucoViews(
  camera: CameraIntrinsics,
  board: CharucoSpec,
  designs: readonly ViewDesign[],
  seed: number,
  border = 1,
): Array<{ rvec: Vec3; tvec: Vec3 }> {
  return designedViews(camera, innerChessboard(board), designs, seed, border).map((pose) =>
    fromInnerPose(board, pose),
  );
}

/** centredPose for a ChArUco board: its centre on the optical axis (plus `shift`) at `depth`. */
export function centredCharucoPose(
  board: CharucoSpec,
  depth: number,
  rpy: Vec3,
  shift: [number, number] = [0, 0],
): { rvec: Vec3; tvec: Vec3 } {
  return fromInnerPose(board, centredPose(innerChessboard(board), depth, rpy, shift));
}
