import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import { type BoardTarget, boardOuterSize } from '../board-in-cloud';
import { linkChildToOptical } from '../extrinsic';
import { type Mat3, apply3, fromRpy, invertTransform, matMul3, rodriguesVector } from '../rotation';
import type { CameraIntrinsics, Vec3 } from '../types';
import { SAMPLE_CAMERA } from './sample-camera';

/**
 * A lidar and a camera looking at a chessboard in a room, for the lidar–camera sample and the
 * calibration's tests: where the board is (lidar frame: x forward, y left, z up), the cloud a lidar would
 * return of it, and the board's pose in the camera for renderBoard, through a known lidar →
 * camera transform (camera in OpenCV's optical frame: x right, y down, z forward).
 *
 * The room is laid out around the board: the floor, a back wall twice as far as the board and
 * side walls as far to either side of it, so the cloud's ground footprint (with the lidar at
 * the origin) is centred on the board. A 3D view that frames a cloud on its footprint's middle
 * (lib/three's first view) then shows the board in its middle.
 */

const DEG = Math.PI / 180;

/**
 * The e2e case's scene, kept here so that its unit test checks the very numbers the browser
 * case uses: a 7 × 5 board of 12 cm squares with half a square of white border (1.08 × 0.84 m),
 * the 1280×720 sample camera (sample-camera.ts), its camera_link 15 cm ahead of the lidar, 10 cm to
 * the right and 22 cm below it, turned by roll 1.5°, pitch 4°, yaw −3°; three captures of the
 * board at 2.5, 4 and 5.5 m, each turned differently (so that together they settle which way
 * round the board is), at the lidar's height, in a room 3 m to either side of it.
 */
export const LIDAR_CAMERA_SCENE = {
  target: {
    board: { kind: 'chessboard', cols: 7, rows: 5, square: 0.12 },
    border: 0.5,
  } satisfies BoardTarget,
  camera: SAMPLE_CAMERA as CameraIntrinsics,
  /** camera_link in the lidar frame: roll, pitch, yaw (degrees) and x, y, z (metres). */
  link: { rpyDeg: [1.5, 4, -3] as Vec3, t: [0.15, -0.1, -0.22] as Vec3 },
  /** Each capture: the board's centre (lidar frame) and yaw, pitch, spin (degrees). */
  captures: [
    { centre: [2.5, 0.3, 0] as Vec3, turn: [20, 10, 25] as Vec3, seed: 101 },
    { centre: [4.0, -0.6, 0] as Vec3, turn: [-25, -8, -30] as Vec3, seed: 102 },
    { centre: [5.5, 0.4, 0] as Vec3, turn: [5, 18, 50] as Vec3, seed: 103 },
  ],
  /** Lidar range noise, σ in metres. */
  rangeNoise: 0.01,
};

/** A board placed in the lidar frame: its centre, and R whose columns are its x, y, z axes. */
export interface PlacedBoard {
  centre: Vec3;
  /** Columns: the board's x (along its rows), y (down its columns), z (into it, away from the lidar). */
  R: Mat3;
}

/**
 * A board facing the lidar upright (its x along −y, y along −z, z along +x of the lidar),
 * turned by `yaw` and `pitch` (degrees) in the lidar frame and by `spin` about its own normal.
 */
export function placeBoard(centre: Vec3, yaw: number, pitch: number, spin: number): PlacedBoard {
  const facing: Mat3 = [0, 0, 1, -1, 0, 0, 0, -1, 0];
  return {
    centre,
    R: matMul3(matMul3(fromRpy(0, pitch * DEG, yaw * DEG), facing), fromRpy(0, 0, spin * DEG)),
  };
}

/** The board's inner corners in the lidar frame, in the board's own order (r · cols + c). */
export function boardCornersInLidar(target: BoardTarget, board: PlacedBoard): Vec3[] {
  const { cols, rows, square } = target.board;
  const corners: Vec3[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const local: Vec3 = [(c - (cols - 1) / 2) * square, (r - (rows - 1) / 2) * square, 0];
      corners.push(add(board.centre, apply3(board.R, local)));
    }
  return corners;
}

/** A rigid transform p_to = R · p_from + t. */
export interface Transform {
  R: Mat3;
  t: Vec3;
}

/**
 * The lidar → camera (optical) transform of a camera whose body frame (camera_link: x forward,
 * y left, z up) sits in the lidar frame at `t` (metres), turned by roll, pitch, yaw (degrees).
 */
export function lidarToCamera(rpyDeg: Vec3, t: Vec3): Transform {
  const link = { R: fromRpy(rpyDeg[0] * DEG, rpyDeg[1] * DEG, rpyDeg[2] * DEG), t };
  const optical = linkChildToOptical(link.R, link.t);
  return invertTransform(optical.R, optical.t);
}

/**
 * The board's pose in the camera as renderBoard takes it (p_camera = R · p_board + t, the board
 * frame's origin at corner 0, x along a row, y down the columns, z into the board).
 */
