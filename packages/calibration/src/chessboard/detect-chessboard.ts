import type { BoardDetection, ChessboardSpec, GrayImage, Vec2 } from '../types';
import { bindingOrder } from './board-order';
import { cornerShape } from './corner-ring';
import { refineCorner, subpixWorkspace } from './corner-subpix';
import type { SubpixWorkspace } from './corner-subpix';
import { binomialSmooth } from './binomial-smooth';
import { growBestGrid } from './grid-growth';
import type { FoundGrid, GridCandidate } from './grid-growth';
import { saddleCandidates } from './saddle-candidates';

/**
 * Finds a chessboard's inner corners (pure TypeScript: our OpenCV.js build has neither
 * findChessboardCorners nor cornerSubPix). Steps: smooth lightly; saddle response and its local
 * maxima (saddle-candidates.ts); keep those a ring around which looks like a corner
 * (corner-ring.ts); grow a grid from a seed along the corners' edge lines, checking the squares'
 * colours alternate (grid-growth.ts); accept only the whole cols×rows grid; refine each corner by
 * gradient orthogonality (corner-subpix.ts); order as the contract binds (board-order.ts).
 */
export function detectChessboard(image: GrayImage, spec: ChessboardSpec): BoardDetection {
  const { cols, rows } = spec;
  if (!(Number.isInteger(cols) && Number.isInteger(rows) && cols >= 2 && rows >= 2)) {
    return notFound(
      `The board is set as ${cols}×${rows} inner corners: it needs at least 2×2 (whole numbers).`,
    );
  }
  const { width, height } = image;
  if (width < 16 || height < 16 || image.data.length < width * height) {
    return notFound(`The picture (${width}×${height}) is too small or incomplete to search.`);
  }
  // σ ≈ 1 tames sensor noise for the second derivatives and the refinement's gradients, yet
  // keeps small squares' corners apart.
  const smooth = binomialSmooth(image.data, width, height);
  const candidates: GridCandidate[] = [];
  for (const candidate of saddleCandidates(smooth, width, height)) {
    const shape = cornerShape(smooth, width, height, candidate.x, candidate.y);
    if (shape) candidates.push({ x: candidate.x, y: candidate.y, ...shape });
  }
  const grid =
    candidates.length >= 4
      ? growBestGrid({ image: smooth, width, height, candidates }, [
          [rows, cols],
          [cols, rows],
        ])
      : undefined;
  if (!grid) {
    return notFound(
      'No chessboard found: hold the whole board in view, in focus and evenly lit, ' +
        'with its white margin showing around the squares.',
    );
  }
  const fitsAsIs = grid.rows === rows && grid.cols === cols;
  const fitsTurned = grid.rows === cols && grid.cols === rows;
  if (!fitsAsIs && !fitsTurned) return notFound(sizeReason(grid, spec));

  const corners = refineAll(smooth, width, height, grid);
  // The grid in the board's terms: rows × cols, corner (r, c) at r * cols + c.
  const points: Vec2[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      points.push(fitsAsIs ? corners[r * grid.cols + c]! : corners[c * grid.cols + r]!);
    }
  }
  const order = bindingOrder(points, cols, rows);
  return {
    found: true,
    corners: order.map((index) => points[index]!),
    ids: order.map((_, i) => i),
  };
}

function notFound(reason: string): BoardDetection {
  return { found: false, corners: [], ids: [], reason };
}

/** Why a grid of the wrong size is all there is, told in the board's own orientation. */
function sizeReason(grid: FoundGrid, spec: ChessboardSpec): string {
  const { cols, rows } = spec;
  const turned = Math.abs(grid.rows - cols) + Math.abs(grid.cols - rows);
  const asIs = Math.abs(grid.cols - cols) + Math.abs(grid.rows - rows);
  const [a, b] = turned < asIs ? [grid.rows, grid.cols] : [grid.cols, grid.rows];
  const board = `${cols}×${rows}`;
  if (a <= cols && b <= rows && grid.reachesBorder) {
    return `Found ${a}×${b} corners of a ${board} board: the whole board must be in view.`;
  }
  if (a <= cols && b <= rows) {
    return (
      `Found ${a}×${b} inner corners with the board in view, but the board is set as ${board}: ` +
      'check the board size (inner corners, not squares), and that the board is in focus and evenly lit.'
    );
  }
  return (
    `Found ${a}×${b} inner corners, but the board is set as ${board}: ` +
    'check the board size (count inner corners, not squares).'
  );
}

/**
 * Each corner by gradient orthogonality, in a window as large as its neighbours allow: more
 * pixels average out noise, but the window must stay clear of the adjacent squares' far edges.
 * Their distance is the least height of the (perspective-skewed) squares meeting at the corner.
 */
function refineAll(image: Float32Array, width: number, height: number, grid: FoundGrid): Vec2[] {
  const { rows, cols, points } = grid;
  const workspaces = new Map<number, SubpixWorkspace>();
  const refined = new Float64Array(2);
  const corners: Vec2[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const i = r * cols + c;
      const x = points[i * 2]!;
      const y = points[i * 2 + 1]!;
      let clearance = Infinity;
      for (const [dr, dc] of QUADRANTS) {
        if (r + dr < 0 || r + dr >= rows || c + dc < 0 || c + dc >= cols) continue;
        const a = i + dc;
        const b = i + dr * cols;
        const ax = points[a * 2]! - x;
        const ay = points[a * 2 + 1]! - y;
        const bx = points[b * 2]! - x;
        const by = points[b * 2 + 1]! - y;
        const area = Math.abs(ax * by - ay * bx);
        clearance = Math.min(clearance, area / Math.hypot(ax, ay), area / Math.hypot(bx, by));
      }
      const half = Math.max(2, Math.min(MAX_HALF_WINDOW, Math.round(WINDOW_SHARE * clearance)));
      let workspace = workspaces.get(half);
      if (!workspace) workspaces.set(half, (workspace = subpixWorkspace(half)));
      const ok = refineCorner(image, width, height, x, y, workspace, refined);
      corners.push(ok ? [refined[0]!, refined[1]!] : [x, y]);
    }
  }
  return corners;
}

const QUADRANTS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
/** The window's half side as a share of the clearance (larger windows bend on fisheye lines). */
const WINDOW_SHARE = 0.45;
/** OpenCV's usual cornerSubPix window, 11 (a 23×23 window): more buys nothing measurable. */
const MAX_HALF_WINDOW = 11;
