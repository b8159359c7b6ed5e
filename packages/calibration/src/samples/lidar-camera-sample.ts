import { renderBoard } from '../render/render-board';
import {
  LIDAR_CAMERA_SCENE,
  boardPoseInCamera,
  lidarSweep,
  lidarToCamera,
  placeBoard,
} from '../render/lidar-camera-scene';
import type { GrayImage, Vec3 } from '../types';

/**
 * The lidar–camera tab's sample scene (issue 30): LIDAR_CAMERA_SCENE's three captures of a 7 × 5
 * chessboard of 120 mm squares (half a square of white border) at 2.5, 4 and 5.5 m, each a
 * camera picture and a lidar sweep of the room with the board in it, made through one known
 * lidar → camera transform: camera_link 15 cm ahead of the lidar, 10 cm to its right and 22 cm
 * below, roll 1.5°, pitch 4°, yaw −3°. The camera is SAMPLE_CAMERA. Solving the sample gives
 * that transform back (lidar-camera-sample.test.ts).
 */
export interface LidarCameraSampleCapture {
  imageName: string;
  image: GrayImage;
  cloudName: string;
  /** x, y, z per point (lidar frame), and 0..1 intensity per point. */
  xyz: Float32Array;
  intensity: Float32Array;
  count: number;
  /** The board's centre in the lidar frame: where a user would click to find it in the cloud. */
  boardCentre: Vec3;
}

export const LIDAR_CAMERA_SAMPLE = {
  scene: LIDAR_CAMERA_SCENE,
  /** The lidar → camera (optical) transform the sample was made with. */
  truth: lidarToCamera(LIDAR_CAMERA_SCENE.link.rpyDeg, LIDAR_CAMERA_SCENE.link.t),
  /** Seeds the pictures' sensor noise (capture i: noiseSeed + i). */
  noiseSeed: 500,
};

export function renderLidarCameraSample(
  onCapture: (done: number, total: number) => void = () => undefined,
): LidarCameraSampleCapture[] {
  const { scene, truth, noiseSeed } = LIDAR_CAMERA_SAMPLE;
  return scene.captures.map((capture, i) => {
    const board = placeBoard(capture.centre, ...capture.turn);
    const sweep = lidarSweep(scene.target, board, {
      seed: capture.seed,
      rangeNoise: scene.rangeNoise,
    });
    const { image, visible } = renderBoard(
      scene.camera,
      scene.target.board,
      boardPoseInCamera(scene.target, board, truth),
      {
        border: scene.target.border,
        blurSigma: 0.8,
        noiseSigma: 1.5,
        seed: noiseSeed + i,
        supersample: 3,
      },
    );
    // The scene is fixed: a board cut by the picture's edge is a mistake in its numbers.
    if (!visible) throw new Error(`Sample capture ${i + 1}: the board is not wholly in view.`);
    onCapture(i + 1, scene.captures.length);
    const name = `capture-${i + 1}`;
    return {
      imageName: `${name}.png`,
      image,
      cloudName: `${name}.pcd`,
      xyz: sweep.xyz,
      intensity: sweep.intensity,
      count: sweep.count,
      boardCentre: capture.centre,
    };
  });
}
