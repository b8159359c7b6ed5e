import * as THREE from 'three';
import { boxVertexCount, writeBoxSegments, type ViewBox } from './box-geometry';
import { BoxLabels } from './box-labels';
import { DEFAULT_HEIGHT_RANGE, INTENSITY_RANGE, writeRampColors, type ColorBy } from './color-ramp';
import { CpuDrawing, sceneCpuLines } from './cpu-drawing';
import { DynamicGeometry } from './dynamic-geometry';
import { FpsMeter } from './fps-meter';
import { FrameScheduler, type FrameSchedulerOptions } from './frame-scheduler';
import {
  overlayVertexCount,
  trailPointCount,
  writeOverlaySegments,
  type ViewAxes,
  type ViewTrail,
} from './overlay-geometry';
import { footprintOf } from './framing';
import type { SplatWorkerLike } from './worker-point-canvas';
import { PICK_RADIUS, type PointPick, pickNearestPoint } from './point-pick';
import { SceneCameras, type ViewMode } from './scene-cameras';
import {
  GRID_STEP,
  SCENE_COLORS,
  colorBytes,
  isSoftwareWebGL,
  makeEgo,
  disposeObject,
  makeGrid,
  makeRenderer,
  shownAsIs,
  type RendererLike,
} from './scene-parts';

export type { RendererLike } from './scene-parts';
export type { ViewMode } from './scene-cameras';
export type { PointPick } from './point-pick';

/*
 * The studio's 3D view without React: one point cloud, one set of boxes, a ground grid and the
 * ego, drawn when something changed (a new frame, a camera move), never in a loop of its own.
 * A page may bring its own camera and objects (HMI: a camera following the vehicle, the
 * vehicle's arrow, its planned path): they are drawn and disposed on the same path.
 */

/**
 * Who draws the points: the GPU (one THREE.Points) or the CPU into a 2D canvas under the
 * WebGL one (point-splat.ts), several times faster under software WebGL; the CPU then draws
 * the grid, the ego, the boxes and the trail over them too (cpu-lines.ts).
 */
export type PointMode = 'gpu' | 'cpu';

/**
 * What a scene is made with; how its frames are asked for (`requestFrame`, `cancelFrame`,
 * `soon`) is frame-scheduler.ts's.
 */
export interface SceneOptions extends FrameSchedulerOptions {
  /** Makes the renderer; by default a WebGLRenderer on the canvas. */
  renderer?: (canvas: HTMLCanvasElement) => RendererLike;
  /** Where box labels go: an element laid exactly over the canvas. Without it, no labels. */
  labelLayer?: HTMLElement;
  /** Frames drawn per second, about once a second while drawing goes on (see FpsMeter). */
  onFps?: (fps: number) => void;
  /** After each frame drawn, with the points it drew (e.g. to mark when a new cloud showed). */
  onFrame?: (points: number) => void;
  /** Who draws the points; 'auto' (the default): the CPU exactly when WebGL is software. */
  pointMode?: PointMode | 'auto';
  /**
   * A canvas laid exactly under the WebGL canvas, for points drawn by the CPU; without it the
   * GPU draws them. The frame under both shows SCENE_COLORS.background.
   */
  pointCanvas?: HTMLCanvasElement;
  /**
   * A camera the page moves itself (e.g. one following a vehicle), drawn with instead of the
   * bird's-eye and orbit cameras. Those and their controls are then not made: the canvas takes
   * no drag, wheel or touch, and `fit` and `setView` do nothing. Its aspect follows the canvas.
   */
  camera?: THREE.PerspectiveCamera;
  /**
   * The ego arrow, at the origin until `setEgoPose` moves it (true). False: none.
   */
  ego?: boolean;
  /**
   * Points drawn by the CPU are drawn in a worker of their own when the browser can
   * (worker-point-canvas.ts): true by default. A test may give the worker (`SplatWorkerLike`).
   */
  pointWorker?: boolean | (() => SplatWorkerLike);
}

/** Point size in CSS pixels: the same at every distance and zoom. */
export const DEFAULT_POINT_SIZE = 2;

