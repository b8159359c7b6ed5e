import type { Matrix4Tuple } from 'three';
import { PointCanvas } from './point-canvas';

/*
 * The splat worker's work (point-splat.worker.ts is its shell): the points drawn by the CPU
 * (point-splat.ts) into an OffscreenCanvas the page handed over, off the page's thread. The
 * page sends a cloud when it changes and a camera with each frame; each frame drawn is told
 * back, so that the page asks for the next one only then (one frame in flight).
 */

export type ToSplatWorker =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'size'; width: number; height: number }
  | { type: 'points'; positions: Float32Array; colors: Uint8Array; count: number }
  | { type: 'draw'; seq: number; clip: Matrix4Tuple; size: number };

export interface SplatDrawn {
  type: 'drawn';
  seq: number;
  /** Points of the cloud drawn with (in view or not). */
  count: number;
}

export class SplatWorkerHandler {
  private canvas: PointCanvas | null = null;
  private positions: Float32Array = new Float32Array(0);
  private colors: Uint8Array = new Uint8Array(0);
  private count = 0;

  /** Handles one message; a frame drawn is answered. */
  handle(message: ToSplatWorker): SplatDrawn | null {
    switch (message.type) {
      case 'canvas':
        this.canvas = new PointCanvas(message.canvas);
        return null;
      case 'size':
        this.canvas?.resize(message.width, message.height);
        return null;
      case 'points':
        this.positions = message.positions;
        this.colors = message.colors;
        this.count = message.count;
        return null;
      case 'draw':
        this.canvas?.drawClip(this.positions, this.colors, this.count, message.clip, message.size);
        return { type: 'drawn', seq: message.seq, count: this.count };
    }
  }

  /** The image of the last frame drawn (tests read it). */
  get splat() {
    return this.canvas?.splat;
  }
}
