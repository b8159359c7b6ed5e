import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as Three from 'three';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewBox } from './box-geometry';
import PointCloudView from './PointCloudView';
import type { PointCloudViewProps } from './types';
import { warmRenderer } from './warm-renderer';
import { i18n } from '../i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces('scene3d');

/*
 * The component in jsdom, which has no WebGL: three.js's renderer is swapped for one that
 * records its calls, so what is tested is the component's part (props to scene, sizes, the
 * attributes tests read, clean-up) with the real scene underneath.
 */

const gl = vi.hoisted(() => ({ supported: true, renderers: [] as Array<Record<string, unknown>> }));

vi.mock('./webgl', () => ({ canDrawWebGL: () => gl.supported }));

vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof Three>();
  class RecordingRenderer {
    outputColorSpace = '';
    debug = { checkShaderErrors: true };
    compile = vi.fn();
    render = vi.fn();
    setPixelRatio = vi.fn();
    setSize = vi.fn();
    setClearColor = vi.fn();
    dispose = vi.fn();
    forceContextLoss = vi.fn();
    // A hardware WebGL 1 context as far as the warm-up's submit and the software-GL check
    // ask (no fences, a GPU's name).
    getContext = () => ({
      flush: vi.fn(),
      getExtension: () => null,
      getParameter: () => 'ANGLE (Test GPU)',
    });
    canvas: HTMLCanvasElement;
    constructor({ canvas }: { canvas: HTMLCanvasElement }) {
      this.canvas = canvas;
      gl.renderers.push(this as unknown as Record<string, unknown>);
    }
  }
  return { ...three, WebGLRenderer: RecordingRenderer };
});

const car: ViewBox = { x: 8, y: 1, z: 0, l: 4.5, w: 1.9, h: 1.6, yaw: 0, color: '#4CAF50' };

const props = (patch: Partial<PointCloudViewProps> = {}): PointCloudViewProps => ({
  positions: new Float32Array([1, 0, 0, 2, 0, 0, 3, 0, 1]),
  colorBy: 'height',
  boxes: [car, { ...car, x: 20, dashed: true }],
  view: 'bev',
  height: 300,
  ...patch,
});

beforeEach(() => {
  gl.supported = true;
  gl.renderers.length = 0;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PointCloudView', () => {
  it('tells tests what it draws: points, boxes and view, under its accessible name', () => {
    const { rerender } = render(<PointCloudView {...props()} aria-label="LIDAR frame 12" />);
    const view = screen.getByRole('img', { name: 'LIDAR frame 12' });
    expect(view).toHaveAttribute('data-points', '3');
    expect(view).toHaveAttribute('data-boxes', '2');
    expect(view).toHaveAttribute('data-view', 'bev');
    // The stand-in renderer is no software WebGL: the GPU draws the points.
    expect(view).toHaveAttribute('data-point-mode', 'gpu');
    expect(view.querySelector('canvas')).not.toBeNull();

    rerender(
      <PointCloudView {...props({ positions: new Float32Array(6), boxes: [], view: 'orbit' })} />,
    );
    const renamed = screen.getByRole('img', { name: 'Point cloud' });
    expect(renamed).toHaveAttribute('data-points', '2');
    expect(renamed).toHaveAttribute('data-boxes', '0');
    expect(renamed).toHaveAttribute('data-view', 'orbit');
    expect(gl.renderers).toHaveLength(1);
  });

  it('draws once per change, at the next animation frame', async () => {
    render(<PointCloudView {...props()} />);
    const renderer = gl.renderers[0]!;
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });

  it('fills its parent without a height, and sizes the drawing buffer from its box', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    render(<PointCloudView {...props({ height: undefined })} />);
    expect(screen.getByRole('img')).toHaveStyle({ height: '100%' });
    expect(gl.renderers[0]!.setSize).toHaveBeenLastCalledWith(640, 360, false);
  });

  it('gives its GPU resources back when it leaves the page', () => {
    const { unmount } = render(<PointCloudView {...props()} />);
    const renderer = gl.renderers[0]!;
    unmount();
    expect(renderer.dispose).toHaveBeenCalledOnce();
    expect(renderer.forceContextLoss).toHaveBeenCalledOnce();
  });

  it('draws with the renderer made ahead while the page waited, once', () => {
    // jsdom has no WebGL; the page that makes one ahead asks whether the browser has it.
    vi.stubGlobal('WebGLRenderingContext', class {});
    try {
      warmRenderer();
      expect(gl.renderers).toHaveLength(1);
      const { unmount } = render(<PointCloudView {...props()} />);
      const [made] = gl.renderers;
      expect(gl.renderers).toHaveLength(1);
      const view = screen.getByRole('img');
      expect(view.contains(made!.canvas as Node)).toBe(true);
      expect(view).toHaveAttribute('data-points', '3');
      unmount();
      expect(made!.dispose).toHaveBeenCalledOnce();
      // Taken once: the next view makes its own.
      render(<PointCloudView {...props()} />);
      expect(gl.renderers).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws on a new canvas when StrictMode makes the scene a second time', () => {
    render(
      <StrictMode>
        <PointCloudView {...props()} />
      </StrictMode>,
    );
    const [first, second] = gl.renderers;
    expect(first!.dispose).toHaveBeenCalledOnce();
    expect(second!.dispose).not.toHaveBeenCalled();
    // The first scene's canvas lost its context for good: the second has its own.
    expect(second!.canvas).not.toBe(first!.canvas);
    const view = screen.getByRole('img');
    expect(view.querySelectorAll('canvas')).toHaveLength(2);
    expect(view.contains(second!.canvas as Node)).toBe(true);
    expect(view).toHaveAttribute('data-points', '3');
  });

  it('hands a click on a point to onPick, and not a drag', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(150);
    const onPick = vi.fn();
    const positions = new Float32Array([-1, 0, 0, 0, 0, 0.5, 1, 0, 0]);
    render(<PointCloudView {...props({ positions, boxes: [] })} onPick={onPick} />);
    const view = screen.getByRole('img');
    expect(view).toHaveAttribute('data-pickable', 'true');
    // The bird's-eye view frames the cloud: its middle point is drawn at the view's centre.
    fireEvent.pointerDown(view, { button: 0, clientX: 151, clientY: 74 });
    fireEvent.pointerUp(view, { button: 0, clientX: 152, clientY: 74 });
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ index: 1, point: [0, 0, 0.5] });
    fireEvent.pointerDown(view, { button: 0, clientX: 150, clientY: 75 });
    fireEvent.pointerUp(view, { button: 0, clientX: 190, clientY: 75 });
    fireEvent.pointerDown(view, { button: 0, clientX: 5, clientY: 5 });
    fireEvent.pointerUp(view, { button: 0, clientX: 5, clientY: 5 });
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('says so when the browser cannot draw 3D', () => {
    gl.supported = false;
    render(<PointCloudView {...props()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/cannot draw 3D views/);
    expect(screen.queryByRole('img')).toBeNull();
    expect(gl.renderers).toHaveLength(0);
  });
});
