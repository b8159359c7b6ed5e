import { beforeAll, describe, expect, it } from 'vitest';
import { gaussianRandom, seededRandom } from '@ads/seeded-random';
import { loadOpenCv } from '../../../test-support/opencv';
import type { BoardTarget, TargetView } from './board-in-cloud';
import { boardOuterSize, findBoardInCloud, solveTargetExtrinsic } from './board-in-cloud';
import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import { linkChildToOptical } from './extrinsic';
import type { Mat3 } from './rotation';
import { apply3, fromRpy, invertTransform, matMul3, rodriguesVector, transpose3 } from './rotation';
import type { CameraIntrinsics, Vec2, Vec3 } from './types';

/** Seeded uniform and normal numbers, so every run checks the same answers. */
function random(seed: number): { uniform: () => number; gaussian: () => number } {
  const uniform = seededRandom(seed);
  return { uniform, gaussian: gaussianRandom(uniform) };
}

const deg = Math.PI / 180;
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const column = (m: Mat3, k: number): Vec3 => [m[k]!, m[3 + k]!, m[6 + k]!];

/** 7 × 5 inner corners of 10 cm, half a square of white border: a 0.9 × 0.7 m board. */
const target: BoardTarget = {
  board: { kind: 'chessboard', cols: 7, rows: 5, square: 0.1 },
  border: 0.5,
};

interface BoardPose {
  centre: Vec3;
  /** Columns: the board's x (along rows), y (along columns), z (into the board). */
  R: Mat3;
}

/**
 * A board facing the lidar (x along −y_lidar, y along −z_lidar, z along +x_lidar), turned by
 * yaw and pitch in the lidar frame and by `spin` about its own normal.
 */
function boardPose(centre: Vec3, yaw: number, pitch: number, spin: number): BoardPose {
  const facing: Mat3 = [0, 0, 1, -1, 0, 0, 0, -1, 0];
  return { centre, R: matMul3(matMul3(fromRpy(0, pitch, yaw), facing), fromRpy(0, 0, spin)) };
}

/** The true inner corners in the binding order. */
function trueCorners(pose: BoardPose): Vec3[] {
  const { cols, rows, square } = target.board;
  const corners: Vec3[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const local: Vec3 = [(c - (cols - 1) / 2) * square, (r - (rows - 1) / 2) * square, 0];
      corners.push(add(pose.centre, apply3(pose.R, local)));
    }
  return corners;
}

/**
 * A 64-line lidar at the origin (elevation −16°…16°, 0.2° azimuth steps over ±25° around the
 * board), range noise σ = 1 cm. Besides the board it sees a wall 0.6 m behind it (2.4 m wide),
 * the floor 1.6 m down, a 5 cm pole holding the board and 200 clutter points within 1 m.
 */
