import type { Locator, Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FramePose, cameraInfoYaml } from '@ads/calibration';
import {
  LIDAR_CAMERA_SCENE as SCENE,
  boardPoseInCamera,
  lidarSweep,
  lidarToCamera,
  placeBoard,
} from '../test-support/calibration/lidar-camera-scene';
import { renderBoard, syntheticViews } from '../test-support/calibration/render-board';
import { BARREL, board } from '../test-support/calibration/test-cameras';
import { encodePcd } from '../test-support/calibration/write-pcd';
import { encodePng } from '../test-support/calibration/write-png';
import { expect } from './fixtures';

// What the calibration specs feed the page and how they read its answer: board photos through
// a known lens, a lidar–camera scene with its truth, the page's pose attributes.

const BOARD = board(8, 6, 0.04);
export const VIEWS = 8;

export async function chooseProject(page: Page, title: string) {
  await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
  await page.getByRole('menuitem', { name: new RegExp(title) }).click();
}

/** VIEWS board photos as PNG files in a folder of their own. */
export async function boardPhotos(): Promise<{ folder: string; files: string[] }> {
  const folder = await mkdtemp(join(tmpdir(), 'ads-e2e-calibration-'));
  const files: string[] = [];
  const poses = syntheticViews(BARREL, BOARD, VIEWS, 23);
  for (const [i, pose] of poses.entries()) {
    const { image } = renderBoard(BARREL, BOARD, pose, {
      blurSigma: 0.8,
      noiseSigma: 1.5,
      seed: 2300 + i,
      supersample: 3,
    });
    const file = join(folder, `board-${String(i + 1).padStart(2, '0')}.png`);
    await writeFile(file, encodePng(image));
    files.push(file);
  }
  return { folder, files };
}

/**
 * The lidar–camera scene's files (lidar-camera-scene.ts): the camera's camera_info YAML and, per
 * capture, the board photographed through it (PNG) and the lidar's sweep of the room with the
 * board in it (binary PCD with intensity), all from one known lidar → camera transform.
 */
export async function lidarCameraFiles() {
  const folder = await mkdtemp(join(tmpdir(), 'ads-e2e-lidar-camera-'));
  const truth = lidarToCamera(SCENE.link.rpyDeg, SCENE.link.t);
  const intrinsics = join(folder, 'camera0.yaml');
  await writeFile(intrinsics, cameraInfoYaml(SCENE.camera, 'camera0'));
  const captures = [];
  for (const [i, capture] of SCENE.captures.entries()) {
    const board = placeBoard(capture.centre, ...capture.turn);
    const sweep = lidarSweep(SCENE.target, board, {
      seed: capture.seed,
      rangeNoise: SCENE.rangeNoise,
    });
    const { image, visible } = renderBoard(
      SCENE.camera,
      SCENE.target.board,
      boardPoseInCamera(SCENE.target, board, truth),
      {
        border: SCENE.target.border,
        blurSigma: 0.8,
        noiseSigma: 1.5,
        seed: 500 + i,
        supersample: 3,
      },
    );
    if (!visible) throw new Error(`capture ${i + 1}: the board is not wholly in the picture`);
    const name = `capture-${i + 1}`;
    const files = { image: join(folder, `${name}.png`), cloud: join(folder, `${name}.pcd`) };
    await writeFile(files.image, encodePng(image));
    await writeFile(files.cloud, encodePcd(sweep.xyz, sweep.intensity));
    captures.push({ ...files, cloudName: `${name}.pcd`, sweep });
  }
  return { folder, truth, intrinsics, captures };
}

/** The pose group's numbers: metres and degrees, as the page writes them in its attributes. */
export async function shownPose(group: Locator): Promise<FramePose> {
  const read = async (name: string) => Number(await group.getAttribute(`data-${name}`));
  return {
    x: await read('x'),
    y: await read('y'),
    z: await read('z'),
    roll: await read('roll-deg'),
    pitch: await read('pitch-deg'),
    yaw: await read('yaw-deg'),
  };
}

/** Within 2 cm and 0.5° (angles compared round the circle) of `truth` (metres, degrees). */
export function expectPoseNear(pose: FramePose, truth: FramePose, what: string) {
  for (const axis of ['x', 'y', 'z'] as const) {
    expect(Math.abs(pose[axis] - truth[axis]), `${what}: ${axis} (m)`).toBeLessThan(0.02);
  }
  for (const angle of ['roll', 'pitch', 'yaw'] as const) {
    const turn = ((((pose[angle] - truth[angle]) % 360) + 540) % 360) - 180;
    expect(Math.abs(turn), `${what}: ${angle} (°)`).toBeLessThan(0.5);
  }
}

/** A transform description's pose in metres and degrees. */
export const inDegrees = (pose: FramePose): FramePose => ({
  ...pose,
  roll: (pose.roll * 180) / Math.PI,
  pitch: (pose.pitch * 180) / Math.PI,
  yaw: (pose.yaw * 180) / Math.PI,
});
