import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { bevFrame, orbitFrame, type Footprint } from './framing';

export type ViewMode = 'bev' | 'orbit';

const BEV_CAMERA_HEIGHT = 500;

/**
 * The two cameras of a 3D view, each with its own controls and each keeping its place while
 * the other is in use: bird's-eye (orthographic, looking down, x up the screen; drag pans,
 * the wheel zooms at the cursor) and orbit (perspective; drag orbits, right-drag pans, the
 * wheel dollies). `onChange` hears every move.
 */
export class SceneCameras {
  readonly bev = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 2000);
  readonly orbit = new THREE.PerspectiveCamera(50, 1, 0.1, 2000);
  private readonly bevControls: OrbitControls;
  private readonly orbitControls: OrbitControls;
  private mode: ViewMode = 'bev';
  private aspect = 2;
  private bevHalfX = 50;
  private moved = false;
  private keyElement: HTMLElement | undefined;

  constructor(
    canvas: HTMLCanvasElement,
    private readonly onChange: () => void,
  ) {
    // x up the screen in the bird's-eye view; z up in the orbit view. Set before the
    // controls are made: they take their orbit axis from `up`.
    this.bev.up.set(1, 0, 0);
    this.bev.position.set(0, 0, BEV_CAMERA_HEIGHT);
    this.orbit.up.set(0, 0, 1);

    this.bevControls = new OrbitControls(this.bev, canvas);
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

    this.orbitControls = new OrbitControls(this.orbit, canvas);
    this.orbitControls.minDistance = 1;
    this.orbitControls.maxDistance = 800;
    // Stay above the ground: from below, the cloud is unreadable.
    this.orbitControls.maxPolarAngle = Math.PI / 2 - 0.02;

    for (const controls of [this.bevControls, this.orbitControls]) {
      controls.addEventListener('change', this.onChange);
      controls.addEventListener('start', this.onUserMove);
    }
    this.setView('bev');
  }

  /** The camera of the current view. */
  get active(): THREE.OrthographicCamera | THREE.PerspectiveCamera {
    return this.mode === 'bev' ? this.bev : this.orbit;
  }

  get view(): ViewMode {
    return this.mode;
  }

  /** Whether the user moved a camera since the last `fit`. */
  get userMoved(): boolean {
    return this.moved;
  }

  setView(view: ViewMode): void {
    this.mode = view;
    this.bevControls.enabled = view === 'bev';
    this.orbitControls.enabled = view === 'orbit';
  }

  /** A new canvas shape (width / height): the bird's-eye view keeps its metres up the screen. */
  setAspect(aspect: number): void {
    this.aspect = aspect;
    this.orbit.aspect = aspect;
    this.orbit.updateProjectionMatrix();
    this.applyBevExtent();
  }

  /** Both cameras back to their first view of this footprint. */
  fit(footprint: Footprint): void {
    const bev = bevFrame(footprint, this.aspect);
    this.bevHalfX = bev.halfX;
    this.bev.zoom = 1;
    this.bev.position.set(bev.centerX, bev.centerY, BEV_CAMERA_HEIGHT);
    this.bevControls.target.set(bev.centerX, bev.centerY, 0);
    this.applyBevExtent();
    this.bevControls.update();

    const orbit = orbitFrame(footprint);
    this.orbit.position.set(...orbit.position);
    this.orbitControls.target.set(...orbit.target);
    this.orbitControls.update();
    this.moved = false;
  }

  /** Arrow keys pan the view while `element` (e.g. the focused frame) has the focus. */
  listenToKeys(element: HTMLElement): void {
    this.bevControls.listenToKeyEvents(element);
    this.orbitControls.listenToKeyEvents(element);
    this.keyElement = element;
    element.addEventListener('keydown', this.onKey);
  }

  dispose(): void {
    for (const controls of [this.bevControls, this.orbitControls]) {
      controls.removeEventListener('change', this.onChange);
      controls.removeEventListener('start', this.onUserMove);
      controls.dispose();
    }
    this.keyElement?.removeEventListener('keydown', this.onKey);
  }

  private readonly onUserMove = (): void => {
    this.moved = true;
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key.startsWith('Arrow')) this.moved = true;
  };

  private applyBevExtent(): void {
    const halfY = this.bevHalfX * this.aspect;
    this.bev.top = this.bevHalfX;
    this.bev.bottom = -this.bevHalfX;
    this.bev.left = -halfY;
    this.bev.right = halfY;
    this.bev.updateProjectionMatrix();
  }
}
