import * as THREE from 'three';
import { makeEgo, makeGrid, makeRenderer, makeViewCanvas } from './scene-parts';

/*
 * A 3D view's WebGL renderer made before the view mounts. Under software WebGL the context
 * (getContext, then three.js's extension and parameter queries) and the first programs take
 * 200–300 ms of the page's thread; a page that knows a view is coming (the record playback,
 * while its record opens and the thread is idle) makes them then, and the view takes them.
 */

/** How long a renderer made ahead waits for its view before it gives its context back. */
export const WARM_RENDERER_KEEP_MS = 30_000;

interface Warm {
  canvas: HTMLCanvasElement;
  renderer: THREE.WebGLRenderer;
  timer: ReturnType<typeof setTimeout>;
}

let warm: Warm | null = null;
/** Views on the page now: one made ahead after a view has its own would only wait and go. */
let views = 0;

/**
 * Makes a renderer ahead, with the programs of the scene's own materials compiled (the points,
 * lines and the ego, opaque and see-through: PointCloudScene's two point modes). Does nothing
 * when one is waiting, or when WebGL will not start (the view then says why, as it would).
 */
export function warmRenderer(): void {
  if (warm || views > 0 || typeof WebGLRenderingContext === 'undefined') return;
  try {
    const canvas = makeViewCanvas('relative');
    const renderer = makeRenderer(canvas);
    renderer.setSize(1, 1, false);
    const scene = sceneOfMaterials();
    const camera = new THREE.PerspectiveCamera();
    renderer.compile(scene, camera);
    // And drawn once: software GL (SwiftShader) builds a shader's machine code at its first
    // draw, not at the link, and three.js reads a program's uniforms there too. The GPU
    // process does it while the page waits; nothing here waits for it.
    renderer.render(scene, camera);
    submit(renderer.getContext());
    warm = { canvas, renderer, timer: setTimeout(releaseWarmRenderer, WARM_RENDERER_KEEP_MS) };
  } catch {
    // No context: the view's own attempt fails the same way and shows the reason.
  }
}

/**
 * Has the GPU process hand the draws made so far to the GPU now, and nothing waits for them.
 * Without this, software GL kept the warm-up's draws until the view's first frame needed the
 * canvas's pixels: the compositor's read-back of that frame then waited 230–300 ms for them
 * (SwiftShader building their pipelines), with the page's thread blocked and the first cloud's
 * answer queued behind it (bench/playback.ts, traced). A fence makes ANGLE submit its commands
 * (a plain `flush` did not); deleting it at once leaves the work running. WebGL 1 has no fence.
 */
function submit(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  if (!('fenceSync' in gl)) return;
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (fence) gl.deleteSync(fence);
}

/** A view mounts: it takes the renderer made ahead and its canvas, if one waits. */
export function viewMounted(): { canvas: HTMLCanvasElement; renderer: THREE.WebGLRenderer } | null {
  views += 1;
  return takeWarm();
}

/** A view is gone (the pair of viewMounted). */
export function viewGone(): void {
  views = Math.max(0, views - 1);
}

function takeWarm(): { canvas: HTMLCanvasElement; renderer: THREE.WebGLRenderer } | null {
  if (!warm) return null;
  clearTimeout(warm.timer);
  const { canvas, renderer } = warm;
  warm = null;
  return { canvas, renderer };
}

/** Gives the waiting renderer's context back (a page holds only a few). */
export function releaseWarmRenderer(): void {
  const taken = takeWarm();
  if (!taken) return;
  taken.renderer.dispose();
  taken.renderer.forceContextLoss();
}

/**
 * The scene's material kinds, compiled into the renderer's program cache. Not disposed: a
 * material's dispose releases its program, and the view's equal materials reuse it.
 */
function sceneOfMaterials(): THREE.Scene {
  const scene = new THREE.Scene();
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute([0, 0, 0, 1, 1, 1], 3));
  geometry.setAttribute('color', new THREE.Float32BufferAttribute([1, 1, 1, 1, 1, 1], 3));
  scene.add(
    new THREE.Points(
      geometry,
      new THREE.PointsMaterial({ size: 2, sizeAttenuation: false, vertexColors: true }),
    ),
    new THREE.LineSegments(geometry, new THREE.LineBasicMaterial({ vertexColors: true })),
  );
  for (const transparent of [false, true]) {
    const grid = makeGrid();
    grid.material.transparent = transparent;
    const ego = makeEgo();
    ego.material.transparent = transparent;
    scene.add(grid, ego);
  }
  // Drawn wherever the camera looks: a draw is what is wanted, not a picture.
  scene.traverse((object) => {
    object.frustumCulled = false;
  });
  return scene;
}
