import type { ViewBox } from './box-geometry';
import type { ColorBy } from './color-ramp';
import type { ViewAxes, ViewTrail } from './overlay-geometry';
import type { PointPick } from './point-pick';

/*
 * The 3D view's props, apart from the component so that pages, legends and the lazy wrapper
 * name them without loading three.js.
 */

export type { ViewBox } from './box-geometry';
export type { ColorBy } from './color-ramp';
export type { PointPick } from './point-pick';
export type { ViewAxes, ViewTrail } from './overlay-geometry';

/** Bird's-eye (orthographic, looking down, x up the screen) or orbit (perspective). */
export type PointCloudViewMode = 'bev' | 'orbit';

export interface PointCloudViewProps {
  /** x, y, z per point, metres, LIDAR frame (x forward, y left, z up). Pass a new array per frame. */
  positions: Float32Array;
  /** One value in 0..1 per point; needed for `colorBy: 'intensity'` (else height colours). */
  intensity?: Float32Array;
  colorBy: ColorBy;
  /** Heights the colour ramp spans, metres; −2..3 by default. */
  heightRange?: readonly [number, number];
  boxes: readonly ViewBox[];
  /** A polyline in the view's frame (e.g. where the ego drove), drawn point to point. */
  trail?: ViewTrail;
  /** Coordinate frames (TF) drawn as their axes: x red, y green, z blue. */
  axes?: readonly ViewAxes[];
  view: PointCloudViewMode;
  /** CSS height (a number is pixels). Without it the view fills its parent, which needs a height. */
  height?: number | string;
  /** Point size in CSS pixels (2). */
  pointSize?: number;
  /** z of the ground grid and the ego marker, metres (0; e.g. −1.8 for a roof LIDAR). */
  groundZ?: number;
  /** Draw on every animation frame, not only on change: for measuring frame rates. */
  continuous?: boolean;
  /**
   * Who draws the points: 'gpu' (one THREE.Points), 'cpu' (splatted into an image, several
   * times faster under software WebGL) or 'auto' (the default: 'cpu' exactly under software
   * WebGL).
   */
  pointMode?: 'auto' | 'gpu' | 'cpu';
  /** Frames drawn per second, about once a second while the view draws. */
  onFps?: (fps: number) => void;
  /** After each frame the view draws, with the points drawn (a frame is drawn on change only). */
  onFrame?: (points: number) => void;
  /**
   * A click (a press that does not drag) on a point calls this with the point drawn nearest
   * the cursor (within a few pixels); the cursor is a crosshair while it is set. Drags still
   * pan or orbit. A click on no point calls nothing.
   */
  onPick?: (pick: PointPick) => void;
  /** The accessible name ("Point cloud" by default). */
  'aria-label'?: string;
}
