import type { Matrix4Tuple } from 'three';

/*
 * Points drawn by the CPU into an image, for software WebGL. SwiftShader, the renderer of
 * headless Chromium in CI and of machines without a GPU, pays so much per point primitive
 * that 120k GL points draw at 7–11 frames a second on two cores, even with a bare shader; a
 * JavaScript loop puts the same points into a pixel buffer in 3–6 ms, and a 2D canvas under
 * the WebGL one shows it (README.md, "Performance"). Rows run top-down, as a canvas's do.
 */

/** An image to splat into: RGBA pixels (one uint32 each, little-endian) and a depth per pixel. */
export interface SplatTarget {
  width: number;
  height: number;
  pixels: Uint32Array<ArrayBuffer>;
  depth: Float32Array;
}

/** A target of this size in device pixels. */
export function splatTarget(width: number, height: number): SplatTarget {
  return {
    width,
    height,
    pixels: new Uint32Array(width * height),
    depth: new Float32Array(width * height),
  };
}

/** Empties the image: transparent everywhere (the grid shows through), nothing in depth. */
export function clearSplat(target: SplatTarget): void {
  target.pixels.fill(0);
  target.depth.fill(Number.POSITIVE_INFINITY);
}

/**
 * Draws the first `count` points (xyz floats, rgb bytes) as opaque squares of `size` device
 * pixels, the nearest winning where they overlap. `matrix` takes a point to clip space:
 * projection × view, column-major (three.js's `Matrix4.elements`). Points behind the camera,
 * outside its near/far range or not finite are skipped. Returns the points drawn.
 */
export function splatPoints(
  positions: Float32Array,
  colors: Uint8Array,
  count: number,
  matrix: Readonly<Matrix4Tuple>,
  size: number,
  target: SplatTarget,
): number {
  const { width, height, pixels, depth } = target;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15] = matrix;
  const side = Math.max(1, Math.round(size));
  const reach = side * 0.5 - 0.5;
  const halfW = width * 0.5;
  const halfH = height * 0.5;
  let drawn = 0;
  for (let i = 0, at = 0; i < count; i += 1, at += 3) {
    const x = positions[at]!;
    const y = positions[at + 1]!;
    const z = positions[at + 2]!;
    const w = a3 * x + a7 * y + a11 * z + a15;
    // Also false for NaN: a point without a return.
    if (!(w > 0)) continue;
    const inverse = 1 / w;
    const d = (a2 * x + a6 * y + a10 * z + a14) * inverse;
    if (!(d >= -1 && d <= 1)) continue;
    const px = ((a0 * x + a4 * y + a8 * z + a12) * inverse + 1) * halfW;
    const py = (1 - (a1 * x + a5 * y + a9 * z + a13) * inverse) * halfH;
    let x0 = Math.floor(px - reach);
    let y0 = Math.floor(py - reach);
    let x1 = x0 + side;
    let y1 = y0 + side;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > width) x1 = width;
    if (y1 > height) y1 = height;
    if (x0 >= x1 || y0 >= y1) continue;
    const color = 0xff000000 | (colors[at + 2]! << 16) | (colors[at + 1]! << 8) | colors[at]!;
    for (let row = y0; row < y1; row += 1) {
      for (let k = row * width + x0, end = row * width + x1; k < end; k += 1) {
        if (d < depth[k]!) {
          depth[k] = d;
          pixels[k] = color;
        }
      }
    }
    drawn += 1;
  }
  return drawn;
}
