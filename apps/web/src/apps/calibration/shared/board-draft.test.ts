import { describe, expect, it } from 'vitest';
import {
  type BoardDraft,
  DEFAULT_BOARD,
  DICTIONARY_CHOICES,
  anyBoardSpec,
  boardProblems,
  boardSpec,
  boardWords,
  draftOfBoard,
  gridKey,
} from './board-draft';
import { CHARUCO_SAMPLE, CHESSBOARD_SAMPLE } from '@ads/calibration';

const chessboard = (fields: Partial<BoardDraft>): BoardDraft => ({ ...DEFAULT_BOARD, ...fields });
const charuco = (fields: Partial<BoardDraft> = {}): BoardDraft => ({
  ...DEFAULT_BOARD,
  kind: 'charuco',
  squaresX: '7',
  squaresY: '5',
  squareMm: '40',
  markerMm: '30',
  dictionary: 'DICT_4X4_50',
  ...fields,
});

describe('the board draft', () => {
  it('is a spec in metres once every field is valid', () => {
    expect(boardSpec(DEFAULT_BOARD)).toEqual({
      kind: 'chessboard',
      cols: 9,
      rows: 6,
      square: 0.025,
    });
    expect(anyBoardSpec(DEFAULT_BOARD)).toEqual(boardSpec(DEFAULT_BOARD));
    expect(gridKey(boardSpec(chessboard({ cols: '8', rows: '5', squareMm: '30.5' })))).toBe('8x5');
  });

  it('says what is wrong with each field, and is no spec meanwhile', () => {
    const draft = chessboard({ cols: '2', rows: '6.5', squareMm: '0' });
    expect(boardProblems(draft)).toEqual({
      cols: 'Between 3 and 40.',
      rows: 'A whole number of inner corners.',
      squareMm: 'The side of one square, in millimetres.',
    });
    expect(boardSpec(draft)).toBeNull();
    expect(boardProblems(chessboard({ cols: '', rows: '41', squareMm: '2500' }))).toEqual({
      cols: 'A whole number of inner corners.',
      rows: 'Between 3 and 40.',
      squareMm: 'At most 2000 mm.',
    });
  });
});

describe('a ChArUco board draft', () => {
  it('is a ChArUco spec in metres, and no chessboard (the lidar target)', () => {
    expect(anyBoardSpec(charuco())).toEqual({
      kind: 'charuco',
      squaresX: 7,
      squaresY: 5,
      square: 0.04,
      marker: 0.03,
      dictionary: 'DICT_4X4_50',
    });
    expect(boardSpec(charuco())).toBeNull();
    // The chessboard's fields do not count for a ChArUco board, nor the other way round.
    expect(boardProblems(charuco({ cols: 'x', rows: '' }))).toEqual({});
    expect(boardProblems(chessboard({ squaresX: 'x', markerMm: '' }))).toEqual({});
  });

  it('says what is wrong with each of its fields', () => {
    expect(boardProblems(charuco({ squaresX: '2', squaresY: '5.5', markerMm: '' }))).toEqual({
      squaresX: 'Between 3 and 40 squares.',
      squaresY: 'A whole number of squares.',
      markerMm: 'The side of one marker, in millimetres.',
    });
    expect(boardProblems(charuco({ squaresX: '', squaresY: '1e1' }))).toEqual({
      squaresX: 'A whole number of squares.',
      squaresY: 'A whole number of squares.',
    });
    expect(boardProblems(charuco({ markerMm: '40' }))).toEqual({
      markerMm: 'A marker must be smaller than its square (it sits inside a white square).',
    });
    // The square's own problem is told once, not again as the marker's.
    expect(boardProblems(charuco({ squareMm: '0', markerMm: '30' }))).toEqual({
      squareMm: 'The side of one square, in millimetres.',
    });
    expect(boardProblems(charuco({ squaresX: '12', squaresY: '10' }))).toEqual({
      dictionary:
        'A 12×10 board has 60 markers; DICT_4X4_50 has only 50: choose a larger dictionary.',
    });
    expect(boardProblems(charuco({ dictionary: 'DICT_9X9_1' })).dictionary).toMatch(
      /^Not an OpenCV ArUco dictionary/,
    );
    expect(anyBoardSpec(charuco({ markerMm: '40' }))).toBeNull();
  });

  it('offers OpenCV’s predefined dictionaries', () => {
    expect(DICTIONARY_CHOICES).toHaveLength(22);
    expect(DICTIONARY_CHOICES).toContain('DICT_5X5_100');
    expect(DICTIONARY_CHOICES).toContain('DICT_APRILTAG_36h11');
    expect(boardProblems(charuco({ dictionary: 'DICT_APRILTAG_36h11' }))).toEqual({});
  });

  it('redetects when the squares, dictionary or marker ratio change, not the scale', () => {
    const key = gridKey(anyBoardSpec(charuco()));
    expect(key).toBe('charuco:7x5:DICT_4X4_50:0.75');
    expect(gridKey(anyBoardSpec(charuco({ squareMm: '80', markerMm: '60' })))).toBe(key);
    expect(gridKey(anyBoardSpec(charuco({ markerMm: '28' })))).not.toBe(key);
    expect(gridKey(anyBoardSpec(charuco({ dictionary: 'DICT_4X4_100' })))).not.toBe(key);
    expect(gridKey(anyBoardSpec(charuco({ squaresY: '6' })))).not.toBe(key);
  });

  it('is told in words for the saved history', () => {
    expect(boardWords(anyBoardSpec(DEFAULT_BOARD)!)).toBe('board 9×6, 25 mm');
    expect(boardWords(anyBoardSpec(charuco())!)).toBe(
      'ChArUco 7×5, 40 mm squares, 30 mm markers, DICT_4X4_50',
    );
  });
});

describe('a sample’s board in the form (issue 30)', () => {
  it('reads back as the very spec, either kind, keeping the other kind’s fields', () => {
    const chess = draftOfBoard(CHESSBOARD_SAMPLE.board);
    expect(chess).toMatchObject({ kind: 'chessboard', cols: '9', rows: '6', squareMm: '40' });
    expect(anyBoardSpec(chess)).toEqual(CHESSBOARD_SAMPLE.board);
    const typed = charuco({ squaresX: '9' });
    const aruco = draftOfBoard(CHARUCO_SAMPLE.board, chessboard({ cols: '11' }));
    expect(aruco).toMatchObject({ kind: 'charuco', squareMm: '30', markerMm: '22', cols: '11' });
    expect(anyBoardSpec(aruco)).toEqual(CHARUCO_SAMPLE.board);
    expect(draftOfBoard(CHESSBOARD_SAMPLE.board, typed).squaresX).toBe('9');
  });
});