export function boardPoseInCamera(
  target: BoardTarget,
  board: PlacedBoard,
  toCamera: Transform,
): { rvec: Vec3; tvec: Vec3 } {
  const { cols, rows, square } = target.board;
  const R = matMul3(toCamera.R, board.R);
  const corner0 = apply3(board.R, [(-(cols - 1) / 2) * square, (-(rows - 1) / 2) * square, 0]);
  const origin = apply3(toCamera.R, add(board.centre, corner0));
  return { rvec: rodriguesVector(R), tvec: add(origin, toCamera.t) };
}

export interface SweepOptions {
  /** The random sequence's seed (noise). */
  seed: number;
  /** Range noise, σ in metres (default 0.01). */
  rangeNoise?: number;
  /** The lidar's height above the floor, metres (default 1.5). */
  height?: number;
  /** From the board's centre to each side wall, metres (default 3). */
  halfWidth?: number;
}

export interface Sweep {
  /** x, y, z per point, lidar frame. */
  xyz: Float32Array;
  /** 0..1 per point: the board bright, the walls grey, the floor dark. */
  intensity: Float32Array;
  count: number;
  /** How many of the points are on the board. */
  boardPoints: number;
}

/**
 * One sweep of a forward-looking lidar (120° × 40°: 64 lines from −25° to +15° elevation, 0.2°
 * azimuth steps over ±60°) at the origin, each return at the nearest of the board, the floor,
 * the back wall and the side walls, its range blurred by Gaussian noise. The back wall stands
 * at twice the board's x and the side walls at its y ± `halfWidth`, both up to 2.5 m above the
 * lidar: the returns' footprint is centred on the board.
 */
export function lidarSweep(target: BoardTarget, board: PlacedBoard, options: SweepOptions): Sweep {
  const noise = gaussianRandom(seededRandom(options.seed));
  const sigma = options.rangeNoise ?? 0.01;
  const floor = -(options.height ?? 1.5);
  const halfWidth = options.halfWidth ?? 3;
  const top = 2.5;
  const { width, height } = boardOuterSize(target);
  const [cx, cy] = board.centre;
  const back = 2 * cx;
  const [left, right] = [cy + halfWidth, cy - halfWidth];
  if (!(cx > 0 && left > 0 && right < 0)) {
    throw new Error('lidarSweep: the room must hold the lidar (board ahead, walls either side).');
  }
  const X = column(board.R, 0);
  const Y = column(board.R, 1);
  const Z = column(board.R, 2);
  const xyz: number[] = [];
  const intensity: number[] = [];
  let boardPoints = 0;
  const inRoom = (p: Vec3) =>
    p[0] >= 0 && p[0] <= back + 1e-9 && p[1] <= left + 1e-9 && p[1] >= right - 1e-9;
  for (let line = 0; line < 64; line += 1) {
    const elevation = (-25 + (40 * line) / 63) * DEG;
    for (let step = -300; step <= 300; step += 1) {
      const azimuth = step * 0.2 * DEG;
      const d: Vec3 = [
        Math.cos(elevation) * Math.cos(azimuth),
        Math.cos(elevation) * Math.sin(azimuth),
        Math.sin(elevation),
      ];
      let range = Infinity;
      let shade = 0;
      let onBoard = false;
      const consider = (t: number, value: number, check: (p: Vec3) => boolean) => {
        if (!(t > 0 && t < range)) return false;
        if (!check(scale(d, t))) return false;
        range = t;
        shade = value;
        return true;
      };
      // The board.
      const along = dot(d, Z);
      if (Math.abs(along) > 1e-9) {
        const hit = consider(dot(board.centre, Z) / along, 0.9, (p) => {
          const q = sub(p, board.centre);
          return Math.abs(dot(q, X)) <= width / 2 && Math.abs(dot(q, Y)) <= height / 2;
        });
        onBoard = hit;
      }
      const inHeight = (p: Vec3) => p[2] >= floor && p[2] <= top;
      if (d[2] < 0 && consider(floor / d[2], 0.15, inRoom)) onBoard = false;
      if (d[0] > 0 && consider(back / d[0], 0.4, (p) => inRoom(p) && inHeight(p))) onBoard = false;
      if (d[1] > 0 && consider(left / d[1], 0.35, (p) => inRoom(p) && inHeight(p))) onBoard = false;
      if (d[1] < 0 && consider(right / d[1], 0.35, (p) => inRoom(p) && inHeight(p))) {
        onBoard = false;
      }
      if (range === Infinity) continue;
      xyz.push(...scale(d, range + sigma * noise()));
      intensity.push(shade);
      if (onBoard) boardPoints += 1;
    }
  }
  return {
    xyz: new Float32Array(xyz),
    intensity: new Float32Array(intensity),
    count: intensity.length,
    boardPoints,
  };
}

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const column = (m: Mat3, k: number): Vec3 => [m[k]!, m[3 + k]!, m[6 + k]!];
