import type * as THREE from 'three';
import type { CpuLines } from './cpu-lines';
import { clipOf } from './point-canvas';
import type { SplatDrawn, ToSplatWorker } from './point-splat-worker';

/*
 * The CPU's points drawn by a worker of their own (point-splat.worker.ts) on the point canvas,
 * handed over as an OffscreenCanvas: splatting a 100,000-point cloud took 10–15 ms of the
 * page's thread at each new cloud, so a 10 Hz cloud cost the page a frame in every six
 * (bench/playback.ts). The page's thread now copies the cloud to the worker when it changes
 * (into the buffers the worker handed back with a frame drawn: fresh ones cost more than the copy)
 * and sends the camera with each frame; one frame is in flight at a time, and a frame asked
 * for meanwhile is sent, the latest only, when the worker tells the last one drawn. The grid,
 * the ego, the boxes and the trail are drawn there too (cpu-lines.ts), sent when they change;
 * only a page's own objects stay on the WebGL canvas above, drawn at once: while the camera
 * moves, the rest may follow them a frame later.
 */

/** What the page needs of a worker: the DOM's Worker, or a stand-in in a test. */
export interface SplatWorkerLike {
  postMessage(message: ToSplatWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<SplatDrawn>) => void) | null;
  terminate(): void;
}

/** Whether this browser can draw the points in a worker. */
export function canSplatInWorker(canvas: HTMLCanvasElement): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof canvas.transferControlToOffscreen === 'function'
  );
}

const startWorker = (): SplatWorkerLike =>
  new Worker(new URL('./point-splat.worker.ts', import.meta.url), { type: 'module' });

/** A worker started ahead of the view that takes it. */
let warm: SplatWorkerLike | null = null;

/**
 * Starts a splat worker before a view needs it (with `preloadPointCloudView`): its script loads
 * and starts while the page fetches its data, not after the first cloud came. A view on a GPU
 * leaves it to the next view.
 */
export function prestartSplatWorker(): void {
  if (warm || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
  warm = startWorker();
}

function takeWorker(): SplatWorkerLike {
  const worker = warm ?? startWorker();
  warm = null;
  return worker;
}

interface Frame {
  positions: Float32Array;
  colors: Uint8Array;
  count: number;
  version: number;
  clip: THREE.Matrix4Tuple;
  size: number;
  lines: CpuLines | undefined;
  linesVersion: number;
}

export class WorkerPointCanvas {
  private readonly worker: SplatWorkerLike;
  /** The points' version of the frame the worker is drawing; null: none in flight. */
  private inFlight: number | null = null;
  private waiting: Frame | null = null;
  private sentVersion = -1;
  private sentLinesVersion = -1;
  /** Buffers the worker handed back, to copy the next cloud into (SplatDrawn.spare). */
  private spare: { positions: Float32Array; colors: Uint8Array } | null = null;
  private seq = 0;
  private disposed = false;

  /**
   * Takes `canvas` over (it can no longer be drawn on or sized from the page). `onDrawn` is
   * told each frame the worker has drawn, with the points of the cloud it drew and their
   * version (`draw`).
   */
  constructor(
    private readonly canvas: HTMLCanvasElement,
    onDrawn: (count: number, version: number) => void,
    worker: SplatWorkerLike = takeWorker(),
  ) {
    this.worker = worker;
    const offscreen = canvas.transferControlToOffscreen();
    canvas.style.display = '';
    this.worker.postMessage({ type: 'canvas', canvas: offscreen }, [offscreen]);
    this.worker.onmessage = (event) => {
      if (event.data.spare) this.spare = event.data.spare;
      if (this.disposed || this.inFlight === null) return;
      const version = this.inFlight;
      this.inFlight = null;
      onDrawn(event.data.count, version);
      const next = this.waiting;
      this.waiting = null;
      if (next) this.send(next);
    };
  }

  /** The drawing buffer's size in device pixels. */
  resize(width: number, height: number): void {
    this.worker.postMessage({ type: 'size', width, height });
  }

  /**
   * Draws the first `count` points as `camera` (its world matrix up to date) sees them, and
   * `lines` over them, in the worker; `version` changes whenever the points or their colours
   * do, `linesVersion` whenever the lines do (each is sent over then only).
   */
  draw(
    positions: Float32Array,
    colors: Uint8Array,
    count: number,
    version: number,
    camera: THREE.Camera,
    size: number,
    lines?: CpuLines,
    linesVersion = 0,
  ): void {
    if (this.disposed) return;
    const clip = clipOf(camera, new Array<number>(16).fill(0) as THREE.Matrix4Tuple);
    const frame = { positions, colors, count, version, clip, size, lines, linesVersion };
    if (this.inFlight !== null) this.waiting = frame;
    else this.send(frame);
  }

  private send(frame: Frame): void {
    if (frame.version !== this.sentVersion) {
      // Copies: the page's buffers are rewritten in place by the next cloud.
      const { positions, colors } = this.buffersFor(frame.count);
      positions.set(frame.positions.subarray(0, frame.count * 3));
      colors.set(frame.colors.subarray(0, frame.count * 3));
      this.worker.postMessage({ type: 'points', positions, colors, count: frame.count }, [
        positions.buffer,
        colors.buffer,
      ]);
      this.sentVersion = frame.version;
    }
    if (frame.lines && frame.linesVersion !== this.sentLinesVersion) {
      // Copied by the message (a few kB; a long trail some hundred): the page keeps its own.
      this.worker.postMessage({ type: 'lines', lines: frame.lines });
      this.sentLinesVersion = frame.linesVersion;
    }
    this.inFlight = frame.version;
    this.worker.postMessage({ type: 'draw', seq: ++this.seq, clip: frame.clip, size: frame.size });
  }

  /** The worker's spare buffers if they hold `count` points, else new ones. */
  private buffersFor(count: number): { positions: Float32Array; colors: Uint8Array } {
    const spare = this.spare;
    this.spare = null;
    if (spare && spare.positions.length >= count * 3 && spare.colors.length >= count * 3) {
      return spare;
    }
    return { positions: new Float32Array(count * 3), colors: new Uint8Array(count * 3) };
  }

  dispose(): void {
    this.disposed = true;
    this.worker.terminate();
    this.canvas.style.display = 'none';
  }
}
