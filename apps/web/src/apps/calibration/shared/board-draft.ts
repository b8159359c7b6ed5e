import {
  type BoardSpec,
  CHARUCO_DICTIONARIES,
  type CharucoSpec,
  type ChessboardSpec,
  charucoProblems,
} from '@ads/calibration';

/*
 * The board as the user types it: a chessboard by its inner corners across and down, or a
 * ChArUco board by its squares across and down, marker side and ArUco dictionary; sides in
 * millimetres (what a ruler shows). A spec (metres) once every field of its kind is valid.
 */

export type BoardKind = 'chessboard' | 'charuco';

export interface BoardDraft {
  kind: BoardKind;
  /** Chessboard: inner corners across and down. */
  cols: string;
  rows: string;
  /** Either kind: a square's side, mm. */
  squareMm: string;
  /** ChArUco: squares across and down, a marker's side (mm), the dictionary's OpenCV name. */
  squaresX: string;
  squaresY: string;
  markerMm: string;
  dictionary: string;
}

export const DEFAULT_BOARD: BoardDraft = {
  kind: 'chessboard',
  cols: '9',
  rows: '6',
  squareMm: '25',
  squaresX: '11',
  squaresY: '8',
  markerMm: '18',
  dictionary: 'DICT_5X5_100',
};

/** The dictionaries a ChArUco board may use, as the select lists them. */
export const DICTIONARY_CHOICES = CHARUCO_DICTIONARIES.map((d) => d.name);

export interface BoardProblems {
  cols?: string;
  rows?: string;
  squareMm?: string;
  squaresX?: string;
  squaresY?: string;
  markerMm?: string;
  dictionary?: string;
}

const corners = (text: string): string | undefined => {
  const value = Number(text);
  if (!Number.isInteger(value) || text.trim() === '') return 'A whole number of inner corners.';
  if (value < 3 || value > 40) return 'Between 3 and 40.';
  return undefined;
};

/** A side in millimetres: a positive number up to 2 m. */
const side = (text: string, what: string): string | undefined => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    return `The side of one ${what}, in millimetres.`;
  }
  return value > 2000 ? 'At most 2000 mm.' : undefined;
};

/** A whole number typed as such (`Number('')` is 0, `Number('1e1')` 10: neither is typed so). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function boardProblems(draft: BoardDraft): BoardProblems {
  const problems: BoardProblems = {};
  const square = side(draft.squareMm, 'square');
  if (square) problems.squareMm = square;
  if (draft.kind !== 'charuco') {
    const cols = corners(draft.cols);
    const rows = corners(draft.rows);
    if (cols) problems.cols = cols;
    if (rows) problems.rows = rows;
    return problems;
  }
  const marker = side(draft.markerMm, 'marker');
  if (marker) problems.markerMm = marker;
  // The rest as the contract (and the server) checks a ChArUco board.
  const contract = charucoProblems({
    squaresX: whole(draft.squaresX),
    squaresY: whole(draft.squaresY),
    square: square ? 1 : Number(draft.squareMm),
    marker: marker ? Number.NaN : Number(draft.markerMm),
    dictionary: draft.dictionary,
  });
  if (contract.squaresX) problems.squaresX = contract.squaresX;
  if (contract.squaresY) problems.squaresY = contract.squaresY;
  if (!marker && !square && contract.marker) problems.markerMm = contract.marker;
  if (contract.dictionary) problems.dictionary = contract.dictionary;
  return problems;
}

/**
 * The chessboard spec (square in metres), or null while a field is not valid or the draft is a
 * ChArUco board (the lidar–camera target is a chessboard).
 */
export function boardSpec(draft: BoardDraft): ChessboardSpec | null {
  const spec = anyBoardSpec(draft);
  return spec?.kind === 'chessboard' ? spec : null;
}

/** The board spec of either kind (sides in metres), or null while a field is not valid. */
export function anyBoardSpec(draft: BoardDraft): BoardSpec | null {
  if (Object.keys(boardProblems(draft)).length > 0) return null;
  const square = Number(draft.squareMm) / 1000;
  if (draft.kind !== 'charuco') {
    return { kind: 'chessboard', cols: Number(draft.cols), rows: Number(draft.rows), square };
  }
  const charuco: CharucoSpec = {
    kind: 'charuco',
    squaresX: Number(draft.squaresX),
    squaresY: Number(draft.squaresY),
    square,
    marker: Number(draft.markerMm) / 1000,
    dictionary: draft.dictionary,
  };
  return charuco;
}

/** A board spec as the form shows it (a sample's board, issue 30); the other kind's fields kept. */
export function draftOfBoard(spec: BoardSpec, base: BoardDraft = DEFAULT_BOARD): BoardDraft {
  const mm = (metres: number) => String(+(metres * 1000).toFixed(3));
  return spec.kind === 'chessboard'
    ? {
        ...base,
        kind: 'chessboard',
        cols: String(spec.cols),
        rows: String(spec.rows),
        squareMm: mm(spec.square),
      }
    : {
        ...base,
        kind: 'charuco',
        squaresX: String(spec.squaresX),
        squaresY: String(spec.squaresY),
        squareMm: mm(spec.square),
        markerMm: mm(spec.marker),
        dictionary: spec.dictionary,
      };
}

/**
 * What the detector depends on: a chessboard's corner grid (not the square's size); a ChArUco
 * board's squares, dictionary and marker-to-square ratio (where its markers sit in the squares).
 */
export const gridKey = (spec: BoardSpec | null) => {
  if (!spec) return '';
  if (spec.kind === 'chessboard') return `${spec.cols}x${spec.rows}`;
  const ratio = +(spec.marker / spec.square).toFixed(6);
  return `charuco:${spec.squaresX}x${spec.squaresY}:${spec.dictionary}:${ratio}`;
};

/** A board in words: "board 9×6, 25 mm" or "ChArUco 11×8, 25 mm squares, 18 mm markers, …". */
export function boardWords(board: BoardSpec): string {
  const mm = (metres: number) => `${+(metres * 1000).toFixed(3)} mm`;
  return board.kind === 'chessboard'
    ? `board ${board.cols}×${board.rows}, ${mm(board.square)}`
    : `ChArUco ${board.squaresX}×${board.squaresY}, ${mm(board.square)} squares, ${mm(board.marker)} markers, ${board.dictionary}`;
}
