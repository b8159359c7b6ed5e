import { bilinear } from './bilinear';
import { cornerShape, lineAngleBetween } from './corner-ring';
import type { CornerShape } from './corner-ring';
import { refineCorner, subpixWorkspace } from './corner-subpix';

/**
 * From scattered corner candidates to one chessboard grid. A seed candidate and its four nearest
 * neighbours along its own two edge lines, plus the four diagonals, make a 3×3 grid; the grid
 * then grows a whole row or column at a time on each side, each new corner predicted from the
 * two or three before it on its line (keeping the spacing's ratio and the line's turn, which
 * follows perspective and lens distortion). A corner joins only if the squares on both sides of
 * each new grid edge alternate dark/light as a chessboard's must.
 */
export interface GridCandidate extends CornerShape {
  x: number;
  y: number;
}

export interface Scene {
  /** The smoothed picture. */
  image: Float32Array;
  width: number;
  height: number;
  /** Candidates that passed the ring test, strongest first. */
  candidates: GridCandidate[];
}

export interface FoundGrid {
  rows: number;
  cols: number;
  /** x, y of each corner, row by row (grid order, not yet the binding order). */
  points: Float64Array;
  /** A next row or column on some side would fall (partly) outside the picture. */
  reachesBorder: boolean;
}

interface Node {
  x: number;
  y: number;
  /** Index into scene.candidates, or −1 for a corner found by refining a prediction. */
  candidate: number;
}

const DEG = Math.PI / 180;
/** A seed's neighbour must lie within this angle of the seed's edge line… */
const SEED_CONE = 12 * DEG;
/** …and have an edge line this close to the line joining them. */
const LINE_TOLERANCE = 20 * DEG;
/** A predicted corner is looked for within this share of the last step. */
const SEARCH_RADIUS = 0.35;
/** An edge's dark/light difference must reach this share of the seed's typical one. */
const MIN_EDGE_SHARE = 0.3;
/** Grids bigger than this are not chessboards anyone prints. */
const MAX_SIDE = 64;
/** Corners closer than this to the picture's edge cannot pass the ring test. */
const BORDER_MARGIN = 7;

type EdgeKind = 'row' | 'column';

class Grid {
  private readonly nodes = new Map<number, Node>();
  readonly used = new Set<number>();
  minR = 0;
  maxR = 0;
  minC = 0;
  maxC = 0;
  /** Expected sign of a row edge (r, c)→(r, c+1) and a column edge (r, c)→(r+1, c) at even r+c. */
  rowSign = 0;
  columnSign = 0;
  minEdge = 0;

  get(r: number, c: number): Node | undefined {
    return this.nodes.get((r + 2048) * 4096 + c + 2048);
  }

  set(r: number, c: number, node: Node) {
    this.nodes.set((r + 2048) * 4096 + c + 2048, node);
    if (node.candidate >= 0) this.used.add(node.candidate);
    this.minR = Math.min(this.minR, r);
    this.maxR = Math.max(this.maxR, r);
    this.minC = Math.min(this.minC, c);
    this.maxC = Math.max(this.maxC, c);
  }
}

/** The largest grid any seed grows to; stops early at one of `wanted` sizes (rows×cols). */
export function growBestGrid(
  scene: Scene,
  wanted: Array<[number, number]>,
  maxSeeds = 40,
): FoundGrid | undefined {
  const tried = new Set<number>();
  let best: FoundGrid | undefined;
  let seeds = 0;
  for (let s = 0; s < scene.candidates.length && seeds < maxSeeds; s += 1) {
    if (tried.has(s)) continue;
    seeds += 1;
    const grid = seedGrid(scene, s);
    if (!grid) continue;
    grow(scene, grid);
    for (const index of grid.used) tried.add(index);
    const found = toFoundGrid(scene, grid);
    if (!best || found.rows * found.cols > best.rows * best.cols) best = found;
    if (wanted.some(([rows, cols]) => found.rows === rows && found.cols === cols)) return found;
  }
  return best;
}