export class PointCloudScene {
  readonly scene = new THREE.Scene();
  /** The bird's-eye and orbit cameras; none when the page moves its own (`pageCamera`). */
  private readonly cameras: SceneCameras | undefined;
  private readonly pageCamera: THREE.PerspectiveCamera | undefined;
  private readonly points = new DynamicGeometry(16_384);
  private readonly boxes = new DynamicGeometry(1_024);
  private readonly pointCloud: THREE.Points<THREE.BufferGeometry, THREE.PointsMaterial>;
  private readonly boxLines: THREE.LineSegments<THREE.BufferGeometry, THREE.LineBasicMaterial>;
  /** The trail and the frames' axes (setOverlay): one more line geometry, one draw call. */
  private readonly overlay = new DynamicGeometry(256);
  private readonly overlayLines: THREE.LineSegments<THREE.BufferGeometry, THREE.LineBasicMaterial>;
  private trailCount = 0;
  private axesCount = 0;
  private readonly grid = makeGrid();
  private readonly ego: ReturnType<typeof makeEgo> | undefined;
  /** The page's objects (`add`), disposed with the scene. */
  private readonly extras: THREE.Object3D[] = [];
  private readonly labels: BoxLabels | undefined;
  /** The points (and the lines over them) drawn by the CPU; none when the GPU draws them. */
  private readonly cpu: CpuDrawing | undefined;
  /** Changes with the points or their colours: a splat worker is sent them again then. */
  private pointsVersion = 0;
  /** Changes with what the CPU draws over the points (grid, ego, boxes, trail, axes). */
  private linesVersion = 0;
  /**
   * Whether the next frame changes what the WebGL canvas shows. When the CPU draws, the WebGL
   * canvas holds only the page's own objects (`add`), so it is rendered only when there are
   * some (and once, to clear it): each render had the compositor read the canvas back from
   * software GL, 9–10 ms of the page's thread for each pose of a playing record
   * (bench/playback.ts, a trace of the playing).
   */
  private glChanged = true;
  private glRendered = false;
  private readonly meter: FpsMeter;
  /** When frames are drawn: on demand, and new points for a worker a microtask after. */
  private readonly frames: FrameScheduler;
  private readonly rgbOf = colorBytes();
  private readonly onFrame: ((points: number) => void) | undefined;

  private intensity: Float32Array | undefined;
  private colorBy: ColorBy = 'height';
  private heightRange: readonly [number, number] = DEFAULT_HEIGHT_RANGE;
  private width = 300;
  private height = 150;
  private pixelRatio = 1;
  private pointSize = DEFAULT_POINT_SIZE;
  private hasPointsFramed = false;
  private continuous = false;
  private drawn = 0;
  private boxCount = 0;
  private disposed = false;

