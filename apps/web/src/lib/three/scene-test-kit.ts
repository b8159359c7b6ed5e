import type * as THREE from 'three';
import { afterEach, vi } from 'vitest';
import type { ViewBox } from './box-geometry';
import { rampTable } from './color-ramp';
import { PointCloudScene, type PointMode, type RendererLike } from './PointCloudScene';
import type { SplatWorkerLike } from './worker-point-canvas';

/*
 * The scene without WebGL (jsdom has none), for PointCloudScene's tests: a stand-in renderer
 * records what it was asked to draw, and frames run when the test says so. Scenes made here are
 * disposed after each test.
 */

export interface SetUp {
  labels?: boolean;
  /** A canvas for the CPU's points. */
  pointCanvas?: HTMLCanvasElement;
  pointMode?: PointMode | 'auto';
  /** The WebGL renderer's name, as the debug extension tells it. */
  glRenderer?: string;
  camera?: THREE.PerspectiveCamera;
  ego?: boolean;
  onFrame?: (points: number) => void;
  pointWorker?: () => SplatWorkerLike;
  /** New points for a splat worker sent as the scene does by itself (a microtask), not at `frame`. */
  soonByItself?: boolean;
}

export function setUp(options: SetUp = {}) {
  const gl = options.glRenderer && {
    RENDERER: 0x1f01,
    getExtension: () => ({ UNMASKED_RENDERER_WEBGL: 0x9246 }),
    getParameter: (name: number) => (name === 0x9246 ? options.glRenderer : 'WebKit WebGL'),
  };
  const renderer = {
    render: vi.fn<RendererLike['render']>(),
    setPixelRatio: vi.fn<RendererLike['setPixelRatio']>(),
    setSize: vi.fn<RendererLike['setSize']>(),
    setClearColor: vi.fn<NonNullable<RendererLike['setClearColor']>>(),
    dispose: vi.fn<RendererLike['dispose']>(),
    forceContextLoss: vi.fn<NonNullable<RendererLike['forceContextLoss']>>(),
    getContext: () => gl as unknown as WebGL2RenderingContext,
  };
  const queued = new Map<number, (now: number) => void>();
  let handle = 0;
  let now = 0;
  const fps: number[] = [];
  const canvas = document.createElement('canvas');
  const labelLayer = document.createElement('div');
  const scene = PointCloudScene.create(canvas, {
    renderer: () => renderer,
    labelLayer: options.labels ? labelLayer : undefined,
    pointCanvas: options.pointCanvas,
    pointMode: options.pointMode,
    camera: options.camera,
    ego: options.ego,
    onFrame: options.onFrame,
    pointWorker: options.pointWorker,
    onFps: (value) => fps.push(value),
    requestFrame: (draw) => {
      queued.set(++handle, draw);
      return handle;
    },
    cancelFrame: (id) => queued.delete(id),
    // New points for a splat worker are sent before the next frame: here with the frame.
    ...(options.soonByItself
      ? {}
      : { soon: (draw: () => void) => queued.set(++handle, () => draw()) }),
  });
  scenes.push(scene);
  /** Runs the animation frames asked for so far, as the browser would at its next frame. */
  const frame = (step = 16) => {
    now += step;
    // Those asked so far, unless one of them cancels a later one.
    for (const id of [...queued.keys()]) {
      const draw = queued.get(id);
      if (!draw) continue;
      queued.delete(id);
      draw(now);
    }
  };
  scene.resize(800, 400);
  frame();
  renderer.render.mockClear();
  return { scene, renderer, frame, fps, canvas, labelLayer, queued };
}

const scenes: PointCloudScene[] = [];
afterEach(() => {
  for (const scene of scenes.splice(0)) scene.dispose();
});

/** `count` points on a line along x at height z. */
export function line(count: number, z = 0): Float32Array {
  const positions = new Float32Array(count * 3);
  for (let i = 0; i < count; i += 1) {
    positions[i * 3] = i * 0.1;
    positions[i * 3 + 2] = z;
  }
  return positions;
}

export const car = (patch: Partial<ViewBox> = {}): ViewBox => ({
  x: 10,
  y: 0,
  z: 0,
  l: 4.5,
  w: 1.9,
  h: 1.6,
  yaw: 0,
  color: '#00FF00',
  ...patch,
});

export const rgbOfPoint = (geometry: THREE.BufferGeometry, index: number) =>
  Array.from((geometry.getAttribute('color').array as Uint8Array).slice(index * 3, index * 3 + 3));
export const tableAt = (step: number) => Array.from(rampTable().slice(step * 3, step * 3 + 3));
