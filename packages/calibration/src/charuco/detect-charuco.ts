import { binomialSmooth } from '../chessboard/binomial-smooth';
import { type SubpixWorkspace, refineCorner, subpixWorkspace } from '../chessboard/corner-subpix';
import { type Cv, cvErrorText, withMats } from '../cv';
import { MIN_VIEW_CORNERS } from '../intrinsics';
import type { BoardDetection, CharucoSpec, GrayImage, Vec2 } from '../types';
import { charucoMarkerCount, charucoProblems, isCharucoBlack } from './dictionaries';
import { openCvCharucoBoard } from './layout';

/**
 * OpenCV 4.12's CharucoDetector returns every corner half a pixel right of and below where its
 * own cornerSubPix put it (opencv/opencv#25539, fixed after 4.12 by #28380): it shifts the
 * corners by −0.5 px before cornerSubPix and by +0.5 px after, and cornerSubPix converges to
 * the same point whatever its start. Taken back here (0 for an OpenCV.js with the fix); the
 * refinement below starts from it and converges the same from half a pixel away.
 */
const OPENCV_412_OFFSET = 0.5;

/**
 * The refinement leaves out window points near the two markers beside the corner: their black
 * borders' edges do not pass through the corner, and blur spreads them. Near is within
 * MARKER_MARGIN_SHARE of the white rim between square edge and marker (so the square's own edge
 * stays in), and at most MARKER_MARGIN px. Measured on rendered views (VGA and fisheye, 9×7
 * squares): 0.5 of the rim gave 0.06–0.11 px mean error, 0.85 gave 0.03–0.06, 1.0 and more
 * swallow the square's edge and worsen it.
 */
const MARKER_MARGIN_SHARE = 0.85;
const MARKER_MARGIN = 3;
/**
 * The window's half side as a share of the squares' least height, and its bounds (px), as the
 * chessboard detector's: the window stays clear of the squares' far edges.
 */
const WINDOW_SHARE = 0.45;
const MIN_HALF_WINDOW = 2;
const MAX_HALF_WINDOW = 11;

interface OpenCvCorners {
  points: Array<{ id: number; corner: Vec2 }>;
  /** The markers found, by their id: 4 corners each, the board's clockwise order. */
  markers: Map<number, Vec2[]>;
}

/**
 * A ChArUco board's inner corners in an image (OpenCV.js has the ArUco module, unlike
 * findChessboardCorners): OpenCV's CharucoDetector finds and decodes the markers and places
 * each inner corner between two found markers by their homographies; each corner is then
 * refined by gradient orthogonality (the chessboard detector's refinement) in a window kept
 * clear of the markers beside it. Any part of the board will do: `ids` say which corners were
 * seen, in OpenCV's numbering (id = r·(squaresX − 1) + c, the corner at ((c + 1)·square,
 * (r + 1)·square) on the board, as `boardPoint` binds them), in increasing order. Found means at
 * least MIN_VIEW_CORNERS corners not all on one line (what a view needs to count in a
 * calibration); otherwise `reason` says what to change.
 */
export function detectCharuco(cv: Cv, image: GrayImage, board: CharucoSpec): BoardDetection {
  const problem = Object.values(charucoProblems(board))[0];
  if (problem) return notFound(`The ChArUco board is not set right: ${problem}`);
  const { width, height } = image;
  if (width < 16 || height < 16 || image.data.length < width * height) {
    return notFound(`The picture (${width}×${height}) is too small or incomplete to search.`);
  }
  const found = openCvCorners(cv, image, board);
  const refined =
    found.points.length > 0
      ? refineAll(binomialSmooth(image.data, width, height), width, height, board, found)
      : [];
  const ids = refined.map((point) => point.id);
  if (refined.length >= MIN_VIEW_CORNERS && !allOnOneLine(ids, board.squaresX - 1)) {
    return { found: true, corners: refined.map((point) => point.corner), ids };
  }
  return notFound(fewCornersReason(board, refined.length, [...found.markers.keys()]));
}

