import type { Camera, Matrix4Tuple } from 'three';
import { drawCpuLines, type CpuLines } from './cpu-lines';
import { clearSplat, splatPoints, splatTarget, type SplatTarget } from './point-splat';

/**
 * The CPU-drawn points (point-splat.ts) on screen: a 2D canvas under the WebGL canvas, the
 * size of its drawing buffer, given the image with one putImageData per frame. Handing a
 * software compositor 3 MB this way costs half of what uploading them as a WebGL texture does
 * (measured under SwiftShader). The grid, the ego, the boxes and the trail are drawn over the
 * points in the same image (cpu-lines.ts), so the WebGL canvas above keeps only a page's own
 * objects, if any. The canvas is the page's, or the OffscreenCanvas a splat worker draws on
 * (point-splat-worker.ts). three.js is imported for its types only: the worker's chunk carries
 * no three.js to load and parse before its first frame.
 */
export class PointCanvas {
  private target: SplatTarget = splatTarget(1, 1);
  private image: ImageData | undefined;
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  private readonly clip = new Array<number>(16).fill(0) as Matrix4Tuple;
  /**
   * The image of the points alone, kept when lines are drawn over them: a frame that changes
   * only the lines (a playing record's trail, its boxes) starts from it instead of splatting
   * the cloud again (a 3 MB copy against 3–6 ms of splatting).
   */
  private pointsOnly: Uint32Array | undefined;
  private pointsDrawn = 0;

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
    this.pointsOnly = undefined;
    this.canvas.width = width;
    this.canvas.height = height;
  }

  /**
   * Draws the first `count` points as `camera` (its world matrix up to date) sees them, and
   * `lines` over them; returns how many points were in view. `pointsAsDrawn`: the points, the
   * camera and the size are those of the last frame, so only the lines are drawn again.
   */
  draw(
    positions: Float32Array,
    colors: Uint8Array,
    count: number,
    camera: Camera,
    size: number,
    lines?: CpuLines,
    pointsAsDrawn = false,
  ): number {
    clipOf(camera, this.clip);
    return this.drawClip(positions, colors, count, this.clip, size, lines, pointsAsDrawn);
  }

  /** The same, with the camera's clip matrix (projection × view, column-major) given. */
  drawClip(
    positions: Float32Array,
    colors: Uint8Array,
    count: number,
    clip: Readonly<Matrix4Tuple>,
    size: number,
    lines?: CpuLines,
    pointsAsDrawn = false,
  ): number {
    const { pixels } = this.target;
    if (pointsAsDrawn && this.pointsOnly) {
      pixels.set(this.pointsOnly);
    } else {
      clearSplat(this.target);
      this.pointsDrawn = splatPoints(positions, colors, count, clip, size, this.target);
      if (lines) (this.pointsOnly ??= new Uint32Array(pixels.length)).set(pixels);
      else this.pointsOnly = undefined;
    }
    if (lines) drawCpuLines(this.target, lines, clip);
    const drawn = this.pointsDrawn;
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
