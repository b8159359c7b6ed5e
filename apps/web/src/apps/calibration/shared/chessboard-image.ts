/*
 * A chessboard to print, made in the browser: `cols` × `rows` inner corners (so one square more
 * each way), the top-left square black, a white margin of one square around it (detectors need
 * the margin to see the outer corners).
 */

export interface PrintBoard {
  /** Inner corners along a row and down a column. */
  cols: number;
  rows: number;
  /** A square's side, millimetres. */
  squareMm: number;
}

/** Dots per inch of the PNG: a square of s mm is s / 25.4 × 300 pixels. */
export const PRINT_DPI = 300;

/** Whether square (c, r) (counted from the top-left, margin excluded) is black. */
export const isBlack = (c: number, r: number) => (c + r) % 2 === 0;

/** The board as RGBA pixels, `square` pixels a square, one square of white margin around. */
export function chessboardPixels(
  cols: number,
  rows: number,
  square: number,
): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> } {
  const width = (cols + 3) * square;
  const height = (rows + 3) * square;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = square; y < height - square; y += 1) {
    const r = Math.floor(y / square) - 1;
    for (let x = square; x < width - square; x += 1) {
      if (!isBlack(Math.floor(x / square) - 1, r)) continue;
      const at = (y * width + x) * 4;
      data[at] = 0;
      data[at + 1] = 0;
      data[at + 2] = 0;
    }
  }
  return { width, height, data };
}

/** The board as SVG at its real size: printed at 100 %, a square measures `squareMm`. */
export function chessboardSvg({ cols, rows, squareMm }: PrintBoard): string {
  const across = cols + 3;
  const down = rows + 3;
  const squares: string[] = [];
  for (let r = 0; r < rows + 1; r += 1) {
    for (let c = 0; c < cols + 1; c += 1) {
      if (isBlack(c, r)) squares.push(`<rect x="${c + 1}" y="${r + 1}" width="1" height="1"/>`);
    }
  }
  const mm = (squares: number) => `${+(squares * squareMm).toFixed(3)}mm`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${mm(across)}" height="${mm(down)}" viewBox="0 0 ${across} ${down}" shape-rendering="crispEdges">`,
    `<title>Chessboard ${cols}×${rows} inner corners, ${squareMm} mm squares</title>`,
    `<rect width="${across}" height="${down}" fill="#fff"/>`,
    `<g fill="#000">${squares.join('')}</g>`,
    '</svg>',
  ].join('\n');
}

/** Pixels of one square in the PNG, at PRINT_DPI. */
export function squarePixels(squareMm: number): number {
  return Math.max(8, Math.round((squareMm / 25.4) * PRINT_DPI));
}

/** A file name that says what the board is. */
export function boardFileName({ cols, rows, squareMm }: PrintBoard, extension: string): string {
  return `chessboard_${cols}x${rows}_${squareMm}mm.${extension}`;
}
