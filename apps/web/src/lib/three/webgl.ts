/**
 * Whether this browser has WebGL at all (three.js needs it). No context is made to ask: making
 * one took 15–30 ms of the page's thread under software WebGL, before the view made its own.
 * A browser that has WebGL but gives no context (switched off, too many contexts) fails the
 * view's own context instead, and the views say so with the reason (PointCloudView, the HMI's).
 * No three.js here: pages ask before they load it.
 */
export function canDrawWebGL(): boolean {
  return typeof WebGLRenderingContext !== 'undefined';
}
