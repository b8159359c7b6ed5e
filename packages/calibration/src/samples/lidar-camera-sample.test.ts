import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../../../test-support/opencv';
import { findBoardInCloud, solveTargetExtrinsic } from '../board-in-cloud';
import { detectChessboard } from '../chessboard/detect-chessboard';
import type { Cv } from '../cv';
import { cameraPoseInLidar } from '../extrinsic';
import { readPcd } from '../point-cloud-files';
import { matMul3, rodriguesVector, transpose3 } from '../rotation';
import { encodePcd } from './encode-pcd';
import { LIDAR_CAMERA_SAMPLE, renderLidarCameraSample } from './lidar-camera-sample';

// The known answer of issue 30's lidar–camera sample: its pictures and clouds (read back from
// the PCD bytes the page gets), the board found in each as the worker finds it (the cloud's from
// the board centre the sample gives), solved: the transform the sample was made with.

const DEG = Math.PI / 180;

describe('the lidar–camera sample (known answer)', { timeout: 120_000 }, () => {
  let cv: Cv;
  beforeAll(async () => {
    cv = await loadOpenCv();
  });

  it('solves back to the lidar → camera transform it was made with', () => {
    const { scene, truth } = LIDAR_CAMERA_SAMPLE;
    const captures = renderLidarCameraSample();
    expect(captures.map((c) => [c.imageName, c.cloudName])).toEqual([
      ['capture-1.png', 'capture-1.pcd'],
      ['capture-2.png', 'capture-2.pcd'],
      ['capture-3.png', 'capture-3.pcd'],
    ]);
    const views = captures.map((capture) => {
      const detection = detectChessboard(capture.image, scene.target.board);
      expect(detection.found, `${capture.imageName}: ${detection.reason}`).toBe(true);
      const cloud = readPcd(encodePcd(capture.xyz, capture.intensity));
      expect(cloud.count).toBe(capture.count);
      const found = findBoardInCloud(cloud.xyz, capture.boardCentre, scene.target);
      return { imageCorners: detection.corners, cloudCandidates: found.candidates };
    });
    const solution = solveTargetExtrinsic(cv, scene.camera, views);
    expect(solution.ambiguous).toBe(false);
    expect(solution.reprojection_rms).toBeLessThan(1);
    const turn = Math.hypot(...rodriguesVector(matMul3(solution.R, transpose3(truth.R))));
    expect(turn / DEG).toBeLessThan(0.3);
    // camera_link in the lidar frame: 15 cm ahead, 10 cm right, 22 cm below; roll 1.5°,
    // pitch 4°, yaw −3°.
    const link = cameraPoseInLidar(solution, 'lidar', 'camera0', 'camera_link');
    expect(Math.abs(link.x - 0.15)).toBeLessThan(0.01);
    expect(Math.abs(link.y + 0.1)).toBeLessThan(0.01);
    expect(Math.abs(link.z + 0.22)).toBeLessThan(0.01);
    expect(Math.abs(link.roll / DEG - 1.5)).toBeLessThan(0.3);
    expect(Math.abs(link.pitch / DEG - 4)).toBeLessThan(0.3);
    expect(Math.abs(link.yaw / DEG + 3)).toBeLessThan(0.3);
  });
});
