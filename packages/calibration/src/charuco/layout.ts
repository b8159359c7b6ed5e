import { type Cv, type CvArucoDictionary, type CvCharucoBoard, withMats } from '../cv';
import type { CharucoSpec, GrayImage } from '../types';
import { charucoProblems, isCharucoBlack } from './dictionaries';

/**
 * A ChArUco board as OpenCV (≥ 4.6) lays it out, for printing and for the tests' renderer. The
 * board frame is OpenCV's: origin at the squares' top-left outer corner, x along a row, y down;
 * inner corner id = r·(squaresX − 1) + c sits at ((c + 1)·square, (r + 1)·square), the numbering
 * `boardPoint` (intrinsics.ts) binds.
 */
export interface CharucoLayout {
  board: CharucoSpec;
  /** Cells across a marker: the dictionary's bits and one cell of black border each side. */
  cells: number;
  /**
   * The markers as OpenCV numbers them (id 0 in the first white square, row by row), each in
   * square (x, y) with its cells row by row from its top-left: 1 white, 0 black.
   */
  markers: Array<{ id: number; x: number; y: number; cells: Uint8Array }>;
}

/** A black rectangle of the printed board, in squares from the board's top-left outer corner. */
export interface BoardRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Everything black on the board, as rectangles in squares (no margin): the black squares, and
 * each marker's black cells, runs along a row merged into one rectangle. A page draws these at
 * any scale (SVG at real size, PNG at 300 dpi) and gets OpenCV's own board.
 */
export function charucoBlackRects(layout: CharucoLayout): BoardRect[] {
  const { board, cells } = layout;
  const rects: BoardRect[] = [];
  for (let y = 0; y < board.squaresY; y += 1) {
    for (let x = 0; x < board.squaresX; x += 1) {
      if (isCharucoBlack(x, y)) rects.push({ x, y, width: 1, height: 1 });
    }
  }
  const inset = (board.square - board.marker) / 2 / board.square;
  const cell = board.marker / board.square / cells;
  for (const marker of layout.markers) {
    for (let j = 0; j < cells; j += 1) {
      for (let i = 0; i < cells;) {
        if (marker.cells[j * cells + i] !== 0) {
          i += 1;
          continue;
        }
        let end = i + 1;
        while (end < cells && marker.cells[j * cells + end] === 0) end += 1;
        rects.push({
          x: marker.x + inset + i * cell,
          y: marker.y + inset + j * cell,
          width: (end - i) * cell,
          height: cell,
        });
        i = end;
      }
    }
  }
  return rects;
}

/**
 * The board as grey pixels (0 black, 255 white): `squarePixels` a square, `marginPixels` of
 * white around; a pixel is black when its centre is in a black rectangle. With whole pixels per
 * marker cell this is OpenCV's generateImage to the pixel (layout.test.ts).
 */
export function charucoPixels(
  layout: CharucoLayout,
  squarePixels: number,
  marginPixels: number,
): GrayImage {
  const { squaresX, squaresY } = layout.board;
  const width = Math.round(squaresX * squarePixels + 2 * marginPixels);
  const height = Math.round(squaresY * squarePixels + 2 * marginPixels);
  const data = new Uint8Array(width * height).fill(255);
  // Pixel u's centre, in squares, is (u + 0.5 − margin) / squarePixels: the pixels from
  // ceil(x · squarePixels + margin − 0.5) on have their centres at or past x.
  const first = (at: number) => Math.max(0, Math.ceil(at * squarePixels + marginPixels - 0.5));
  for (const rect of charucoBlackRects(layout)) {
    const u1 = Math.min(width, first(rect.x + rect.width));
    const v1 = Math.min(height, first(rect.y + rect.height));
    for (let v = first(rect.y); v < v1; v += 1)
      data.fill(0, v * width + first(rect.x), v * width + u1);
  }
  return { width, height, data };
}

/** Throws with the board's first problem in words (charucoProblems), or returns. */
export function assertCharucoBoard(board: CharucoSpec): void {
  const problems = Object.values(charucoProblems(board));
  if (problems.length > 0) throw new Error(`The ChArUco board is not valid: ${problems[0]}`);
}

type Keep = <M extends { delete(): void }>(mat: M) => M;

/** OpenCV's predefined dictionary of that name (a name charucoProblems accepts). */
function openCvDictionary(cv: Cv, name: string, keep: Keep): CvArucoDictionary {
  const constant = cv[name as `DICT_${string}`];
  if (typeof constant !== 'number') throw new Error(`OpenCV.js has no dictionary ${name}.`);
  return keep(cv.getPredefinedDictionary(constant));
}

/**
 * OpenCV's CharucoBoard for `board` (with its dictionary), freed with the `keep` of the caller's
 * withMats. Throws with the board's problem in words when it is not valid.
 */
export function openCvCharucoBoard(cv: Cv, board: CharucoSpec, keep: Keep): CvCharucoBoard {
  assertCharucoBoard(board);
  const dictionary = openCvDictionary(cv, board.dictionary, keep);
  const ids = keep(new cv.Mat());
  return keep(
    new cv.aruco_CharucoBoard(
      new cv.Size(board.squaresX, board.squaresY),
      board.square,
      board.marker,
      dictionary,
      ids,
    ),
  );
}

/** The board's markers and their bits, from OpenCV's dictionary (one pixel a cell). */
export function charucoLayout(cv: Cv, board: CharucoSpec): CharucoLayout {
  assertCharucoBoard(board);
  return withMats((keep) => {
    const dictionary = openCvDictionary(cv, board.dictionary, keep);
    const cells = dictionary.markerSize + 2;
    const markers: CharucoLayout['markers'] = [];
    let id = 0;
    for (let y = 0; y < board.squaresY; y += 1) {
      for (let x = 0; x < board.squaresX; x += 1) {
        if (isCharucoBlack(x, y)) continue;
        const image = keep(new cv.Mat());
        dictionary.generateImageMarker(id, cells, image, 1);
        const bits = new Uint8Array(cells * cells);
        for (let k = 0; k < bits.length; k += 1) bits[k] = image.data[k]! > 127 ? 1 : 0;
        markers.push({ id, x, y, cells: bits });
        id += 1;
      }
    }
    return { board, cells, markers };
  });
}

/**
 * The board drawn by OpenCV's own CharucoBoard.generateImage: `squarePixels` a square,
 * `marginPixels` of white around (the markers' border one cell, as OpenCV prints them).
 */
export function charucoBoardImage(
  cv: Cv,
  board: CharucoSpec,
  squarePixels: number,
  marginPixels: number,
): GrayImage {
  const width = board.squaresX * squarePixels + 2 * marginPixels;
  const height = board.squaresY * squarePixels + 2 * marginPixels;
  return withMats((keep) => {
    const charuco = openCvCharucoBoard(cv, board, keep);
    const image = keep(new cv.Mat());
    charuco.generateImage(new cv.Size(width, height), image, marginPixels, 1);
    return { width, height, data: new Uint8Array(image.data) };
  });
}
