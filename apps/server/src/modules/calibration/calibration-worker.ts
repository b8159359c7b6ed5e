import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import type { IntrinsicResult } from '@ads/contract';
import {
  type BoardDetection,
  type Cv,
  type GrayImage,
  calibrateIntrinsics,
  detectCharuco,
  detectChessboard,
  solveExtrinsic,
} from '@ads/calibration';
import type { WorkerAnswer } from '../../workers/worker-thread';
import type { CalibrationTask } from './calibration-tasks';
import { decodeGray } from './image-decode';

// One task per worker thread (calibration-worker-client.ts): corner detection over tens of
// images and the solvers take seconds the event loop must not wait. OpenCV.js loads here only.

function loadOpenCv(): Promise<Cv> {
  return new Promise((resolve) => {
    const loaded = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & {
      then?: unknown;
      onRuntimeInitialized?: () => void;
    };
    // The Emscripten module is a thenable: resolving with it would wait on its `then` forever.
    const ready = () => {
      delete loaded.then;
      resolve(loaded);
    };
    if (typeof loaded.Mat === 'function') ready();
    else loaded.onRuntimeInitialized = ready;
  });
}

async function intrinsic(task: Extract<CalibrationTask, { task: 'intrinsic' }>) {
  const { board } = task;
  // A ChArUco board is found by OpenCV's CharucoDetector: OpenCV.js loads first.
  const cv = await loadOpenCv();
  const detect = (image: GrayImage): BoardDetection =>
    board.kind === 'charuco' ? detectCharuco(cv, image, board) : detectChessboard(image, board);
  let size: { width: number; height: number } | null = null;
  const views: Array<{ file: string; detection: BoardDetection }> = [];
  for (const { file, bytes } of task.images) {
    const image = decodeGray(file, bytes);
    if (size && (image.width !== size.width || image.height !== size.height)) {
      throw new Error(
        `${file} is ${image.width}×${image.height}, the others ${size.width}×${size.height}: one calibration is one camera at one resolution.`,
      );
    }
    size ??= { width: image.width, height: image.height };
    views.push({ file, detection: detect(image) });
  }
  const result = calibrateIntrinsics(cv, {
    board,
    imageSize: size!,
    model: task.model,
    fixK3: task.fixK3,
    views: views
      .filter((view) => view.detection.found)
      .map((view) => ({
        file: view.file,
        corners: view.detection.corners,
        ids: view.detection.ids,
      })),
  });
  // Every image is answered, in the order sent; those without the board say why. The solver
  // answers its views in the order given (found ones only were given).
  const solved = result.views.values();
  const answer: IntrinsicResult = {
    rms: result.rms,
    K: result.K,
    D: result.D,
    model: result.model,
    image_size: result.image_size,
    views: views.map(({ file, detection }) => {
      if (!detection.found) {
        return {
          file,
          found: false,
          rms: null,
          reason: detection.reason ?? 'The board was not found.',
        };
      }
      const view = solved.next().value!;
      return view.found
        ? { file, found: true, rms: view.rms }
        : { file, found: false, rms: null, reason: 'Too few corners to place the board.' };
    }),
    std: result.std,
  };
  return answer;
}

async function run(task: CalibrationTask): Promise<unknown> {
  switch (task.task) {
    case 'intrinsic':
      return intrinsic(task);
    case 'extrinsic': {
      const cv = await loadOpenCv();
      return solveExtrinsic(cv, task);
    }
  }
}

const post = (answer: WorkerAnswer) => parentPort!.postMessage(answer);

run(workerData as CalibrationTask).then(
  (value) => post({ kind: 'done', value }),
  (error: unknown) =>
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
);