function sweep(pose: BoardPose, seed: number, flushWall = false): Float32Array {
  const rng = random(seed);
  const { width, height } = boardOuterSize(target);
  const [X, Y, Z] = [column(pose.R, 0), column(pose.R, 1), column(pose.R, 2)];
  const wallCentre = add(pose.centre, scale(Z, flushWall ? 0 : 0.6));
  const out: number[] = [];
  const heading = Math.atan2(pose.centre[1], pose.centre[0]);
  for (let line = 0; line < 64; line += 1) {
    const elevation = (-16 + (32 * line) / 63) * deg;
    for (let az = -25; az <= 25; az += 0.2) {
      const azimuth = heading + az * deg;
      const d: Vec3 = [
        Math.cos(elevation) * Math.cos(azimuth),
        Math.cos(elevation) * Math.sin(azimuth),
        Math.sin(elevation),
      ];
      const hits: number[] = [];
      const onBoard = dot(pose.centre, Z) / dot(d, Z);
      if (onBoard > 0) {
        const p = add(scale(d, onBoard), scale(pose.centre, -1));
        if (Math.abs(dot(p, X)) <= width / 2 && Math.abs(dot(p, Y)) <= height / 2) {
          hits.push(onBoard);
        }
      }
      const onWall = dot(wallCentre, Z) / dot(d, Z);
      if (onWall > 0) {
        const p = add(scale(d, onWall), scale(wallCentre, -1));
        if (Math.abs(dot(p, X)) <= 1.2 && Math.abs(dot(p, Y)) <= 1.2) hits.push(onWall);
      }
      if (d[2] < 0) hits.push(-1.6 / d[2]);
      if (hits.length === 0) continue;
      const range = Math.min(...hits) + 0.01 * rng.gaussian();
      out.push(...scale(d, range));
    }
  }
  // The pole: from the board's lower edge to the floor, 10 cm behind the board.
  const foot = add(add(pose.centre, scale(Z, 0.1)), [0, 0, -0.3]);
  for (let z = foot[2]; z > -1.6; z -= 0.02) {
    for (let k = 0; k < 3; k += 1) {
      out.push(foot[0] + 0.025 * rng.gaussian(), foot[1] + 0.025 * rng.gaussian(), z);
    }
  }
  for (let k = 0; k < 200; k += 1) {
    // Clutter at least 15 cm off the board's plane (a hand, a cable, dust).
    const side = rng.uniform() < 0.5 ? -1 : 1;
    const p = add(
      pose.centre,
      add(
        add(scale(X, (rng.uniform() * 2 - 1) * 0.7), scale(Y, (rng.uniform() * 2 - 1) * 0.7)),
        scale(Z, side * (0.15 + rng.uniform() * 0.5)),
      ),
    );
    out.push(...p);
  }
  return new Float32Array(out);
}

const camera: CameraIntrinsics = {
  model: 'plumb_bob',
  width: 1920,
  height: 1080,
  K: [1000, 0, 955.3, 0, 1002, 541.7, 0, 0, 1],
  D: [-0.12, 0.05, 0.0007, -0.0004, -0.01],
};
const linkInLidar = { R: fromRpy(2 * deg, -3 * deg, 5 * deg), t: [0.42, 0.17, -0.23] as Vec3 };
const opticalInLidar = linkChildToOptical(linkInLidar.R, linkInLidar.t);
const truth = invertTransform(opticalInLidar.R, opticalInLidar.t);

function imageOf(points: readonly Vec3[], seed: number): Vec2[] {
  const rng = random(seed);
  return points.map((p) => {
    const q = add(apply3(truth.R, p), truth.t);
    const [u, v] = projectPoint(camera, ...q);
    return [u + 0.2 * rng.gaussian(), v + 0.2 * rng.gaussian()];
  });
}

/** The same corners listed with each row reversed (a detector of the other handedness). */
function mirrored<T>(list: readonly T[]): T[] {
  const { cols, rows } = target.board;
  const out: T[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) out.push(list[r * cols + (cols - 1 - c)]!);
  return out;
}

const poses = [
  boardPose([4.0, 0.6, 0.1], 25 * deg, 15 * deg, 35 * deg),
  boardPose([3.2, -0.8, -0.2], -20 * deg, 10 * deg, -30 * deg),
  boardPose([5.5, 0.2, 0.5], 5 * deg, -20 * deg, 50 * deg),
];

let cv: Cv;
beforeAll(async () => {
  cv = await loadOpenCv();
});

