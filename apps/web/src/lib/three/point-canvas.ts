import type { Camera, Matrix4Tuple } from 'three';
import { clearSplat, splatPoints, splatTarget, type SplatTarget } from './point-splat';

/**
 * The CPU-drawn points (point-splat.ts) on screen: a 2D canvas under the WebGL canvas, the
 * size of its drawing buffer, given the image with one putImageData per frame. Handing a
 * software compositor 3 MB this way costs half of what uploading them as a WebGL texture does
 * (measured under SwiftShader), so the WebGL canvas above keeps only the grid, the ego and the
 * boxes, on a transparent ground. The canvas is the page's, or the OffscreenCanvas a splat
 * worker draws on (point-splat-worker.ts). three.js is imported for its types only: the worker's
 * chunk carries no three.js to load and parse before its first frame.
 */
export class PointCanvas {
  private target: SplatTarget = splatTarget(1, 1);
  private image: ImageData | undefined;
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  private readonly clip = new Array<number>(16).fill(0) as Matrix4Tuple;

  constructor(private readonly canvas: HTMLCanvasElement | OffscreenCanvas) {
    this.context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if ('style' in canvas) canvas.style.display = '';
  }

  /** The drawing buffer's size in device pixels. */
  resize(width: number, height: number): void {
    if (width === this.target.width && height === this.target.height) return;
    this.target = splatTarget(width, height);
    this.image = undefined;
    this.canvas.width = width;
    this.canvas.height = height;
  }

  /**
   * Draws the first `count` points as `camera` (its world matrix up to date) sees them;
   * returns how many were in view.
   */
  draw(
    positions: Float32Array,
    colors: Uint8Array,
    count: number,
    camera: Camera,
    size: number,
  ): number {
    clipOf(camera, this.clip);
    return this.drawClip(positions, colors, count, this.clip, size);
  }

  /** The same, with the camera's clip matrix (projection × view, column-major) given. */
  drawClip(
    positions: Float32Array,
    colors: Uint8Array,
    count: number,
    clip: Readonly<Matrix4Tuple>,
    size: number,
  ): number {
    clearSplat(this.target);
    const drawn = splatPoints(positions, colors, count, clip, size, this.target);
    if (this.context) {
      const { pixels, width, height } = this.target;
      this.image ??= new ImageData(new Uint8ClampedArray(pixels.buffer), width, height);
      this.context.putImageData(this.image, 0, 0);
    }
    return drawn;
  }

  /** The image of the last draw (tests read it). */
  get splat(): SplatTarget {
    return this.target;
  }

  dispose(): void {
    // A canvas of 0 × 0 gives its pixels back at once.
    this.canvas.width = 0;
    this.canvas.height = 0;
    if ('style' in this.canvas) this.canvas.style.display = 'none';
  }
}

/**
 * The camera's clip matrix, projection × view (column-major, as three.js's `elements`), into
 * `out`; the camera's world matrix up to date.
 */
export function clipOf(camera: Camera, out: Matrix4Tuple): Matrix4Tuple {
  const a = camera.projectionMatrix.elements;
  const b = camera.matrixWorldInverse.elements;
  for (let column = 0; column < 4; column++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[column * 4 + k]!;
      out[column * 4 + row] = sum;
    }
  }
  return out;
}
