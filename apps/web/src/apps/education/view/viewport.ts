/**
 * The 2D view's projection: map metres (x east, y north) onto canvas pixels (y down), the
 * lap fitted with a margin and centred. Pure, so the fit is tested without a canvas.
 */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface Viewport {
  /** Pixels per metre. */
  scale: number;
  /** Canvas pixel of map (0, 0). */
  originX: number;
  originY: number;
}

export function boundsOf(xs: readonly number[], ys: readonly number[]): Bounds {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < xs.length; i++) {
    bounds.minX = Math.min(bounds.minX, xs[i]!);
    bounds.maxX = Math.max(bounds.maxX, xs[i]!);
    bounds.minY = Math.min(bounds.minY, ys[i]!);
    bounds.maxY = Math.max(bounds.maxY, ys[i]!);
  }
  return bounds;
}

/** `bounds` grown by `margin` metres and fitted into a `width` × `height` canvas, centred. */
export function fitBounds(bounds: Bounds, width: number, height: number, margin = 12): Viewport {
  const spanX = Math.max(1, bounds.maxX - bounds.minX + 2 * margin);
  const spanY = Math.max(1, bounds.maxY - bounds.minY + 2 * margin);
  const scale = Math.min(width / spanX, height / spanY);
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreY = (bounds.minY + bounds.maxY) / 2;
  return { scale, originX: width / 2 - centreX * scale, originY: height / 2 + centreY * scale };
}

export const toScreenX = (view: Viewport, x: number) => view.originX + x * view.scale;
export const toScreenY = (view: Viewport, y: number) => view.originY - y * view.scale;
