import { createRequire } from 'node:module';
import { type Cv, type PointCloud, charucoLayout, charucoPixels } from '@ads/calibration';
import { chessboardPixels } from '../shared/chessboard-image';
import type { RgbaImage, WorkerAnswer, WorkerRequest } from '../worker/protocol';
import { runTask } from '../worker/tasks';
import type { WorkerLike } from '../worker/worker-client';

/*
 * Test support: the calibration worker's real tasks run in the test's own thread, requests and
 * answers cloned as postMessage clones them. Only image decoding is stood in for (jsdom and
 * Node decode no images): an image's bytes are its name, `board 8x5` (a printed chessboard of
 * 8 × 5 inner corners), `charuco 5x4 40 30 DICT_4X4_50` (a printed ChArUco board: squares
 * across and down, square and marker in mm, dictionary; 40 px a square, half a square of
 * margin) or `blank`. A PNG file (the samples', issue 30) is decoded by pngjs: another
 * decoder than the writer's own.
 */

let cvReady: Promise<Cv> | null = null;

/** OpenCV.js as the server loads it (Node), once per test file. */
export function loadCvInNode(): Promise<Cv> {
  cvReady ??= new Promise((resolve) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & {
      then?: unknown;
      onRuntimeInitialized?: () => void;
    };
    const hand = () => {
      delete cv.then;
      resolve(cv);
    };
    if (typeof cv.Mat === 'function') hand();
    else cv.onRuntimeInitialized = hand;
  });
  return cvReady;
}

interface PngJs {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Uint8Array } } };
}

export async function decodeTestImage(image: Blob): Promise<RgbaImage> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const { PNG } = createRequire(import.meta.url)('pngjs') as PngJs;
    const png = PNG.sync.read(Buffer.from(bytes));
    return { width: png.width, height: png.height, data: new Uint8ClampedArray(png.data) };
  }
  const text = new TextDecoder().decode(bytes);
  const board = /^board (\d+)x(\d+)$/.exec(text);
  if (board) return chessboardPixels(Number(board[1]), Number(board[2]), 24);
  const charuco = /^charuco (\d+)x(\d+) ([\d.]+) ([\d.]+) (DICT_\w+)$/.exec(text);
  if (charuco) {
    const [, squaresX, squaresY, square, marker, dictionary] = charuco;
    const layout = charucoLayout(await loadCvInNode(), {
      kind: 'charuco',
      squaresX: Number(squaresX),
      squaresY: Number(squaresY),
      square: Number(square) / 1000,
      marker: Number(marker) / 1000,
      dictionary: dictionary!,
    });
    const gray = charucoPixels(layout, 40, 20);
    const data = new Uint8ClampedArray(gray.width * gray.height * 4);
    gray.data.forEach((value, i) => data.set([value, value, value, 255], i * 4));
    return { width: gray.width, height: gray.height, data };
  }
  if (text === 'blank') return { width: 200, height: 100, data: new Uint8ClampedArray(80_000) };
  throw new Error('not an image');
}

export class InProcessWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly clouds = new Map<string, PointCloud>();
  readonly tasks: string[] = [];

  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    const request = structuredClone(message, { transfer });
    this.tasks.push(request.task);
    const { seq } = request;
    const say = (answer: WorkerAnswer) => this.onmessage?.({ data: answer } as MessageEvent);
    runTask(request, {
      loadCv: loadCvInNode,
      decode: decodeTestImage,
      clouds: this.clouds,
      progress: (progress) => say({ seq, kind: 'progress', ...progress }),
    }).then(
      ({ value, transfer: back }) =>
        say(structuredClone({ seq, kind: 'done', value }, { transfer: back })),
      (error: Error) => say({ seq, kind: 'failed', message: error.message }),
    );
  }

  terminate() {}
}
