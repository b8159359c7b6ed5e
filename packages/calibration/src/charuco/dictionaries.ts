import type { CharucoSpec } from '../types';

/**
 * OpenCV's predefined ArUco dictionaries (objdetect's PredefinedDictionaryType), as the page's
 * select and the REST schema list them: the name is the `DICT_*` constant's, `bits` a marker's
 * side in bits (its black border not counted), `markers` how many it holds. OpenCV.js 4.12
 * has every one; `charucoProblem` and the REST schema accept only these names.
 */
export const CHARUCO_DICTIONARIES = [
  { name: 'DICT_4X4_50', bits: 4, markers: 50 },
  { name: 'DICT_4X4_100', bits: 4, markers: 100 },
  { name: 'DICT_4X4_250', bits: 4, markers: 250 },
  { name: 'DICT_4X4_1000', bits: 4, markers: 1000 },
  { name: 'DICT_5X5_50', bits: 5, markers: 50 },
  { name: 'DICT_5X5_100', bits: 5, markers: 100 },
  { name: 'DICT_5X5_250', bits: 5, markers: 250 },
  { name: 'DICT_5X5_1000', bits: 5, markers: 1000 },
  { name: 'DICT_6X6_50', bits: 6, markers: 50 },
  { name: 'DICT_6X6_100', bits: 6, markers: 100 },
  { name: 'DICT_6X6_250', bits: 6, markers: 250 },
  { name: 'DICT_6X6_1000', bits: 6, markers: 1000 },
  { name: 'DICT_7X7_50', bits: 7, markers: 50 },
  { name: 'DICT_7X7_100', bits: 7, markers: 100 },
  { name: 'DICT_7X7_250', bits: 7, markers: 250 },
  { name: 'DICT_7X7_1000', bits: 7, markers: 1000 },
  { name: 'DICT_ARUCO_ORIGINAL', bits: 5, markers: 1024 },
  { name: 'DICT_APRILTAG_16h5', bits: 4, markers: 30 },
  { name: 'DICT_APRILTAG_25h9', bits: 5, markers: 35 },
  { name: 'DICT_APRILTAG_36h10', bits: 6, markers: 2320 },
  { name: 'DICT_APRILTAG_36h11', bits: 6, markers: 587 },
  { name: 'DICT_ARUCO_MIP_36h12', bits: 6, markers: 250 },
] as const;

export type CharucoDictionaryName = (typeof CHARUCO_DICTIONARIES)[number]['name'];

export const CHARUCO_DICTIONARY_NAMES = CHARUCO_DICTIONARIES.map((d) => d.name) as [
  CharucoDictionaryName,
  ...CharucoDictionaryName[],
];

export function charucoDictionary(name: string) {
  return CHARUCO_DICTIONARIES.find((dictionary) => dictionary.name === name);
}

/** Squares across and down a ChArUco board may have (each), as the chessboard's corners. */
export const CHARUCO_MIN_SQUARES = 3;
export const CHARUCO_MAX_SQUARES = 40;

/**
 * Whether square (x, y) (from the board's top-left) is black. OpenCV ≥ 4.6 lays every board
 * out so: the top-left square black, the markers in the white squares. (Before 4.6 a board with
 * an even number of rows started white: CharucoBoard's "legacy pattern", not supported here.)
 */
export const isCharucoBlack = (x: number, y: number) => (x + y) % 2 === 0;

/** A board's markers: one in each white square, so half its squares (rounded down). */
export const charucoMarkerCount = (board: Pick<CharucoSpec, 'squaresX' | 'squaresY'>) =>
  Math.floor((board.squaresX * board.squaresY) / 2);

/** What is wrong with a ChArUco board, by field, in words the user can act on. */
export interface CharucoProblems {
  squaresX?: string;
  squaresY?: string;
  square?: string;
  marker?: string;
  dictionary?: string;
}

/**
 * A ChArUco spec's problems (empty when OpenCV can build and detect the board): whole numbers
 * of squares in range, a positive square side, a marker smaller than its square, a dictionary
 * OpenCV has with a marker for every white square.
 */
export function charucoProblems(board: Omit<CharucoSpec, 'kind'>): CharucoProblems {
  const problems: CharucoProblems = {};
  const squares = (value: number) =>
    !Number.isInteger(value)
      ? 'A whole number of squares.'
      : value < CHARUCO_MIN_SQUARES || value > CHARUCO_MAX_SQUARES
        ? `Between ${CHARUCO_MIN_SQUARES} and ${CHARUCO_MAX_SQUARES} squares.`
        : undefined;
  const across = squares(board.squaresX);
  const down = squares(board.squaresY);
  if (across) problems.squaresX = across;
  if (down) problems.squaresY = down;
  if (!(Number.isFinite(board.square) && board.square > 0)) {
    problems.square = 'The side of one square: more than 0.';
  }
  if (!(Number.isFinite(board.marker) && board.marker > 0)) {
    problems.marker = 'The side of one marker: more than 0.';
  } else if (!problems.square && board.marker >= board.square) {
    problems.marker = 'A marker must be smaller than its square (it sits inside a white square).';
  }
  const dictionary = charucoDictionary(board.dictionary);
  if (!dictionary) {
    problems.dictionary = `Not an OpenCV ArUco dictionary: one of ${CHARUCO_DICTIONARY_NAMES.join(', ')}.`;
  } else if (!across && !down && charucoMarkerCount(board) > dictionary.markers) {
    problems.dictionary =
      `A ${board.squaresX}×${board.squaresY} board has ${charucoMarkerCount(board)} markers; ` +
      `${dictionary.name} has only ${dictionary.markers}: choose a larger dictionary.`;
  }
  return problems;
}