/** OpenCV's CharucoDetector, its corners taken back by its half-pixel shift, ids ascending. */
function openCvCorners(cv: Cv, image: GrayImage, board: CharucoSpec): OpenCvCorners {
  const { width, height } = image;
  return withMats((keep) => {
    const charuco = openCvCharucoBoard(cv, board, keep);
    const charucoParams = keep(new cv.aruco_CharucoParameters());
    // Markers the first pass missed are looked for where the board's layout puts them.
    charucoParams.tryRefineMarkers = true;
    const detectorParams = keep(new cv.aruco_DetectorParameters());
    // OpenCV's defaults (RefineParameters has no constructor without arguments in OpenCV.js).
    const refine = keep(new cv.aruco_RefineParameters(10, 3, true));
    const detector = keep(
      new cv.aruco_CharucoDetector(charuco, charucoParams, detectorParams, refine),
    );
    const gray = keep(
      cv.matFromArray(height, width, cv.CV_8UC1, image.data.subarray(0, width * height)),
    );
    const corners = keep(new cv.Mat());
    const ids = keep(new cv.Mat());
    const markerCorners = keep(new cv.MatVector());
    const markerIds = keep(new cv.Mat());
    try {
      detector.detectBoard(gray, corners, ids, markerCorners, markerIds);
    } catch (error) {
      throw new Error(`OpenCV could not search for the ChArUco board: ${cvErrorText(cv, error)}`);
    }
    const points: OpenCvCorners['points'] = [];
    for (let k = 0; k < ids.rows; k += 1) {
      points.push({
        id: ids.data32S[k]!,
        corner: [
          corners.data32F[2 * k]! - OPENCV_412_OFFSET,
          corners.data32F[2 * k + 1]! - OPENCV_412_OFFSET,
        ],
      });
    }
    points.sort((a, b) => a.id - b.id);
    const markers = new Map<number, Vec2[]>();
    for (let k = 0; k < markerIds.rows; k += 1) {
      const quad = keep(markerCorners.get(k)).data32F;
      markers.set(
        markerIds.data32S[k]!,
        [0, 1, 2, 3].map((i): Vec2 => [quad[2 * i]!, quad[2 * i + 1]!]),
      );
    }
    return { points, markers };
  });
}

/**
 * Each corner refined by gradient orthogonality (chessboard/corner-subpix.ts) in a window of
 * WINDOW_SHARE of the squares' least height there, judged from the two markers beside it, with
 * the window's points on or near those markers left out. A corner whose refinement runs away
 * is left out.
 */
function refineAll(
  smooth: Float32Array,
  width: number,
  height: number,
  board: CharucoSpec,
  found: OpenCvCorners,
): Array<{ id: number; corner: Vec2 }> {
  const cols = board.squaresX - 1;
  const markerOfSquare = markerIdsBySquare(board);
  const workspaces = new Map<number, SubpixWorkspace>();
  const out = new Float64Array(2);
  const refined: Array<{ id: number; corner: Vec2 }> = [];
  for (const { id, corner } of found.points) {
    const c = id % cols;
    const r = Math.floor(id / cols);
    const beside: Vec2[][] = [];
    // The four squares around inner corner (c, r) are squares (c, r) … (c + 1, r + 1).
    for (const [x, y] of [
      [c, r],
      [c + 1, r],
      [c, r + 1],
      [c + 1, r + 1],
    ] as const) {
      if (isCharucoBlack(x, y)) continue;
      const quad = found.markers.get(markerOfSquare[y * board.squaresX + x]!);
      if (quad) beside.push(quad);
    }
    // A marker's least height, scaled from marker to square, is the square's there; the white
    // rim around the marker is (square − marker) / 2 of it.
    const markerHeight = Math.min(...beside.map(leastHeight));
    const squareHeight = markerHeight * (board.square / board.marker);
    const rim = markerHeight * ((board.square - board.marker) / 2 / board.marker);
    const margin = Math.min(MARKER_MARGIN, MARKER_MARGIN_SHARE * rim);
    const half = Number.isFinite(squareHeight)
      ? Math.max(
          MIN_HALF_WINDOW,
          Math.min(MAX_HALF_WINDOW, Math.round(WINDOW_SHARE * squareHeight)),
        )
      : MIN_HALF_WINDOW;
    let workspace = workspaces.get(half);
    if (!workspace) workspaces.set(half, (workspace = subpixWorkspace(half)));
    const near = beside.map((quad) => nearQuad(quad, margin));
    const counts = (x: number, y: number) => !near.some((test) => test(x, y));
    if (
      refineCorner(smooth, width, height, corner[0], corner[1], workspace, out, 40, 0.001, counts)
    ) {
      refined.push({ id, corner: [out[0]!, out[1]!] });
    }
  }
  return refined;
}