describe('findBoardInCloud', () => {
  it('finds a tilted board among background points, its corners within 2 cm', () => {
    poses.forEach((pose, v) => {
      const X = column(pose.R, 0);
      const Y = column(pose.R, 1);
      const seed = add(pose.centre, add(scale(X, 0.1), scale(Y, -0.05)));
      const found = findBoardInCloud(sweep(pose, 10 + v), seed, target);
      expect(Math.abs(dot(found.normal, column(pose.R, 2)))).toBeGreaterThan(Math.cos(0.5 * deg));
      expect(dot(found.normal, found.centre)).toBeGreaterThan(0); // away from the lidar
      expect(found.planeRms).toBeLessThan(0.012);
      expect(found.candidates).toHaveLength(2);
      const truthCorners = trueCorners(pose);
      const errors = found.candidates.map((candidate) =>
        Math.max(...candidate.map((p, i) => distance(p, truthCorners[i]!))),
      );
      // Exactly one candidate is the board as listed; the other is it turned by 180°.
      expect(Math.min(...errors)).toBeLessThan(0.02);
      expect(Math.max(...errors)).toBeGreaterThan(0.2);
    });
  });

  it('gives 4 orientations for a square board, each a rigid turn about the normal', () => {
    const square: BoardTarget = {
      board: { kind: 'chessboard', cols: 6, rows: 6, square: 0.1 },
      border: 0.5,
    };
    const pose = boardPose([3.5, 0.2, 0], 10 * deg, 5 * deg, 20 * deg);
    const rng = random(3);
    const points: number[] = [];
    const { width } = boardOuterSize(square);
    for (let k = 0; k < 4000; k += 1) {
      const local: Vec3 = [
        (rng.uniform() - 0.5) * width,
        (rng.uniform() - 0.5) * width,
        0.005 * rng.gaussian(),
      ];
      points.push(...add(pose.centre, apply3(pose.R, local)));
    }
    const found = findBoardInCloud(new Float32Array(points), pose.centre, square);
    expect(found.candidates).toHaveLength(4);
    for (const candidate of found.candidates) {
      const x = add(candidate[1]!, scale(candidate[0]!, -1));
      const y = add(candidate[6]!, scale(candidate[0]!, -1));
      const z: Vec3 = [
        x[1] * y[2] - x[2] * y[1],
        x[2] * y[0] - x[0] * y[2],
        x[0] * y[1] - x[1] * y[0],
      ];
      expect(dot(z, found.normal)).toBeGreaterThan(0);
    }
  });

  it('says why when the click finds no board', () => {
    const cloud = sweep(poses[0]!, 20);
    expect(() => findBoardInCloud(cloud, [0, 30, 0], target)).toThrow(/Only 0 points/);
    // A board flat against a wall: the plane is far larger than the board.
    const flush = sweep(poses[0]!, 21, true);
    expect(() => findBoardInCloud(flush, poses[0]!.centre, target)).toThrow(
      /runs into something else/,
    );
  });
});

describe('solveTargetExtrinsic', () => {
  const views: TargetView[] = [];
  const rightOrdering: number[] = [];
  beforeAll(() => {
    poses.forEach((pose, v) => {
      const found = findBoardInCloud(sweep(pose, 10 + v), pose.centre, target);
      // View 1 (the second) is listed by a detector of the other handedness.
      const listed = v === 1 ? mirrored(trueCorners(pose)) : trueCorners(pose);
      views.push({ imageCorners: imageOf(listed, 30 + v), cloudCandidates: found.candidates });
      const matching = (v === 1 ? found.candidates.map(mirrored) : found.candidates).map(
        (candidate) => Math.max(...candidate.map((p, i) => distance(p, listed[i]!))) < 0.02,
      );
      rightOrdering.push(matching.indexOf(true));
    });
  });

  it('chooses each view’s ordering jointly and recovers the lidar → camera transform', () => {
    expect(rightOrdering.every((k) => k >= 0)).toBe(true);
    const result = solveTargetExtrinsic(cv, camera, views);
    expect(result.orderings).toEqual(rightOrdering);
    expect(result.mirrored).toEqual([false, true, false]);
    expect(result.ambiguous).toBe(false);
    expect(result.runnerUpRms).toBeGreaterThan(10 * result.reprojection_rms);
    const angle = Math.hypot(...rodriguesVector(matMul3(result.R, transpose3(truth.R))));
    expect(angle / deg).toBeLessThan(0.3);
    expect(distance(result.t, truth.t)).toBeLessThan(0.03);
    // Corner errors of ~1 cm at 3–5 m are ~2–3 px; far from the wrong orderings' tens of px.
    expect(result.reprojection_rms).toBeLessThan(5);
  });

  it('calls a single view ambiguous: a turned board and a turned camera look the same', () => {
    const result = solveTargetExtrinsic(cv, camera, [views[0]!]);
    expect(result.ambiguous).toBe(true);
    expect(result.runnerUpRms).not.toBeNull();
  });
});
