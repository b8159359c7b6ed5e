import { type CharucoLayout, charucoBlackRects, charucoPixels } from '@ads/calibration';
import { squarePixels } from './chessboard-image';

/*
 * A ChArUco board to print, made in the browser from its layout (the worker reads the markers'
 * cells from OpenCV's dictionary: `charucoLayout`): the squares, the top-left one black, a
 * marker in each white square, and a white margin of half a square around.
 */

/** The white margin around the squares, in squares. */
export const CHARUCO_MARGIN = 0.5;

/** Numbers for SVG: at most 6 decimals, no trailing zeros. */
const n = (value: number) => +value.toFixed(6);

/** The board as SVG at its real size: printed at 100 %, a square measures `squareMm`. */
export function charucoSvg(layout: CharucoLayout, squareMm: number): string {
  const { squaresX, squaresY, marker, square, dictionary } = layout.board;
  const across = squaresX + 2 * CHARUCO_MARGIN;
  const down = squaresY + 2 * CHARUCO_MARGIN;
  const rects = charucoBlackRects(layout).map(
    (r) =>
      `<rect x="${n(r.x + CHARUCO_MARGIN)}" y="${n(r.y + CHARUCO_MARGIN)}" width="${n(r.width)}" height="${n(r.height)}"/>`,
  );
  const mm = (squares: number) => `${n(squares * squareMm)}mm`;
  const markerMm = n((marker / square) * squareMm);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(across)}" height="${mm(down)}" viewBox="0 0 ${n(across)} ${n(down)}" shape-rendering="crispEdges">`,
    `<title>ChArUco ${squaresX}×${squaresY} squares, ${squareMm} mm squares, ${markerMm} mm markers, ${dictionary}</title>`,
    `<rect width="${n(across)}" height="${n(down)}" fill="#fff"/>`,
    `<g fill="#000">${rects.join('')}</g>`,
    '</svg>',
  ].join('\n');
}

/** The board as RGBA pixels at PRINT_DPI, the margin included. */
export function charucoRgba(
  layout: CharucoLayout,
  squareMm: number,
): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> } {
  const square = squarePixels(squareMm);
  const gray = charucoPixels(layout, square, Math.round(CHARUCO_MARGIN * square));
  const data = new Uint8ClampedArray(gray.width * gray.height * 4);
  for (let i = 0; i < gray.data.length; i += 1) {
    const value = gray.data[i]!;
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { width: gray.width, height: gray.height, data };
}

/** A file name that says what the board is. */
export function charucoFileName(layout: CharucoLayout, squareMm: number, extension: string) {
  const { squaresX, squaresY, marker, square, dictionary } = layout.board;
  const markerMm = n((marker / square) * squareMm);
  return `charuco_${squaresX}x${squaresY}_${squareMm}mm_${markerMm}mm_${dictionary}.${extension}`;
}