function seedGrid(scene: Scene, seedIndex: number): Grid | undefined {
  const seed = scene.candidates[seedIndex]!;
  const grid = new Grid();
  grid.set(0, 0, { x: seed.x, y: seed.y, candidate: seedIndex });
  const steps: Array<[number, number, number, number]> = [
    [0, 1, seed.angle1, seed.angle2],
    [0, -1, seed.angle1 + Math.PI, seed.angle2],
    [1, 0, seed.angle2, seed.angle1],
    [-1, 0, seed.angle2 + Math.PI, seed.angle1],
  ];
  for (const [dr, dc, angle, other] of steps) {
    const index = neighbourAlong(scene, seed, angle, other);
    if (index < 0 || grid.used.has(index)) return undefined;
    const n = scene.candidates[index]!;
    grid.set(dr, dc, { x: n.x, y: n.y, candidate: index });
  }
  const length = (r: number, c: number) =>
    Math.hypot(grid.get(r, c)!.x - seed.x, grid.get(r, c)!.y - seed.y);
  const ratioC = length(0, 1) / length(0, -1);
  const ratioR = length(1, 0) / length(-1, 0);
  if (ratioC < 0.5 || ratioC > 2 || ratioR < 0.5 || ratioR > 2) return undefined;
  for (const [dr, dc] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const a = grid.get(dr, 0)!;
    const b = grid.get(0, dc)!;
    const px = a.x + b.x - seed.x;
    const py = a.y + b.y - seed.y;
    const radius = SEARCH_RADIUS * Math.min(length(dr, 0), length(0, dc));
    const index = nearestCandidate(scene, grid, px, py, radius);
    if (index < 0) return undefined;
    const n = scene.candidates[index]!;
    grid.set(dr, dc, { x: n.x, y: n.y, candidate: index });
  }
  // The seed's 12 edges fix the colours' phase and the contrast a true edge shows.
  const rowEdges: number[] = [];
  const columnEdges: number[] = [];
  for (let r = -1; r <= 1; r += 1) {
    for (let c = -1; c <= 1; c += 1) {
      const parity = (r + c) % 2 === 0 ? 1 : -1;
      if (c < 1) rowEdges.push(parity * edgeContrast(scene, grid.get(r, c)!, grid.get(r, c + 1)!));
      if (r < 1)
        columnEdges.push(parity * edgeContrast(scene, grid.get(r, c)!, grid.get(r + 1, c)!));
    }
  }
  grid.rowSign = Math.sign(rowEdges[0]!);
  grid.columnSign = Math.sign(columnEdges[0]!);
  const magnitudes = [...rowEdges, ...columnEdges].map(Math.abs).sort((a, b) => a - b);
  grid.minEdge = MIN_EDGE_SHARE * magnitudes[Math.floor(magnitudes.length / 2)]!;
  const consistent =
    rowEdges.every((e) => e * grid.rowSign >= grid.minEdge) &&
    columnEdges.every((e) => e * grid.columnSign >= grid.minEdge);
  return consistent && grid.minEdge > 0 ? grid : undefined;
}

/** The nearest candidate along `angle` from `from` that shares that edge line. */
function neighbourAlong(scene: Scene, from: GridCandidate, angle: number, other: number): number {
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const minCos = Math.cos(SEED_CONE);
  let best = -1;
  let bestDistance = Infinity;
  scene.candidates.forEach((candidate, index) => {
    const dx = candidate.x - from.x;
    const dy = candidate.y - from.y;
    const distance = Math.hypot(dx, dy);
    if (distance < 4 || distance >= bestDistance) return;
    if ((dx * ux + dy * uy) / distance < minCos) return;
    const line = Math.atan2(dy, dx);
    const d1 = lineAngleBetween(candidate.angle1, line);
    const d2 = lineAngleBetween(candidate.angle2, line);
    const shared = Math.min(d1, d2);
    const crossing = d1 < d2 ? candidate.angle2 : candidate.angle1;
    if (shared > LINE_TOLERANCE || lineAngleBetween(crossing, other) > 2 * LINE_TOLERANCE) return;
    best = index;
    bestDistance = distance;
  });
  return best;
}

