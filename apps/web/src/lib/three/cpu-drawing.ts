import type * as THREE from 'three';
import { composeCpuLines, packColor, type CpuLines } from './cpu-lines';
import type { DynamicGeometry } from './dynamic-geometry';
import { PointCanvas, clipOf } from './point-canvas';
import { GRID_SIZE, GRID_STEP, SCENE_COLORS, type colorBytes, type makeEgo } from './scene-parts';
import { WorkerPointCanvas, canSplatInWorker, type SplatWorkerLike } from './worker-point-canvas';

/*
 * The scene's points drawn by the CPU into a 2D canvas under the WebGL one (point-splat.ts),
 * several times faster than software WebGL, with the grid, the ego, the boxes and the trail
 * drawn over them (cpu-lines.ts); in a worker of its own when the browser can.
 */

/** What the scene hands over for one frame. */
export interface CpuFrame {
  points: DynamicGeometry;
  /** Changes with the points or their colours. */
  pointsVersion: number;
  /** Changes with what is drawn over the points (grid, ego, boxes, trail, axes). */
  linesVersion: number;
  camera: THREE.Camera;
  /** Point size in device pixels. */
  size: number;
  /** Drawing every frame (a frame-rate measurement): the points are drawn again each time. */
  continuous: boolean;
  /** The lines of `linesVersion`, asked for only when they have changed. */
  lines: () => CpuLines;
}

export class CpuDrawing {
  private readonly onCanvas: PointCanvas | undefined;
  private readonly inWorker: WorkerPointCanvas | undefined;
  /**
   * What the canvas was last asked to show (the cloud's version, the lines' version, the
   * camera's clip matrix, the point size); null before the first draw and after a resize (which
   * clears it). A frame that changes none of them draws nothing there; one that changes only
   * the lines (a playing record's trail, a box) draws them over the points as last drawn:
   * splatting 100,000 points again at each such frame cost a core's half while a record played
   * (bench/playback.ts).
   */
  private shown: {
    version: number;
    lines: number;
    clip: THREE.Matrix4Tuple;
    size: number;
  } | null = null;
  private lines: { version: number; lines: CpuLines } | undefined;

  /**
   * `worker`: draw in a worker when the browser can (true), never (false), or in this one (a
   * test's). `onDrawn` hears when a worker has drawn a frame's points (`count` of `version`).
   */
  constructor(
    canvas: HTMLCanvasElement,
    worker: boolean | (() => SplatWorkerLike),
    onDrawn: (count: number, version: number) => void,
  ) {
    if (typeof worker === 'function' || (worker && canSplatInWorker(canvas))) {
      const given = typeof worker === 'function' ? worker() : undefined;
      this.inWorker = new WorkerPointCanvas(canvas, onDrawn, given);
    } else {
      this.onCanvas = new PointCanvas(canvas);
    }
  }

  /** Whether a worker draws (then a frame is whole only when it says it has drawn). */
  get drawsInWorker(): boolean {
    return this.inWorker !== undefined;
  }

  /** The drawing buffer's size in device pixels; the canvas is blank until the next frame. */
  resize(width: number, height: number): void {
    this.shown = null;
    this.onCanvas?.resize(width, height);
    this.inWorker?.resize(width, height);
  }

  /** Draws what changed since the last frame: nothing, the lines over the points, or all. */
  draw(frame: CpuFrame): void {
    const kind = this.whatChanged(frame);
    if (kind === 'same') return;
    const lines = this.linesOf(frame);
    const { positions, colors, size: count } = frame.points;
    this.onCanvas?.draw(
      positions,
      colors,
      count,
      frame.camera,
      frame.size,
      lines,
      kind === 'lines',
    );
    this.inWorker?.draw(
      positions,
      colors,
      count,
      frame.pointsVersion,
      frame.camera,
      frame.size,
      lines,
      frame.linesVersion,
    );
  }

  dispose(): void {
    this.onCanvas?.dispose();
    this.inWorker?.dispose();
  }

  /**
   * What the canvas must draw against what it last drew: nothing ('same'), the lines over the
   * points as drawn ('lines'), or all; all when drawing continuously (a frame-rate measurement
   * counts the points' frames).
   */
  private whatChanged(frame: CpuFrame): 'same' | 'lines' | 'all' {
    const clip = clipOf(frame.camera, new Array<number>(16).fill(0) as THREE.Matrix4Tuple);
    const shown = this.shown;
    const pointsSame =
      shown !== null &&
      shown.version === frame.pointsVersion &&
      shown.size === frame.size &&
      shown.clip.every((value, i) => value === clip[i]);
    const linesSame = shown !== null && shown.lines === frame.linesVersion;
    this.shown = {
      version: frame.pointsVersion,
      lines: frame.linesVersion,
      clip,
      size: frame.size,
    };
    if (frame.continuous || !pointsSame) return 'all';
    return linesSame ? 'same' : 'lines';
  }

  private linesOf(frame: CpuFrame): CpuLines {
    if (this.lines?.version !== frame.linesVersion) {
      this.lines = { version: frame.linesVersion, lines: frame.lines() };
    }
    return this.lines.lines;
  }
}

/**
 * The grid and the ego drawn by the CPU over its points are see-through, so the points show
 * under them (a board held close to the sensor sits right behind the ego's arrow).
 */
const GRID_OPACITY = 0.5;
const EGO_OPACITY = 0.35;

/** The scene's grid, ego (if any) and line geometries as the CPU draws them over the points. */
export function sceneCpuLines(
  grid: THREE.Object3D,
  ego: ReturnType<typeof makeEgo> | undefined,
  rgbOf: ReturnType<typeof colorBytes>,
  geometries: readonly DynamicGeometry[],
): CpuLines {
  const { x, y, z } = grid.position;
  return composeCpuLines(
    {
      x,
      y,
      z,
      size: GRID_SIZE,
      step: GRID_STEP,
      center: packColor(rgbOf(SCENE_COLORS.gridCenter), GRID_OPACITY),
      line: packColor(rgbOf(SCENE_COLORS.grid), GRID_OPACITY),
    },
    ego && { corners: egoCorners(ego), color: packColor(rgbOf(SCENE_COLORS.ego), EGO_OPACITY) },
    geometries.map((geometry) => ({
      positions: geometry.positions,
      colors: geometry.colors,
      vertices: geometry.size,
    })),
  );
}

/** The ego's triangle where it stands, turned about z by its yaw (`setEgoPose`). */
function egoCorners(ego: THREE.Mesh): number[] {
  const shape = ego.geometry.getAttribute('position');
  const { x, y, z } = ego.position;
  const cos = Math.cos(ego.rotation.z);
  const sin = Math.sin(ego.rotation.z);
  const corners: number[] = [];
  for (let i = 0; i < shape.count; i += 1) {
    const sx = shape.getX(i);
    const sy = shape.getY(i);
    corners.push(x + sx * cos - sy * sin, y + sx * sin + sy * cos, shape.getZ(i) + z);
  }
  return corners;
}
