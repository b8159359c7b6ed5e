import type * as THREE from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rampTable } from './color-ramp';
import { SplatWorkerHandler, type ToSplatWorker } from './point-splat-worker';
import { car, line, setUp } from './scene-test-kit';
import type { SplatWorkerLike } from './worker-point-canvas';

/* The CPU's points: splatted on the page, or by a splat worker (scene-test-kit.ts: the stand-ins). */

describe('PointCloudScene with the CPU drawing the points', () => {
  // jsdom draws no 2D canvas: a context that keeps what it was given stands in.
  const context = { putImageData: vi.fn() };
  class KeptImageData {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
  beforeEach(() => {
    context.putImageData.mockClear();
    vi.stubGlobal('ImageData', KeptImageData);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
      kind === '2d' ? context : null) as unknown as HTMLCanvasElement['getContext']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is chosen under software WebGL when there is a canvas for it, else the GPU draws', () => {
    const pointCanvas = document.createElement('canvas');
    expect(
      setUp({
        pointCanvas,
        glRenderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))',
      }).scene.pointMode,
    ).toBe('cpu');
    expect(
      setUp({ pointCanvas, glRenderer: 'llvmpipe (LLVM 15.0.7, 256 bits)' }).scene.pointMode,
    ).toBe('cpu');
    expect(
      setUp({ pointCanvas, glRenderer: 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060)' }).scene.pointMode,
    ).toBe('gpu');
    expect(setUp({ glRenderer: 'SwiftShader' }).scene.pointMode).toBe('gpu');
    expect(
      setUp({ pointCanvas, pointMode: 'gpu', glRenderer: 'SwiftShader' }).scene.pointMode,
    ).toBe('gpu');
    expect(setUp({ pointCanvas, pointMode: 'cpu' }).scene.pointMode).toBe('cpu');
  });

  it('draws the points into the canvas below, the size of the drawing buffer', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const pointCanvas = document.createElement('canvas');
    const { scene, renderer, frame } = setUp({ pointCanvas, pointMode: 'cpu' });
    expect([pointCanvas.width, pointCanvas.height]).toEqual([1600, 800]);
    expect(pointCanvas.style.display).toBe('');
    // The WebGL canvas above is see-through, and draws no points of its own.
    expect(renderer.setClearColor.mock.calls.at(-1)![1]).toBe(0);
    const points = scene.scene.getObjectByName('points')!;
    expect(points.visible).toBe(false);
    // The ego is drawn over the points: see-through, so a board just ahead of it shows.
    const ego = scene.scene.getObjectByName('ego') as THREE.Mesh<
      THREE.BufferGeometry,
      THREE.MeshBasicMaterial
    >;
    expect(ego.material.transparent && ego.material.opacity < 0.5).toBe(true);

    scene.setPoints(new Float32Array([0, 0, 3, 5, 0, -2]));
    frame();
    const [image] = context.putImageData.mock.calls.at(-1)! as [KeptImageData];
    expect([image.width, image.height]).toEqual([1600, 800]);
    // Two points of 2 CSS px at a pixel ratio of 2: 4 × 4 device pixels each, red and blue ends.
    const pixels = new Uint32Array(image.data.buffer);
    const lit = pixels.filter((pixel) => pixel !== 0);
    expect(lit).toHaveLength(32);
    const [r, g, b] = rampTable().slice(255 * 3, 255 * 3 + 3);
    expect(lit).toContain((0xff000000 | (b! << 16) | (g! << 8) | r!) >>> 0);
  });

  it('gives the canvas back on dispose', () => {
    const pointCanvas = document.createElement('canvas');
    const { scene } = setUp({ pointCanvas, pointMode: 'cpu' });
    scene.dispose();
    expect([pointCanvas.width, pointCanvas.height]).toEqual([0, 0]);
    expect(pointCanvas.style.display).toBe('none');
  });

  /**
   * A stand-in for the splat worker's thread (jsdom has no Worker): the worker's own handler,
   * run on what the page sent when the test says, telling the page of the frames drawn.
   */
  function splatWorker() {
    const handler = new SplatWorkerHandler();
    const sent: ToSplatWorker[] = [];
    const worker: SplatWorkerLike = {
      onmessage: null,
      postMessage: (message) => sent.push(message),
      terminate: vi.fn(),
    };
    const run = () => {
      for (const message of sent.splice(0)) {
        const answer = handler.handle(message);
        if (answer) worker.onmessage?.({ data: answer } as MessageEvent<typeof answer>);
      }
    };
    const canvas = document.createElement('canvas');
    const offscreen = { width: 0, height: 0, getContext: () => context };
    Object.assign(canvas, { transferControlToOffscreen: () => offscreen });
    return { worker, handler, sent, run, canvas };
  }

  /** A scene whose CPU points the stand-in worker draws, and what it tells of frames drawn. */
  function sceneWithSplatWorker() {
    const splat = splatWorker();
    const onFrame = vi.fn();
    const { scene, frame } = setUp({
      pointCanvas: splat.canvas,
      pointMode: 'cpu',
      pointWorker: () => splat.worker,
      onFrame,
    });
    return { splat, onFrame, scene, frame };
  }

  it('draws the points in a worker of their own, and tells a frame once the worker has drawn it', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const { splat, onFrame, scene, frame } = sceneWithSplatWorker();
    expect(scene.pointsInWorker).toBe(true);
    expect(scene.pointMode).toBe('cpu');
    // The first frame (no points yet), drawn by the worker.
    splat.run();
    onFrame.mockClear();
    scene.setPoints(new Float32Array([0, 0, 3, 5, 0, -2]));
    frame();
    // Drawn on the page: the grid. The points: not yet.
    expect(onFrame).not.toHaveBeenCalled();
    splat.run();
    expect(onFrame).toHaveBeenCalledWith(2);
    // Two points of 2 CSS px at a pixel ratio of 2: 4 × 4 device pixels each.
    const image = splat.handler.splat!;
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(image.pixels.filter((pixel) => pixel !== 0)).toHaveLength(32);
    expect(context.putImageData).toHaveBeenCalled();
    scene.dispose();
    expect(splat.worker.terminate).toHaveBeenCalled();
  });

  it('keeps one frame in the worker at a time, sends the latest one asked meanwhile, and tells only frames of the current cloud', () => {
    const { splat, onFrame, scene, frame } = sceneWithSplatWorker();
    splat.run();
    const draws = () => splat.sent.filter((message) => message.type === 'draw');
    const clouds = () => splat.sent.filter((message) => message.type === 'points');

    scene.setPoints(line(10));
    frame();
    expect(draws()).toHaveLength(1);
    expect(clouds()).toHaveLength(1);
    // Asked while the worker draws: kept, not sent; the last one asked wins.
    scene.setPoints(line(20));
    frame();
    scene.setView('bev');
    frame();
    expect(draws()).toHaveLength(1);
    onFrame.mockClear();
    splat.run();
    // The frame drawn showed the older cloud: not told. The latest frame went at once, with
    // the newer cloud, once.
    expect(onFrame).not.toHaveBeenCalled();
    expect(draws()).toHaveLength(1);
    expect(clouds()).toHaveLength(1);
    expect((clouds()[0] as { count: number }).count).toBe(20);
    splat.run();
    expect(onFrame).toHaveBeenCalledWith(20);
    // The same cloud seen again from another camera: the camera goes, not the cloud.
    scene.setView('orbit');
    frame();
    expect(draws()).toHaveLength(1);
    expect(clouds()).toHaveLength(0);
  });

  it('copies each new cloud into the buffers the worker handed back, and into new ones when they are too small', () => {
    const { splat, onFrame, scene, frame } = sceneWithSplatWorker();
    splat.run();
    const cloudSent = () => {
      const cloud = splat.sent.find((message) => message.type === 'points');
      return cloud as Extract<ToSplatWorker, { type: 'points' }>;
    };
    const drawCloud = (points: Float32Array) => {
      scene.setPoints(points);
      frame();
      const cloud = cloudSent();
      splat.run();
      return cloud;
    };
    const first = drawCloud(line(10));
    // The first cloud replaced nothing: no spare yet, so the second goes in new buffers.
    const second = drawCloud(line(20));
    expect(second.positions.buffer).not.toBe(first.positions.buffer);
    // The second frame handed the first cloud's buffers back: the third, smaller, goes in them.
    const third = drawCloud(line(8, 2));
    expect(third.positions.buffer).toBe(first.positions.buffer);
    expect(third.colors.buffer).toBe(first.colors.buffer);
    expect(third.count).toBe(8);
    expect(Array.from(third.positions.subarray(0, 24))).toEqual(Array.from(line(8, 2)));
    expect(onFrame).toHaveBeenLastCalledWith(8);
    // The spare now is the second cloud's (20 points): too small for 30, so new buffers.
    const fourth = drawCloud(line(30));
    expect(fourth.positions.buffer).not.toBe(second.positions.buffer);
    expect(fourth.positions.length).toBe(90);
    expect(onFrame).toHaveBeenLastCalledWith(30);
  });

  it('leaves the points as they are drawn when a frame changes only what the WebGL canvas shows', () => {
    const { splat, scene, frame } = sceneWithSplatWorker();
    splat.run();
    const draws = () => splat.sent.filter((message) => message.type === 'draw');
    scene.setPoints(line(10));
    frame();
    splat.run();
    // A playing record's trail, frame axes and boxes: the grid's canvas only.
    scene.setOverlay({ points: new Float32Array([0, 0, 0, 1, 0, 0]) }, [
      { x: 0, y: 0, z: 0, yaw: 0 },
    ]);
    frame();
    scene.setBoxes([car()]);
    frame();
    expect(draws()).toHaveLength(0);
    // A new cloud, the camera moved, a new size: the points are drawn again.
    scene.setPoints(line(12));
    frame();
    expect(draws()).toHaveLength(1);
    splat.run();
    scene.setView('orbit');
    frame();
    expect(draws()).toHaveLength(1);
    splat.run();
    scene.resize(640, 480);
    frame();
    expect(draws()).toHaveLength(1);
  });
});
