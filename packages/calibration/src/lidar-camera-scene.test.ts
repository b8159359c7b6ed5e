import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIDAR_CAMERA_SCENE as SCENE,
  boardCornersInLidar,
  boardPoseInCamera,
  lidarSweep,
  lidarToCamera,
  placeBoard,
} from '../../../test-support/calibration/lidar-camera-scene';
import { boardInView } from '../../../test-support/calibration/render-board';
import { encodePcd } from '../../../test-support/calibration/write-pcd';
import { loadOpenCv } from '../../../test-support/opencv';
import { findBoardInCloud, solveTargetExtrinsic } from './board-in-cloud';
import { projectPoint } from './camera-model';
import type { Cv } from './cv';
import { cameraPoseInLidar } from './extrinsic';
import { readPcd } from './point-cloud-files';
import { apply3, matMul3, rodriguesVector, transpose3 } from './rotation';
import type { Vec3 } from './types';

// The browser case of the lidar–camera calibration (e2e/calibration.spec.ts) builds its image,
// cloud and truth with these helpers; here they are checked against each other and against the
// contract's own reader and solvers, so that a failure there is the page's, not the fixture's.

const deg = Math.PI / 180;
const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const truth = lidarToCamera(SCENE.link.rpyDeg, SCENE.link.t);
const boards = SCENE.captures.map(({ centre, turn }) => placeBoard(centre, ...turn));
const sweeps = SCENE.captures.map(({ seed }, v) =>
  lidarSweep(SCENE.target, boards[v]!, { seed, rangeNoise: SCENE.rangeNoise }),
);

describe('encodePcd', () => {
  const xyz = new Float32Array([1.5, -2.25, 0.125, -10.7, 3.3, 1e-4, 0.1, 0.2, 0.3]);
  const intensity = new Float32Array([0.9, 0.15, 0.4]);

  it.each(['binary', 'ascii'] as const)('reads back the same points with readPcd (%s)', (data) => {
    const read = readPcd(encodePcd(xyz, intensity, data));
    expect(read.count).toBe(3);
    expect(Array.from(read.xyz)).toEqual(Array.from(xyz));
    expect(Array.from(read.intensity!)).toEqual(Array.from(intensity));
  });

  it('writes x, y, z alone without intensities, and refuses a mismatch', () => {
    const read = readPcd(encodePcd(xyz));
    expect(Array.from(read.xyz)).toEqual(Array.from(xyz));
    expect(read.intensity).toBeNull();
    expect(() => encodePcd(xyz, new Float32Array(2))).toThrow(/2 intensities for 3 points/);
  });
});

describe('the lidar–camera scene', () => {
  it('gives a camera_link pose that reads back as the one it was made from', () => {
    const link = cameraPoseInLidar(truth, 'lidar', 'camera0', 'camera_link');
    expect([link.x, link.y, link.z]).toEqual(SCENE.link.t.map((v) => expect.closeTo(v, 12)));
    expect([link.roll, link.pitch, link.yaw]).toEqual(
      SCENE.link.rpyDeg.map((v) => expect.closeTo(v * deg, 12)),
    );
  });

  it('centres each cloud’s ground footprint (with the lidar at the origin) on its board', () => {
    sweeps.forEach((sweep, v) => {
      let [minX, maxX, minY, maxY] = [0, 0, 0, 0];
      for (let i = 0; i < sweep.count; i += 1) {
        const [x, y] = [sweep.xyz[i * 3]!, sweep.xyz[i * 3 + 1]!];
        [minX, maxX, minY, maxY] = [
          Math.min(minX, x),
          Math.max(maxX, x),
          Math.min(minY, y),
          Math.max(maxY, y),
        ];
      }
      const [cx, cy] = boards[v]!.centre;
      expect(Math.abs((minX + maxX) / 2 - cx)).toBeLessThan(0.03);
      expect(Math.abs((minY + maxY) / 2 - cy)).toBeLessThan(0.03);
      // The board is well hit: hundreds of returns even at 5.5 m.
      expect(sweep.boardPoints).toBeGreaterThan(500);
    });
  });

  it('puts the rendered board’s corners where the lidar → camera transform projects them', () => {
    boards.forEach((board) => {
      const view = boardInView(
        SCENE.camera,
        SCENE.target.board,
        boardPoseInCamera(SCENE.target, board, truth),
      );
      expect(view.visible).toBe(true);
      const projected = boardCornersInLidar(SCENE.target, board).map((p) => {
        const q = apply3(truth.R, p);
        return projectPoint(SCENE.camera, q[0] + truth.t[0], q[1] + truth.t[1], q[2] + truth.t[2]);
      });
      // boardInView lists them in the binding order: corner k is the board's own order[k].
      view.corners.forEach((pixel, k) => {
        const own = projected[view.order![k]!]!;
        expect(Math.hypot(pixel[0] - own[0], pixel[1] - own[1])).toBeLessThan(1e-6);
      });
    });
  });

  // OpenCV's start and three RANSAC searches: 2.6 s alone, 6.7 s beside other test runs.
  describe('through the contract’s solvers', { timeout: 60_000 }, () => {
    let cv: Cv;
    beforeAll(async () => {
      cv = await loadOpenCv();
    });

    it('finds each board in its cloud and solves back the transform it was made with', () => {
      const views = boards.map((board, v) => {
        const found = findBoardInCloud(sweeps[v]!.xyz, board.centre, SCENE.target);
        const corners = boardCornersInLidar(SCENE.target, board);
        const errors = found.candidates.map((candidate) =>
          Math.max(...candidate.map((p, k) => distance(p, corners[k]!))),
        );
        expect(Math.min(...errors)).toBeLessThan(0.015);
        const view = boardInView(
          SCENE.camera,
          SCENE.target.board,
          boardPoseInCamera(SCENE.target, board, truth),
        );
        return { imageCorners: view.corners, cloudCandidates: found.candidates };
      });
      const solution = solveTargetExtrinsic(cv, SCENE.camera, views);
      expect(solution.ambiguous).toBe(false);
      expect(solution.reprojection_rms).toBeLessThan(1);
      const angle = Math.hypot(...rodriguesVector(matMul3(solution.R, transpose3(truth.R))));
      expect(angle / deg).toBeLessThan(0.35);
      const solved = cameraPoseInLidar(solution, 'lidar', 'camera0', 'camera_link');
      expect(distance([solved.x, solved.y, solved.z], SCENE.link.t)).toBeLessThan(0.01);
    });
  });
});