  private constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly renderer: RendererLike,
    options: SceneOptions,
  ) {
    this.frames = new FrameScheduler((now) => this.draw(now), options);
    this.meter = new FpsMeter((fps) => options.onFps?.(fps));
    this.onFrame = options.onFrame;
    this.labels = options.labelLayer ? new BoxLabels(options.labelLayer) : undefined;
    this.pageCamera = options.camera;
    this.cameras = this.pageCamera ? undefined : new SceneCameras(canvas, this.requestRender);
    this.ego = options.ego === false ? undefined : makeEgo();

    this.pointCloud = new THREE.Points(
      this.points.geometry,
      new THREE.PointsMaterial({
        size: this.pointSize,
        sizeAttenuation: false,
        vertexColors: true,
      }),
    );
    this.boxLines = new THREE.LineSegments(
      this.boxes.geometry,
      new THREE.LineBasicMaterial({ vertexColors: true }),
    );
    this.overlayLines = new THREE.LineSegments(
      this.overlay.geometry,
      new THREE.LineBasicMaterial({ vertexColors: true }),
    );
    // Their buffers change in place, so a bounding sphere computed once would go stale and
    // cull what is in view; both fill most of the view anyway.
    this.pointCloud.frustumCulled = false;
    this.boxLines.frustumCulled = false;
    this.overlayLines.frustumCulled = false;
    this.pointCloud.name = 'points';
    this.boxLines.name = 'boxes';
    this.overlayLines.name = 'overlay';
    this.scene.add(
      this.grid,
      ...(this.ego ? [this.ego] : []),
      this.pointCloud,
      this.boxLines,
      this.overlayLines,
    );

    const mode = options.pointMode ?? 'auto';
    const { pointCanvas } = options;
    if (pointCanvas && (mode === 'cpu' || (mode === 'auto' && isSoftwareWebGL(renderer)))) {
      this.cpu = new CpuDrawing(pointCanvas, options.pointWorker ?? true, this.pointsDrawn);
      // The CPU draws these over the points (cpu-lines.ts); the WebGL canvas, the page's own.
      this.pointCloud.visible = false;
      this.grid.visible = false;
      this.boxLines.visible = false;
      this.overlayLines.visible = false;
      if (this.ego) this.ego.visible = false;
    } else if (pointCanvas) {
      pointCanvas.style.display = 'none';
    }
    // Transparent when the points are on the canvas below.
    renderer.setClearColor?.(shownAsIs(SCENE_COLORS.background), this.pointCloud.visible ? 1 : 0);
    canvas.addEventListener('webglcontextrestored', this.requestRender);
    this.fit();
  }

  /** A scene drawing on `canvas`; throws when WebGL cannot start. */
  static create(canvas: HTMLCanvasElement, options: SceneOptions = {}): PointCloudScene {
    const renderer = (options.renderer ?? makeRenderer)(canvas);
    return new PointCloudScene(canvas, renderer, options);
  }

  /** Points drawn now. */
  get pointCount(): number {
    return this.points.size;
  }

  /** Boxes drawn now. */
  get boxesDrawn(): number {
    return this.boxCount;
  }

  /** Points of the trail drawn now. */
  get trailPoints(): number {
    return this.trailCount;
  }

  /** Frames' axes drawn now. */
  get axesDrawn(): number {
    return this.axesCount;
  }

  /** Frames drawn since the scene was made. */
  get framesDrawn(): number {
    return this.drawn;
  }

  /** Who draws the points. */
  get pointMode(): PointMode {
    return this.pointCloud.visible ? 'gpu' : 'cpu';
  }

  /** Whether the CPU's points are drawn in a worker (then drawn frames are told when it has). */
  get pointsInWorker(): boolean {
    return this.cpu?.drawsInWorker ?? false;
  }

  /** The view of the scene's cameras; 'page' when the page moves its own. */
  get view(): ViewMode | 'page' {
    return this.cameras?.view ?? 'page';
  }

  get bevCamera(): THREE.OrthographicCamera | undefined {
    return this.cameras?.bev;
  }

  get orbitCamera(): THREE.PerspectiveCamera | undefined {
    return this.cameras?.orbit;
  }

  /** The camera of the current view. */
  get camera(): THREE.OrthographicCamera | THREE.PerspectiveCamera {
    return this.pageCamera ?? this.cameras!.active;
  }

  /** The geometries drawn now (tests look at their buffers). */
  get buffers(): {
    points: THREE.BufferGeometry;
    boxes: THREE.BufferGeometry;
    overlay: THREE.BufferGeometry;
  } {
    return {
      points: this.pointCloud.geometry,
      boxes: this.boxLines.geometry,
      overlay: this.overlayLines.geometry,
    };
  }

  /**
   * A new point cloud: xyz triples (copied into the GPU buffer in place) and, optionally, one
   * intensity in 0..1 per point. The first cloud that has points frames both cameras.
   */
  setPoints(positions: Float32Array, intensity?: Float32Array): void {
    const count = Math.floor(positions.length / 3);
    if (this.points.reserve(count)) this.pointCloud.geometry = this.points.geometry;
    this.points.positions.set(
      positions.length === count * 3 ? positions : positions.subarray(0, count * 3),
    );
    this.intensity = intensity;
    this.writeColors(count);
    this.points.commit(count);
    this.pointsVersion += 1;
    if (count > 0 && !this.hasPointsFramed && !this.userMoved) this.fit();
    this.requestPoints();
  }

  /** How points are coloured: by height over `heightRange` (metres), or by intensity. */
  setColoring(colorBy: ColorBy, heightRange: readonly [number, number] = DEFAULT_HEIGHT_RANGE) {
    this.colorBy = colorBy;
    this.heightRange = heightRange;
    const count = this.points.size;
    if (count === 0) return;
    this.writeColors(count);
    this.points.commit(count, { positions: false });
    this.pointsVersion += 1;
    this.requestPoints();
  }

  /** The boxes of this frame, all in one line geometry. */
  setBoxes(boxes: readonly ViewBox[]): void {
    let vertices = 0;
    for (const box of boxes) vertices += boxVertexCount(box);
    if (this.boxes.reserve(vertices)) this.boxLines.geometry = this.boxes.geometry;
    const written = writeBoxSegments(boxes, this.boxes.positions, this.boxes.colors, this.rgbOf);
    this.boxes.commit(written);
    this.boxCount = boxes.length;
    this.labels?.set(boxes);
    this.requestLines();
  }

  /**
   * A trail (a polyline, e.g. where the ego drove) and coordinate frames' axes (TF frames), in
   * the view's frame; both in one line geometry beside the boxes'.
   */
  setOverlay(trail: ViewTrail | undefined, axes: readonly ViewAxes[] = []): void {
    const vertices = overlayVertexCount(trail, axes);
    if (this.overlay.reserve(vertices)) this.overlayLines.geometry = this.overlay.geometry;
    const written = writeOverlaySegments(
      trail,
      axes,
      this.overlay.positions,
      this.overlay.colors,
      this.rgbOf,
    );
    this.overlay.commit(written);
    this.trailCount = trailPointCount(trail);
    this.axesCount = axes.length;
    this.requestLines();
  }

  /** Bird's-eye (orthographic, x up the screen) or orbit (perspective, free camera). */
  setView(view: ViewMode): void {
    this.cameras?.setView(view);
    this.requestRender();
  }

  /** Arrow keys pan the view while `element` (e.g. the focused frame) has the focus. */
  listenToKeys(element: HTMLElement): void {
    this.cameras?.listenToKeys(element);
  }

  /** Point size in CSS pixels. */
  setPointSize(size: number): void {
    this.pointSize = size;
    this.pointCloud.material.size = size;
    this.requestRender();
  }

  /** Height of the ground grid and the ego marker (e.g. minus the sensor's mounting height). */
  setGroundZ(z: number): void {
    this.grid.position.z = z;
    if (this.ego) this.ego.position.z = z;
    this.requestLines();
  }

  /**
   * Puts the ego arrow at (x, y), pointing along `yaw` (about +z from +x, radians): a vehicle's
   * place in a view that follows it. Drawn with the grid, by the CPU under software GL, so a
   * page that moves it adds nothing to the WebGL canvas (HMI: its frames need no render there).
   */
  setEgoPose(x: number, y: number, yaw: number): void {
    if (!this.ego) return;
    this.ego.position.x = x;
    this.ego.position.y = y;
    this.ego.rotation.z = yaw;
    this.requestLines();
  }

  /**
   * Moves the ground grid under (x, y) a line at a time, so that it seems to stand still under
   * something driving across it.
   */
  centerGrid(x: number, y: number): void {
    this.grid.position.x = Math.round(x / GRID_STEP) * GRID_STEP;
    this.grid.position.y = Math.round(y / GRID_STEP) * GRID_STEP;
    this.requestLines();
  }

  /**
   * Draws the page's own objects too (e.g. a vehicle's arrow, its planned path); the scene
   * disposes their geometries and materials with its own. A page that changes them asks for a
   * frame with `requestRender`.
   */
  add(...objects: THREE.Object3D[]): void {
    this.scene.add(...objects);
    this.extras.push(...objects);
    this.requestRender();
  }

  /** Draw on every animation frame, changed or not (to measure frame rates). */
  setContinuous(continuous: boolean): void {
    this.continuous = continuous;
    if (continuous) this.requestRender();
  }

  /** The canvas's new size in CSS pixels. */
  resize(width: number, height: number): void {
    if (!(width > 0 && height > 0)) return;
    this.width = width;
    this.height = height;
    this.pixelRatio = Math.min(globalThis.devicePixelRatio || 1, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    // false: the canvas's CSS size is its container's, not set here.
    this.renderer.setSize(width, height, false);
    // The drawing buffer's size, as the renderer rounds it.
    const bufferWidth = Math.floor(width * this.pixelRatio);
    // A canvas given a new size is blank: its points are drawn again at the next frame.
    this.cpu?.resize(bufferWidth, Math.floor(height * this.pixelRatio));
    this.cameras?.setAspect(width / height);
    if (this.pageCamera) {
      this.pageCamera.aspect = width / height;
      this.pageCamera.updateProjectionMatrix();
    }
    // Until the user moves the camera, a new size fits the cloud again.
    if (!this.userMoved) this.fit();
    this.requestRender();
  }

  /**
   * The point drawn nearest (`x`, `y`) (CSS pixels from the view's top-left), within a few
   * pixels; null when there is none. Among points drawn over (`x`, `y`), the nearest to the camera.
   */
  pickAt(x: number, y: number): PointPick | null {
    const camera = this.camera;
    camera.updateMatrixWorld();
    const clip = new THREE.Matrix4().multiplyMatrices(
      camera.projectionMatrix,
      camera.matrixWorldInverse,
    );
    const { positions, size } = this.points;
    // A point is drawn as a square of pointSize CSS pixels: it covers half that and a pixel.
    const cover = this.pointSize / 2 + 1;
    const { width, height } = this;
    const index = pickNearestPoint(
      positions,
      size,
      clip.elements,
      x,
      y,
      width,
      height,
      PICK_RADIUS,
      cover,
    );
    if (index < 0) return null;
    const at = index * 3;
    return { index, point: [positions[at]!, positions[at + 1]!, positions[at + 2]!] };
  }

  /** Frames the current points in both cameras, as at the start. */
  fit(): void {
    if (!this.cameras) return;
    this.cameras.fit(footprintOf(this.points.positions, this.points.size));
    this.hasPointsFramed = this.points.size > 0;
    this.requestRender();
  }

  /** Asks for one frame at the next animation frame (many asks, one frame). */
  readonly requestRender = (): void => {
    this.glChanged = true;
    this.frames.schedule();
  };

  /** A frame for new points or colours: the WebGL canvas's only when it draws the points. */
  private requestPoints(): void {
    if (!this.cpuDraws) this.glChanged = true;
    // A worker shows new points by itself: sent a microtask after the change (drawSoon).
    if (this.cpu?.drawsInWorker) this.frames.drawSoon();
    else this.frames.schedule();
  }

  /** A frame for new grid, ego, boxes, trail or axes: the CPU's when it draws them. */
  private requestLines(): void {
    if (this.cpuDraws) this.linesVersion += 1;
    else this.glChanged = true;
    this.frames.schedule();
  }

  /** Whether the CPU draws the points (and the grid, ego and lines with them). */
  private get cpuDraws(): boolean {
    return this.cpu !== undefined;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.frames.dispose();
    this.cameras?.dispose();
    this.canvas.removeEventListener('webglcontextrestored', this.requestRender);
    this.points.dispose();
    this.boxes.dispose();
    this.overlay.dispose();
    this.pointCloud.material.dispose();
    this.boxLines.material.dispose();
    this.overlayLines.material.dispose();
    this.grid.dispose();
    if (this.ego) disposeObject(this.ego);
    for (const object of this.extras.splice(0)) disposeObject(object);
    this.labels?.dispose();
    this.cpu?.dispose();
    this.renderer.dispose();
    // Browsers keep only a few contexts: give this one back now, not when it is collected.
    this.renderer.forceContextLoss?.();
  }

  /** One frame (the scheduler's `drawFrame`: called only until `dispose`). */
  private draw(now: number): void {
    const camera = this.camera;
    // The labels and the CPU's points project with it before three.js would update it.
    camera.updateMatrixWorld();
    this.labels?.place(camera, this.width, this.height);
    this.cpu?.draw({
      points: this.points,
      pointsVersion: this.pointsVersion,
      linesVersion: this.linesVersion,
      camera,
      size: this.pointSize * this.pixelRatio,
      continuous: this.continuous,
      lines: () => sceneCpuLines(this.grid, this.ego, this.rgbOf, [this.boxes, this.overlay]),
    });
    // When the CPU draws, the WebGL canvas shows the page's objects only: none, no render.
    const glShows = !this.cpuDraws || this.extras.length > 0 || !this.glRendered;
    if ((this.glChanged || this.continuous) && glShows) {
      this.renderer.render(this.scene, camera);
      this.glRendered = true;
    }
    this.glChanged = false;
    this.drawn += 1;
    // With a splat worker, a frame is whole when the worker has drawn its points: counted then.
    if (!this.cpu?.drawsInWorker) {
      this.meter.tick(now);
      this.onFrame?.(this.points.size);
    }
    if (this.continuous) this.frames.schedule();
  }

  /**
   * The splat worker drew a frame's points (`count` of them in the cloud, of `version`): a
   * frame shown, and told to the page when it shows the current points (one drawn for an
   * older cloud is not the new cloud's first frame).
   */
  private readonly pointsDrawn = (count: number, version: number): void => {
    if (this.disposed) return;
    this.meter.tick(performance.now());
    if (version === this.pointsVersion) this.onFrame?.(count);
  };

  /** Whether the scene leaves the camera where it is: moved by the user, or by the page. */
  private get userMoved(): boolean {
    return this.cameras?.userMoved ?? true;
  }

  private writeColors(count: number): void {
    const intensity = this.intensity;
    if (this.colorBy === 'intensity' && intensity && intensity.length >= count) {
      writeRampColors(intensity, 1, 0, count, INTENSITY_RANGE, this.points.colors);
    } else {
      writeRampColors(this.points.positions, 3, 2, count, this.heightRange, this.points.colors);
    }
  }
}
