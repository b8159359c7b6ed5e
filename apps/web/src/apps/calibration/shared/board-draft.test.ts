import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD, boardProblems, boardSpec, gridKey } from './board-draft';

describe('the board draft', () => {
  it('is a spec in metres once every field is valid', () => {
    expect(boardSpec(DEFAULT_BOARD)).toEqual({
      kind: 'chessboard',
      cols: 9,
      rows: 6,
      square: 0.025,
    });
    expect(gridKey(boardSpec({ cols: '8', rows: '5', squareMm: '30.5' }))).toBe('8x5');
  });

  it('says what is wrong with each field, and is no spec meanwhile', () => {
    const draft = { cols: '2', rows: '6.5', squareMm: '0' };
    expect(boardProblems(draft)).toEqual({
      cols: 'Between 3 and 40.',
      rows: 'A whole number of inner corners.',
      squareMm: 'The side of one square, in millimetres.',
    });
    expect(boardSpec(draft)).toBeNull();
    expect(boardProblems({ cols: '', rows: '41', squareMm: '2500' })).toEqual({
      cols: 'A whole number of inner corners.',
      rows: 'Between 3 and 40.',
      squareMm: 'At most 2000 mm.',
    });
  });
});
