/**
 * Light smoothing for corner finding: the 5-tap binomial [1 4 6 4 1] / 16 along rows, then
 * columns, edges repeated. It is a Gaussian of σ = 1 to within a percent, in five taps instead of
 * seven, and symmetric, so it softens sensor noise without moving any corner.
 */
export function binomialSmooth(
  src: ArrayLike<number>,
  width: number,
  height: number,
): Float32Array {
  const rows = new Float32Array(width * height);
  const line = new Float32Array(width + 4);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    // The row with two repeated pixels at each end, so the loop below needs no edge cases.
    line[0] = line[1] = src[row]!;
    line[width + 2] = line[width + 3] = src[row + width - 1]!;
    for (let x = 0; x < width; x += 1) line[x + 2] = src[row + x]!;
    for (let x = 0; x < width; x += 1) {
      rows[row + x] =
        0.375 * line[x + 2]! +
        0.25 * (line[x + 1]! + line[x + 3]!) +
        0.0625 * (line[x]! + line[x + 4]!);
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const to = y * width;
    const up1 = Math.max(0, y - 1) * width;
    const up2 = Math.max(0, y - 2) * width;
    const down1 = Math.min(height - 1, y + 1) * width;
    const down2 = Math.min(height - 1, y + 2) * width;
    for (let x = 0; x < width; x += 1) {
      out[to + x] =
        0.375 * rows[to + x]! +
        0.25 * (rows[up1 + x]! + rows[down1 + x]!) +
        0.0625 * (rows[up2 + x]! + rows[down2 + x]!);
    }
  }
  return out;
}
