import type { ChessboardSpec } from '@ads/contract';

/*
 * The board as the user types it: inner corners across and down, the square's side in
 * millimetres (what a ruler shows); a spec (metres) once every field is valid.
 */

export interface BoardDraft {
  cols: string;
  rows: string;
  squareMm: string;
}

export const DEFAULT_BOARD: BoardDraft = { cols: '9', rows: '6', squareMm: '25' };

export interface BoardProblems {
  cols?: string;
  rows?: string;
  squareMm?: string;
}

const corners = (text: string): string | undefined => {
  const value = Number(text);
  if (!Number.isInteger(value) || text.trim() === '') return 'A whole number of inner corners.';
  if (value < 3 || value > 40) return 'Between 3 and 40.';
  return undefined;
};

export function boardProblems(draft: BoardDraft): BoardProblems {
  const problems: BoardProblems = {};
  const cols = corners(draft.cols);
  const rows = corners(draft.rows);
  if (cols) problems.cols = cols;
  if (rows) problems.rows = rows;
  const square = Number(draft.squareMm);
  if (draft.squareMm.trim() === '' || !Number.isFinite(square) || square <= 0) {
    problems.squareMm = 'The side of one square, in millimetres.';
  } else if (square > 2000) problems.squareMm = 'At most 2000 mm.';
  return problems;
}

/** The board spec (square in metres), or null while a field is not valid. */
export function boardSpec(draft: BoardDraft): ChessboardSpec | null {
  if (Object.keys(boardProblems(draft)).length > 0) return null;
  return {
    kind: 'chessboard',
    cols: Number(draft.cols),
    rows: Number(draft.rows),
    square: Number(draft.squareMm) / 1000,
  };
}

/** What the detector depends on: the corner grid (not the square's size). */
export const gridKey = (spec: ChessboardSpec | null) => (spec ? `${spec.cols}x${spec.rows}` : '');
