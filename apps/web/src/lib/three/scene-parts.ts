import * as THREE from 'three';
import type { RgbOf } from './box-geometry';

/*
 * What every 3D view draws besides the data: the renderer, the ground grid and the ego. Colours
 * are not colour-managed: everything is unlit, so CSS colours (sRGB) are given to three.js "as
 * linear" and the renderer outputs them unchanged (outputColorSpace linear). The ramp's bytes
 * and the boxes' colours then show exactly as written, and colouring stays a table lookup.
 */

/** What the scene needs of a WebGLRenderer (tests hand in a stand-in: jsdom has no WebGL). */
export type RendererLike = Pick<
  THREE.WebGLRenderer,
  'render' | 'setPixelRatio' | 'setSize' | 'dispose'
> &
  Partial<Pick<THREE.WebGLRenderer, 'forceContextLoss' | 'getContext' | 'setClearColor'>>;

export const SCENE_COLORS = {
  background: '#101119',
  gridCenter: '#3E4258',
  grid: '#252838',
  ego: '#E8EAF2',
};

/** Ground grid: 200 m across, a line every 10 m. */
export const GRID_SIZE = 200;
export const GRID_STEP = 10;

/** A colour whose components are the CSS colour's sRGB values, shown unchanged. */
export function shownAsIs(css: string): THREE.Color {
  return new THREE.Color(1, 1, 1).setStyle(css, THREE.LinearSRGBColorSpace);
}

/** CSS colour → rgb bytes as shown, remembered: a page's boxes use a few colours. */
export function colorBytes(): RgbOf {
  const known = new Map<string, readonly [number, number, number]>();
  return (css) => {
    let rgb = known.get(css);
    if (!rgb) {
      const color = shownAsIs(css);
      rgb = [Math.round(color.r * 255), Math.round(color.g * 255), Math.round(color.b * 255)];
      // A page that makes up colours as it goes does not grow this without end.
      if (known.size > 256) known.clear();
      known.set(css, rgb);
    }
    return rgb;
  };
}

/** A canvas that fills its frame; positioned, so the later of two is drawn over the earlier. */
export function makeViewCanvas(position: 'absolute' | 'relative'): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, {
    position,
    inset: '0',
    display: 'block',
    width: '100%',
    height: '100%',
  });
  return canvas;
}

/** The WebGL renderer on `canvas`; throws when the browser gives no WebGL context. */
export function makeRenderer(canvas: HTMLCanvasElement): THREE.WebGLRenderer {
  // No MSAA: with software WebGL in CI it costs more than the points themselves. Alpha: when
  // the CPU draws the points, they show through from the canvas below.
  const renderer = new THREE.WebGLRenderer({
    canvas,
    antialias: false,
    alpha: true,
    powerPreference: 'high-performance',
  });
  renderer.outputColorSpace = THREE.LinearSRGBColorSpace;
  // Checking each shader's compile and link asks the GPU process for its logs and waits on
  // the answer (getProgramInfoLog): most of a first frame's 140 ms of set-up in software GL.
  // Our shaders are fixed, so a development build checks them and a production one does not
  // (three.js's advice for production).
  renderer.debug.checkShaderErrors = import.meta.env.DEV;
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

/** The ego: an arrow head the size of a car at the origin, pointing along +x (forward). */
export function makeEgo(): THREE.Mesh<THREE.BufferGeometry, THREE.MeshBasicMaterial> {
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

/** The ground grid in the x–y plane, drawn before anything else. */
export function makeGrid(): THREE.GridHelper {
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

/** Gives back the GPU's copies of an object's geometries and materials, and its children's. */
export function disposeObject(root: THREE.Object3D): void {
  root.traverse((object) => {
    const { geometry, material } = object as Partial<THREE.Mesh>;
    geometry?.dispose();
    for (const one of Array.isArray(material) ? material : material ? [material] : []) {
      one.dispose();
    }
  });
}
