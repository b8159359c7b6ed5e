/** The image's value at (x, y) by bilinear interpolation, coordinates clamped to the image. */
export function bilinear(
  image: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  const cx = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
  const cy = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
  let x0 = Math.floor(cx);
  let y0 = Math.floor(cy);
  if (x0 >= width - 1) x0 = width - 2;
  if (y0 >= height - 1) y0 = height - 2;
  const fx = cx - x0;
  const fy = cy - y0;
  const i = y0 * width + x0;
  const top = image[i]! + fx * (image[i + 1]! - image[i]!);
  const bottom = image[i + width]! + fx * (image[i + width + 1]! - image[i + width]!);
  return top + fy * (bottom - top);
}