/** A convex quadrilateral's least height: its area over its longest side. */
function leastHeight(quad: readonly Vec2[]): number {
  let twiceArea = 0;
  let longest = 0;
  for (let i = 0; i < quad.length; i += 1) {
    const a = quad[i]!;
    const b = quad[(i + 1) % quad.length]!;
    twiceArea += a[0] * b[1] - b[0] * a[1];
    longest = Math.max(longest, Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  return longest > 0 ? Math.abs(twiceArea) / 2 / longest : 0;
}

/**
 * Whether a point is inside a convex quadrilateral grown by `margin` (each side moved out by it,
 * so a little more at the corners).
 */
function nearQuad(quad: readonly Vec2[], margin: number): (x: number, y: number) => boolean {
  let twiceArea = 0;
  for (let i = 0; i < quad.length; i += 1) {
    const a = quad[i]!;
    const b = quad[(i + 1) % quad.length]!;
    twiceArea += a[0] * b[1] - b[0] * a[1];
  }
  const orientation = twiceArea >= 0 ? 1 : -1;
  // Each side as an inward unit normal n and offset: inside the grown quad iff n·p ≥ offset − margin.
  const sides = quad.map((a, i) => {
    const b = quad[(i + 1) % quad.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = (-(b[1] - a[1]) / length) * orientation;
    const ny = ((b[0] - a[0]) / length) * orientation;
    return { nx, ny, offset: nx * a[0] + ny * a[1] - margin };
  });
  return (x, y) => sides.every((side) => side.nx * x + side.ny * y >= side.offset);
}

/** The id of the marker in each white square (row by row, as OpenCV numbers them); −1 for black. */
function markerIdsBySquare(board: CharucoSpec): number[] {
  const ids: number[] = [];
  let next = 0;
  for (let y = 0; y < board.squaresY; y += 1) {
    for (let x = 0; x < board.squaresX; x += 1) ids.push(isCharucoBlack(x, y) ? -1 : next++);
  }
  return ids;
}

function notFound(reason: string): BoardDetection {
  return { found: false, corners: [], ids: [], reason };
}

/** Corner ids all in one row or one column of the board: no plane to fit. */
function allOnOneLine(ids: number[], cols: number): boolean {
  const rows = new Set(ids.map((id) => Math.floor(id / cols)));
  const columns = new Set(ids.map((id) => id % cols));
  return rows.size === 1 || columns.size === 1;
}

function fewCornersReason(board: CharucoSpec, corners: number, markers: number[]): string {
  const count = charucoMarkerCount(board);
  const own = markers.filter((id) => id >= 0 && id < count).length;
  const size = `${board.squaresX}×${board.squaresY}`;
  if (markers.length === 0) {
    return (
      `No ${board.dictionary} markers found: check that the dictionary is the printed board's, ` +
      'and that the board is in view, in focus and evenly lit.'
    );
  }
  if (own === 0) {
    return (
      `Found ${markers.length} ${board.dictionary} markers, but none of a ${size}-square board's ` +
      `(ids 0–${count - 1}): check the squares across and down, and the dictionary.`
    );
  }
  if (corners >= MIN_VIEW_CORNERS) {
    return (
      `The ${corners} ChArUco corners found lie on one line: bring more rows and columns of ` +
      'the board into view.'
    );
  }
  return (
    `Only ${corners} ChArUco corners found from ${own} markers (${MIN_VIEW_CORNERS} needed): ` +
    'bring more of the board into view, in focus, and check the squares across and down and ' +
    'the marker size.'
  );
}
