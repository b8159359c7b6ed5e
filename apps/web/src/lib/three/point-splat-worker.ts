import type { Matrix4Tuple } from 'three';
import type { CpuLines } from './cpu-lines';
import { PointCanvas } from './point-canvas';

/*
 * The splat worker's work (point-splat.worker.ts is its shell): the points drawn by the CPU
 * (point-splat.ts) into an OffscreenCanvas the page handed over, off the page's thread, with
 * the grid, ego, boxes and trail over them (cpu-lines.ts). The page sends a cloud and the lines
 * when they change and a camera with each frame; each frame drawn is told back, so that the
 * page asks for the next one only then (one frame in flight). A frame whose cloud, camera and
 * point size are the last frame's draws only the lines again.
 */

export type ToSplatWorker =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'size'; width: number; height: number }
  | { type: 'points'; positions: Float32Array; colors: Uint8Array; count: number }
  | { type: 'lines'; lines: CpuLines }
  | { type: 'draw'; seq: number; clip: Matrix4Tuple; size: number };

export interface SplatDrawn {
  type: 'drawn';
  seq: number;
  /** Points of the cloud drawn with (in view or not). */
  count: number;
  /**
   * The buffers of the cloud this frame's cloud replaced, handed back (transferred) for the page
   * to copy a later cloud into: a fresh 1 MB buffer costs the page 4–5 ms in Chromium (its
   * pages are touched for the first time), a copy into one it has 0.3 ms.
   */
  spare?: { positions: Float32Array; colors: Uint8Array };
}

export class SplatWorkerHandler {
  private canvas: PointCanvas | null = null;
  private positions: Float32Array = new Float32Array(0);
  private colors: Uint8Array = new Uint8Array(0);
  private count = 0;
  private spare: SplatDrawn['spare'];
  private lines: CpuLines | undefined;
  /** What the last frame's points were drawn with; null: the points must be drawn again. */
  private shown: { clip: Matrix4Tuple; size: number } | null = null;

  /** Handles one message; a frame drawn is answered. */
  handle(message: ToSplatWorker): SplatDrawn | null {
    switch (message.type) {
      case 'canvas':
        this.canvas = new PointCanvas(message.canvas);
        return null;
      case 'size':
        this.canvas?.resize(message.width, message.height);
        this.shown = null;
        return null;
      case 'lines':
        this.lines = message.lines;
        return null;
      case 'points':
        if (this.positions.length > 0) {
          this.spare = { positions: this.positions, colors: this.colors };
        }
        this.positions = message.positions;
        this.colors = message.colors;
        this.count = message.count;
        this.shown = null;
        return null;
      case 'draw': {
        const { clip, size } = message;
        const shown = this.shown;
        const asDrawn =
          shown !== null && shown.size === size && shown.clip.every((v, i) => v === clip[i]);
        this.canvas?.drawClip(
          this.positions,
          this.colors,
          this.count,
          clip,
          size,
          this.lines,
          asDrawn,
        );
        this.shown = { clip, size };
        return this.answer({ type: 'drawn', seq: message.seq, count: this.count });
      }
    }
  }

  private answer(drawn: SplatDrawn): SplatDrawn {
    if (!this.spare) return drawn;
    const spare = this.spare;
    this.spare = undefined;
    return { ...drawn, spare };
  }

  /** The image of the last frame drawn (tests read it). */
  get splat() {
    return this.canvas?.splat;
  }
}
