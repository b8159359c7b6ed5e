import {
  CHARUCO_SAMPLE,
  LIDAR_CAMERA_SAMPLE,
  type BoardDetection,
  type CameraIntrinsics,
  type Cv,
  type GrayImage,
  type PointCloud,
  type Vec2,
  calibrateIntrinsics,
  calibrateRadar,
  charucoLayout,
  detectCharuco,
  detectChessboard,
  encodeGrayPng,
  encodePcd,
  findBoardInCloud,
  newCameraMatrix,
  projectCloud,
  readKittiBin,
  readPcd,
  renderCharucoSample,
  renderChessboardSample,
  renderLidarCameraSample,
  CHESSBOARD_SAMPLE,
  solveExtrinsic,
  solveTargetExtrinsic,
  undistortEquidistant,
  undistortImage,
  undistortNormalized,
} from '@ads/calibration';
import type {
  LoadedCloud,
  Progress,
  RgbaImage,
  TaskName,
  TaskOutput,
  WorkerRequest,
} from './protocol';

/*
 * The worker's tasks, apart from the worker's global so that tests run them as they are (with
 * a decoder of their own: jsdom cannot decode images). Each turns a request into a call of the
 * contract's solvers; OpenCV.js comes from `loadCv`, only for the tasks that need it.
 */

export interface TaskContext {
  /** OpenCV.js, loaded once on first use. */
  loadCv(): Promise<Cv>;
  /** An image file's RGBA pixels. */
  decode(image: Blob): Promise<RgbaImage>;
  progress(progress: Progress): void;
  /** Clouds read by `cloud`, by the page's name for them. */
  clouds: Map<string, PointCloud>;
}

export interface TaskResult {
  value: unknown;
  /** Buffers to hand over rather than copy. */
  transfer: Transferable[];
}

/** OpenCV's RGBA → gray (0.299 R + 0.587 G + 0.114 B, its fixed-point rounding). */
export function grayOf(image: RgbaImage): GrayImage {
  const { width, height, data } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0, at = 0; i < gray.length; i += 1, at += 4) {
    gray[i] = (data[at]! * 4899 + data[at + 1]! * 9617 + data[at + 2]! * 1868 + 8192) >> 14;
  }
  return { width, height, data: gray };
}

/** Reads a cloud file by its name: `.bin` is KITTI's float32 x, y, z, reflectance; else PCD. */
export function readCloudFile(name: string, bytes: Uint8Array): PointCloud {
  return /\.bin$/i.test(name) ? readKittiBin(bytes) : readPcd(bytes);
}

/** Where `pixel` of the distorted image lands in the undistorted one (camera matrix `K`). */
export function undistortedPixel(
  camera: CameraIntrinsics,
  K: readonly number[],
  pixel: Vec2,
): Vec2 {
  const [x, y] =
    camera.model === 'equidistant'
      ? undistortEquidistant(camera, pixel).xy
      : undistortNormalized(camera, pixel[0], pixel[1]);
  return [K[0]! * x + K[1]! * y + K[2]!, K[4]! * y + K[5]!];
}

const OPENCV_STAGE = 'Loading OpenCV (once per visit)…';

async function cvFor(context: TaskContext): Promise<Cv> {
  context.progress({ stage: OPENCV_STAGE });
  return context.loadCv();
}

function keptCloud(context: TaskContext, name: string): PointCloud {
  const cloud = context.clouds.get(name);
  if (!cloud) throw new Error('The point cloud is no longer loaded; open the file again.');
  return cloud;
}

/** A copy of what the page draws, in buffers of its own to hand over. */
function cloudForPage(cloud: PointCloud): LoadedCloud {
  const positions = new Float32Array(cloud.xyz.subarray(0, cloud.count * 3));
  let intensity: Float32Array<ArrayBuffer> | null = null;
  if (cloud.intensity) {
    // The view wants 0..1; files give 0..1 (KITTI) or 0..255 and more (most PCD writers).
    let top = 0;
    for (let i = 0; i < cloud.count; i += 1) top = Math.max(top, cloud.intensity[i]!);
    intensity = new Float32Array(cloud.intensity.subarray(0, cloud.count));
    if (top > 1) for (let i = 0; i < intensity.length; i += 1) intensity[i]! /= top;
  }
  return { positions, intensity, count: cloud.count };
}

const done = (value: unknown, transfer: Transferable[] = []): TaskResult => ({ value, transfer });

