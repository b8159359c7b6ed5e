import * as THREE from 'three';
import { describe, expect, it, vi } from 'vitest';
import { car, line, rgbOfPoint, setUp, tableAt } from './scene-test-kit';

/* The scene's frames, buffers, colours, cameras and labels (scene-test-kit.ts: the stand-ins). */

describe('PointCloudScene', () => {
  it('draws on demand: one frame for any number of changes, none without', () => {
    const { scene, renderer, frame } = setUp();
    scene.setPoints(line(100));
    scene.setBoxes([car()]);
    scene.setView('orbit');
    scene.setPointSize(3);
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(renderer.render.mock.calls[0]![1]).toBe(scene.orbitCamera);
    frame();
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });

  it('draws every frame only when continuous, and reports the frame rate', () => {
    const { scene, renderer, frame, fps } = setUp();
    scene.setContinuous(true);
    for (let i = 0; i < 70; i += 1) frame(1000 / 60);
    expect(renderer.render).toHaveBeenCalledTimes(70);
    expect(fps).toHaveLength(1);
    expect(fps[0]).toBeCloseTo(60, 0);
    scene.setContinuous(false);
    frame();
    frame();
    // The frame the last continuous one asked for has nothing new to show: not rendered.
    expect(renderer.render).toHaveBeenCalledTimes(70);
    scene.setBoxes([car()]);
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(71);
  });

  it('renders the WebGL canvas for every change when the GPU draws, only for the page’s objects when the CPU does', () => {
    const gpu = setUp({ pointMode: 'gpu' });
    gpu.scene.setPoints(line(10));
    gpu.frame();
    gpu.scene.setPoints(line(10, 1));
    gpu.frame();
    gpu.scene.setOverlay({ points: new Float32Array([0, 0, 0, 1, 0, 0]) });
    gpu.frame();
    expect(gpu.renderer.render).toHaveBeenCalledTimes(3);

    // Under software GL each render costs a read-back of the canvas: the CPU draws the grid,
    // the ego, the boxes and the trail with the points, and the WebGL canvas stays as cleared.
    const cpu = setUp({ pointMode: 'cpu', pointCanvas: document.createElement('canvas') });
    const drawn = cpu.scene.framesDrawn;
    cpu.scene.setPoints(line(10));
    cpu.frame();
    cpu.scene.setColoring('intensity');
    cpu.frame();
    cpu.scene.setView('orbit');
    cpu.frame();
    cpu.scene.setOverlay({ points: new Float32Array([0, 0, 0, 1, 0, 0]) });
    cpu.frame();
    cpu.scene.setBoxes([car()]);
    cpu.frame();
    cpu.scene.centerGrid(30, 0);
    cpu.frame();
    expect(cpu.scene.framesDrawn).toBe(drawn + 6);
    expect(cpu.renderer.render).not.toHaveBeenCalled();
    const shown = ['grid', 'ego', 'points', 'boxes', 'overlay'].filter(
      (name) => cpu.scene.scene.getObjectByName(name)!.visible,
    );
    expect(shown).toEqual([]);
    // A page's own object (HMI's vehicle): the WebGL canvas draws it, and again as it moves.
    const arrow = new THREE.Mesh(new THREE.BufferGeometry(), new THREE.MeshBasicMaterial());
    cpu.scene.add(arrow);
    cpu.frame();
    arrow.position.x = 1;
    cpu.scene.requestRender();
    cpu.frame();
    expect(cpu.renderer.render).toHaveBeenCalledTimes(2);
  });

  it('rewrites one point buffer in place for frames of the same or smaller size', () => {
    const { scene } = setUp();
    scene.setPoints(line(120_000));
    const geometry = scene.buffers.points;
    const position = geometry.getAttribute('position') as THREE.BufferAttribute;
    const before = position.version;
    expect(geometry.drawRange.count).toBe(120_000);
    scene.setPoints(line(90_000, 1));
    expect(scene.buffers.points).toBe(geometry);
    expect(geometry.getAttribute('position')).toBe(position);
    expect(position.version).toBeGreaterThan(before);
    expect(geometry.drawRange.count).toBe(90_000);
    expect(scene.pointCount).toBe(90_000);
    // Only the used part goes to the GPU.
    expect(position.updateRanges).toEqual([{ start: 0, count: 270_000 }]);
    expect(position.array[3 * 89_999 + 2]).toBe(1);
  });

  it('allocates, with room to spare, only when a frame is larger than any before', () => {
    const { scene } = setUp();
    scene.setPoints(line(1_000));
    const first = scene.buffers.points;
    const disposed = vi.fn();
    first.addEventListener('dispose', disposed);
    scene.setPoints(line(50_000));
    const second = scene.buffers.points;
    expect(second).not.toBe(first);
    expect(disposed).toHaveBeenCalledOnce();
    expect(second.getAttribute('position').count).toBeGreaterThanOrEqual(50_000);
    scene.setPoints(line(50_000));
    scene.setPoints(line(10));
    expect(scene.buffers.points).toBe(second);
  });

  it('colours by height over the range, and by intensity when asked', () => {
    const { scene } = setUp();
    const positions = new Float32Array([0, 0, -2, 1, 0, 3]);
    scene.setPoints(positions, new Float32Array([1, 0]));
    const geometry = scene.buffers.points;
    expect(rgbOfPoint(geometry, 0)).toEqual(tableAt(0));
    expect(rgbOfPoint(geometry, 1)).toEqual(tableAt(255));
    scene.setColoring('intensity');
    expect(rgbOfPoint(geometry, 0)).toEqual(tableAt(255));
    expect(rgbOfPoint(geometry, 1)).toEqual(tableAt(0));
    // A range of 3..8 m puts both heights at the low end or below.
    scene.setColoring('height', [3, 8]);
    expect(rgbOfPoint(geometry, 1)).toEqual(tableAt(0));
  });

  it('draws intensity colours from height when a frame has no intensity', () => {
    const { scene } = setUp();
    scene.setColoring('intensity');
    scene.setPoints(new Float32Array([0, 0, 3]));
    expect(rgbOfPoint(scene.buffers.points, 0)).toEqual(tableAt(255));
  });

  it('draws all boxes as one line geometry, 26 vertices a box, in their colours', () => {
    const { scene } = setUp();
    scene.setBoxes([car(), car({ x: -8, color: 'rgb(255, 0, 0)' }), car({ color: 'blue' })]);
    const lines = scene.scene.children.filter((child) => child instanceof THREE.LineSegments);
    expect(lines.map((child) => child.name)).toEqual(['grid', 'boxes', 'overlay']);
    const geometry = scene.buffers.boxes;
    expect(geometry.drawRange.count).toBe(78);
    expect(scene.boxesDrawn).toBe(3);
    const colors = geometry.getAttribute('color').array as Uint8Array;
    expect(Array.from(colors.slice(0, 3))).toEqual([0, 255, 0]);
    expect(Array.from(colors.slice(26 * 3, 26 * 3 + 3))).toEqual([255, 0, 0]);
    expect(Array.from(colors.slice(52 * 3, 52 * 3 + 3))).toEqual([0, 0, 255]);
    scene.setBoxes([]);
    expect(geometry.drawRange.count).toBe(0);
    expect(scene.buffers.boxes).toBe(geometry);
  });

  it('tells after each frame drawn how many points it drew', () => {
    const drawn: number[] = [];
    const { scene, frame } = setUp({ onFrame: (points) => drawn.push(points) });
    drawn.length = 0;
    scene.setPoints(line(300));
    expect(drawn).toEqual([]);
    frame();
    expect(drawn).toEqual([300]);
    frame();
    expect(drawn).toEqual([300]); // nothing changed: no frame
  });

  it('draws a trail and frames’ axes as one more line geometry, growing when it must', () => {
    const { scene, frame, renderer } = setUp();
    const trail = new Float32Array(3 * 400).map((_, i) => (i % 3 === 0 ? i / 3 : 0));
    scene.setOverlay({ points: trail }, [{ x: 0, y: 0, z: 0, yaw: 0 }]);
    expect(scene.trailPoints).toBe(400);
    expect(scene.axesDrawn).toBe(1);
    // 399 segments of the trail and 3 axes, beyond the first buffer's 256 vertices.
    expect(scene.buffers.overlay.drawRange.count).toBe(2 * 399 + 6);
    frame();
    expect(renderer.render).toHaveBeenCalled();
    scene.setOverlay(undefined, []);
    expect(scene.buffers.overlay.drawRange.count).toBe(0);
    expect(scene.trailPoints).toBe(0);
  });

  it('frames the first cloud in bird’s-eye view with x up the screen and y to the left', () => {
    const { scene } = setUp();
    const positions = new Float32Array([40, 0, 0, 0, 15, 0, -5, -15, 0]);
    scene.setPoints(positions);
    const camera = scene.bevCamera!;
    camera.updateMatrixWorld();
    const ndc = (x: number, y: number) => new THREE.Vector3(x, y, 0).project(camera);
    // Ahead is up; left (+y) is to the left.
    expect(ndc(40, 0).y).toBeGreaterThan(0.5);
    expect(ndc(0, 15).x).toBeLessThan(0);
    expect(ndc(0, -15).x).toBeGreaterThan(0);
    // Every point is inside the view.
    for (const [x, y] of [
      [40, 0],
      [0, 15],
      [-5, -15],
    ]) {
      const at = ndc(x!, y!);
      expect(Math.abs(at.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(at.y)).toBeLessThanOrEqual(1);
    }
    // The 800 × 400 canvas shows twice as many metres across as up.
    expect(camera.right - camera.left).toBeCloseTo(2 * (camera.top - camera.bottom));
  });

  it('keeps the camera where it is for later frames', () => {
    const { scene } = setUp();
    scene.setPoints(line(100));
    const top = scene.bevCamera!.top;
    scene.setPoints(new Float32Array([70, 70, 0]));
    expect(scene.bevCamera!.top).toBe(top);
  });

  it('sizes the drawing buffer to the canvas at a pixel ratio of at most 2', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    try {
      const { scene, renderer } = setUp();
      scene.resize(640, 480);
      expect(renderer.setPixelRatio).toHaveBeenLastCalledWith(2);
      expect(renderer.setSize).toHaveBeenLastCalledWith(640, 480, false);
      expect(scene.orbitCamera!.aspect).toBeCloseTo(4 / 3);
      scene.resize(0, 480);
      expect(renderer.setSize).toHaveBeenLastCalledWith(640, 480, false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pans the bird’s-eye view only, and orbits only the orbit view', () => {
    const { scene } = setUp();
    scene.setView('orbit');
    expect(scene.camera).toBe(scene.orbitCamera);
    scene.setView('bev');
    expect(scene.camera).toBe(scene.bevCamera);
  });

  it('places box labels over the canvas where the boxes are', () => {
    const { scene, frame, labelLayer } = setUp({ labels: true });
    scene.setBoxes([car({ x: 5, label: 'car 0.93' }), car({ x: 500, label: 'far away' }), car()]);
    frame();
    const spans = [...labelLayer.querySelectorAll('span')];
    expect(spans.map((span) => span.textContent)).toEqual(['car 0.93', 'far away']);
    expect(spans[0]!.style.display).toBe('');
    expect(spans[0]!.style.transform).toMatch(/^translate\([\d.]+px, [\d.]+px\)/);
    expect(spans[1]!.style.display).toBe('none');
    scene.setBoxes([]);
    frame();
    expect(spans[0]!.style.display).toBe('none');
  });

  it('shows no label over one placed before it, and shows it again once clear', () => {
    const { scene, frame, labelLayer } = setUp({ labels: true });
    // A prediction on its ground truth, and a car far enough to keep its own label.
    scene.setBoxes([
      car({ x: 5, label: 'car 0.93' }),
      car({ x: 5.05, label: 'car' }),
      car({ x: 5, y: 12, label: 'parked' }),
    ]);
    frame();
    const spans = [...labelLayer.querySelectorAll('span')];
    expect(spans.map((span) => span.style.display)).toEqual(['', 'none', '']);
    scene.setBoxes([car({ x: 5.05, label: 'car' })]);
    frame();
    expect(spans[0]!.style.display).toBe('');
  });

  it('moves the labels with the camera in the frame the camera moved', () => {
    const { scene, frame, labelLayer } = setUp({ labels: true });
    scene.setBoxes([car({ x: 5, label: 'car' })]);
    frame();
    const span = labelLayer.querySelector('span')!;
    const before = span.style.transform;
    // As the controls move it: the position changes, the world matrix is not updated yet.
    scene.bevCamera!.position.y += 3;
    scene.requestRender();
    frame();
    expect(span.style.transform).not.toBe(before);
  });

  it('lets go of everything on dispose and draws no more', () => {
    const { scene, renderer, frame, canvas, labelLayer, queued } = setUp({ labels: true });
    scene.setPoints(line(10));
    scene.setBoxes([car({ label: 'car' })]);
    const points = scene.buffers.points;
    const boxes = scene.buffers.boxes;
    const disposed = vi.fn();
    points.addEventListener('dispose', disposed);
    boxes.addEventListener('dispose', disposed);
    scene.dispose();
    expect(queued.size).toBe(0);
    expect(disposed).toHaveBeenCalledTimes(2);
    expect(renderer.dispose).toHaveBeenCalledOnce();
    expect(renderer.forceContextLoss).toHaveBeenCalledOnce();
    expect(labelLayer.children).toHaveLength(0);
    scene.setPoints(line(10));
    canvas.dispatchEvent(new Event('webglcontextrestored'));
    frame();
    expect(renderer.render).not.toHaveBeenCalled();
  });
});

describe('PointCloudScene with the page’s camera and objects', () => {
  it('draws with the page’s camera, fits its aspect, and neither frames nor controls it', () => {
    const camera = new THREE.PerspectiveCamera(55, 1, 0.5, 600);
    camera.position.set(1, 2, 3);
    const { scene, renderer, frame, canvas } = setUp({ camera });
    expect(scene.view).toBe('page');
    expect(scene.camera).toBe(camera);
    expect(camera.aspect).toBe(2);
    // No controls on the canvas: it leaves touches to the page (OrbitControls would take them).
    expect(canvas.style.touchAction).toBe('');
    expect(setUp().canvas.style.touchAction).toBe('none');

    scene.setPoints(line(100));
    scene.fit();
    scene.setView('orbit');
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(renderer.render.mock.calls[0]![1]).toBe(camera);
    expect(camera.position.toArray()).toEqual([1, 2, 3]);
    scene.resize(300, 600);
    expect(camera.aspect).toBe(0.5);
  });

  it('draws the page’s objects and gives them back with its own; no ego when asked', () => {
    const { scene, renderer, frame } = setUp({ ego: false });
    expect(scene.scene.getObjectByName('ego')).toBeUndefined();
    const geometry = new THREE.BufferGeometry();
    const material = new THREE.LineBasicMaterial();
    const path = new THREE.Line(geometry, material);
    const disposed = vi.fn();
    geometry.addEventListener('dispose', disposed);
    material.addEventListener('dispose', disposed);
    scene.add(path);
    expect(path.parent).toBe(scene.scene);
    frame();
    expect(renderer.render).toHaveBeenCalledTimes(1);
    scene.dispose();
    expect(disposed).toHaveBeenCalledTimes(2);
  });

  it('moves the grid under a point a line at a time', () => {
    const { scene } = setUp();
    scene.setGroundZ(-1.8);
    scene.centerGrid(23, -7);
    const grid = scene.scene.getObjectByName('grid')!;
    expect(grid.position.toArray()).toEqual([20, -10, -1.8]);
  });
});
