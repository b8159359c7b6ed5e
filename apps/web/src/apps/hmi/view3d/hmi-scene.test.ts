import type { VehiclePlanning, VehicleState } from '@ads/contract';
import * as THREE from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RendererLike, SceneOptions } from '../../../lib/three/PointCloudScene';
import { fromBaseLink } from '../../../lib/geo';
import { HmiScene } from './hmi-scene';
import { speedRgb } from './scene-frame';

/*
 * The HMI's scene on lib/three's PointCloudScene, without WebGL (jsdom has none): a stand-in
 * renderer records what it was asked to draw, and frames run when the test says so.
 */

const anchor = { lat: 37.242, lon: 126.7745, heading: 30 };

function setUp(cpu: Pick<SceneOptions, 'pointMode' | 'pointWorker'> = {}) {
  const renderer = {
    render: vi.fn<RendererLike['render']>(),
    setPixelRatio: vi.fn<RendererLike['setPixelRatio']>(),
    setSize: vi.fn<RendererLike['setSize']>(),
    dispose: vi.fn<RendererLike['dispose']>(),
    forceContextLoss: vi.fn<NonNullable<RendererLike['forceContextLoss']>>(),
  };
  const queued = new Map<number, () => void>();
  let handle = 0;
  const scene = HmiScene.create(
    document.createElement('canvas'),
    document.createElement('canvas'),
    {
      ...cpu,
      renderer: () => renderer,
      requestFrame: (draw) => {
        queued.set(++handle, () => draw(0));
        return handle;
      },
      cancelFrame: (id) => queued.delete(id),
    },
  );
  scenes.push(scene);
  const frame = () => {
    const draws = [...queued.values()];
    queued.clear();
    for (const draw of draws) draw();
  };
  scene.resize(800, 400);
  return { scene, renderer, frame };
}

const scenes: HmiScene[] = [];
afterEach(() => {
  for (const scene of scenes.splice(0)) scene.dispose();
});

/** The vehicle 10 m ahead of the cloud's pose, a plan of three points and one car. */
function live() {
  const vehicle = { ...fromBaseLink(anchor, 10, 0), heading: anchor.heading };
  const ahead = (x: number) => fromBaseLink(anchor, x, 0);
  const planning = {
    trajectory: [15, 20, 25].map((x): [number, number, number] => [ahead(x).lat, ahead(x).lon, 8]),
    objects: [
      {
        id: 'a',
        class: 'CAR',
        ...ahead(30),
        heading: anchor.heading,
        length: 4.5,
        width: 1.9,
        height: 1.6,
        speed: 5,
      },
    ],
  } as unknown as VehiclePlanning;
  return {
    state: vehicle as VehicleState,
    planning,
    cloud: { seq: 1, positions: new Float32Array([1, 0, 0, 2, 0, 1, 3, 0, 2]), pose: anchor },
  };
}

describe('HmiScene', () => {
  it('draws the cloud, the boxes, the path and the vehicle with its chase camera', () => {
    const { scene, renderer, frame } = setUp();
    scene.update(live());
    frame();
    expect(scene.pointCount).toBe(3);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    const [drawn, camera] = renderer.render.mock.calls[0]! as [THREE.Scene, THREE.Camera];
    expect(camera).toBeInstanceOf(THREE.PerspectiveCamera);
    expect((camera as THREE.PerspectiveCamera).aspect).toBe(2);
    // Behind and above the vehicle, 10 m along the cloud's x.
    expect(camera.position.x).toBeCloseTo(-4, 3);
    expect(camera.position.z).toBeCloseTo(7.5, 5);

    // Two boxes (the vehicle and the car), 26 vertices each.
    const boxes = drawn.getObjectByName('boxes') as THREE.LineSegments;
    expect(boxes.geometry.drawRange.count).toBe(52);
    // The path's three points as two segments of the scene's trail, coloured by speed (8 m/s:
    // 28.8 km/h, amber).
    const path = drawn.getObjectByName('overlay') as THREE.LineSegments;
    expect(path.geometry.drawRange.count).toBe(4);
    const colors = path.geometry.getAttribute('color').array as Uint8Array;
    expect(Array.from(colors.subarray(0, 3))).toEqual(speedRgb(8));
    // The scene's ego arrow at the vehicle, along its heading (the cloud's own here).
    const ego = drawn.getObjectByName('ego')!;
    expect(ego.visible).toBe(true);
    expect(ego.position.x).toBeCloseTo(10, 3);
    expect(ego.position.y).toBeCloseTo(0, 3);
    expect(ego.rotation.z).toBeCloseTo(0, 5);
    expect(drawn.getObjectByName('grid')!.position.x).toBe(10);
  });

  it('looks down on the vehicle, heading up, in the top view', () => {
    const { scene, renderer, frame } = setUp();
    scene.setCameraMode('top');
    scene.update(live());
    frame();
    const camera = renderer.render.mock.calls.at(-1)![1];
    expect(camera.position.x).toBeCloseTo(10, 3);
    expect(camera.position.z).toBe(60);
    expect(camera.up.x).toBeCloseTo(1, 5);
  });

  it('under software GL leaves the WebGL canvas alone while the vehicle moves: the CPU draws all', () => {
    // jsdom draws no 2D canvas: a context that takes the image stands in.
    vi.stubGlobal(
      'ImageData',
      class {
        constructor(readonly data: Uint8ClampedArray) {}
      },
    );
    const putImageData = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
      kind === '2d' ? { putImageData } : null) as unknown as HTMLCanvasElement['getContext']);
    try {
      const { scene, renderer, frame } = setUp({ pointMode: 'cpu', pointWorker: false });
      frame();
      // Once, to clear it; then never, however often the vehicle, its path and the camera move.
      const cleared = renderer.render.mock.calls.length;
      expect(cleared).toBeLessThanOrEqual(1);
      for (let step = 0; step < 5; step++) {
        const now = live();
        now.state = { ...now.state, ...fromBaseLink(anchor, 10 + step, 0) } as VehicleState;
        scene.update(now);
        frame();
      }
      expect(renderer.render).toHaveBeenCalledTimes(cleared);
      // Each move drew a new image on the CPU's canvas.
      expect(putImageData.mock.calls.length).toBeGreaterThanOrEqual(5);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('drops the cloud when there is none, and lets go of everything on dispose', () => {
    const { scene, renderer, frame } = setUp();
    scene.update(live());
    scene.update({ ...live(), cloud: null });
    frame();
    expect(scene.pointCount).toBe(0);
    scene.dispose();
    expect(renderer.dispose).toHaveBeenCalled();
    expect(renderer.forceContextLoss).toHaveBeenCalled();
    scene.update(live());
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });
});
