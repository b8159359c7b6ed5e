import type { PointCloud } from '@ads/calibration';
import type { RgbaImage, WorkerAnswer, WorkerRequest } from './protocol';
import { TASK_NAMES, runTask } from './tasks';

/*
 * The calibration worker: every solver of the page runs here (tasks.ts), OpenCV.js included,
 * so the page stays responsive and images never leave the machine. Its built script is the one
 * the server lets evaluate code (apps/server/src/http/security-headers.ts): OpenCV.js's glue
 * needs `new Function` and WebAssembly compilation; a chunk the worker imports runs under the
 * worker's policy.
 *
 * OpenCV.js (10 MB to parse, its WebAssembly to compile) is imported when a task first needs it,
 * not with this script: the chessboard, the lidar tasks and the camera_info files answer at once
 * instead of after OpenCV's 1–15 s start (15 s on a loaded machine made a browser test's first
 * board wait its whole minute, issue 26).
 */

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(answer: WorkerAnswer, transfer?: Transferable[]): void;
};

/** An image file's pixels exactly as stored: no colour conversion, no premultiplied alpha. */
async function decode(image: Blob): Promise<RgbaImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image, {
      colorSpaceConversion: 'none',
      premultiplyAlpha: 'none',
    });
  } catch {
    const name = image instanceof File ? image.name : 'The file';
    throw new Error(`${name} could not be read as an image (PNG, JPEG, WebP or BMP).`);
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read images in a worker.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width, height, data };
}

const clouds = new Map<string, PointCloud>();

scope.onmessage = (event) => {
  const request = event.data;
  const { seq } = request;
  if (!TASK_NAMES.includes(request.task)) {
    scope.postMessage({ seq, kind: 'failed', message: `Unknown task ${String(request.task)}.` });
    return;
  }
  const context = {
    loadCv: () => import('./opencv').then(({ loadOpenCv }) => loadOpenCv()),
    decode,
    clouds,
    progress: (progress: { stage: string; done?: number; total?: number }) =>
      scope.postMessage({ seq, kind: 'progress', ...progress }),
  };
  runTask(request, context).then(
    ({ value, transfer }) => scope.postMessage({ seq, kind: 'done', value }, transfer),
    (error: unknown) =>
      scope.postMessage({
        seq,
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