function nearestCandidate(scene: Scene, grid: Grid, x: number, y: number, radius: number): number {
  let best = -1;
  let bestDistance = radius;
  scene.candidates.forEach((candidate, index) => {
    const distance = Math.hypot(candidate.x - x, candidate.y - y);
    if (distance < bestDistance && !grid.used.has(index)) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Dark/light difference across the edge a→b (left side minus right side, in grey levels). */
function edgeContrast(scene: Scene, a: Node, b: Node): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  const offset = Math.max(2, 0.22 * length);
  const nx = (-dy / length) * offset;
  const ny = (dx / length) * offset;
  let sum = 0;
  for (const t of [0.35, 0.65]) {
    const mx = a.x + dx * t;
    const my = a.y + dy * t;
    sum +=
      bilinear(scene.image, scene.width, scene.height, mx + nx, my + ny) -
      bilinear(scene.image, scene.width, scene.height, mx - nx, my - ny);
  }
  return sum / 2;
}

/** Does the edge from (r, c) (node a) to the next corner along `kind` (node b) look right? */
function edgeFits(
  scene: Scene,
  grid: Grid,
  kind: EdgeKind,
  r: number,
  c: number,
  a: Node,
  b: Node,
) {
  const parity = (r + c) % 2 === 0 ? 1 : -1;
  const sign = kind === 'row' ? grid.rowSign : grid.columnSign;
  return parity * sign * edgeContrast(scene, a, b) >= grid.minEdge;
}

function grow(scene: Scene, grid: Grid) {
  const roomFor = (dc: number) =>
    (dc !== 0 ? grid.maxC - grid.minC : grid.maxR - grid.minR) + 1 < MAX_SIDE;
  for (let changed = true; changed;) {
    changed = false;
    for (const [dr, dc] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      while (roomFor(dc) && extend(scene, grid, dr, dc)) changed = true;
    }
  }
}

/** The corner one step beyond `p1` on the line pm → p0 → p1 (pm may be missing). */
function predict(p1: Node, p0: Node, pm: Node | undefined): [number, number] {
  let sx = p1.x - p0.x;
  let sy = p1.y - p0.y;
  if (pm) {
    const qx = p0.x - pm.x;
    const qy = p0.y - pm.y;
    const ratio = Math.min(1.4, Math.max(0.7, Math.hypot(sx, sy) / Math.hypot(qx, qy)));
    let turn = Math.atan2(sy, sx) - Math.atan2(qy, qx);
    if (turn > Math.PI) turn -= 2 * Math.PI;
    if (turn < -Math.PI) turn += 2 * Math.PI;
    turn = Math.max(-0.35, Math.min(0.35, turn));
    const cos = Math.cos(turn) * ratio;
    const sin = Math.sin(turn) * ratio;
    [sx, sy] = [sx * cos - sy * sin, sx * sin + sy * cos];
  }
  return [p1.x + sx, p1.y + sy];
}

/** Adds the whole next row or column in direction (dr, dc), or nothing. */
function extend(scene: Scene, grid: Grid, dr: number, dc: number): boolean {
  const alongColumns = dc !== 0;
  const edge = alongColumns ? (dc > 0 ? grid.maxC : grid.minC) : dr > 0 ? grid.maxR : grid.minR;
  const fresh = edge + (alongColumns ? dc : dr);
  const from = alongColumns ? grid.minR : grid.minC;
  const to = alongColumns ? grid.maxR : grid.maxC;
  const step = alongColumns ? dc : dr;
  const at = (k: number, along: number) => (alongColumns ? grid.get(k, along) : grid.get(along, k));
  const added: Node[] = [];
  const claimed = new Set<number>();
  for (let k = from; k <= to; k += 1) {
    const p1 = at(k, edge)!;
    const p0 = at(k, edge - step)!;
    const pm = at(k, edge - 2 * step);
    const [px, py] = predict(p1, p0, pm);
    const reach = Math.hypot(px - p1.x, py - p1.y);
    const node = findCorner(scene, grid, claimed, px, py, reach, p1, (candidate) => {
      // The edge from the grid to the new corner, always taken in the grid's +r/+c direction.
      const [a, b] = step > 0 ? [p1, candidate] : [candidate, p1];
      const lowAlong = Math.min(edge, fresh);
      return alongColumns
        ? edgeFits(scene, grid, 'row', k, lowAlong, a, b)
        : edgeFits(scene, grid, 'column', lowAlong, k, a, b);
    });
    if (!node) return false;
    if (node.candidate >= 0) claimed.add(node.candidate);
    added.push(node);
  }
  // The new corners' own edges, between each other.
  for (let k = from; k < to; k += 1) {
    const a = added[k - from]!;
    const b = added[k - from + 1]!;
    const fits = alongColumns
      ? edgeFits(scene, grid, 'column', k, fresh, a, b)
      : edgeFits(scene, grid, 'row', fresh, k, a, b);
    if (!fits) return false;
  }
  added.forEach((node, i) => {
    if (alongColumns) grid.set(from + i, fresh, node);
    else grid.set(fresh, from + i, node);
  });
  return true;
}

/**
 * The corner near the prediction (px, py): the nearest candidate that fits, else the prediction
 * refined to a corner and checked as a candidate would be (the response's maximum can be missed
 * under heavy blur or where two corners' responses merge).
 */
function findCorner(
  scene: Scene,
  grid: Grid,
  claimed: Set<number>,
  px: number,
  py: number,
  reach: number,
  previous: Node,
  edgeOk: (candidate: Node) => boolean,
): Node | undefined {
  const radius = Math.max(2, SEARCH_RADIUS * reach);
  const fitsLine = (x: number, y: number, shape: CornerShape) => {
    const line = Math.atan2(y - previous.y, x - previous.x);
    return (
      Math.min(lineAngleBetween(shape.angle1, line), lineAngleBetween(shape.angle2, line)) <=
      LINE_TOLERANCE
    );
  };
  let best: Node | undefined;
  let bestDistance = radius;
  scene.candidates.forEach((candidate, index) => {
    const distance = Math.hypot(candidate.x - px, candidate.y - py);
    if (distance >= bestDistance || grid.used.has(index) || claimed.has(index)) return;
    const node = { x: candidate.x, y: candidate.y, candidate: index };
    if (!fitsLine(candidate.x, candidate.y, candidate) || !edgeOk(node)) return;
    best = node;
    bestDistance = distance;
  });
  if (best) return best;
  if (px < BORDER_MARGIN || py < BORDER_MARGIN) return undefined;
  if (px > scene.width - 1 - BORDER_MARGIN || py > scene.height - 1 - BORDER_MARGIN)
    return undefined;
  const half = Math.max(2, Math.min(8, Math.round(0.3 * reach)));
  const refined = new Float64Array(2);
  if (!refineCorner(scene.image, scene.width, scene.height, px, py, subpixWorkspace(half), refined))
    return undefined;
  const [x, y] = refined as unknown as [number, number];
  if (Math.hypot(x - px, y - py) > radius) return undefined;
  const shape = cornerShape(scene.image, scene.width, scene.height, x, y);
  const node = { x, y, candidate: -1 };
  return shape && fitsLine(x, y, shape) && edgeOk(node) ? node : undefined;
}

function toFoundGrid(scene: Scene, grid: Grid): FoundGrid {
  const rows = grid.maxR - grid.minR + 1;
  const cols = grid.maxC - grid.minC + 1;
  const points = new Float64Array(rows * cols * 2);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const node = grid.get(grid.minR + r, grid.minC + c)!;
      points[(r * cols + c) * 2] = node.x;
      points[(r * cols + c) * 2 + 1] = node.y;
    }
  }
  // Would the next row or column on any side leave the picture? Then the board may go on there.
  let reachesBorder = false;
  const outside = ([x, y]: [number, number]) =>
    x < BORDER_MARGIN ||
    y < BORDER_MARGIN ||
    x > scene.width - 1 - BORDER_MARGIN ||
    y > scene.height - 1 - BORDER_MARGIN;
  for (let r = grid.minR; r <= grid.maxR && !reachesBorder; r += 1) {
    reachesBorder =
      outside(
        predict(grid.get(r, grid.maxC)!, grid.get(r, grid.maxC - 1)!, grid.get(r, grid.maxC - 2)),
      ) ||
      outside(
        predict(grid.get(r, grid.minC)!, grid.get(r, grid.minC + 1)!, grid.get(r, grid.minC + 2)),
      );
  }
  for (let c = grid.minC; c <= grid.maxC && !reachesBorder; c += 1) {
    reachesBorder =
      outside(
        predict(grid.get(grid.maxR, c)!, grid.get(grid.maxR - 1, c)!, grid.get(grid.maxR - 2, c)),
      ) ||
      outside(
        predict(grid.get(grid.minR, c)!, grid.get(grid.minR + 1, c)!, grid.get(grid.minR + 2, c)),
      );
  }
  return { rows, cols, points, reachesBorder };
}