/** Runs one request; throws with a sentence for the page when the task cannot be done. */
export async function runTask(request: WorkerRequest, context: TaskContext): Promise<TaskResult> {
  switch (request.task) {
    case 'detect': {
      const { image, board } = request.input;
      context.progress({ stage: 'Reading the image…' });
      const pixels = await context.decode(image);
      const gray = grayOf(pixels);
      let detection: BoardDetection;
      if (board.kind === 'charuco') {
        // OpenCV's CharucoDetector finds a ChArUco board (OpenCV loads once per visit).
        const cv = await cvFor(context);
        context.progress({ stage: 'Finding the board’s markers and corners…' });
        detection = detectCharuco(cv, gray, board);
      } else {
        context.progress({ stage: 'Finding the board’s corners…' });
        detection = detectChessboard(gray, board);
      }
      const value: TaskOutput<'detect'> = {
        width: pixels.width,
        height: pixels.height,
        detection,
      };
      return done(value);
    }
    case 'charucoLayout': {
      const cv = await cvFor(context);
      context.progress({ stage: 'Drawing the markers…' });
      const layout = charucoLayout(cv, request.input.board);
      return done(
        layout,
        layout.markers.map((marker) => marker.cells.buffer as ArrayBuffer),
      );
    }
    case 'calibrate': {
      const cv = await cvFor(context);
      context.progress({ stage: `Solving from ${request.input.views.length} views…` });
      return done(calibrateIntrinsics(cv, request.input));
    }
    case 'undistort': {
      const { image, intrinsics } = request.input;
      const pixels = await context.decode(image);
      if (pixels.width !== intrinsics.width || pixels.height !== intrinsics.height) {
        throw new Error(
          `The image is ${pixels.width}×${pixels.height}, the calibration ${intrinsics.width}×${intrinsics.height}.`,
        );
      }
      const cv = await cvFor(context);
      context.progress({ stage: 'Undistorting…' });
      const out = undistortImage(cv, pixels, intrinsics);
      const K = newCameraMatrix(intrinsics);
      const value: TaskOutput<'undistort'> = {
        width: out.width,
        height: out.height,
        data: new Uint8ClampedArray(out.data),
        K,
        corners: request.input.corners.map((pixel) => undistortedPixel(intrinsics, K, pixel)),
      };
      return done(value, [value.data.buffer]);
    }
    case 'cloud': {
      const { cloud, name, bytes } = request.input;
      context.progress({ stage: `Reading ${name}…` });
      const read = readCloudFile(name, new Uint8Array(bytes));
      if (read.count === 0) throw new Error(`${name} has no points.`);
      context.clouds.set(cloud, read);
      const value = cloudForPage(read);
      const transfer: Transferable[] = [value.positions.buffer];
      if (value.intensity) transfer.push(value.intensity.buffer);
      return done(value, transfer);
    }
    case 'forget':
      context.clouds.delete(request.input.cloud);
      return done(null);
    case 'boardInCloud': {
      const { cloud, seed, target } = request.input;
      context.progress({ stage: 'Finding the board’s plane and outline…' });
      return done(findBoardInCloud(keptCloud(context, cloud).xyz, seed, target));
    }
    case 'extrinsic': {
      const cv = await cvFor(context);
      context.progress({ stage: 'Solving the transform…' });
      return done(solveExtrinsic(cv, request.input));
    }
    case 'targetExtrinsic': {
      const cv = await cvFor(context);
      context.progress({ stage: 'Solving the transform from the board…' });
      return done(solveTargetExtrinsic(cv, request.input.intrinsics, request.input.views));
    }
    case 'overlay': {
      const { cloud, intrinsics, R, t } = request.input;
      const projection = projectCloud(intrinsics, R, t, keptCloud(context, cloud).xyz);
      const { u, v, depth, index } = projection;
      return done(projection, [u.buffer, v.buffer, depth.buffer, index.buffer]);
    }
    case 'intrinsicSample': {
      const drawing = (done: number, total: number) =>
        context.progress({ stage: 'Drawing the sample pictures…', done, total });
      let images;
      let board;
      if (request.input.kind === 'charuco') {
        // The markers' cells are OpenCV's dictionary's.
        const cv = await cvFor(context);
        images = renderCharucoSample(charucoLayout(cv, CHARUCO_SAMPLE.board), drawing);
        board = CHARUCO_SAMPLE.board;
      } else {
        images = renderChessboardSample(drawing);
        board = CHESSBOARD_SAMPLE.board;
      }
      const files = images.map(({ name, image }) => ({
        name,
        bytes: encodeGrayPng(image).buffer,
      }));
      const value: TaskOutput<'intrinsicSample'> = {
        board,
        camera: CHESSBOARD_SAMPLE.camera,
        files,
      };
      return done(
        value,
        files.map((file) => file.bytes),
      );
    }
    case 'lidarSample': {
      const { scene } = LIDAR_CAMERA_SAMPLE;
      const captures = renderLidarCameraSample((done, total) =>
        context.progress({ stage: 'Drawing the sample scene…', done, total }),
      ).map((capture) => ({
        imageName: capture.imageName,
        image: encodeGrayPng(capture.image).buffer,
        width: capture.image.width,
        height: capture.image.height,
        cloudName: capture.cloudName,
        cloud: encodePcd(capture.xyz, capture.intensity).buffer,
        boardCentre: capture.boardCentre,
      }));
      const value: TaskOutput<'lidarSample'> = {
        camera: scene.camera,
        board: scene.target.board,
        border: scene.target.border,
        link: scene.link,
        captures,
      };
      return done(
        value,
        captures.flatMap((capture) => [capture.image, capture.cloud]),
      );
    }
    case 'radar': {
      const { radar, lidar, guess, gate } = request.input;
      return done(calibrateRadar(radar, lidar, guess, gate));
    }
  }
}

/** Every task's name, for the worker's guard against unknown requests. */
export const TASK_NAMES: readonly TaskName[] = [
  'detect',
  'charucoLayout',
  'calibrate',
  'undistort',
  'cloud',
  'forget',
  'boardInCloud',
  'extrinsic',
  'targetExtrinsic',
  'overlay',
  'intrinsicSample',
  'lidarSample',
  'radar',
];
