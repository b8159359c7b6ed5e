import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CornerOverlay, cornerRows } from './CornerOverlay';

afterEach(cleanup);

describe('CornerOverlay', () => {
  it('draws a whole chessboard row by row', () => {
    const corners = Array.from({ length: 6 }, (_, k): [number, number] => [k % 3, k >> 2]);
    expect(cornerRows(corners, 3).map((run) => run.points.map((p) => p.id))).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
  });

  it('draws a ChArUco view’s corners by their ids, lines broken where one is missing', () => {
    const ids = [0, 1, 3, 4, 5, 9];
    const corners = ids.map((id): [number, number] => [10 * (id % 4), 10 * Math.floor(id / 4)]);
    // Rows of 4: row 0 has 0 1 (2 missing) 3; row 1 has 4 5; row 2 has 9.
    expect(
      cornerRows(corners, 4, ids).map((run) => [run.row, run.points.map((p) => p.id)]),
    ).toEqual([
      [0, [0, 1]],
      [0, [3]],
      [1, [4, 5]],
      [2, [9]],
    ]);
    const { container } = render(
      <CornerOverlay width={100} height={80} corners={corners} cols={4} rows={3} ids={ids} />,
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(4);
    expect(Array.from(container.querySelectorAll('text')).map((text) => text.textContent)).toEqual([
      '0',
      '1',
      '3',
      '4',
      '5',
      '9',
    ]);
  });

  it('labels no ids on a chessboard', () => {
    const corners: Array<[number, number]> = [
      [0, 0],
      [1, 0],
    ];
    const { container } = render(
      <CornerOverlay width={10} height={10} corners={corners} cols={2} rows={1} />,
    );
    expect(container.querySelectorAll('text')).toHaveLength(0);
  });
});
