import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { boxVertexCount, writeBoxSegments, type RgbOf, type ViewBox } from './box-geometry';
import { BoxLabels } from './box-labels';
import { DEFAULT_HEIGHT_RANGE, INTENSITY_RANGE, writeRampColors, type ColorBy } from './color-ramp';
import { DynamicGeometry } from './dynamic-geometry';
import { FpsMeter } from './fps-meter';
import { bevFrame, footprintOf, orbitFrame } from './framing';
import { PointCanvas } from './point-canvas';

/*
 * The studio's 3D view without React: one point cloud, one set of boxes, a ground grid and the
 * ego, drawn when something changed (a new frame, a camera move), never in a loop of its own.
 *
 * Colours are not colour-managed: everything is unlit, so the ramp's and the boxes' sRGB values
 * are written as they are and the renderer outputs them unchanged (outputColorSpace linear,
 * colours set "as linear"). That keeps the colouring loop a table lookup.
 */

export type ViewMode = 'bev' | 'orbit';

/**
 * Who draws the points: the GPU (one THREE.Points) or the CPU into a 2D canvas under the
 * WebGL one (point-splat.ts), several times faster under software WebGL. 'auto' picks the CPU
 * exactly then, when there is a canvas for it.
 */
export type PointMode = 'gpu' | 'cpu';

/** What the scene needs of a WebGLRenderer (tests hand in a stand-in: jsdom has no WebGL). */
export type RendererLike = Pick<
  THREE.WebGLRenderer,
  'render' | 'setPixelRatio' | 'setSize' | 'dispose'
> &
  Partial<Pick<THREE.WebGLRenderer, 'forceContextLoss' | 'getContext' | 'setClearColor'>>;

export interface SceneOptions {
  /** Makes the renderer; by default a WebGLRenderer on the canvas. */
  renderer?: (canvas: HTMLCanvasElement) => RendererLike;
  /** Where box labels go: an element laid exactly over the canvas. Without it, no labels. */
  labelLayer?: HTMLElement;
  /** Frames drawn per second, about once a second while drawing goes on (see FpsMeter). */
  onFps?: (fps: number) => void;
  /** Who draws the points ('auto': the CPU when WebGL is software, else the GPU). */
  pointMode?: PointMode | 'auto';
  /**
   * A canvas laid exactly under the WebGL canvas, for points drawn by the CPU; without it the
   * GPU draws them. The frame under both shows SCENE_COLORS.background.
   */
  pointCanvas?: HTMLCanvasElement;
  /** The frame scheduler; requestAnimationFrame by default. */
  requestFrame?: (draw: (now: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

export const SCENE_COLORS = {
  background: '#101119',
  gridCenter: '#3E4258',
  grid: '#252838',
  ego: '#E8EAF2',
};

/** Ground grid: 200 m across, a line every 10 m. */
export const GRID_SIZE = 200;
export const GRID_STEP = 10;

/** Point size in CSS pixels: the same at every distance and zoom. */
export const DEFAULT_POINT_SIZE = 2;

const BEV_CAMERA_HEIGHT = 500;

/** A colour whose components are the CSS colour's sRGB values, shown unchanged. */
function shownAsIs(css: string): THREE.Color {
  return new THREE.Color(1, 1, 1).setStyle(css, THREE.LinearSRGBColorSpace);
}

function makeRenderer(canvas: HTMLCanvasElement): RendererLike {
  // No MSAA: with software WebGL in CI it costs more than the points themselves. Alpha: when
  // the CPU draws the points, they show through from the canvas below.
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: false,
    alpha: true,
    powerPreference: 'high-performance',
  });
  renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
  return renderer;
}

/** Whether WebGL runs on the CPU (SwiftShader, llvmpipe, Windows' basic renderer). */
export function isSoftwareWebGL(renderer: RendererLike): boolean {
  const gl = renderer.getContext?.();
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return (
    typeof name === 'string' && /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name)
  );
}

