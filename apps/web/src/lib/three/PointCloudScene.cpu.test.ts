import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rampTable } from './color-ramp';
import { packColor } from './cpu-lines';
import { SplatWorkerHandler, type ToSplatWorker } from './point-splat-worker';
import { car, line, setUp } from './scene-test-kit';
import type { SplatWorkerLike } from './worker-point-canvas';

/* The CPU's points: splatted on the page, or by a splat worker (scene-test-kit.ts: the stand-ins). */

const rampColor = (step: number) => {
  const [r, g, b] = rampTable().slice(step * 3, step * 3 + 3);
  return packColor([r!, g!, b!]);
};

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

    // Between the grid's lines, away from the ego.
    scene.setPoints(new Float32Array([5, 5, 3, 15, 5, -2]));
    frame();
    const [image] = context.putImageData.mock.calls.at(-1)! as [KeptImageData];
    expect([image.width, image.height]).toEqual([1600, 800]);
    // Two points of 2 CSS px at a pixel ratio of 2: 4 × 4 device pixels each, the ramp's ends.
    const pixels = new Uint32Array(image.data.buffer);
    expect(pixels.filter((pixel) => pixel === rampColor(255))).toHaveLength(16);
    expect(pixels.filter((pixel) => pixel === rampColor(0))).toHaveLength(16);
    // Over them, drawn by the CPU too: the grid and the ego, see-through, and nothing else.
    const seeThrough = new Set(
      Array.from(pixels.filter((pixel) => pixel !== 0 && pixel >>> 24 < 255)),
    );
    for (const color of [
      packColor([0x3e, 0x42, 0x58], 0.5),
      packColor([0x25, 0x28, 0x38], 0.5),
      packColor([0xe8, 0xea, 0xf2], 0.35),
    ]) {
      expect(seeThrough).toContain(color);
    }
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('draws the boxes and the trail over the points, in their colours', () => {
    const pointCanvas = document.createElement('canvas');
    const { scene, frame } = setUp({ pointCanvas, pointMode: 'cpu' });
    scene.setPoints(new Float32Array([-30, -30, 0, 30, 30, 0]));
    scene.setBoxes([car({ color: '#00FF00' })]);
    scene.setOverlay({ points: new Float32Array([-5, -5, 0, -5, -25, 0]), color: '#FF00FF' });
    frame();
    const [image] = context.putImageData.mock.calls.at(-1)! as [KeptImageData];
    const pixels = new Uint32Array(image.data.buffer);
    const count = (color: number) => pixels.filter((pixel) => pixel === color).length;
    // A box's outline seen from above: at least its footprint's perimeter in pixels.
    expect(count(packColor([0, 255, 0]))).toBeGreaterThan(20);
    // 20 m of trail across a view about 60 m high at 400 px: over a hundred pixels.
    expect(count(packColor([255, 0, 255]))).toBeGreaterThan(100);
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
    scene.setPoints(new Float32Array([5, 5, 3, 15, 5, -2]));
    frame();
    // Drawn by the worker, later: nothing yet.
    expect(onFrame).not.toHaveBeenCalled();
    splat.run();
    expect(onFrame).toHaveBeenCalledWith(2);
    // Two points of 2 CSS px at a pixel ratio of 2: 4 × 4 device pixels each, opaque (the grid
    // and the ego over them are see-through).
    const image = splat.handler.splat!;
    expect([image.width, image.height]).toEqual([1600, 800]);
    expect(image.pixels.filter((pixel) => pixel >>> 24 === 255)).toHaveLength(32);
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

  it('sends new points to the worker before the page’s next frame, with what else changed', async () => {
    const splat = splatWorker();
    const { scene, queued } = setUp({
      pointCanvas: splat.canvas,
      pointMode: 'cpu',
      pointWorker: () => splat.worker,
      soonByItself: true,
    });
    splat.run();
    splat.sent.length = 0;
    const sent = (type: ToSplatWorker['type']) =>
      splat.sent.filter((message) => message.type === type);
    scene.setPoints(line(10));
    scene.setBoxes([car()]);
    // After the task's other changes, not in it…
    expect(splat.sent).toHaveLength(0);
    await Promise.resolve();
    // …and before any animation frame: the cloud, the lines with the box, one draw, and the
    // frame the box had asked for is not needed any more.
    expect(sent('points')).toHaveLength(1);
    expect(sent('lines')).toHaveLength(1);
    expect(sent('draw')).toHaveLength(1);
    expect(queued.size).toBe(0);
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

  it('draws only the lines again when a frame changes only them: the trail, frame axes, boxes, the grid', () => {
    const { splat, scene, frame } = sceneWithSplatWorker();
    splat.run();
    const sent = (type: ToSplatWorker['type']) =>
      splat.sent.filter((message) => message.type === type);
    scene.setPoints(line(10));
    frame();
    const cloud = sent('points')[0] as Extract<ToSplatWorker, { type: 'points' }>;
    splat.run();
    const opaque = () => splat.handler.splat!.pixels.filter((pixel) => pixel >>> 24 === 255);
    const pointPixels = opaque().length;
    expect(pointPixels).toBeGreaterThan(0);
    // Were the cloud splatted again, these points (the worker's own copy) would be gone.
    cloud.positions.fill(Number.NaN);
    // A playing record's trail and frame axes: the lines go, not the cloud, and are drawn.
    scene.setOverlay({ points: new Float32Array([0, 0, 0, 1, 0, 0]), color: '#FF00FF' }, [
      { x: 0.5, y: 0.5, z: 0, yaw: 0, length: 0.2 },
    ]);
    frame();
    expect(sent('points')).toHaveLength(0);
    expect(sent('lines')).toHaveLength(1);
    expect(sent('draw')).toHaveLength(1);
    splat.run();
    const trail = packColor([255, 0, 255]);
    expect(splat.handler.splat!.pixels.some((pixel) => pixel === trail)).toBe(true);
    expect(opaque().length).toBeGreaterThan(pointPixels);
    scene.setBoxes([car()]);
    frame();
    splat.run();
    scene.centerGrid(50, 0);
    frame();
    splat.run();
    expect(opaque().filter((pixel) => pixel !== trail).length).toBeGreaterThanOrEqual(pointPixels);
    // Nothing changed: nothing sent.
    frame();
    expect(splat.sent).toHaveLength(0);
    // A new cloud, the camera moved, a new size: the points are drawn again.
    scene.setPoints(line(12));
    frame();
    expect(sent('points')).toHaveLength(1);
    splat.run();
    scene.setView('orbit');
    frame();
    expect(sent('draw')).toHaveLength(1);
    splat.run();
    scene.resize(640, 480);
    frame();
    expect(sent('draw')).toHaveLength(1);
  });
});
