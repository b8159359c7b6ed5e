import type * as Three from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The renderer made ahead, in jsdom (no WebGL): three.js's renderer is swapped for one that
 * records its calls, so what is tested is the hand-over: made once, taken once, not made while
 * a view has its own, and its context given back when no view comes.
 */

const gl = vi.hoisted(() => ({
  renderers: [] as Array<Record<string, ReturnType<typeof vi.fn>>>,
  /** What the warm-up asked of the renderer and its context, in order. */
  calls: [] as string[],
  /** Whether the context is WebGL 2 (has fences). */
  webgl2: true,
}));

vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof Three>();
  class RecordingRenderer {
    outputColorSpace = '';
    debug = { checkShaderErrors: true };
    setSize = vi.fn();
    compile = vi.fn();
    render = vi.fn(() => gl.calls.push('render'));
    dispose = vi.fn();
    forceContextLoss = vi.fn();
    private readonly context = {
      SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
      flush: () => gl.calls.push('flush'),
      ...(gl.webgl2
        ? {
            fenceSync: () => (gl.calls.push('fenceSync'), { fence: true }),
            deleteSync: () => gl.calls.push('deleteSync'),
          }
        : {}),
    };
    getContext = () => this.context;
    constructor() {
      gl.renderers.push(this as unknown as Record<string, ReturnType<typeof vi.fn>>);
    }
  }
  return { ...three, WebGLRenderer: RecordingRenderer };
});

// Fresh module state for each test: the renderer waiting and the count of views.
async function load() {
  vi.resetModules();
  return import('./warm-renderer');
}

beforeEach(() => {
  gl.renderers.length = 0;
  gl.calls.length = 0;
  gl.webgl2 = true;
  vi.stubGlobal('WebGLRenderingContext', class {});
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('warmRenderer', () => {
  it("makes one renderer with the scene's programs, and the first view takes it", async () => {
    const warm = await load();
    warm.warmRenderer();
    warm.warmRenderer();
    expect(gl.renderers).toHaveLength(1);
    const [renderer] = gl.renderers;
    // The points, the lines and the ego, opaque and see-through: compiled before the view.
    expect(renderer?.compile).toHaveBeenCalledTimes(1);
    const scene = renderer?.compile?.mock.calls[0]?.[0] as Three.Scene;
    const kinds = new Set(scene.children.map((child) => child.type));
    expect(kinds).toEqual(new Set(['Points', 'LineSegments', 'GridHelper', 'Mesh']));
    // And drawn once, every part of it (software GL builds a shader's code at its first draw).
    expect(renderer?.render).toHaveBeenCalledWith(scene, expect.anything());
    scene.traverse((object) => expect(object.frustumCulled).toBe(false));
    // Handed to the GPU at once (a fence makes ANGLE submit), and nothing waits for it: the
    // fence is let go at once.
    expect(gl.calls).toEqual(['render', 'fenceSync', 'flush', 'deleteSync']);

    const taken = warm.viewMounted();
    expect(taken?.renderer).toBe(renderer);
    expect(taken?.canvas).toBeInstanceOf(HTMLCanvasElement);
    // Used once: a second view makes its own.
    expect(warm.viewMounted()).toBeNull();
    // Taken, it is the view's: the timer no longer gives it back.
    vi.advanceTimersByTime(warm.WARM_RENDERER_KEEP_MS * 2);
    expect(renderer?.dispose).not.toHaveBeenCalled();
  });

  it('makes none while a view is on the page, and one again when the views are gone', async () => {
    const warm = await load();
    expect(warm.viewMounted()).toBeNull();
    warm.warmRenderer();
    expect(gl.renderers).toHaveLength(0);
    warm.viewGone();
    warm.warmRenderer();
    expect(gl.renderers).toHaveLength(1);
  });

  it('gives the context back when no view comes for it', async () => {
    const warm = await load();
    warm.warmRenderer();
    const [renderer] = gl.renderers;
    vi.advanceTimersByTime(warm.WARM_RENDERER_KEEP_MS - 1);
    expect(renderer?.forceContextLoss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renderer?.dispose).toHaveBeenCalledTimes(1);
    expect(renderer?.forceContextLoss).toHaveBeenCalledTimes(1);
    // Gone: a view that mounts later makes its own.
    expect(warm.viewMounted()).toBeNull();
  });

  it('makes one on WebGL 1 too, which has no fence to submit with', async () => {
    gl.webgl2 = false;
    const warm = await load();
    warm.warmRenderer();
    expect(gl.calls).toEqual(['render']);
    expect(warm.viewMounted()?.renderer).toBe(gl.renderers[0]);
  });

  it('makes nothing where the browser has no WebGL', async () => {
    vi.unstubAllGlobals();
    const warm = await load();
    warm.warmRenderer();
    expect(gl.renderers).toHaveLength(0);
    expect(warm.viewMounted()).toBeNull();
  });
});