function makeEgo(): THREE.Mesh {
  // An arrow head the size of a car, pointing along +x (forward).
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute(
    'position',
    new THREE.Float32BufferAttribute([2.5, 0, 0, -1.8, 1, 0, -1.8, -1, 0], 3),
  );
  const material = new THREE.MeshBasicMaterial({
    color: shownAsIs(SCENE_COLORS.ego),
    side: THREE.DoubleSide,
  });
  const mesh = new THREE.Mesh(geometry, material);
  mesh.name = 'ego';
  return mesh;
}

function makeGrid(): THREE.GridHelper {
  const grid = new THREE.GridHelper(
    GRID_SIZE,
    GRID_SIZE / GRID_STEP,
    shownAsIs(SCENE_COLORS.gridCenter),
    shownAsIs(SCENE_COLORS.grid),
  );
  // GridHelper lies in the x–z plane; the LIDAR's ground is x–y.
  grid.rotation.x = Math.PI / 2;
  grid.renderOrder = -1;
  grid.name = 'grid';
  return grid;
}

export class PointCloudScene {
  readonly scene = new THREE.Scene();
  readonly bevCamera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 2000);
  readonly orbitCamera = new THREE.PerspectiveCamera(50, 1, 0.1, 2000);

  private readonly points = new DynamicGeometry(16_384);
  private readonly boxes = new DynamicGeometry(1_024);
  private readonly pointCloud: THREE.Points<THREE.BufferGeometry, THREE.PointsMaterial>;
  private readonly boxLines: THREE.LineSegments<THREE.BufferGeometry, THREE.LineBasicMaterial>;
  private readonly grid = makeGrid();
  private readonly ego = makeEgo();
  private readonly bevControls: OrbitControls;
  private readonly orbitControls: OrbitControls;
  private readonly labels: BoxLabels | undefined;
  private readonly cpuPoints: PointCanvas | undefined;
  private readonly meter: FpsMeter;
  private readonly requestFrame: (draw: (now: number) => void) => number;
  private readonly cancelFrame: (handle: number) => void;
  private readonly boxColors = new Map<string, readonly [number, number, number]>();

  private intensity: Float32Array | undefined;
  private colorBy: ColorBy = 'height';
  private heightRange: readonly [number, number] = DEFAULT_HEIGHT_RANGE;
  private mode: ViewMode = 'bev';
  private width = 300;
  private height = 150;
  private bevHalfX = 50;
  private hasPointsFramed = false;
  private userMoved = false;
  private continuous = false;
  private pointSize = DEFAULT_POINT_SIZE;
  private pixelRatio = 1;
  private pending = 0;
  private drawn = 0;
  private boxCount = 0;
  private disposed = false;
  private keyElement: HTMLElement | undefined;

  private constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly renderer: RendererLike,
    options: SceneOptions,
  ) {
    this.requestFrame = options.requestFrame ?? ((draw) => requestAnimationFrame(draw));
    this.cancelFrame = options.cancelFrame ?? ((handle) => cancelAnimationFrame(handle));
    this.meter = new FpsMeter((fps) => options.onFps?.(fps));
    this.labels = options.labelLayer ? new BoxLabels(options.labelLayer) : undefined;

    this.pointCloud = new THREE.Points(
      this.points.geometry,
      new THREE.PointsMaterial({
        size: DEFAULT_POINT_SIZE,
        sizeAttenuation: false,
        vertexColors: true,
      }),
    );
    this.boxLines = new THREE.LineSegments(
      this.boxes.geometry,
      new THREE.LineBasicMaterial({ vertexColors: true }),
    );
    // Their buffers change in place, so a bounding sphere computed once would go stale and
    // cull what is in view; both fill most of the view anyway.
    this.pointCloud.frustumCulled = false;
    this.boxLines.frustumCulled = false;
    this.pointCloud.name = 'points';
    this.boxLines.name = 'boxes';
    this.scene.add(this.grid, this.ego, this.pointCloud, this.boxLines);
    const mode = options.pointMode ?? 'auto';
    const cpu =
      !!options.pointCanvas && (mode === 'cpu' || (mode === 'auto' && isSoftwareWebGL(renderer)));
    if (options.pointCanvas && cpu) {
      this.cpuPoints = new PointCanvas(options.pointCanvas);
      this.pointCloud.visible = false;
      // The grid is drawn over the points now: see-through, so they show under it.
      const gridMaterial = this.grid.material as THREE.Material;
      gridMaterial.transparent = true;
      gridMaterial.opacity = 0.5;
    } else if (options.pointCanvas) {
      options.pointCanvas.style.display = 'none';
    }
    renderer.setClearColor?.(shownAsIs(SCENE_COLORS.background), cpu ? 0 : 1);

    // x up the screen in the bird's-eye view; z up in the orbit view. Set before the
    // controls are made: they take their orbit axis from `up`.
    this.bevCamera.up.set(1, 0, 0);
    this.bevCamera.position.set(0, 0, BEV_CAMERA_HEIGHT);
    this.orbitCamera.up.set(0, 0, 1);

    this.bevControls = new OrbitControls(this.bevCamera, canvas);
    this.bevControls.enableRotate = false;
    this.bevControls.zoomToCursor = true;
    this.bevControls.minZoom = 0.05;
    this.bevControls.maxZoom = 50;
    this.bevControls.mouseButtons = {
      LEFT: THREE.MOUSE.PAN,
      MIDDLE: THREE.MOUSE.DOLLY,
      RIGHT: THREE.MOUSE.PAN,
    };
    this.bevControls.touches = { ONE: THREE.TOUCH.PAN, TWO: THREE.TOUCH.DOLLY_PAN };

    this.orbitControls = new OrbitControls(this.orbitCamera, canvas);
    this.orbitControls.minDistance = 1;
    this.orbitControls.maxDistance = 800;
    // Stay above the ground: from below, the cloud is unreadable.
    this.orbitControls.maxPolarAngle = Math.PI / 2 - 0.02;

    for (const controls of [this.bevControls, this.orbitControls]) {
      controls.addEventListener('change', this.requestRender);
      controls.addEventListener('start', this.onUserMove);
    }
    canvas.addEventListener('webglcontextrestored', this.requestRender);
    this.setView('bev');
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

  /** Frames drawn since the scene was made. */
  get framesDrawn(): number {
    return this.drawn;
  }

  /** Who draws the points. */
  get pointMode(): PointMode {
    return this.cpuPoints ? 'cpu' : 'gpu';
  }

  get view(): ViewMode {
    return this.mode;
  }

  get camera(): THREE.OrthographicCamera | THREE.PerspectiveCamera {
    return this.mode === 'bev' ? this.bevCamera : this.orbitCamera;
  }

  /** The geometries drawn now (tests look at their buffers). */
  get buffers(): { points: THREE.BufferGeometry; boxes: THREE.BufferGeometry } {
    return { points: this.pointCloud.geometry, boxes: this.boxLines.geometry };
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
    if (!this.userMoved && count > 0 && !this.hasPointsFramed) this.fit();
    this.requestRender();
  }

  /** How points are coloured: by height over `heightRange` (metres), or by intensity. */
  setColoring(colorBy: ColorBy, heightRange: readonly [number, number] = DEFAULT_HEIGHT_RANGE) {
    this.colorBy = colorBy;
    this.heightRange = heightRange;
    const count = this.points.size;
    if (count === 0) return;
    this.writeColors(count);
    this.points.commit(count, { positions: false });
    this.requestRender();
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
    this.requestRender();
  }

  /** Bird's-eye (orthographic, x up the screen) or orbit (perspective, free camera). */
  setView(view: ViewMode): void {
    this.mode = view;
    this.bevControls.enabled = view === 'bev';
    this.orbitControls.enabled = view === 'orbit';
    this.requestRender();
  }

  /** Arrow keys pan the view while `element` (e.g. the focused frame) has the focus. */
  listenToKeys(element: HTMLElement): void {
    this.bevControls.listenToKeyEvents(element);
    this.orbitControls.listenToKeyEvents(element);
    this.keyElement = element;
    element.addEventListener('keydown', this.onKey);
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
    this.ego.position.z = z;
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
    this.cpuPoints?.resize(
      Math.floor(width * this.pixelRatio),
      Math.floor(height * this.pixelRatio),
    );
    this.orbitCamera.aspect = width / height;
    this.orbitCamera.updateProjectionMatrix();
    // Until the user moves the camera, a new size fits the cloud again.
    if (this.userMoved) this.applyBevExtent();
    else this.fit();
    this.requestRender();
  }

  /** Frames the current points in both cameras, as at the start. */
  fit(): void {
    const footprint = footprintOf(this.points.positions, this.points.size);
    const bev = bevFrame(footprint, this.aspect);
    this.bevHalfX = bev.halfX;
    this.bevCamera.zoom = 1;
    this.bevCamera.position.set(bev.centerX, bev.centerY, BEV_CAMERA_HEIGHT);
    this.bevControls.target.set(bev.centerX, bev.centerY, 0);
    this.applyBevExtent();
    this.bevControls.update();

    const orbit = orbitFrame(footprint);
    this.orbitCamera.position.set(...orbit.position);
    this.orbitControls.target.set(...orbit.target);
    this.orbitControls.update();

    this.hasPointsFramed = this.points.size > 0;
    this.userMoved = false;
    this.requestRender();
  }

  /** Asks for one frame at the next animation frame (many asks, one frame). */
  readonly requestRender = (): void => {
    if (this.pending || this.disposed) return;
    this.pending = this.requestFrame(this.draw);
  };

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.pending) this.cancelFrame(this.pending);
    this.pending = 0;
    for (const controls of [this.bevControls, this.orbitControls]) {
      controls.removeEventListener('change', this.requestRender);
      controls.removeEventListener('start', this.onUserMove);
      controls.dispose();
    }
    this.canvas.removeEventListener('webglcontextrestored', this.requestRender);
    this.keyElement?.removeEventListener('keydown', this.onKey);
    this.points.dispose();
    this.boxes.dispose();
    this.pointCloud.material.dispose();
    this.boxLines.material.dispose();
    this.grid.dispose();
    this.ego.geometry.dispose();
    (this.ego.material as THREE.Material).dispose();
    this.labels?.dispose();
    this.cpuPoints?.dispose();
    this.renderer.dispose();
    // Browsers keep only a few contexts: give this one back now, not when it is collected.
    this.renderer.forceContextLoss?.();
  }

  private get aspect(): number {
    return this.width / this.height;
  }

  private readonly draw = (now: number): void => {
    this.pending = 0;
    if (this.disposed) return;
    const camera = this.camera;
    // The labels and the CPU's points project with it before three.js would update it.
    camera.updateMatrixWorld();
    this.labels?.place(camera, this.width, this.height);
    this.cpuPoints?.draw(
      this.points.positions,
      this.points.colors,
      this.points.size,
      camera,
      this.pointSize * this.pixelRatio,
    );
    this.renderer.render(this.scene, camera);
    this.drawn += 1;
    this.meter.tick(now);
    if (this.continuous) this.requestRender();
  };

  private readonly onUserMove = (): void => {
    this.userMoved = true;
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key.startsWith('Arrow')) this.userMoved = true;
  };

  private applyBevExtent(): void {
    const halfY = this.bevHalfX * this.aspect;
    this.bevCamera.top = this.bevHalfX;
    this.bevCamera.bottom = -this.bevHalfX;
    this.bevCamera.left = -halfY;
    this.bevCamera.right = halfY;
    this.bevCamera.updateProjectionMatrix();
  }

  private writeColors(count: number): void {
    const intensity = this.intensity;
    if (this.colorBy === 'intensity' && intensity && intensity.length >= count) {
      writeRampColors(intensity, 1, 0, count, INTENSITY_RANGE, this.points.colors);
    } else {
      writeRampColors(this.points.positions, 3, 2, count, this.heightRange, this.points.colors);
    }
  }

  private readonly rgbOf: RgbOf = (css) => {
    let rgb = this.boxColors.get(css);
    if (!rgb) {
      const color = shownAsIs(css);
      rgb = [Math.round(color.r * 255), Math.round(color.g * 255), Math.round(color.b * 255)];
      if (this.boxColors.size > 256) this.boxColors.clear();
      this.boxColors.set(css, rgb);
    }
    return rgb;
  };
}
